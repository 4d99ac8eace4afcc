/**
 * What one remark plugin leaves on an element's `data` for a later one, without either importing the other. Each
 * later plugin is optional: without it, the element keeps what the first one gave it and the page works the same.
 */

/**
 * The props filled on a component whose output never changes once rendered, listed by attribute name. The spec-model
 * plugin fills them; the static-islands plugin, when it runs, moves them out of the page's JavaScript.
 */
export const FILLED_PROPS = 'specModelFilledProps';

/**
 * Code that a component shows from one of its props, to be coloured at build time like a fenced code block: the
 * code-highlight plugin puts the code's tokens in the prop named `tokensProp`.
 */
export const CODE_TO_HIGHLIGHT = 'codeToHighlight';

export interface CodeToHighlight {
  code: string;
  language: string;
  tokensProp: string;
  /**
   * The prop that takes the key of a static island holding the tokens instead: the static-islands plugin, when it
   * runs, moves them there, as it does a fenced code block's. Without it the tokens stay on the element.
   */
  islandProp?: string;
  /**
   * The prop that holds the code itself, which the static-islands plugin moves into that island too: the server
   * renders the code, a first visit keeps its lines and copies them from the page, and a page reached by a link
   * loads the code with the tokens. Without it the code stays on the element.
   */
  codeProp?: string;
}

/**
 * What a docs page shows of the spec (its operations, type tables and error table, with their element ids), left on
 * the tree's root by the spec-model plugin: the removed-anchors plugin (plugins/migrations) compares it with what the
 * same page of older releases showed.
 */
export const PAGE_SHOWS = 'specModelPageShows';
