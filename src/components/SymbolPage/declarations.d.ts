/** Every symbol page's data on the server and the dev server, null in the browser's build (plugins/symbol-pages). */
declare module '@symbol-pages-data' {
  const data: import('@site/shared/symbolPages').SymbolPagesData<import('@docusaurus/plugin-content-docs').PropSidebar> | null;
  export default data;
}
