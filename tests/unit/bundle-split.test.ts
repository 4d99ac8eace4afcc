/** Which modules go into the theme chunk every page runs at start-up, and which stay out of it (plugins/bundle-split). */
import {existsSync, realpathSync} from 'node:fs';
import path from 'node:path';
import type {Chunk, ChunkGraph, Module} from 'webpack';
import bundleSplitPlugin, {joinsTheme, loadedOnDemandBySite, REACT_DOM, THEME, THEME_PACKAGES} from '@site/plugins/bundle-split';

const root = path.resolve(__dirname, '../..');
const srcDir = path.join(realpathSync(root), 'src') + path.sep;

/** A file of the installed packages or of the site, at the real path the bundler tests against the patterns. */
function realFile(relative: string): string {
  const file = path.join(root, relative);
  if (!existsSync(file)) throw new Error(`${relative} is gone: pick another file of the same kind for this case`);
  return realpathSync(file);
}

/** Where a package is installed: the split names packages, so any file of one will do. */
const packageDir = (name: string) => realFile(path.join('node_modules', name));

const groupOf = (file: string) => (REACT_DOM.test(file) ? 'react-dom' : THEME.test(file) ? 'theme' : 'own');

/** A stand-in for the bundler's chunk: the modules whose `import()` asks for it (none for an entry). */
const chunk = (...origins: Array<string | undefined>) =>
  ({groupsIterable: new Set([{origins: origins.map((file) => ({module: file && {nameForCondition: () => file}}))}])}) as unknown as Chunk;

const moduleAt = (file: string) => ({nameForCondition: () => file}) as unknown as Module;
const graphWith = (...chunks: Chunk[]) => ({getModuleChunks: () => chunks}) as unknown as ChunkGraph;

describe('bundle split', () => {
  it.each(THEME_PACKAGES)('puts every file of %s into the theme, whatever its layout, but not its own dependencies', (name) => {
    const dir = packageDir(name);
    for (const file of ['package.json', 'index.js', 'any/depth/of/folders/file.js']) expect(groupOf(path.join(dir, file))).toBe('theme');
    expect(groupOf(path.join(dir, 'node_modules', 'dependency', 'index.js'))).toBe('own');
  });

  it.each([
    // The site's theme components, and the site's components that the theme renders on every docs page.
    ['src/theme/DocItem/Layout/index.tsx', 'theme'],
    ['src/theme/CodeBlock/index.tsx', 'theme'],
    ['src/theme/ReactLiveScope/index.tsx', 'theme'],
    ['src/theme/DocItem/TOC/Desktop/index.tsx', 'theme'],
    ['src/components/HighlightedCode/index.tsx', 'theme'],
    ['src/components/CopyButton/index.tsx', 'theme'],
    ['src/components/CopyPageButton/index.tsx', 'theme'],
    ['src/components/CopyPageButton/styles.module.css', 'theme'],
    ['src/components/SpecLink/index.tsx', 'theme'],
    ['src/components/DocsMenuButton/index.tsx', 'theme'],
    ['src/components/NotFoundView/index.tsx', 'theme'],
    ['src/components/StaticIsland/serverHtml.ts', 'theme'],
    ['src/components/DesktopOnly/index.tsx', 'theme'],
    ['src/components/ScrollableTable/index.tsx', 'theme'],
    ['src/components/SandboxProvider/context.ts', 'theme'],
    ['shared/codeTokens.ts', 'theme'],
    ['shared/markdownPath.ts', 'theme'],
    // The navbar's mark, drawn inline on every page.
    ['static/img/logo.svg', 'theme'],
    // What only some pages use, or only on demand.
    ['src/components/TypeTable/index.tsx', 'own'],
    ['src/components/SandboxProvider/index.tsx', 'own'],
    ['src/components/CopyPageButton/copyPage.ts', 'own'],
    ['static/img/libraries/kmp-iap.svg', 'own'],
    ['node_modules/parse-numeric-range/index.js', 'own'],
    ['node_modules/@docusaurus/theme-live-codeblock/package.json', 'theme'],
    ['shared/codeFragment.ts', 'theme'],
    ['node_modules/react/index.js', 'own'],
    ['node_modules/react-dom/client.js', 'react-dom'],
  ])('%s → %s', (relative, expected) => {
    expect(groupOf(realFile(relative))).toBe(expected);
  });

  it("tells the chunks that the site's own code loads on demand from the routes' and the entry's", () => {
    expect(loadedOnDemandBySite(chunk(`${srcDir}theme/CodeBlock/index.tsx`), srcDir)).toBe(true);
    expect(loadedOnDemandBySite(chunk(`${srcDir}theme/CodeBlock/index.tsx`, `${srcDir}theme/Playground/index.tsx`), srcDir)).toBe(true);
    expect(loadedOnDemandBySite(chunk(`${srcDir}theme/Playground/index.tsx`, path.join(root, '.docusaurus', 'registry.js')), srcDir)).toBe(false);
    expect(loadedOnDemandBySite(chunk(path.join(root, '.docusaurus', 'registry.js')), srcDir)).toBe(false);
    // The entry: asked for by no module.
    expect(loadedOnDemandBySite(chunk(undefined), srcDir)).toBe(false);
  });

  it('leaves a theme module that only on-demand code uses with that code', () => {
    const themeModule = moduleAt(path.join(packageDir('@docusaurus/theme-classic'), 'some', 'module.js'));
    const onDemand = chunk(`${srcDir}theme/CodeBlock/index.tsx`);
    const route = chunk(path.join(root, '.docusaurus', 'registry.js'));
    expect(joinsTheme(themeModule, graphWith(onDemand), srcDir)).toBe(false);
    expect(joinsTheme(themeModule, graphWith(onDemand, route), srcDir)).toBe(true);
    expect(joinsTheme(moduleAt(realFile('node_modules/react/index.js')), graphWith(route), srcDir)).toBe(false);
  });

  it('adds the two groups to the browser build only', () => {
    const plugin = bundleSplitPlugin({siteDir: root});
    const configure = plugin.configureWebpack!.bind(plugin) as (
      config: unknown,
      isServer: boolean,
    ) => {optimization?: {splitChunks: {cacheGroups: Record<string, {name: string; chunks: string}>}}};
    expect(configure({}, true)).toEqual({});
    const browser = configure({}, false);
    // Only the split and the names of the chunks loaded on demand: no module of Docusaurus is swapped for another.
    expect(Object.keys(browser)).toEqual(['output', 'optimization']);
    expect(browser).toMatchObject({output: {chunkFilename: 'assets/js/[contenthash:8].js'}});
    const groups = browser.optimization!.splitChunks.cacheGroups;
    // React DOM is split out of the start-up bundles ('initial'); the theme takes its modules from the start-up bundles
    // and the routes' chunks alike ('all'), which makes it one of the start-up bundles too.
    expect(Object.values(groups).map(({name, chunks}) => [name, chunks])).toEqual([
      ['react-dom', 'initial'],
      ['theme', 'all'],
    ]);
  });
});
