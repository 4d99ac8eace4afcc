/**
 * A symbol page's data (plugins/symbol-pages). The server bundle, and the dev server, have every page's data; the
 * browser's production bundle has none: a first visit reads it from the page's own HTML, where the page writes it,
 * and a page reached by a link inside the site reads it from that page's HTML, fetched once.
 */
import data from '@symbol-pages-data';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import type {SymbolPageData as SharedPageData} from '@site/shared/symbolPages';

/** A symbol page's data with its version's sidebar as the theme takes it. */
export type SymbolPageData = SharedPageData<PropSidebar>;

/** The id of the element that carries a page's data in its HTML. */
export const DATA_ELEMENT_ID = 'symbol-page-data';

const known = new Map<string, SymbolPageData | Promise<SymbolPageData>>();

function dataIn(document: Document, path: string): SymbolPageData | undefined {
  const element = document.getElementById(DATA_ELEMENT_ID);
  return element?.dataset.path === path && element.textContent ? (JSON.parse(element.textContent) as SymbolPageData) : undefined;
}

async function fetchData(path: string): Promise<SymbolPageData> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`The page ${path} could not be loaded: HTTP ${response.status}.`);
  const data = dataIn(new DOMParser().parseFromString(await response.text(), 'text/html'), path);
  if (!data) throw new Error(`The page ${path} holds no symbol data: was it built by this version of the site?`);
  known.set(path, data);
  return data;
}

/** The page's data, or the promise of it for a page reached by a link. `path`: the route's, with the base URL. */
export function symbolPageData(path: string): SymbolPageData | Promise<SymbolPageData> {
  if (data) {
    const page = data.pages[path];
    if (!page) throw new Error(`No symbol has the page ${path}.`);
    // Joined once and kept, so that every render of the page gets the same data.
    const joined = known.get(path) ?? {...page, sidebar: data.sidebars[page.version.name] ?? []};
    known.set(path, joined);
    return joined;
  }
  const found = known.get(path) ?? dataIn(document, path);
  if (found) {
    known.set(path, found);
    return found;
  }
  const loading = fetchData(path);
  known.set(path, loading);
  // A failed load is not kept: the next visit tries again.
  loading.catch(() => known.delete(path));
  return loading;
}

/** The data as the page writes it into its HTML: JSON that no `</script>` inside it can end early. */
export const dataText = (data: SymbolPageData): string => JSON.stringify(data).replace(/</g, '\\u003c');
