/** Which theme modules go into the docs-only chunk and which into the chunk every page loads (plugins/bundle-split). */
import {readFileSync} from 'node:fs';
import bundleSplitPlugin, {DOCS_THEME, LAYOUT_THEME, REACT_DOM, UTILS_COMMON_SHIM} from '@site/plugins/bundle-split';

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
    ['/site/src/theme/CodeBlock/Content/index.tsx', 'layout'],
    ['/site/node_modules/@mdx-js/react/lib/index.js', 'layout'],
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
    const browser = configure({}, false) as ReturnType<typeof configure> & {resolve: {alias: Record<string, string>}};
    expect(browser.resolve.alias).toEqual({'@docusaurus/utils-common$': UTILS_COMMON_SHIM});
    const groups = browser.optimization!.splitChunks.cacheGroups;
    expect(Object.values(groups).map((group) => group.name)).toEqual(['react-dom', 'docs-theme', 'layout-theme']);
    // React DOM is part of the start-up bundles ('initial'); the theme chunks come with the routes ('async').
    expect(Object.values(groups).map((group) => (group as {chunks?: string}).chunks)).toEqual(['initial', 'async', 'async']);
    // The docs group must win for docs modules, which the layout pattern also matches.
    expect(groups.docsTheme.priority).toBeGreaterThan(groups.layoutTheme.priority);
  });

  it("the browser's utils-common exposes the same names and values as the package, from files without tslib", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require('@docusaurus/utils-common') as Record<string, unknown>;
    const shim = readFileSync(UTILS_COMMON_SHIM, 'utf8');
    const exported = [...shim.matchAll(/export \{([^}]*)\}/g)]
      .flatMap((match) => match[1].split(','))
      .map((name) => name.trim().split(/\s+as\s+/).pop()!)
      .concat([...shim.matchAll(/export const (\w+)/g)].map((match) => match[1]));
    expect(exported.sort()).toEqual(Object.keys(real).sort());
    expect(shim).toContain(`blogPostContainerID = '${real.blogPostContainerID}'`);
    for (const source of shim.matchAll(/from '([^']+)'/g)) expect(readFileSync(require.resolve(source[1]), 'utf8')).not.toContain('tslib');
  });
});
