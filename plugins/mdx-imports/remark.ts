/**
 * A remark plugin that imports the site's MDX components into the pages that use them.
 *
 * Components registered globally through MDXComponents end up in a chunk that every docs page loads, whether it
 * shows a type table, a sandbox or a download button or not. Importing them per page keeps each page's JavaScript to
 * what it renders, and writers still use `<TypeTable of="..." />` without an import line.
 *
 * It runs after the spec-model plugin, so the `<Operation>` elements that `<Operations>` expands into are seen.
 */
import {importNode} from '../mdx-tree/estree';
import {isJsxElement, type MdxNode} from '../mdx-tree/nodes';

/** Where each auto-imported component comes from; `named` for a named export, otherwise the default export. */
export const AUTO_IMPORTS: Record<string, {from: string; named?: string}> = {
  TabItem: {from: '@theme/TabItem'},
  PlatformTabs: {from: '@site/src/components/PlatformTabs'},
  Accordion: {from: '@site/src/components/Accordion'},
  AccordionItem: {from: '@site/src/components/Accordion', named: 'AccordionItem'},
  Version: {from: '@site/src/components/Version'},
  SpecConst: {from: '@site/src/components/SpecConst'},
  TypeTable: {from: '@site/src/components/TypeTable'},
  Operation: {from: '@site/src/components/Operation'},
  // The light entries the static-islands plugin gives keyed tables and operations (plugins/static-islands/remark.ts).
  TypeTableIsland: {from: '@site/src/components/TypeTable/island'},
  OperationIsland: {from: '@site/src/components/Operation/island'},
  ErrorCodeTable: {from: '@site/src/components/ErrorCodeTable'},
  NativeErrorMapping: {from: '@site/src/components/NativeErrorMapping'},
  ErrorDecoder: {from: '@site/src/components/ErrorDecoder'},
  PlatformMatrix: {from: '@site/src/components/PlatformMatrix'},
  PlatformBadge: {from: '@site/src/components/PlatformBadge'},
  TypeBundleDownload: {from: '@site/src/components/TypeBundleDownload'},
  SandboxProvider: {from: '@site/src/components/SandboxProvider'},
  PlanChangeSimulator: {from: '@site/src/components/PlanChangeSimulator'},
  // The "Removed from this page" entries the spec-model plugin adds where an older release had an anchor.
  RemovedEntries: {from: '@site/src/components/RemovedEntries'},
  // The generated reference's anchors in table rows (plugins/typedoc-reference).
  Anchor: {from: '@site/src/components/Anchor'},
};

type Node = MdxNode & {children?: Node[]; data?: {estree?: {body?: EstreeStatement[]}}};

interface EstreeStatement {
  type: string;
  specifiers?: {local?: {name?: string}}[];
  declaration?: {declarations?: {id?: {name?: string}}[]; id?: {name?: string}} | null;
}

/** The JSX element names a tree uses, in document order. */
export function usedElementNames(tree: Node): string[] {
  const names = new Set<string>();
  const walk = (node: Node): void => {
    if (isJsxElement(node) && node.name) names.add(node.name);
    node.children?.forEach(walk);
  };
  walk(tree);
  return [...names];
}

/** Names the page already binds itself, with its own `import` or `export const`. */
function boundNames(tree: Node): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
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
