// The site's code blocks take props the theme does not declare: the syntax tokens computed at build time
// (plugins/code-highlight), or the key of the static island that holds them (plugins/static-islands). Declared once here, for @theme/CodeBlock and, through its props, the string content.
import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's tokens in the text form of shared/codeTokens.ts. */
    readonly tokens?: string;
    /** Where the tokens are instead, once the static-islands plugin moved them to the page's data file: its key. */
    readonly island?: string;
  }
}
