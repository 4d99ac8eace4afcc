/** Which modules go into the theme chunk every page runs at start-up, and which stay out of it (plugins/bundle-split). */
import {existsSync, realpathSync} from 'node:fs';
import path from 'node:path';
import bundleSplitPlugin, {REACT_DOM, THEME} from '@site/plugins/bundle-split';

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
    [theme('DocSidebar/Desktop/index.js'), 'theme'],
    [theme('TOC/index.js'), 'theme'],
    [theme('DocItem/Paginator/index.js'), 'theme'],
    ['node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', 'theme'],
    ['src/theme/DocItem/Layout/index.tsx', 'theme'],
    [theme('Navbar/Layout/index.js'), 'theme'],
    [theme('Footer/index.js'), 'theme'],
    ['node_modules/@docusaurus/theme-common/lib/utils/useThemeConfig.js', 'theme'],
    ['node_modules/@docusaurus/core/lib/client/exports/Link.js', 'theme'],
    ['src/theme/CodeBlock/index.tsx', 'theme'],
    ['node_modules/@mdx-js/react/lib/index.js', 'theme'],
    // Loaded on demand only: kept out of the chunk every page runs.
    [theme('CodeBlock/index.js'), 'own'],
    [theme('CodeBlock/Content/String.js'), 'own'],
    ['node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js', 'own'],
    ['node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js', 'own'],
    ['node_modules/parse-numeric-range/index.js', 'own'],
    ['src/theme/ReactLiveScope/scope.tsx', 'own'],
    ['src/theme/ReactLiveScope/index.tsx', 'theme'],
    [theme('CodeInline/index.js'), 'theme'],
    ['src/components/TypeTable/index.tsx', 'own'],
    ['src/components/HighlightedCode/index.tsx', 'theme'],
    ['src/components/CopyButton/index.tsx', 'theme'],
    ['src/components/CopyPageButton/index.tsx', 'theme'],
    ['src/components/SpecLink/index.tsx', 'theme'],
    ['src/components/DocsMenuButton/index.tsx', 'theme'],
    ['src/components/NotFoundView/index.tsx', 'theme'],
    ['src/components/StaticIsland/serverHtml.ts', 'theme'],
    ['src/components/DesktopOnly/index.tsx', 'theme'],
    ['src/components/ScrollableTable/index.tsx', 'theme'],
    ['src/components/CopyPageButton/styles.module.css', 'theme'],
    ['src/components/SandboxProvider/context.ts', 'theme'],
    ['shared/codeTokens.ts', 'theme'],
    ['shared/markdownPath.ts', 'theme'],
    // The live sandbox itself loads with the first live example.
    ['src/components/SandboxProvider/index.tsx', 'own'],
    ['src/theme/DocItem/TOC/Desktop/index.tsx', 'theme'],
    // The navbar's mark, drawn inline on every page.
    ['static/img/logo.svg', 'theme'],
    ['static/img/libraries/kmp-iap.svg', 'own'],
    // On demand: the Markdown copy is loaded by the button's press.
    ['src/components/CopyPageButton/copyPage.ts', 'own'],
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['node_modules/react/index.js', 'own'],
  ])('%s → %s', (relative, expected) => {
    const file = realFile(relative);
    const group = REACT_DOM.test(file) ? 'react-dom' : THEME.test(file) ? 'theme' : 'own';
    expect(group).toBe(expected);
  });

  it('adds the two groups to the browser build only', () => {
    const plugin = bundleSplitPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (
      config: unknown,
      isServer: boolean,
    ) => {optimization?: {splitChunks: {cacheGroups: Record<string, {name: string; chunks: string}>}}};
    expect(configure({}, true)).toEqual({});
    const browser = configure({}, false);
    // Only the split: no module of Docusaurus is swapped for another.
    expect(Object.keys(browser)).toEqual(['optimization']);
    const groups = browser.optimization!.splitChunks.cacheGroups;
    // React DOM is split out of the start-up bundles ('initial'); the theme takes its modules from the start-up bundles
    // and the routes' chunks alike ('all'), which makes it one of the start-up bundles too.
    expect(Object.values(groups).map(({name, chunks}) => [name, chunks])).toEqual([
      ['react-dom', 'initial'],
      ['theme', 'all'],
    ]);
  });
});
