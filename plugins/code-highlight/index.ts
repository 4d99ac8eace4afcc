/**
 * Build-time syntax highlighting for the whole site (see ./tokenize.ts for why):
 * - the remark plugin (./remark.ts) puts each code block's tokens into the page;
 * - this plugin adds the token colours as a style sheet (./css.ts);
 * - src/theme/prism-include-languages.ts loads no grammar into the browser, which has no code to colour.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStyleSheet} from './css';

export interface CodeHighlightOptions {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
}

export default function codeHighlightPlugin(_context: LoadContext, options: unknown): Plugin {
  const {lightTheme, darkTheme} = (options ?? {}) as Partial<CodeHighlightOptions>;
  if (!lightTheme?.styles || !darkTheme?.styles) throw new Error('code-highlight plugin: give it {lightTheme, darkTheme}, the Prism themes of the code blocks.');
  const styleSheet = tokenStyleSheet(lightTheme, darkTheme);
  return {
    name: 'code-highlight',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', attributes: {'data-code-tokens': 'true'}, innerHTML: styleSheet}]};
    },
  };
}
