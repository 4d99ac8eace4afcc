/**
 * The browser's copy of a page's island data (plugins/static-islands). A first visit finds every island of the page
 * in its HTML, and React keeps that HTML: nothing to load. A page reached by a link inside the site has no HTML yet,
 * so its data is fetched first.
 */
import {SERVER_HTML_ATTRIBUTE} from './serverHtml';

export type IslandData = Record<string, Record<string, unknown>>;

/** Every island's data loaded so far (all of them on the server), by key: keys are unique across pages. */
const loaded = new Map<string, Record<string, unknown>>();

export function registerIslandData(data: IslandData): IslandData {
  for (const [key, props] of Object.entries(data)) loaded.set(key, props);
  return data;
}

/** An island's data, when its page's data file has been loaded (on the server, or for a page reached by a link). */
export function loadedIslandData(key: string): Record<string, unknown> | undefined {
  return loaded.get(key);
}

/**
 * The element of the document that holds an island's HTML: a static island's own, or one that keeps the server's
 * HTML under the island's key (a prose run).
 *
 * Two lookups of one attribute each, not one selector list: Chromium finds `[name="value"]` quickly, but a list of
 * two such selectors walks the whole document matching each element against both. Finding the 160 islands of the
 * Types page took a median 25 ms that way, against 1.3 ms now (Chromium on this project's machine, no CPU slowdown);
 * a first visit looks each island up twice, once when its page's data module loads and once when it hydrates.
 */
export function islandElement(key: string): Element | null {
  const value = CSS.escape(key);
  return document.querySelector(`[data-island="${value}"]`) ?? document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${value}"]`);
}

async function fetchIslandData(url: string): Promise<IslandData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The page's table and code data (${url}) could not be loaded: HTTP ${response.status}.`);
  return registerIslandData((await response.json()) as IslandData);
}

/**
 * The page's data, fetched from `url` when its HTML lacks one of the islands `keys`, together with the views that
 * draw them (`loadViews`); null when the HTML has them all, and then no view is loaded either.
 */
export async function islandData(keys: string[], url: string, loadViews: () => Promise<unknown> = async () => undefined): Promise<IslandData | null> {
  if (keys.every((key) => islandElement(key))) return null;
  const [data] = await Promise.all([fetchIslandData(url), loadViews()]);
  return data;
}
