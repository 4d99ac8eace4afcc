/**
 * The ESTree side of the nodes the site's remark plugins add: plain JSON data turned into the expression MDX needs for
 * a JSX attribute value (so that data injected into a component at build time arrives as a real object, not as a
 * string to parse back), an attribute naming a variable of the page, and an import declaration.
 */
import type {MdxAttribute, MdxNode} from './nodes';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

// Loose ESTree node type: MDX only walks these objects, it does not check them against @types/estree.
export type EstreeNode = Record<string, unknown>;

export function jsonToEstree(value: unknown): EstreeNode {
  const json = value as Json;
  if (json === null) return {type: 'Literal', value: null, raw: 'null'};
  if (Array.isArray(json)) return {type: 'ArrayExpression', elements: json.map(jsonToEstree)};
  switch (typeof json) {
    case 'string':
    case 'boolean':
      return {type: 'Literal', value: json, raw: JSON.stringify(json)};
    case 'number':
      if (json < 0) return {type: 'UnaryExpression', operator: '-', prefix: true, argument: jsonToEstree(-json)};
      return {type: 'Literal', value: json, raw: String(json)};
    case 'object':
      return {
        type: 'ObjectExpression',
        properties: Object.entries(json)
          .filter(([, entry]) => entry !== undefined)
          .map(([key, entry]) => ({
            type: 'Property',
            kind: 'init',
            method: false,
            shorthand: false,
            computed: false,
            key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
            value: jsonToEstree(entry),
          })),
      };
    default:
      throw new TypeError(`jsonToEstree: ${typeof json} is not JSON data`);
  }
}

/** An MDX JSX attribute whose value is the given data: `name={...}`. */
export function dataAttribute(name: string, value: unknown): MdxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: jsonToEstree(value)}],
        },
      },
    },
  };
}

/** An MDX JSX attribute whose value is a variable of the page: `name={identifier}`. */
export function identifierAttribute(name: string, identifier: string): MdxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
        },
      },
    },
  };
}

/**
 * An MDX JSX attribute whose value loads a module when called: `name={() => import('from')}`. The bundler gives the
 * module a chunk of its own, which the browser downloads only on that call.
 */
export function lazyImportAttribute(name: string, from: string): MdxAttribute {
  const value = `() => import(${JSON.stringify(from)})`;
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ArrowFunctionExpression',
                id: null,
                params: [],
                async: false,
                generator: false,
                expression: true,
                body: {type: 'ImportExpression', source: {type: 'Literal', value: from, raw: JSON.stringify(from)}},
              },
            },
          ],
        },
      },
    },
  };
}

/** An import at the top of an MDX page: `import local from 'from'`, or `import {named as local} from 'from'`. */
export function importNode(local: string, source: {from: string; named?: string}): MdxNode {
  const specifier = source.named
    ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name: source.named}, local: {type: 'Identifier', name: local}}
    : {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}};
  const value = source.named
    ? `import {${source.named === local ? local : `${source.named} as ${local}`}} from '${source.from}';`
    : `import ${local} from '${source.from}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [specifier], source: {type: 'Literal', value: source.from, raw: JSON.stringify(source.from)}}],
      },
    },
  };
}

/** What estreeToJson gives for an expression that is not plain data. */
export const NOT_JSON = Symbol('not JSON');

/**
 * The data an expression writes, when it is plain data (the inverse of jsonToEstree, for what authors write too:
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
