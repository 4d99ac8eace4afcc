/**
 * What each docs page shows of the spec, as the remark plugin (./remark.ts) saw it while it compiled the page: the
 * operations and type tables the page renders, at which element ids, and whether it holds the full error code table.
 *
 * The plugin writes one small file per page into a folder of its own among the generated files; the search index
 * reads them once the pages are compiled (plugins/api-search), so that where a search result leads comes from the
 * same pass that renders the page, not from a second reading of its source.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export interface PageShows {
  /** The operations the page renders, each under the element id that carries its anchor. */
  operations: Array<{name: string; id: string}>;
  /** The types the page has a table of, each with the table's id. */
  types: Array<{name: string; id: string}>;
  /** Whether the page holds the full error code table, with a row id per code. */
  errorCodeTable: boolean;
}

/** Where the records go: with Docusaurus's own generated files, out of the sources. */
export function pageShowsDir(siteDir: string): string {
  return path.join(siteDir, '.docusaurus', 'spec-model', 'page-shows');
}

function recordFile(siteDir: string, pageFile: string, dir: string): {file: string; page: string} {
  const page = path.relative(siteDir, pageFile).split(path.sep).join('/');
  return {file: path.join(dir, `${createHash('sha1').update(page).digest('hex').slice(0, 16)}.json`), page};
}

/** Records what a page shows; the file is rewritten only when that changed, so a dev server has nothing to redo. */
export function writePageShows(siteDir: string, pageFile: string, shows: PageShows, dir = pageShowsDir(siteDir)): void {
  const {file, page} = recordFile(siteDir, pageFile, dir);
  const text = JSON.stringify({page, ...shows});
  mkdirSync(dir, {recursive: true});
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/** What a page showed when it was last compiled; undefined when it has not been compiled with the remark plugin. */
export function readPageShows(siteDir: string, pageFile: string, dir = pageShowsDir(siteDir)): PageShows | undefined {
  const {file, page} = recordFile(siteDir, pageFile, dir);
  if (!existsSync(file)) return undefined;
  let data: Partial<PageShows & {page: string}>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} (what ${page} shows) is not valid JSON (${(error as Error).message}); build again to rewrite it.`);
  }
  if (data.page !== page || !Array.isArray(data.operations) || !Array.isArray(data.types) || typeof data.errorCodeTable !== 'boolean') {
    throw new Error(`${file} is not a record of what ${page} shows; build again to rewrite it.`);
  }
  return {operations: data.operations, types: data.types, errorCodeTable: data.errorCodeTable};
}
