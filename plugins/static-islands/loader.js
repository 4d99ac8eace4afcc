// Loads a page's static-island data file (see ./index.ts). CommonJS: the bundler requires loaders as they are.
//
// The data file may list, under the key the plugin passes as `viewsKey`, the views that draw its islands, each as
// `Name=module` or `Name=module#export`, registered under that name as they load (src/components/StaticIsland/views.ts):
// the server bundle imports them with the data, the browser only when it fetches the data.
//
// mode 'data' (server bundle): the data itself, also registered by island key.
// mode 'browser': the data is written as a file of its own among the site's assets (named by its content, so a new
// build never meets an old copy in a cache), and the module resolves to it only when the page's HTML lacks one of its
// islands, fetching it then. It awaits the load at the top level, so that Docusaurus, which preloads a page's modules
// before it shows the page, shows the tables with the page instead of filling them in afterwards. A fetched file,
// unlike a lazily imported chunk, adds nothing to the bundler's runtime, which every page loads and which otherwise
// lists every chunk of every docs version.
const {createHash} = require('node:crypto');
const path = require('node:path');

/** Where the browser's data files go in the build, under the site's base URL. */
const ASSET_DIR = 'assets/islands';

/**
 * The chunk a view loads in, named after its module: every page that imports the view shares that one chunk. Each
 * page's data module imports the view on its own, and unnamed, the view (with what it draws with) would be in a
 * chunk per page, which the bundler's chunk shared by half the pages then gathers into the code every page loads.
 */
function viewChunkName(module) {
  const name = module.replace(/^@site\/src\/components\//, '').replace(/[^A-Za-z0-9]+/g, '-');
  return `island-view-${name}`;
}

/** A view's entry, `Name=module` or `Name=module#export`: undefined when it is not one. */
function namedView(entry) {
  const match = /^([A-Za-z][\w.]*)=([^#]+)(?:#(\w+))?$/.exec(typeof entry === 'string' ? entry : '');
  return match ? {name: match[1], module: match[2], exported: match[3] ?? 'default'} : undefined;
}

module.exports = function staticIslandLoader(source) {
  const {mode, viewsKey} = this.getOptions();
  let data;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new Error(`${this.resourcePath}: static-island data is not valid JSON (${error.message}). Rebuild to rewrite it.`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${this.resourcePath}: static-island data must be an object of island keys to props.`);
  }
  const {[viewsKey]: viewModules = [], ...all} = data;
  // `?island=a,b&as=p-`: only islands a and b of a file that many pages share, keyed p-a and p-b for this page, which
  // gets the prefix with the data (`{prefix, islands}`).
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const picked = query.get('island') ? query.get('island').split(',') : undefined;
  const prefix = query.get('as');
  const missing = picked?.filter((key) => !(key in all)) ?? [];
  if (missing.length > 0) throw new Error(`${this.resourcePath}: no static-island data for ${missing.join(', ')}. Rebuild to rewrite it.`);
  const islands = picked ? Object.fromEntries(picked.map((key) => [`${prefix ?? ''}${key}`, all[key]])) : all;
  const views = Array.isArray(viewModules) ? viewModules.map(namedView) : [undefined];
  if (views.includes(undefined)) throw new Error(`${this.resourcePath}: "${viewsKey}" must be a list of views, each Name=module.`);
  const text = JSON.stringify(islands);
  const exported = (data) => (prefix === null ? data : `{prefix: ${JSON.stringify(prefix)}, islands: ${data}}`);
  const registerImport = views.length > 0 ? [`import {registerIslandView} from '@site/src/components/StaticIsland/views';`] : [];
  // Registered as it loads, for the elements that look their data up by key (code blocks) rather than get it as a prop.
  if (mode === 'data') {
    return [
      `import {registerIslandData} from '@site/src/components/StaticIsland/islandData';`,
      ...registerImport,
      ...views.map(
        (view, index) =>
          `import * as view${index} from ${JSON.stringify(view.module)};\nregisterIslandView(${JSON.stringify(view.name)}, view${index}[${JSON.stringify(view.exported)}]);`,
      ),
      `export default ${exported(`registerIslandData(JSON.parse(${JSON.stringify(text)}))`)};`,
      '',
    ].join('\n');
  }
  if (mode !== 'browser') throw new Error(`static-islands loader: unknown mode ${JSON.stringify(mode)}.`);
  const name = `${ASSET_DIR}/${path.basename(this.resourcePath, '.json')}.${createHash('sha1').update(text).digest('hex').slice(0, 8)}.json`;
  this.emitFile(name, text);
  return [
    `import {islandData} from '@site/src/components/StaticIsland/islandData';`,
    ...registerImport,
    // A page's islands are in its HTML all together or not at all: one of them tells which.
    `export default ${exported(
      `await islandData(${JSON.stringify(Object.keys(islands).slice(0, 1))}, __webpack_public_path__ + ${JSON.stringify(name)}, () => Promise.all([${views
        .map(
          (view) =>
            `import(/* webpackChunkName: ${JSON.stringify(viewChunkName(view.module))} */ ${JSON.stringify(view.module)}).then((module) => registerIslandView(${JSON.stringify(view.name)}, module[${JSON.stringify(view.exported)}]))`,
        )
        .join(', ')}]))`,
    )};`,
    '',
  ].join('\n');
};
