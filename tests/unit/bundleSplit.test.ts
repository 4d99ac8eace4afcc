/** Which theme modules go into the docs-only chunk and which into the chunk every page loads (plugins/bundle-split). */
import bundleSplitPlugin, {DOCS_THEME, LAYOUT_THEME, REACT_DOM} from '@site/plugins/bundle-split';

const theme = (file: string) => `/site/node_modules/@docusaurus/theme-classic/lib/theme/${file}`;

describe('bundle split', () => {
  it.each([
    [theme('DocSidebar/Desktop/index.js'), 'docs'],
    [theme('TOC/index.js'), 'docs'],
    [theme('DocItem/Paginator/index.js'), 'docs'],
    ['/site/node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', 'docs'],
    ['/site/src/theme/DocItem/Layout/index.tsx', 'docs'],
    [theme('Navbar/Layout/index.js'), 'layout'],
    [theme('Footer/index.js'), 'layout'],
    ['/site/node_modules/@docusaurus/theme-common/lib/utils/useThemeConfig.js', 'layout'],
    ['/site/node_modules/@docusaurus/core/lib/client/exports/Link.js', 'layout'],
    ['/site/src/theme/CodeBlock/index.tsx', 'layout'],
    ['/site/node_modules/@mdx-js/react/lib/index.js', 'layout'],
    // Loaded on demand only: kept out of the chunk every page runs.
    [theme('CodeBlock/index.js'), 'own'],
    [theme('CodeBlock/Content/String.js'), 'own'],
    ['/site/node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js', 'own'],
    ['/site/node_modules/@docusaurus/theme-common/lib/hooks/usePrismTheme.js', 'own'],
    ['/site/node_modules/parse-numeric-range/index.js', 'own'],
    ['/site/src/theme/ReactLiveScope/scope.tsx', 'own'],
    ['/site/src/theme/ReactLiveScope/index.tsx', 'layout'],
    [theme('CodeInline/index.js'), 'layout'],
    ['/site/src/components/TypeTable/index.tsx', 'own'],
    ['/site/node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['/site/node_modules/react/index.js', 'own'],
  ])('%s → %s', (file, expected) => {
    const group = REACT_DOM.test(file) ? 'react-dom' : DOCS_THEME.test(file) ? 'docs' : LAYOUT_THEME.test(file) ? 'layout' : 'own';
    expect(group).toBe(expected);
  });

  it('adds the three groups to the browser build only', () => {
    const plugin = bundleSplitPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (config: unknown, isServer: boolean) => {optimization?: {splitChunks: {cacheGroups: Record<string, {name: string; priority: number}>}}};
    expect(configure({}, true)).toEqual({});
    const browser = configure({}, false);
    // Only the split: no module of Docusaurus is swapped for another.
    expect(Object.keys(browser)).toEqual(['optimization']);
    const groups = browser.optimization!.splitChunks.cacheGroups;
    expect(Object.values(groups).map((group) => group.name)).toEqual(['react-dom', 'docs-theme', 'layout-theme']);
    // React DOM is part of the start-up bundles ('initial'); the theme chunks come with the routes ('async').
    expect(Object.values(groups).map((group) => (group as {chunks?: string}).chunks)).toEqual(['initial', 'async', 'async']);
    // The docs group must win for docs modules, which the layout pattern also matches.
    expect(groups.docsTheme.priority).toBeGreaterThan(groups.layoutTheme.priority);
  });
});
