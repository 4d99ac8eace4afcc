/** The classic preset and theme, less the theme's browser-side Prism and nprogress (plugins/classic-preset). */
import path from 'node:path';
import classicPreset from '@docusaurus/preset-classic';
import preset, {withTheme} from '@site/plugins/classic-preset';
import classicTheme, {
  BROWSER_PRISM_MODULE,
  PROGRESS_BAR_MODULE,
  validateOptions,
  validateThemeConfig,
  withoutDroppedModules,
} from '@site/plugins/classic-preset/theme';
import type {LoadContext} from '@docusaurus/types';

const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
const context = {
  siteConfig: {themeConfig: {colorMode: {}, prism: {}}, future: {v4: {useCssCascadeLayers: true}}},
  siteDir: '/site',
  i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
} as unknown as LoadContext;

describe('the classic theme without browser Prism and nprogress', () => {
  it('drops exactly those client modules and makes the others absolute', () => {
    expect(withoutDroppedModules(['./infima.css', './prism-include-languages', './nprogress', '/abs/custom.css'], '/theme/lib')).toEqual([
      '/theme/lib/infima.css',
      '/abs/custom.css',
    ]);
  });

  it.each([BROWSER_PRISM_MODULE, PROGRESS_BAR_MODULE])('stops the build, naming %s, when the theme no longer has it', (name) => {
    const others = ['./prism-include-languages', './nprogress'].filter((module) => !module.endsWith(name));
    expect(() => withoutDroppedModules(others, '/theme/lib')).toThrow(new RegExp(`no longer include "${name}"`));
  });

  it('on the installed theme: the same plugin, with absolute theme paths, minus two client modules', async () => {
    const options = {customCss: []} as never;
    const original = (await import('@docusaurus/theme-classic')).default(context, options);
    const theme = classicTheme(context, options);
    expect(theme.name).toBe(original.name);
    expect(theme.getThemePath!()).toBe(path.resolve(themeDir, original.getThemePath!()));
    expect(theme.getTypeScriptThemePath!()).toBe(path.resolve(themeDir, original.getTypeScriptThemePath!()));
    const modules = original.getClientModules!();
    expect(theme.getClientModules!()).toHaveLength(modules.length - 2);
    expect(theme.getClientModules!().some((module) => module.includes(BROWSER_PRISM_MODULE) || module.includes(PROGRESS_BAR_MODULE))).toBe(false);
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

  it('keeps every plugin of the installed preset', () => {
    const options = {docs: {}, blog: false} as never;
    const ours = preset(context, options);
    const theirs = classicPreset(context, options);
    expect(ours.plugins).toEqual(theirs.plugins);
    expect(ours.themes).toHaveLength(theirs.themes!.length);
    expect(JSON.stringify(ours.themes)).not.toContain(require.resolve('@docusaurus/theme-classic'));
  });
});
