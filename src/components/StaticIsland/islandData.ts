/**
 * The browser's copy of a page's island data (plugins/static-islands). A first visit finds every island of the page
 * in its HTML, and React keeps that HTML: nothing to load. A page reached by a link inside the site has no HTML yet,
 * so its data is loaded first.
 */
export type IslandData = Record<string, Record<string, unknown>>;

export function islandElement(key: string): Element | null {
  return document.querySelector(`[data-island="${CSS.escape(key)}"]`);
}

export async function islandData(keys: string[], load: () => Promise<{default: IslandData}>): Promise<IslandData | null> {
  if (keys.every((key) => islandElement(key))) return null;
  return (await load()).default;
}
