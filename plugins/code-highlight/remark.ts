/**
 * Highlights the code of MDX pages at build time (see ./tokenize.ts): every fenced code block, and the template of
 * each `<VersionedCode>`, gets a `tokens` property that the site's CodeBlock renders without Prism; a component that
 * another remark plugin marked with code to colour (`data[CODE_TO_HIGHLIGHT]`, an operation's example) gets the
 * tokens in the prop it names.
 */
import {visit} from 'unist-util-visit';
import {CODE_TO_HIGHLIGHT, type CodeToHighlight} from '../mdx-tree/handoff';
import {isJsxElement, stringAttribute, type MdxNode} from '../mdx-tree/nodes';
import {encodeTokens, loadLanguages} from './tokenize';

export interface RemarkCodeHighlightOptions {
  /** Prism grammars to add to prism-react-renderer's own: the theme config's `prism.additionalLanguages`. */
  additionalLanguages?: readonly string[];
}

/** A node as this plugin reads it: a fenced code block, or an MDX element. */
type Node = MdxNode & {
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown> & {hProperties?: Record<string, unknown>};
};

/** The title of a fence's meta string: ```ts title="Load products"```. */
export function titleOfMeta(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title=(["'])(.*?)\1/.exec(meta ?? '')?.[2];
}

function highlightCode(node: Node): void {
  // Mermaid fences are diagrams, not code; a fence without a language stays plain text.
  if (!node.lang || node.lang === 'mermaid' || node.value === undefined) return;
  const tokens = encodeTokens(node.value, node.lang);
  const title = titleOfMeta(node.meta);
  node.data = {...node.data, hProperties: {...node.data?.hProperties, ...(tokens ? {tokens} : {}), ...(title ? {title} : {})}};
}

function highlightMarkedCode(node: Node, {code, language, tokensProp}: CodeToHighlight): void {
  const tokens = encodeTokens(code, language);
  if (tokens)
    node.attributes = [...(node.attributes ?? []).filter((entry) => entry.name !== tokensProp), {type: 'mdxJsxAttribute', name: tokensProp, value: tokens}];
}

function highlightVersionedCode(node: Node): void {
  const code = stringAttribute(node, 'code');
  const tokens = code === undefined ? undefined : encodeTokens(code, stringAttribute(node, 'language'));
  if (tokens) node.attributes = [...(node.attributes ?? []), {type: 'mdxJsxAttribute', name: 'tokens', value: tokens}];
}

export default function remarkCodeHighlight({additionalLanguages = []}: RemarkCodeHighlightOptions = {}) {
  loadLanguages(additionalLanguages);
  return (tree: Node): void => {
    visit(tree, (node) => {
      const marked = node.data?.[CODE_TO_HIGHLIGHT] as CodeToHighlight | undefined;
      if (node.type === 'code') highlightCode(node);
      else if (isJsxElement(node) && node.name === 'VersionedCode') highlightVersionedCode(node);
      else if (isJsxElement(node) && marked) highlightMarkedCode(node, marked);
    });
  };
}
