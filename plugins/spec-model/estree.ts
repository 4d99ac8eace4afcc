/**
 * Turns plain JSON data into the ESTree expression MDX needs for a JSX attribute value, so that data injected into a
 * component at build time arrives as a real object, not as a string to parse back.
 */
type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

// Loose ESTree node type: MDX only walks these objects, it does not check them against @types/estree.
export type EstreeNode = Record<string, unknown>;

/** A JSX attribute of an MDX element, as the site's remark plugins read and write it (loosely typed, like MDX). */
export interface MdxAttribute {
  type: string;
  name: string;
  value?: unknown;
}

/** A node of an MDX tree, as the site's remark plugins read and write it. */
export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  [key: string]: unknown;
}

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
