/**
 * The remark side of static islands (see ./index.ts), in two passes over a page:
 * - remarkStaticIslands runs after the spec-model plugin: the props that plugin filled on a render-once component
 *   (listed under `data[FILLED_PROPS]`) leave the element for the page's data file, and the element gets the island
 *   key that points to them; the data of an interactive component that serves only the reader's requests goes to a
 *   file the component loads when first asked (ON_DEMAND);
 * - remarkStaticIslandCode runs after the code-highlight plugin: a fenced code block's build-time tokens leave it for
 *   the same data file, and the block keeps the key (`island`); so do the tokens of a component's code that names a
 *   prop for the key (`islandProp`: an operation's example). A first visit shows the server's coloured lines, so
 *   the tokens are needed only to draw a block the HTML lacks, on a page reached by a link inside the site.
 * Without these plugins the same elements simply keep their props, and the page works the same, with a larger
 * JavaScript module.
 */
import {visit} from 'unist-util-visit';
import {CODE_TO_HIGHLIGHT, FILLED_PROPS, type CodeToHighlight} from '../mdx-tree/handoff';
import {isJsxElement, isLiveCode, pageFileOf, type MdxAttribute, type MdxFile, type MdxNode} from '../mdx-tree/nodes';
import {PAGE_COMPONENTS, resolved, type OnDemandData} from '../page-components';
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

/**
 * Components with a light entry (their declaration's `light`, plugins/page-components): once keyed, their element
 * becomes the light one, which plugins/mdx-imports imports from the component's `island` module and which names its
 * view; the page's data file lists the view's module, which the browser loads only with the data. Without the speed
 * plugins the page imports the full component instead.
 */
export const LIGHT_ENTRIES = Object.fromEntries(
  Object.keys(PAGE_COMPONENTS).flatMap((name) => {
    const {light} = resolved(name);
    return light ? [[name, light] as const] : [];
  }),
);

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
  const light = node.name ? LIGHT_ENTRIES[node.name] : undefined;
  if (light) {
    // The light element draws the island, when the HTML lacks it, with the view registered under the component's name.
    node.attributes.push({type: 'mdxJsxAttribute', name: 'view', value: node.name});
    islands.addView(`${node.name}=${light.view}`);
    node.name = light.element;
  }
}

/**
 * Interactive components whose data serves only the reader's requests (their declaration's `onDemand`): their data
 * leaves the page's JavaScript for a file of its own, which the component loads through the `loader` prop when first
 * asked.
 */
export const ON_DEMAND: Record<string, OnDemandData> = Object.fromEntries(
  Object.entries(PAGE_COMPONENTS).flatMap(([name, {onDemand}]) => (onDemand ? [[name, onDemand]] : [])),
);

function moveOnDemand(node: MdxNode, islands: PageIslands): void {
  const onDemand = node.name ? ON_DEMAND[node.name] : undefined;
  if (!onDemand) return;
  const attributes = node.attributes ?? [];
  const moved = attributes.filter((attribute) => onDemand.props.includes(attribute.name));
  // Not filled (a page outside the docs): the element stays as written, and the component says what it lacks.
  if (moved.length !== onDemand.props.length) return;
  const data = Object.fromEntries(moved.map((attribute) => [attribute.name, attributeData(attribute)]));
  node.attributes = [...attributes.filter((attribute) => !moved.includes(attribute)), islands.addOnDemand(onDemand.loader, data)];
}

/** Where the first pass leaves the page's islands for the second, so both write one data file with one import. */
const PAGE_ISLANDS = 'staticIslandsOfPage';

type FileData = {data?: Record<string, unknown>};

export function pageIslands(file: MdxFile, options: RemarkStaticIslandsOptions): PageIslands {
  const data = ((file as FileData).data ??= {});
  data[PAGE_ISLANDS] ??= new PageIslands(options.siteDir, pageFileOf(file), options.islandsDir);
  return data[PAGE_ISLANDS] as PageIslands;
}

/**
 * Writes the page's data file and the import of it at the top of the page. Both passes write: the second import,
 * whose digest names the data as it now is, replaces the first.
 */
export function writeIslands(tree: MdxNode, islands: PageIslands): void {
  if (islands.size === 0) return;
  const importNode = islands.write();
  const children = (tree.children ?? []).filter((child) => !islands.isImport(child));
  tree.children = [importNode, ...children];
}

export default function remarkStaticIslands(options: RemarkStaticIslandsOptions) {
  return (tree: MdxNode, file: MdxFile): void => {
    const islands = pageIslands(file, options);
    visit(tree, (node) => {
      if (isJsxElement(node)) {
        moveToIsland(node, islands);
        moveOnDemand(node, islands);
      }
    });
    writeIslands(tree, islands);
  };
}

/** A fenced code block as the code-highlight plugin leaves it: its tokens among the properties of its element. */
type CodeNode = MdxNode & {data?: {hProperties?: Record<string, unknown>}};

/** A component's code (an operation's example) that names a prop for the island key: its tokens go to the island. */
function moveMarkedTokens(node: MdxNode, islands: PageIslands): void {
  const marked = (node.data as Record<string, unknown> | undefined)?.[CODE_TO_HIGHLIGHT] as CodeToHighlight | undefined;
  if (!marked?.islandProp) return;
  const tokens = node.attributes?.find((attribute) => attribute.name === marked.tokensProp)?.value;
  if (typeof tokens !== 'string') return;
  const code = marked.codeProp ? node.attributes?.find((attribute) => attribute.name === marked.codeProp) : undefined;
  const moved = [marked.tokensProp, marked.islandProp, ...(code ? [marked.codeProp] : [])];
  node.attributes = [
    ...(node.attributes ?? []).filter((attribute) => !moved.includes(attribute.name)),
    {type: 'mdxJsxAttribute', name: marked.islandProp, value: islands.addData(code ? {tokens, code: attributeData(code)} : {tokens})},
  ];
}

export function remarkStaticIslandCode(options: RemarkStaticIslandsOptions) {
  return (tree: MdxNode, file: MdxFile): void => {
    const islands = pageIslands(file, options);
    visit(tree, (node: CodeNode) => {
      const properties = node.type === 'code' ? node.data?.hProperties : undefined;
      if (properties && typeof properties.tokens === 'string') {
        const {tokens, ...rest} = properties;
        // A block that is not live keeps no text in the page's JavaScript: the browser copies its lines from the page,
        // and a page reached by a link takes the code from the island's data with the tokens.
        const code = isLiveCode(node) ? undefined : String(node.value ?? '').replace(/\n$/, '');
        node.data = {...node.data, hProperties: {...rest, island: islands.addData(code === undefined ? {tokens} : {tokens, code})}};
        if (code !== undefined) node.value = '';
      }
      if (isJsxElement(node)) moveMarkedTokens(node, islands);
    });
    writeIslands(tree, islands);
  };
}
