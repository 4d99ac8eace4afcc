/** Which theme modules go into the docs-only chunk and which into the chunk every page loads (plugins/bundle-split). */
import bundleSplitPlugin, {DOCS_THEME, LAYOUT_THEME} from '@site/plugins/bundle-split';

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
    ['/site/src/theme/Root.tsx', 'own'],
    ['/site/node_modules/react-dom/index.js', 'own'],
  ])('%s → %s', (file, expected) => {
    const group = DOCS_THEME.test(file) ? 'docs' : LAYOUT_THEME.test(file) ? 'layout' : 'own';
    expect(group).toBe(expected);
  });

  it('adds both groups to the browser build only', () => {
    const plugin = bundleSplitPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (config: unknown, isServer: boolean) => {optimization?: {splitChunks: {cacheGroups: Record<string, {name: string; priority: number}>}}};
    expect(configure({}, true)).toEqual({});
    const groups = configure({}, false).optimization!.splitChunks.cacheGroups;
    expect(Object.values(groups).map((group) => group.name)).toEqual(['docs-theme', 'layout-theme']);
    // The docs group must win for docs modules, which the layout pattern also matches.
    expect(groups.docsTheme.priority).toBeGreaterThan(groups.layoutTheme.priority);
  });
});
