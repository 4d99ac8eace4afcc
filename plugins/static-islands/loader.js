// Loads a page's static-island data file (see ./index.ts). CommonJS: the bundler requires loaders as they are.
//
// mode 'data' (server bundle, and the browser's lazy chunk): the data itself.
// mode 'browser': a module that resolves to the data only when the page's HTML lacks one of its islands. It awaits
// the load at the top level, so that Docusaurus, which preloads a page's modules before it shows the page, shows the
// tables with the page instead of filling them in afterwards.
module.exports = function staticIslandLoader(source) {
  const {mode} = this.getOptions();
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: static-island data is not valid JSON (${error.message}). Rebuild to rewrite it.`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${this.resourcePath}: static-island data must be an object of island keys to props.`);
  }
  if (mode === 'data') return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
  if (mode !== 'browser') throw new Error(`static-islands loader: unknown mode ${JSON.stringify(mode)}.`);
  return [
    `import {islandData} from '@site/src/components/StaticIsland/islandData';`,
    `export default await islandData(${JSON.stringify(Object.keys(data))}, () => import(${JSON.stringify(`${this.resourcePath}?island-data`)}));`,
    '',
  ].join('\n');
};
