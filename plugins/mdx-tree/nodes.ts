/**
 * The MDX tree as the site's remark plugins read and write it: loosely typed, like MDX itself, and the few questions
 * every one of them asks of a node (is it a component, what text does an attribute hold, which file is this).
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {attributeExpression, estreeToJson} from './estree';

/** A JSX attribute of an MDX element. */
export interface MdxAttribute {
  type: string;
  name: string;
  value?: unknown;
}

/** A node of an MDX tree. */
export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  [key: string]: unknown;
}

/** The file a remark plugin is given with a tree. */
export interface MdxFile {
  path?: string;
  history?: string[];
}

/** The path of the page being compiled, or '' when the caller gave none. */
export function pageFileOf(file: MdxFile): string {
  return file.path ?? file.history?.at(-1) ?? '';
}

/** Eight hex digits that name a page, the same on every machine: what its static-island keys start with. */
export function pageKey(siteDir: string, pageFile: string): string {
  return createHash('sha1').update(path.relative(siteDir, pageFile).split(path.sep).join('/')).digest('hex').slice(0, 8);
}

/** A component written in the page: `<TypeTable ... />`, as a block or inside a paragraph. */
export function isJsxElement(node: MdxNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * A ```jsx live block: an example that runs in the reader's browser against the simulated store, whose rules only
 * <SandboxProvider> gives it.
 */
export function isLiveCode(node: MdxNode): boolean {
  return node.type === 'code' && /(^|\s)live(\s|$)/.test(String(node.meta ?? ''));
}

/** An attribute written as plain text: `of="ProductIOS"` → "ProductIOS"; anything else is undefined. */
export function textAttribute(node: MdxNode, name: string): string | undefined {
  const attribute = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** An attribute holding a string, written as text or as a string: `language="kotlin"`, `code={'...'}`, `` code={`...`} ``. */
export function stringAttribute(node: MdxNode, name: string): string | undefined {
  const attribute = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  if (typeof attribute?.value === 'string') return attribute.value;
  const expression = attributeExpression(attribute?.value);
  const value = expression && estreeToJson(expression);
  return typeof value === 'string' ? value : undefined;
}
