/**
 * A prose run's content as island data (see ./proseRuns.ts): the run's Markdown as HTML's tree (hast), made as MDX
 * makes it (mdast-util-to-hast, the site's components passed through as JSX elements), for
 * src/components/ProseRun/view.tsx to draw in the server's render and, for a page reached by a link, in the browser.
 * The data is the page's, so the page's JavaScript no longer carries the run.
 */
import {toHast} from 'mdast-util-to-hast';
import {visit} from 'unist-util-visit';
import {attributeExpression, estreeToJson, NOT_JSON, type EstreeNode} from '../mdx-tree/estree';
import {isJsxElement, type MdxAttribute, type MdxNode} from '../mdx-tree/nodes';
import {ISLANDS_IDENTIFIER, RUN_DATA_EXPRESSION} from '../../shared/proseRunContent';

/** The JSX that MDX passes through to its own compiler: here, to the view. */
const JSX_ELEMENTS = ['mdxJsxFlowElement', 'mdxJsxTextElement'];

function expressionValue(expression: EstreeNode): MdxAttribute['value'] {
  return {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression}]}}};
}

/**
 * A component's attribute as a run keeps it: text as it is, written data as that data, the page's island data by its
 * name. Undefined for anything else (a variable, code that computes, a spread): such a component ends the run.
 */
export function runAttribute(attribute: MdxAttribute): MdxAttribute | undefined {
  if (attribute.type !== 'mdxJsxAttribute') return undefined;
  // Only what the view reads: no position in the page's source.
  const {type, name, value} = attribute;
  if (value === null || value === undefined || typeof value === 'string') return {type, name, value};
  const expression = attributeExpression(value);
  if (!expression) return undefined;
  if (expression.type === 'Identifier' && expression.name === ISLANDS_IDENTIFIER)
    return {type, name, value: expressionValue({type: 'Identifier', name: ISLANDS_IDENTIFIER})};
  const data = estreeToJson(expression);
  return data === NOT_JSON ? undefined : {type, name, value: expressionValue({type: RUN_DATA_EXPRESSION, value: data})};
}

/** The components a run names (`<TypeTable>`, `<Tabs.Item>` as Tabs): the page passes them to the view. */
export function componentNames(nodes: MdxNode[]): string[] {
  const names = new Set<string>();
  visit({type: 'root', children: nodes} as MdxNode, (node) => {
    const name = isJsxElement(node) ? node.name?.split('.')[0] : undefined;
    if (name && /^[A-Z]/.test(name)) names.add(name);
  });
  return [...names].sort();
}

/** A copy of the nodes whose components' attributes are as runAttribute keeps them. */
function withRunAttributes(node: MdxNode): MdxNode {
  const copy: MdxNode = {...node};
  if (isJsxElement(node)) copy.attributes = (node.attributes ?? []).map((attribute) => runAttribute(attribute)!);
  if (node.children) copy.children = node.children.map(withRunAttributes);
  return copy;
}

/** Positions and the plugins' notes on nodes are of no use to the view: they would only make the data larger. */
function stripped(node: Record<string, unknown>): Record<string, unknown> {
  const {position: _position, data: _data, children, ...rest} = node;
  return Array.isArray(children) ? {...rest, children: children.map((child) => stripped(child as Record<string, unknown>))} : rest;
}

/** The run's content: the hast root of its nodes, which must all be plain (./proseRuns.ts). */
export function runContent(nodes: MdxNode[]): unknown {
  const root = {type: 'root', children: nodes.map(withRunAttributes)};
  const hast = stripped(toHast(root as Parameters<typeof toHast>[0], {passThrough: JSX_ELEMENTS as never}) as unknown as Record<string, unknown>);
  // The line breaks the conversion puts between a root's blocks: MDX has none between the children of a component
  // (which a run is), so neither does the run's HTML.
  const children = (hast.children as {type: string; value?: string}[]).filter((child) => !(child.type === 'text' && child.value?.trim() === ''));
  return {...hast, children};
}
