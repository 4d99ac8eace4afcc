/**
 * Replaces @easyops-cn/docusaurus-search-local's search bar with nothing. The site has one search entry point: the
 * navbar's `custom-searchButton` item (src/components/SearchButton), which opens the Cmd+K modal; the modal shows
 * the plugin's full-text hits and links to its results page. The classic navbar adds a SearchBar by itself when
 * no `search` item is configured; rendering nothing leaves that slot empty, and the theme hides an empty slot.
 */
export default function SearchBar(): null {
  return null;
}
