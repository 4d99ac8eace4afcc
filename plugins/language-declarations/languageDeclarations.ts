/**
 * Which declarations a docs version shows in a language, and where they come from:
 * - a release whose language facts hold the language: that release's bundle, as published (origin `release`);
 * - Next, and a bundle a release published that the facts do not hold (1.2.3's Dart): made by the rules from the
 *   version's model (origin `derived`), reading the GraphQL schema of the release the version documents;
 * - a language the release did not have: none (null), and the pages say so.
 */
import {existsSync, statSync} from 'node:fs';
import {DOC_LANGUAGE_LABELS, type BundleLanguage, type LanguageDeclarationsFile} from '../../shared/languageDeclarations';
import type {SpecModel} from '../../shared/specModel';
import {readFrozenVersionsFile, readVersionsFile} from '../openiap-versions';
import {readReleaseFacts, releaseFactsFile} from '../release-facts/read';
import {readTypeBundles} from '../type-bundles';
import {withCalls} from './callParts';
import {derivedDeclarationsFile} from './derive';
import {releaseDeclarationsFile} from './fromRelease';
import {languageFactsFile, readLanguageFacts} from './readLanguageFacts';
import {NO_SCHEMA, schemaView, type SchemaView} from './schemaView';

/**
 * A facts file read once per change: a build asks for every language of every version, and each file is hundreds of
 * kilobytes of JSON; `npm start` still sees an edited file. Each file has one reader, so the path is the key.
 */
const readCache = new Map<string, {stamp: number; value: unknown}>();

function readOnce<T>(file: string, read: (file: string) => T): T {
  const stamp = statSync(file).mtimeMs;
  const cached = readCache.get(file);
  if (cached?.stamp === stamp) return cached.value as T;
  const value = read(file);
  readCache.set(file, {stamp, value});
  return value;
}

/** The docs version of Next. */
export const NEXT_VERSION = 'current';

/** The specification release a docs version documents: Next's versions file, or a release's frozen copy of it. */
function documentedRelease(siteDir: string, version: string): string {
  return version === NEXT_VERSION ? readVersionsFile(siteDir).gql : readFrozenVersionsFile(siteDir, version).gql;
}

/** The schema of a release, or none where the project has no facts of it (a release cut before its facts arrive). */
function releaseSchema(siteDir: string, release: string): SchemaView {
  const file = releaseFactsFile(siteDir, release);
  return existsSync(file) ? schemaView(readOnce(file, readReleaseFacts)) : NO_SCHEMA;
}

/** Whether a release published a types bundle in a language, by the Types page's list of its downloads. */
function publishedBundle(siteDir: string, release: string, language: BundleLanguage): boolean {
  return (readTypeBundles(siteDir)[release] ?? []).some((bundle) => bundle.label === DOC_LANGUAGE_LABELS[language]);
}

/** The declarations docs version `version` shows in `language`, or null where its release had no such bundle. */
export function languageDeclarations(
  siteDir: string,
  version: string,
  language: BundleLanguage,
  model: Pick<SpecModel, 'types' | 'operations'>,
): LanguageDeclarationsFile | null {
  const file = declarationsOf(siteDir, version, language, model);
  return file && withCalls(file, model);
}

function declarationsOf(
  siteDir: string,
  version: string,
  language: BundleLanguage,
  model: Pick<SpecModel, 'types' | 'operations'>,
): LanguageDeclarationsFile | null {
  const release = documentedRelease(siteDir, version);
  if (version === NEXT_VERSION) return derivedDeclarationsFile(version, language, model, releaseSchema(siteDir, release));
  const factsFile = languageFactsFile(siteDir, release);
  const facts = existsSync(factsFile) ? readOnce(factsFile, readLanguageFacts).languages[language] : undefined;
  if (facts) return releaseDeclarationsFile(version, language, facts, model);
  if (publishedBundle(siteDir, release, language)) return derivedDeclarationsFile(version, language, model, releaseSchema(siteDir, release));
  return null;
}

/**
 * Whether a released version's TypeScript is, like a derived language, not what its release kept: true where the
 * release's generated TypeScript was not in the repository at its tag (its enum values were read from another
 * language's bundle). Next's TypeScript is spec/ itself.
 */
export function typescriptIsDerived(siteDir: string, version: string): boolean {
  if (version === NEXT_VERSION) return false;
  const file = releaseFactsFile(siteDir, documentedRelease(siteDir, version));
  if (!existsSync(file)) return false;
  const source = readOnce(file, readReleaseFacts).enumWireValuesSource;
  return source !== undefined && !source.endsWith('.ts');
}
