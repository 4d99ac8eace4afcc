/**
 * The addresses of the generated reference that the symbol pages replaced, kept for readers' bookmarks: each docs
 * version's `api` page and its module pages lead to the index page of that version that now lists their symbols.
 * @docusaurus/plugin-client-redirects writes a redirect file for each after the build, so they add no route.
 */
import {readDocsVersionsList} from '../openiap-versions';
import {docsBasePath, type DocsRoutes} from '../spec-model/paths';

/** The reference's pages (its index and one per spec module, the same in every version) and the index each leads to. */
const INDEX_OF_FORMER_PAGE: Record<string, string> = {
  api: 'types',
  'api/common': 'types',
  'api/errors': 'errors',
  'api/events': 'events',
  'api/external': 'types',
  'api/horizon': 'types',
  'api/operations': 'apis',
  'api/products': 'types',
  'api/purchases': 'types',
  'api/requests': 'types',
  'api/validation': 'types',
};

/** The plugin's `createRedirects`: the former addresses that lead to a route (`/docs/types` ← `/docs/api`, ...). */
export function formerReferenceRedirects(siteDir: string, docsRoutes: DocsRoutes): (route: string) => string[] | undefined {
  const redirects = new Map<string, string[]>();
  for (const version of ['current', ...readDocsVersionsList(siteDir)]) {
    const base = docsBasePath(siteDir, version, docsRoutes);
    for (const [page, index] of Object.entries(INDEX_OF_FORMER_PAGE)) {
      const to = `${base}/${index}`;
      redirects.set(to, [...(redirects.get(to) ?? []), `${base}/${page}`]);
    }
  }
  return (route) => redirects.get(route);
}
