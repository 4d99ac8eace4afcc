/**
 * The full-text side of the modal: @easyops-cn/docusaurus-search-local's index of every page (docs of one version
 * plus the non-doc pages), searched in its web worker. The index is fetched by the worker on the first search, so
 * nothing is downloaded before someone types in the modal.
 */
import {searchByWorker, type SearchResult} from '@theme/searchByWorker';
import type {FullTextHit} from './SearchDialog';

/** As many hits as the plugin's own search bar shows. */
export const FULL_TEXT_HIT_LIMIT = 8;

enum DocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

/**
 * Where the plugin keeps the index of a docs version: the latest release's (shared with the non-doc pages) at the
 * site root, any other version's under its path. The plugin's own search bar makes the same choice.
 */
export function fullTextVersionUrl(baseUrl: string, version: {path: string; isLast: boolean} | undefined): string {
  return version && !version.isLast ? `${version.path}/` : baseUrl;
}

/** The plugin's results page, in the same docs version (its `version` parameter is the version URL below the base). */
export function fullTextResultsPath(baseUrl: string, versionUrl: string, query: string): string {
  const params = new URLSearchParams({q: query});
  if (versionUrl !== baseUrl && versionUrl.startsWith(baseUrl)) params.set('version', versionUrl.slice(baseUrl.length));
  return `${baseUrl}search?${params.toString()}`;
}

export function toHit(result: SearchResult): FullTextHit {
  const {document, type, page} = result;
  const pageTitle = page ? page.t : '';
  const path = `${document.u}${document.h ?? ''}`;
  switch (type) {
    case DocumentType.Title:
      return {id: `${document.i}`, title: document.t, context: (document.b ?? []).join(' › '), snippet: '', path};
    case DocumentType.Heading:
      return {id: `${document.i}`, title: document.t, context: pageTitle, snippet: '', path};
    case DocumentType.Description:
    case DocumentType.Keywords:
      return {id: `${document.i}`, title: document.s || pageTitle, context: pageTitle, snippet: type === DocumentType.Description ? document.t : '', path};
    default: {
      const section = document.s || pageTitle;
      return {id: `${document.i}`, title: section, context: section === pageTitle ? '' : pageTitle, snippet: document.t, path};
    }
  }
}

export async function searchAllPages(versionUrl: string, query: string, limit = FULL_TEXT_HIT_LIMIT): Promise<FullTextHit[]> {
  const results = await searchByWorker(versionUrl, '', query, limit);
  const seen = new Set<string>();
  const hits: FullTextHit[] = [];
  for (const result of results) {
    const hit = toHit(result);
    if (seen.has(hit.path)) continue;
    seen.add(hit.path);
    hits.push(hit);
  }
  return hits;
}
