/**
 * Build-time syntax highlighting for the whole site (see ./tokenize.ts for why):
 * - the remark plugin (./remark.ts) puts each code block's tokens into the page;
 * - this plugin adds the token colours as a style sheet (./css.ts);
 * - src/theme/prism-include-languages.ts loads no grammar into the browser, which has no code to colour.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStyleSheet} from './css';

/**
 * The code colours are the theme's own setting, `themeConfig.prism.theme` and `.darkTheme`: read from there, they have
 * one home, and the browser's copy of the site config carries them once.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}} | undefined)?.prism;
  const lightTheme = prism?.theme;
  const darkTheme = prism?.darkTheme;
  if (!lightTheme?.styles || !darkTheme?.styles) {
    throw new Error('code-highlight plugin: set themeConfig.prism.theme and themeConfig.prism.darkTheme, the Prism themes of the code blocks.');
  }
  const styleSheet = tokenStyleSheet(lightTheme, darkTheme);
  return {
    name: 'code-highlight',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-tokens': 'true'}, innerHTML: styleSheet}]};
    },
  };
}
