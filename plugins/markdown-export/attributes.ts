/**
 * Reading the attributes of an MDX element as plain values: what the author wrote (`of="Product"`, `hideDescription`,
 * `code={'...'}`, `chart={`...`}`) and what the spec-model remark plugin filled in (`type={{...}}`). Only values that
 * are written out in full can be read; anything computed at run time has no Markdown form.
 */
import {attributeExpression, estreeToJson, NOT_JSON} from '../mdx-tree/estree';
import type {MdxAttribute, MdxNode} from '../mdx-tree/nodes';

/** A problem with one element of one page; the build stops with its message. */
export class MarkdownExportError extends Error {
  override name = 'MarkdownExportError';
}

/** The value of one attribute: text as written, `true` for a bare attribute, the data of a `{...}` expression. */
export function attributeValue(attribute: MdxAttribute, element: string): unknown {
  const {value} = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = attributeExpression(value);
  const data = expression ? estreeToJson(expression) : NOT_JSON;
  if (data !== NOT_JSON) return data;
  const written = String((value as {value?: unknown}).value ?? '').trim();
  throw new MarkdownExportError(
    `<${element} ${attribute.name}={${written}}> is computed when the page runs and has no Markdown form; write the value out in full.`,
  );
}

/** Every attribute of an element as plain values. */
export function attributesOf(node: MdxNode): Record<string, unknown> {
  const element = node.name ?? 'element';
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') throw new MarkdownExportError(`<${element} {...}>: spread attributes have no Markdown form.`);
    props[attribute.name] = attributeValue(attribute, element);
  }
  return props;
}
