/**
 * The language facts of a release, kept at `spec/releases/languages/<release>.json`: every declaration and operation
 * signature as each language's generated types bundle of that release writes it. The files are written by
 * `npm run release:extract` (../release-facts/extract, spec/releases/README.md); the site reads them and never edits them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BundleLanguage} from '../../shared/languageDeclarations';
import {releaseFactsDir} from '../release-facts/read';

export function languageFactsFile(siteDir: string, release: string): string {
  return path.join(releaseFactsDir(siteDir), 'languages', `${release}.json`);
}

/** One declaration as a language's bundle writes it. */
export interface LanguageFactDeclaration {
  kind: string;
  /** Member name as the language spells it → its type text, without a default value. */
  fields: Record<string, string>;
  /** Enum case name as declared → its wire value. */
  cases: Record<string, string>;
  /** A union's variants. */
  members?: string[];
  /** C# and GDScript: member name → the schema's field name. */
  wireNames?: Record<string, string>;
  /** Member name → default-value expression, where the bundle declares one. */
  defaults?: Record<string, string>;
  aliasOf?: string;
}

/** One language of a release. */
export interface LanguageFacts {
  source: string;
  declarations: Record<string, LanguageFactDeclaration>;
  /** The operation's name in the language (C#: `FetchProductsAsync`) → its signature text. */
  operations: Record<string, string>;
  /** `Query`, `Mutation`, `Subscription` → the language's names of the operations of that root. */
  operationRoots: Record<string, string[]>;
}

export interface ReleaseLanguageFacts {
  release: string;
  gitTag: string;
  languages: Partial<Record<BundleLanguage, LanguageFacts>>;
  conventions?: Record<string, string>;
}

const LANGUAGES: readonly BundleLanguage[] = ['swift', 'kotlin', 'dart', 'gdscript', 'csharp'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringMap = (value: unknown): value is Record<string, string> => isObject(value) && Object.values(value).every((entry) => typeof entry === 'string');

/** What is wrong with one declaration, or undefined. */
function declarationProblem(declaration: unknown): string | undefined {
  if (!isObject(declaration)) return 'is not an object';
  if (typeof declaration.kind !== 'string') return 'has no kind';
  if (!isStringMap(declaration.fields)) return '"fields" must map each member name to its type text';
  if (!isStringMap(declaration.cases)) return '"cases" must map each case name to its wire value';
  if (declaration.members !== undefined && !(Array.isArray(declaration.members) && declaration.members.every((entry) => typeof entry === 'string')))
    return '"members" must be a list of names';
  if (declaration.wireNames !== undefined && !isStringMap(declaration.wireNames)) return '"wireNames" must map each member name to a field name';
  if (declaration.defaults !== undefined && !isStringMap(declaration.defaults)) return '"defaults" must map each member name to an expression';
  return undefined;
}

/** What is wrong with a parsed language facts file, or undefined when it has the expected shape. */
export function languageFactsProblem(facts: unknown): string | undefined {
  if (!isObject(facts)) return 'expected an object with release, gitTag and languages';
  if (typeof facts.release !== 'string' || !/^\d+\.\d+\.\d+$/.test(facts.release))
    return `"release" must be a version like 1.2.3 (got ${JSON.stringify(facts.release)})`;
  if (typeof facts.gitTag !== 'string' || facts.gitTag === '') return '"gitTag" must name the release\'s git tag';
  if (!isObject(facts.languages)) return '"languages" must map each language to its declarations';
  for (const [language, entry] of Object.entries(facts.languages)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) return `"languages.${language}" is not a language the site shows (${LANGUAGES.join(', ')})`;
    if (!isObject(entry)) return `"languages.${language}" must be an object`;
    if (!isObject(entry.declarations)) return `"languages.${language}.declarations" must map each declaration name to it`;
    for (const [name, declaration] of Object.entries(entry.declarations)) {
      const problem = declarationProblem(declaration);
      if (problem) return `"languages.${language}.declarations.${name}" ${problem}`;
    }
    if (!isStringMap(entry.operations)) return `"languages.${language}.operations" must map each operation name to its signature text`;
    if (
      !isObject(entry.operationRoots) ||
      !Object.values(entry.operationRoots).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string'))
    )
      return `"languages.${language}.operationRoots" must map each root type to a list of operation names`;
  }
  return undefined;
}

/** Reads and checks a release's language facts; a malformed file is refused with its path and the problem. */
export function readLanguageFacts(file: string): ReleaseLanguageFacts {
  let facts: unknown;
  try {
    facts = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not a readable JSON file of language facts (${(error as Error).message})`);
  }
  const problem = languageFactsProblem(facts);
  if (problem) throw new Error(`${file}: ${problem}`);
  return facts as ReleaseLanguageFacts;
}
