/**
 * Where spec/ and the releases differ on purpose, each with its reason (`spec/releases/docs-own.json`):
 * - `declarations`, the docs' own: the few types spec/ declares that no release has. Every other declaration of a
 *   model must be one its release has: the fidelity test fails on one that is neither, and `npm run version:conform`
 *   removes such a declaration from a frozen model;
 * - `leftOut`: what releases declare and spec/ leaves out (a schema directive, fields spec/ writes in another shape),
 *   which the coverage and the checklist show apart from what spec/ still lacks.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {releaseFactsDir} from './read';
import {readListFile} from './listFile';

export interface DocsOwnDeclaration {
  name: string;
  why: string;
}

export const DOCS_OWN_FILE_NAME = 'docs-own.json';

export function docsOwnFile(siteDir: string): string {
  return path.join(releaseFactsDir(siteDir), DOCS_OWN_FILE_NAME);
}

/** Reads and checks one reasoned list of the file, refusing a malformed one with the path and the problem. */
function readReasoned(file: string, key: string, name: RegExp): DocsOwnDeclaration[] {
  if (!existsSync(file)) throw new Error(`${file} is missing: it lists where spec/ and the releases differ on purpose.`);
  const list = readListFile(file, key, '{"name", "why"}');
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const {name: entryName, why} = (entry ?? {}) as Partial<DocsOwnDeclaration>;
    if (typeof entryName !== 'string' || !name.test(entryName)) throw new Error(`${file}: ${key}[${index}] needs the name it is about`);
    if (seen.has(entryName)) throw new Error(`${file}: ${entryName} is listed twice`);
    seen.add(entryName);
    if (typeof why !== 'string' || why.trim().length < 20) throw new Error(`${file}: ${key}[${index}] (${entryName}) needs a "why" that says the reason`);
  });
  return list as DocsOwnDeclaration[];
}

/**
 * The docs' own declarations. Without the list, the conform command would take every docs' own declaration for a
 * leftover.
 */
export function readDocsOwn(file: string): DocsOwnDeclaration[] {
  return readReasoned(file, 'declarations', /^[A-Za-z_]\w*$/);
}

/** What releases declare and spec/ leaves out on purpose: a declaration's name, or `Declaration.field`. */
export function readLeftOut(file: string): DocsOwnDeclaration[] {
  return readReasoned(file, 'leftOut', /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)?$/);
}

/** The names of the docs' own declarations of a site. */
export function docsOwnNames(siteDir: string): Set<string> {
  return new Set(readDocsOwn(docsOwnFile(siteDir)).map((entry) => entry.name));
}
