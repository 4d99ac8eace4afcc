/** Every symbol page's data by route path on the server and the dev server, null in the browser's build (plugins/symbol-pages). */
declare module '@symbol-pages-data' {
  const pages: Record<string, import('@site/shared/symbolPages').SymbolPageData> | null;
  export default pages;
}
