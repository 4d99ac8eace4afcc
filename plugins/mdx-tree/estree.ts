/**
 * The ESTree side of the nodes the site's remark plugins add: plain JSON data turned into the expression MDX needs for
 * a JSX attribute value (so that data injected into a component at build time arrives as a real object, not as a
 * string to parse back), an attribute naming a variable of the page, and an import declaration.
 */
import {fromJs} from 'esast-util-from-js';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {MdxAttribute, MdxNode} from './nodes';

// Loose ESTree node type: MDX only walks these objects, it does not check them against @types/estree.
export type EstreeNode = Record<string, unknown>;

/** An MDX JSX attribute whose value is the expression `code`: `name={code}`. */
function expressionAttribute(name: string, code: string, estree: unknown = fromJs(code, {module: true})): MdxAttribute {
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: code, data: {estree}}};
}

/** An MDX JSX attribute whose value is the given data: `name={...}`. */
export function dataAttribute(name: string, value: unknown): MdxAttribute {
  const code = JSON.stringify(value);
  if (code === undefined) throw new TypeError(`dataAttribute: the value of ${name} is not JSON data`);
  // The data as its JSON text has it: valueToEstree would keep the undefined members that JSON leaves out.
  const expression = valueToEstree(JSON.parse(code));
  return expressionAttribute(name, code, {type: 'Program', sourceType: 'module', comments: [], body: [{type: 'ExpressionStatement', expression}]});
}

/** An MDX JSX attribute whose value is a variable of the page: `name={identifier}`. */
export function identifierAttribute(name: string, identifier: string): MdxAttribute {
  return expressionAttribute(name, identifier);
}

/**
 * An MDX JSX attribute whose value loads a module when called: `name={() => import('from')}`. The bundler gives the
 * module a chunk of its own, which the browser downloads only on that call.
 */
export function lazyImportAttribute(name: string, from: string): MdxAttribute {
  return expressionAttribute(name, `() => import(${JSON.stringify(from)})`);
}

/** An import at the top of an MDX page: `import local from 'from'`, or `import {named as local} from 'from'`. */
export function importNode(local: string, source: {from: string; named?: string}): MdxNode {
  const imported = source.named ? `{${source.named === local ? local : `${source.named} as ${local}`}}` : local;
  // The text keeps the site's quotes; the tree is parsed from a JSON-quoted copy, which holds any path.
  const estree = fromJs(`import ${imported} from ${JSON.stringify(source.from)};`, {module: true});
  return {type: 'mdxjsEsm', value: `import ${imported} from '${source.from}';`, data: {estree}};
}

/** What estreeToJson gives for an expression that is not plain data. */
export const NOT_JSON = Symbol('not JSON');

/** The expression of an attribute written `name={...}`; undefined for text, a bare attribute or an empty `{}`. */
export function attributeExpression(value: unknown): EstreeNode | undefined {
  return (value as {data?: {estree?: {body?: {expression?: EstreeNode}[]}}} | null | undefined)?.data?.estree?.body?.[0]?.expression;
}

/**
 * The data an expression writes, when it is plain data (what dataAttribute writes, and what authors write too:
 * `{['a', 'b']}`, `{-1}`, `` {`text`} ``); NOT_JSON for anything that names a variable or computes.
 */
export function estreeToJson(expression: EstreeNode): unknown {
  switch (expression.type) {
    case 'Literal': {
      const {value} = expression;
      return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? value : NOT_JSON;
    }
    case 'UnaryExpression': {
      const argument = estreeToJson(expression.argument as EstreeNode);
      return expression.operator === '-' && typeof argument === 'number' ? -argument : NOT_JSON;
    }
    case 'TemplateLiteral': {
      const quasis = expression.quasis as {value: {cooked: string}}[];
      return (expression.expressions as unknown[]).length === 0 ? quasis[0].value.cooked : NOT_JSON;
    }
    case 'ArrayExpression': {
      const elements = (expression.elements as (EstreeNode | null)[]).map((element) => (element ? estreeToJson(element) : NOT_JSON));
      return elements.includes(NOT_JSON) ? NOT_JSON : elements;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of expression.properties as EstreeNode[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand || property.computed) return NOT_JSON;
        const key = property.key as EstreeNode;
        const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
        if (typeof name !== 'string' && typeof name !== 'number') return NOT_JSON;
        const value = estreeToJson(property.value as EstreeNode);
        if (value === NOT_JSON) return NOT_JSON;
        object[String(name)] = value;
      }
      return object;
    }
    default:
      return NOT_JSON;
  }
}
