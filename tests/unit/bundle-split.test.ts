/** Which theme modules go into the docs-only chunk and which into the chunk every page loads (plugins/bundle-split). */
import {existsSync, realpathSync} from 'node:fs';
import path from 'node:path';
import bundleSplitPlugin, {DOCS_THEME, LAYOUT_THEME, REACT_DOM} from '@site/plugins/bundle-split';

const root = path.resolve(__dirname, '../..');

/**
 * A module of the installed packages or of the site, at the real path the bundler tests against the patterns. A
 * module that moved fails here by name: its pattern would stop matching and the split would change without a word.
 */
function realFile(relative: string): string {
  const file = path.join(root, relative);
  if (!existsSync(file)) throw new Error(`${relative} is gone: the split patterns of plugins/bundle-split need its new place`);
  return realpathSync(file);
}

const theme = (file: string) => `node_modules/@docusaurus/theme-classic/lib/theme/${file}`;

describe('bundle split', () => {
  it.each([
    [theme('DocSidebar/Desktop/index.js'), 'docs'],
    [theme('TOC/index.js'), 'docs'],
    [theme('DocItem/Paginator/index.js'), 'docs'],
    ['node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', 'docs'],
    ['src/theme/DocItem/Layout/index.tsx', 'docs'],
    [theme('Navbar/Layout/index.js'), 'layout'],
    [theme('Footer/index.js'), 'layout'],
    ['node_modules/@docusaurus/theme-common/lib/utils/useThemeConfig.js', 'layout'],
    ['node_modules/@docusaurus/core/lib/client/exports/Link.js', 'layout'],
    ['src/theme/CodeBlock/index.tsx', 'layout'],
    ['node_modules/@mdx-js/react/lib/index.js', 'layout'],
    // Loaded on demand only: kept out of the chunk every page runs.
    [theme('CodeBlock/index.js'), 'own'],
    [theme('CodeBlock/Content/String.js'), 'own'],
    ['node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js', 'own'],
    ['node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js', 'own'],
    ['node_modules/parse-numeric-range/index.js', 'own'],
    ['src/theme/ReactLiveScope/scope.tsx', 'own'],
    ['src/theme/ReactLiveScope/index.tsx', 'layout'],
    [theme('CodeInline/index.js'), 'layout'],
    ['src/components/TypeTable/index.tsx', 'own'],
    ['src/components/HighlightedCode/index.tsx', 'docs'],
    ['src/components/CopyButton/index.tsx', 'docs'],
    ['src/components/CopyPageButton/index.tsx', 'docs'],
    ['src/components/SpecLink/index.tsx', 'docs'],
    ['src/components/DocsMenuButton/index.tsx', 'docs'],
    ['src/components/NotFoundView/index.tsx', 'layout'],
    ['src/components/StaticIsland/serverHtml.ts', 'docs'],
    // On demand: the Markdown copy is loaded by the button's press.
    ['src/components/CopyPageButton/copyPage.ts', 'own'],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['node_modules/react/index.js', 'own'],
  ])('%s → %s', (relative, expected) => {
    const file = realFile(relative);
    const group = REACT_DOM.test(file) ? 'react-dom' : DOCS_THEME.test(file) ? 'docs' : LAYOUT_THEME.test(file) ? 'layout' : 'own';
    expect(group).toBe(expected);
  });

  it('adds the three groups to the browser build only', () => {
    const plugin = bundleSplitPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (
      config: unknown,
      isServer: boolean,
    ) => {optimization?: {splitChunks: {cacheGroups: Record<string, {name: string; priority: number}>}}};
    expect(configure({}, true)).toEqual({});
    const browser = configure({}, false);
    // Only the split: no module of Docusaurus is swapped for another.
    expect(Object.keys(browser)).toEqual(['optimization']);
    const groups = browser.optimization!.splitChunks.cacheGroups;
    // React DOM is part of the start-up bundles ('initial'); the theme chunks come with the routes ('async').
    expect(Object.values(groups).map((group) => (group as {chunks?: string}).chunks)).toEqual(['initial', 'async', 'async']);
    // The docs group must win for docs modules, which the layout pattern also matches.
    expect(groups.docsTheme.priority).toBeGreaterThan(groups.layoutTheme.priority);
  });
});
