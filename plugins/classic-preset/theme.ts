/**
 * The classic theme, less two client modules that every page would run:
 * - the one that loads Prism so that code blocks can be coloured in the browser. Here code is coloured at build time
 *   (plugins/code-highlight), and Prism with its grammars would be a fifth of a page's JavaScript for nothing;
 * - the navigation progress bar, which brings the nprogress library (1.8 KiB gzipped) for one bar at the top of the
 *   window. src/clientModules/navigationProgress.ts shows the same bar with a CSS animation.
 *
 * It extends the theme the way Docusaurus documents for extending a plugin: call the theme's own factory, keep what
 * it returns, change one lifecycle method. The theme's relative paths are made absolute, since this module, not the
 * theme's, is now the plugin's entry. When a Docusaurus upgrade renames or drops that client module, the build stops
 * with a message instead of silently shipping the module again.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/theme-classic';

/** The theme's module exports: its factory, and the option checks Docusaurus calls on the plugin's entry module. */
type ThemeModule = {default: (context: LoadContext, options: PluginOptions) => Plugin} & Pick<
  Required<PluginModule>,
  'validateOptions' | 'validateThemeConfig'
> & {getSwizzleConfig?: unknown};
// The package's typings declare only its factory; the checks are exported beside it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the whole CommonJS export, not only the typed default
const classic = require('@docusaurus/theme-classic') as ThemeModule;
export const {validateOptions, validateThemeConfig, getSwizzleConfig} = classic;

/** The theme's client module whose only job is to set up Prism in the browser. */
export const BROWSER_PRISM_MODULE = 'prism-include-languages';
/** The theme's client module that draws the navigation progress bar with the nprogress library. */
export const PROGRESS_BAR_MODULE = 'nprogress';
/** The theme's client modules this site leaves out. */
export const DROPPED_CLIENT_MODULES = [BROWSER_PRISM_MODULE, PROGRESS_BAR_MODULE];

const THEME_DIR = path.dirname(require.resolve('@docusaurus/theme-classic'));

/** The theme's client modules less the dropped ones; fails when the theme no longer has one of them. */
export function withoutDroppedModules(modules: string[], themeDir: string = THEME_DIR): string[] {
  const absolute = modules.map((module) => path.resolve(themeDir, module));
  const nameOf = (module: string) => path.basename(module).replace(/\.[jt]sx?$/, '');
  for (const dropped of DROPPED_CLIENT_MODULES) {
    if (!absolute.some((module) => nameOf(module) === dropped)) {
      throw new Error(
        `plugins/classic-preset: the classic theme's client modules (${modules.join(', ')}) no longer include ` +
          `"${dropped}". Check what replaced it in the browser, and update this plugin.`,
      );
    }
  }
  return absolute.filter((module) => !DROPPED_CLIENT_MODULES.includes(nameOf(module)));
}

export default function classicThemeWithoutDroppedModules(context: LoadContext, options: PluginOptions): Plugin {
  const theme = classic.default(context, options);
  const resolve = (relative: string | undefined) => (relative === undefined ? undefined : path.resolve(THEME_DIR, relative));
  return {
    ...theme,
    getThemePath: () => resolve(theme.getThemePath?.())!,
    getTypeScriptThemePath: () => resolve(theme.getTypeScriptThemePath?.())!,
    getClientModules: () => withoutDroppedModules(theme.getClientModules?.() ?? []),
  };
}
