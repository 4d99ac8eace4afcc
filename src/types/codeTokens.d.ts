// The site's code blocks take one prop more than the theme declares: the syntax tokens computed at build time
// (plugins/code-highlight). Declared once here, for @theme/CodeBlock and, through its props, the string content.
import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's tokens in the text form of shared/codeTokens.ts. */
    readonly tokens?: string;
  }
}
