/**
 * Highlights the code of MDX pages at build time (see ./tokenize.ts): every fenced code block, and the template of
 * each `<VersionedCode>`, gets a `tokens` property that the site's CodeBlock renders without Prism.
 */
import {encodeTokens, loadLanguages} from './tokenize';

export interface RemarkCodeHighlightOptions {
  /** Prism grammars to add to prism-react-renderer's own: the theme config's `prism.additionalLanguages`. */
  additionalLanguages?: readonly string[];
}

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  data?: Record<string, unknown> & {hProperties?: Record<string, unknown>};
}

/** A JSX attribute's string: `language="kotlin"` or `code={'...'}` (a string literal expression). */
export function stringAttribute(node: Node, name: string): string | undefined {
  const attribute = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  if (typeof attribute?.value === 'string') return attribute.value;
  const estree = (attribute?.value as {data?: {estree?: {body?: {expression?: {type?: string; value?: unknown}}[]}}})?.data?.estree;
  const expression = estree?.body?.[0]?.expression;
  return expression?.type === 'Literal' && typeof expression.value === 'string' ? expression.value : undefined;
}

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

function highlightVersionedCode(node: Node): void {
  const code = stringAttribute(node, 'code');
  const tokens = code === undefined ? undefined : encodeTokens(code, stringAttribute(node, 'language'));
  if (tokens) node.attributes = [...(node.attributes ?? []), {type: 'mdxJsxAttribute', name: 'tokens', value: tokens}];
}

export default function remarkCodeHighlight({additionalLanguages = []}: RemarkCodeHighlightOptions = {}) {
  loadLanguages(additionalLanguages);
  return (tree: Node): void => {
    const walk = (node: Node): void => {
      if (node.type === 'code') highlightCode(node);
      else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'VersionedCode') highlightVersionedCode(node);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
