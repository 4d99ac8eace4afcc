/**
 * Reading the attributes of an MDX element as plain values: what the author wrote (`of="Product"`, `hideDescription`,
 * `code={'...'}`, `chart={`...`}`) and what the spec-model remark plugin filled in (`type={{...}}`). Only values that
 * are written out in full can be read; anything computed at run time has no Markdown form.
 */
import type {MdxAttribute, MdxNode} from '../mdx-tree/nodes';

/** A problem with one element of one page; the build stops with its message. */
export class MarkdownExportError extends Error {
  override name = 'MarkdownExportError';
}

type Estree = {type: string; [key: string]: unknown};

function evaluate(node: Estree): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{value: {cooked: string}}>;
      if ((node.expressions as unknown[]).length > 0) throw new Error('a template literal with ${...} parts');
      return quasis.map((quasi) => quasi.value.cooked).join('');
    }
    case 'ArrayExpression':
      return (node.elements as Estree[]).map(evaluate);
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Estree[]).map((property) => {
          const key = property.key as Estree;
          if (property.type !== 'Property' || property.computed) throw new Error('an object with computed or spread members');
          return [key.type === 'Identifier' ? key.name : key.value, evaluate(property.value as Estree)];
        }),
      );
    case 'UnaryExpression':
      if (node.operator === '-') return -(evaluate(node.argument as Estree) as number);
      throw new Error(`the operator ${String(node.operator)}`);
    default:
      throw new Error(`an expression of kind ${node.type}`);
  }
}

/** The value of one attribute: text as written, `true` for a bare attribute, the data of a `{...}` expression. */
export function attributeValue(attribute: MdxAttribute, element: string): unknown {
  const {value} = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const program = (value as {data?: {estree?: {body?: Array<{expression?: Estree}>}}}).data?.estree;
  const expression = program?.body?.[0]?.expression;
  try {
    if (!expression) throw new Error('an empty expression');
    return evaluate(expression);
  } catch (error) {
    throw new MarkdownExportError(
      `<${element} ${attribute.name}={...}> holds ${(error as Error).message}, which has no Markdown form; write the value out in full.`,
    );
  }
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
