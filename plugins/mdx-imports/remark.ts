/**
 * A remark plugin that imports the site's MDX components into the pages that use them.
 *
 * Components registered globally through MDXComponents end up in a chunk that every docs page loads, whether it
 * shows a type table, a sandbox or a download button or not. Importing them per page keeps each page's JavaScript to
 * what it renders, and writers still use `<TypeTable of="..." />` without an import line.
 *
 * It runs after the spec-model plugin, so the `<Operation>` elements that `<Operations>` expands into are seen.
 */
import {visit} from 'unist-util-visit';
import {importNode} from '../mdx-tree/estree';
import {isJsxElement, type MdxNode} from '../mdx-tree/nodes';
import {importableElements} from '../page-components';

/** Where each component a page may use comes from (plugins/page-components), light entries included. */
export const AUTO_IMPORTS = importableElements();

type Node = MdxNode & {children?: Node[]; data?: {estree?: {body?: EstreeStatement[]}}};

interface EstreeStatement {
  type: string;
  specifiers?: {local?: {name?: string}}[];
  declaration?: {declarations?: {id?: {name?: string}}[]; id?: {name?: string}} | null;
}

/** The JSX element names a tree uses, in document order. */
export function usedElementNames(tree: Node): string[] {
  const names = new Set<string>();
  visit(tree, (node) => {
    if (isJsxElement(node) && node.name) names.add(node.name);
  });
  return [...names];
}

/** Names the page already binds itself, with its own `import` or `export const`; with `importsOnly`, by `import` alone. */
export function boundNames(tree: Node, importsOnly = false): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (importsOnly && statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) names.add(specifier.local.name);
      for (const declarator of statement.declaration?.declarations ?? []) if (declarator.id?.name) names.add(declarator.id.name);
      if (statement.declaration?.id?.name) names.add(statement.declaration.id.name);
    }
  }
  return names;
}

export default function remarkMdxImports() {
  return (tree: Node): void => {
    const bound = boundNames(tree);
    const imports = usedElementNames(tree)
      .filter((name) => AUTO_IMPORTS[name] && !bound.has(name))
      .map((name) => importNode(name, AUTO_IMPORTS[name]));
    tree.children = [...imports, ...(tree.children ?? [])];
  };
}
