/**
 * The docs' own declarations: the few types spec/ declares that no release has, each with the reason it is kept
 * (`spec/releases/docs-own.json`). Every other declaration of a model must be one its release has: the fidelity test
 * fails on one that is neither, and `npm run version:conform` removes such a declaration from a frozen model.
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

/**
 * Reads and checks the list; a missing or malformed file is refused with its path and the problem (without the list,
 * the conform command would take every docs' own declaration for a leftover).
 */
export function readDocsOwn(file: string): DocsOwnDeclaration[] {
  if (!existsSync(file)) throw new Error(`${file} is missing: it lists the docs' own declarations, those no release has.`);
  const list = readListFile(file, 'declarations', '{"name", "why"}');
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const {name, why} = (entry ?? {}) as Partial<DocsOwnDeclaration>;
    if (typeof name !== 'string' || !/^[A-Za-z_]\w*$/.test(name)) throw new Error(`${file}: declarations[${index}] needs the declaration's name`);
    if (seen.has(name)) throw new Error(`${file}: ${name} is listed twice`);
    seen.add(name);
    if (typeof why !== 'string' || why.trim().length < 20) throw new Error(`${file}: declarations[${index}] (${name}) needs a "why" that says the reason`);
  });
  return list as DocsOwnDeclaration[];
}

/** The names of the docs' own declarations of a site. */
export function docsOwnNames(siteDir: string): Set<string> {
  return new Set(readDocsOwn(docsOwnFile(siteDir)).map((entry) => entry.name));
}
