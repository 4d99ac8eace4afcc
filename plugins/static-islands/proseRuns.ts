/**
 * Prose runs: the plain Markdown of a page, kept as the server rendered it (see ./index.ts for the tables' islands).
 *
 * Part of a long page's start-up in the reader's browser is React's work per node: hydrating the content, and
 * walking it again in the render that follows hydration. Paragraphs, headings, lists, tables and the site's plain
 * components never change once rendered, so a run of them next to each other becomes one `<ProseRun>`: on a first
 * visit React keeps its HTML as one element instead of a node per word group (src/components/ProseRun).
 *
 * A run is a static island: its content goes to the page's island data, as HTML's tree (./runContent.ts), and the
 * page's JavaScript keeps only its key. The server draws it from the data (its links and anchors are collected and
 * checked as before); the browser fetches the data, with the view that draws it, only for a page reached by a link
 * inside the site.
 *
 * It runs after Docusaurus's own remark plugins, so headings have their ids, links their resolved targets and the
 * table of contents is already taken. The page's top level is grouped, and so is the content of the containers whose
 * content is always in the server's HTML (CONTAINERS); a run ends at anything a reader interacts with or that runs
 * code: another component, a code block (its copy button), an expression.
 */
import {importNode} from '../mdx-tree/estree';
import {boundNames} from '../mdx-imports/remark';
import {isJsxElement, type MdxFile, type MdxNode} from '../mdx-tree/nodes';
import {elementsWithProseRole, resolved} from '../page-components';
import {pageIslands, writeIslands, type RemarkStaticIslandsOptions} from './remark';
import {componentNames, runAttribute, runContent} from './runContent';
import {PROSE_RUN_COMPONENT} from '../../shared/proseRunContent';

export type RemarkProseRunsOptions = RemarkStaticIslandsOptions;

export {PROSE_RUN_COMPONENT};
/** Where the component a run becomes comes from. */
const PROSE_RUN_MODULE = '@site/src/components/ProseRun';
/** The module of the view that draws a run from its data. */
export const PROSE_RUN_VIEW_MODULE = '@site/src/components/ProseRun/view';

/** Markdown that renders to plain HTML, with nothing a reader interacts with. */
const PLAIN_MARKDOWN = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'blockquote',
  'thematicBreak',
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'break',
  'image',
  // Not references (`[text][label]`) or footnotes: they need the definitions of the whole page.
]);

/** HTML written inline in the Markdown that stays plain HTML (no theme component stands in for these tags). */
const PLAIN_INLINE_TAGS = new Set(['abbr', 'b', 'br', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u']);

/**
 * The site's components that render plain HTML, with no handler and nothing a reader interacts with, once rendered:
 * a run may hold them. Their declarations say so (`prose: 'plain'`, plugins/page-components).
 */
export const PLAIN_COMPONENTS = elementsWithProseRole('plain');

/**
 * Components whose content is grouped as the page's top level is (`prose: 'container'`): each renders its content
 * into the server's HTML whatever the reader's choice, so a run inside finds its HTML on a first visit.
 */
export const CONTAINERS = elementsWithProseRole('container');

/** A container: one of CONTAINERS, or an admonition (`:::note`), which Docusaurus leaves as a directive that renders as one. */
function isContainer(node: MdxNode): boolean {
  if (node.type === 'mdxJsxFlowElement') return CONTAINERS.has(node.name ?? '');
  return node.type === 'containerDirective' && (node.data as {hName?: string} | undefined)?.hName === 'admonition';
}

/** A run this small costs React about as much as the element that would keep it: it is left as it is. */
const SMALLEST_RUN = 4;

function plainAttributes(node: MdxNode): boolean {
  return (node.attributes ?? []).every(
    (attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string'),
  );
}

/** Whether an import declaration imports `name` and nothing else, as plugins/mdx-imports writes them. */
function importsOnly(node: MdxNode, name: string): boolean {
  const body = (node.data as {estree?: {body?: {type: string; specifiers?: {local: {name: string}}[]}[]}} | undefined)?.estree?.body ?? [];
  return body.length === 1 && body[0].type === 'ImportDeclaration' && body[0].specifiers?.length === 1 && body[0].specifiers[0].local.name === name;
}

/** Whether a node and everything in it render to plain HTML, with components the page imports and props as data. */
function isPlain(node: MdxNode, imported: Set<string>): boolean {
  const plainSelf =
    PLAIN_MARKDOWN.has(node.type) ||
    (node.type === 'mdxJsxTextElement' && PLAIN_INLINE_TAGS.has(node.name ?? '') && plainAttributes(node)) ||
    (isJsxElement(node) &&
      PLAIN_COMPONENTS.has(node.name ?? '') &&
      imported.has(node.name ?? '') &&
      (node.attributes ?? []).every((attribute) => runAttribute(attribute) !== undefined));
  return plainSelf && (node.children ?? []).every((child) => isPlain(child, imported));
}

/** Roughly how many React nodes a block would hydrate: a component is always worth keeping. */
function weight(node: MdxNode): number {
  if (isJsxElement(node) && PLAIN_COMPONENTS.has(node.name ?? '')) return SMALLEST_RUN;
  return 1 + (node.children ?? []).reduce((sum, child) => sum + weight(child), 0);
}

export default function remarkProseRuns(options: RemarkProseRunsOptions) {
  return (tree: MdxNode, file: MdxFile): void => {
    // The components of a run must be among the page's imports: the page passes them to the view.
    const imported = boundNames(tree, true);
    const islands = pageIslands(file, options);
    const inRuns = new Set<string>();
    let runs = 0;
    /** The blocks of one level, with each run of plain ones in a `<ProseRun>`, and the containers' content grouped. */
    const group = (blocks: MdxNode[]): MdxNode[] => {
      const children: MdxNode[] = [];
      let run: MdxNode[] = [];
      const endRun = (): void => {
        if (run.reduce((sum, node) => sum + weight(node), 0) >= SMALLEST_RUN) {
          children.push({type: 'mdxJsxFlowElement', name: PROSE_RUN_COMPONENT, attributes: islands.add({content: runContent(run)}), children: []});
          componentNames(run).forEach((name) => inRuns.add(name));
          runs += 1;
        } else {
          children.push(...run);
        }
        run = [];
      };
      for (const node of blocks) {
        if (isPlain(node, imported)) {
          run.push(node);
          continue;
        }
        endRun();
        findContainers(node);
        children.push(node);
      }
      endRun();
      return children;
    };
    /** Groups the content of the containers in a block that is not a run (the tab items of a `<PlatformTabs>`). */
    const findContainers = (node: MdxNode): void => {
      if (isContainer(node)) node.children = group(node.children ?? []);
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective') node.children?.forEach(findContainers);
    };
    const children = group(tree.children ?? []);
    if (runs === 0) return;
    islands.addView(`${PROSE_RUN_COMPONENT}=${PROSE_RUN_VIEW_MODULE}`);
    // The components inside runs load with the runs' data, as views: the page imports only those it still shows itself.
    const shown = new Set(componentNames(children));
    for (const name of inRuns) {
      const {from, named} = resolved(name);
      islands.addView(`${name}=${from}${named ? `#${named}` : ''}`);
    }
    const unused = (node: MdxNode) => node.type === 'mdxjsEsm' && [...inRuns].some((name) => !shown.has(name) && importsOnly(node, name));
    tree.children = [importNode(PROSE_RUN_COMPONENT, {from: PROSE_RUN_MODULE}), ...children.filter((node) => !unused(node))];
    writeIslands(tree, islands);
  };
}
