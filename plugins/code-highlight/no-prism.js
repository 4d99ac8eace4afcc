// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js: code is highlighted at build time
// (plugins/code-highlight), so the browser needs no Prism grammars.
export {};
