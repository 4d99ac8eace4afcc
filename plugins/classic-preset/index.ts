/**
 * The classic preset, with its theme swapped for ./theme.ts (the classic theme without Prism in the browser). The
 * preset's own factory decides everything else (docs, pages, sitemap, SVGR, CSS layers), so an upgrade that changes
 * the preset's plugins reaches this site as it is.
 */
import type {LoadContext, Preset, PluginConfig} from '@docusaurus/types';
import classicPreset, {type Options} from '@docusaurus/preset-classic';

const CLASSIC_THEME = require.resolve('@docusaurus/theme-classic');
const THEME = require.resolve('./theme');

/** The preset's plugin list with the classic theme replaced; fails when the preset no longer lists that theme. */
export function withTheme(themes: PluginConfig[], classicTheme = CLASSIC_THEME, replacement = THEME): PluginConfig[] {
  let replaced = 0;
  const result = themes.map((entry): PluginConfig => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (name !== classicTheme) return entry;
    replaced += 1;
    return options === undefined ? replacement : [replacement, options];
  });
  if (replaced !== 1) throw new Error(`plugins/classic-preset: the classic preset no longer loads ${classicTheme}; update this preset.`);
  return result;
}

export default function preset(context: LoadContext, options: Options): Preset {
  const {themes = [], plugins = []} = classicPreset(context, options);
  return {themes: withTheme(themes), plugins};
}
