/**
 * Build-time syntax highlighting for the whole site (see ./tokenize.ts for why):
 * - the remark plugin (./remark.ts) puts each code block's tokens into the page;
 * - this plugin adds the token colours as a style sheet (./css.ts) and keeps Prism out of the browser bundle by
 *   replacing the classic theme's `prism-include-languages` client module, whose only job is to load Prism grammars
 *   into the browser, with an empty module.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStyleSheet} from './css';

export interface CodeHighlightOptions {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
}

/** The classic theme's client module that loads Prism and its grammars in the browser. */
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function codeHighlightPlugin(_context: LoadContext, options: unknown): Plugin {
  const {lightTheme, darkTheme} = (options ?? {}) as Partial<CodeHighlightOptions>;
  if (!lightTheme?.styles || !darkTheme?.styles) throw new Error('code-highlight plugin: give it {lightTheme, darkTheme}, the Prism themes of the code blocks.');
  const styleSheet = tokenStyleSheet(lightTheme, darkTheme);
  return {
    name: 'code-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.join(__dirname, 'no-prism.js'))],
      };
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-tokens': 'true'}, innerHTML: styleSheet}]};
    },
  };
}
