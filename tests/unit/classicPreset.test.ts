/** The classic preset and theme, less the theme's browser-side Prism (plugins/classic-preset). */
import path from 'node:path';
import classicPreset from '@docusaurus/preset-classic';
import preset, {withTheme} from '@site/plugins/classic-preset';
import classicTheme, {BROWSER_PRISM_MODULE, validateOptions, validateThemeConfig, withoutBrowserPrism} from '@site/plugins/classic-preset/theme';
import type {LoadContext} from '@docusaurus/types';

const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
const context = {
  siteConfig: {themeConfig: {colorMode: {}, prism: {}}, future: {v4: {useCssCascadeLayers: true}}},
  siteDir: '/site',
  i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
} as unknown as LoadContext;

describe('the classic theme without browser Prism', () => {
  it('drops exactly the Prism client module and makes the others absolute', () => {
    expect(withoutBrowserPrism(['./prism-include-languages', './nprogress', '/abs/custom.css'], '/theme/lib')).toEqual(['/theme/lib/nprogress', '/abs/custom.css']);
  });

  it('stops the build, naming the module, when the theme no longer has it', () => {
    expect(() => withoutBrowserPrism(['./nprogress'], '/theme/lib')).toThrow(new RegExp(`no longer include "${BROWSER_PRISM_MODULE}"`));
  });

  it('on the installed theme: the same plugin, with absolute theme paths, minus one client module', async () => {
    const options = {customCss: []} as never;
    const original = (await import('@docusaurus/theme-classic')).default(context, options);
    const theme = classicTheme(context, options);
    expect(theme.name).toBe(original.name);
    expect(theme.getThemePath!()).toBe(path.resolve(themeDir, original.getThemePath!()));
    expect(theme.getTypeScriptThemePath!()).toBe(path.resolve(themeDir, original.getTypeScriptThemePath!()));
    const modules = original.getClientModules!();
    expect(theme.getClientModules!()).toHaveLength(modules.length - 1);
    expect(theme.getClientModules!().some((module) => module.includes(BROWSER_PRISM_MODULE))).toBe(false);
    // Docusaurus validates the theme's options and theme config through the plugin's entry module: it re-exports them.
    expect(typeof validateOptions).toBe('function');
    expect(typeof validateThemeConfig).toBe('function');
  });
});

describe('the classic preset with that theme', () => {
  it('replaces the classic theme, options kept, and nothing else', () => {
    const classic = require.resolve('@docusaurus/theme-classic');
    expect(withTheme([[classic, {customCss: 'x.css'}], 'other-theme'], classic, '/ours')).toEqual([['/ours', {customCss: 'x.css'}], 'other-theme']);
    expect(() => withTheme(['other-theme'], classic, '/ours')).toThrow(/no longer loads/);
  });

  it("keeps every plugin of the installed preset", () => {
    const options = {docs: {}, blog: false} as never;
    const ours = preset(context, options);
    const theirs = classicPreset(context, options);
    expect(ours.plugins).toEqual(theirs.plugins);
    expect(ours.themes).toHaveLength(theirs.themes!.length);
    expect(JSON.stringify(ours.themes)).not.toContain(require.resolve('@docusaurus/theme-classic'));
  });
});
