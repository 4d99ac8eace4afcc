/**
 * The remark side of static islands (see ./index.ts). It runs after the spec-model plugin: the props that plugin
 * filled on a render-once component (listed under `data[FILLED_PROPS]`) leave the element for the page's data file,
 * and the element gets the island key that points to them. Without this plugin the same elements simply keep their
 * props, and the page works the same, with a larger JavaScript module.
 */
import {FILLED_PROPS} from '../mdx-tree/handoff';
import {isJsxElement, pageFileOf, type MdxAttribute, type MdxFile, type MdxNode} from '../mdx-tree/nodes';
import {PageIslands} from './pageData';

export interface RemarkStaticIslandsOptions {
  siteDir: string;
  /** Where the pages' data files go; defaults to the build's (./pageData.ts). */
  islandsDir?: string;
}

/** The plain value of an attribute the spec-model plugin wrote: a string, or the data of `name={...}`. */
function attributeData(attribute: MdxAttribute): unknown {
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  return JSON.parse((attribute.value as {value: string}).value);
}

function moveToIsland(node: MdxNode, islands: PageIslands): void {
  const names = new Set((node.data as Record<string, unknown> | undefined)?.[FILLED_PROPS] as string[] | undefined);
  if (names.size === 0) return;
  const props: Record<string, unknown> = {};
  const kept: MdxAttribute[] = [];
  for (const attribute of node.attributes ?? []) {
    if (names.has(attribute.name)) props[attribute.name] = attributeData(attribute);
    else kept.push(attribute);
  }
  node.attributes = [...kept, ...islands.add(props)];
}

export default function remarkStaticIslands({siteDir, islandsDir}: RemarkStaticIslandsOptions) {
  return (tree: MdxNode, file: MdxFile): void => {
    const islands = new PageIslands(siteDir, pageFileOf(file), islandsDir);
    const walk = (node: MdxNode): void => {
      if (isJsxElement(node)) moveToIsland(node, islands);
      node.children?.forEach(walk);
    };
    walk(tree);
    if (islands.size > 0) tree.children = [islands.write(), ...(tree.children ?? [])];
  };
}
