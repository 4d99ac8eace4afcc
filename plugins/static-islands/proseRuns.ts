/**
 * Prose runs: the plain Markdown of a page, kept as the server rendered it (see ./index.ts for the tables' islands).
 *
 * Part of a long page's start-up in the reader's browser is React's work per node: hydrating the content, and
 * walking it again in the render that follows hydration. Paragraphs, headings, lists, tables and the site's plain
 * components never change once rendered, so a run of them next to each other becomes one `<ProseRun>`: the server
 * renders it as usual (its links and anchors are collected and checked as before), and on a first visit React keeps
 * its HTML as one element instead of a node per word group (src/components/ProseRun). A page reached by a link inside the site renders the run from
 * its Markdown, as it would without this plugin.
 *
 * It runs after Docusaurus's own remark plugins, so headings have their ids, links their resolved targets and the
 * table of contents is already taken. Only the page's top level is grouped; a run ends at anything a reader
 * interacts with or that runs code: another component, a code block (its copy button), an expression.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {importNode} from '../mdx-tree/estree';
import {isJsxElement, pageFileOf, type MdxFile, type MdxNode} from '../mdx-tree/nodes';

export interface RemarkProseRunsOptions {
  siteDir: string;
}

/** The component a run becomes, and where it comes from. */
export const PROSE_RUN_COMPONENT = 'ProseRun';
const PROSE_RUN_MODULE = '@site/src/components/ProseRun';

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
  'linkReference',
  'break',
  'image',
  'imageReference',
  'footnoteReference',
  // A link reference's target: renders nothing.
  'definition',
]);

/** HTML written inline in the Markdown that stays plain HTML (no theme component stands in for these tags). */
const PLAIN_INLINE_TAGS = new Set(['abbr', 'b', 'br', 'code', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u']);

/**
 * The site's components that render plain HTML, with no handler and nothing a reader interacts with, once rendered:
 * a run may hold them. (Operations are not among them: their examples have copy buttons.)
 */
export const PLAIN_COMPONENTS = new Set([
  'Anchor',
  'Announcements',
  'ErrorCodeTable',
  'NativeErrorMapping',
  'PlatformBadge',
  'RemovedEntries',
  'ReplacementModeTable',
  'SchemaReleases',
  'SpecConst',
  'TypeTable',
  'TypeTableIsland',
  'Version',
]);

/** A run this small costs React about as much as the element that would keep it: it is left as it is. */
const SMALLEST_RUN = 4;

function plainAttributes(node: MdxNode): boolean {
  return (node.attributes ?? []).every(
    (attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string'),
  );
}

/** Whether a node and everything in it render to plain HTML. */
function isPlain(node: MdxNode): boolean {
  const plainSelf =
    PLAIN_MARKDOWN.has(node.type) ||
    (node.type === 'mdxJsxTextElement' && PLAIN_INLINE_TAGS.has(node.name ?? '') && plainAttributes(node)) ||
    (isJsxElement(node) && PLAIN_COMPONENTS.has(node.name ?? ''));
  return plainSelf && (node.children ?? []).every(isPlain);
}

/** Roughly how many React nodes a block would hydrate: a component is always worth keeping. */
function weight(node: MdxNode): number {
  if (isJsxElement(node) && PLAIN_COMPONENTS.has(node.name ?? '')) return SMALLEST_RUN;
  return 1 + (node.children ?? []).reduce((sum, child) => sum + weight(child), 0);
}

/** A page's key prefix, from its path in the site: keys must be unique across pages, as several may be in the document. */
function pagePrefix(siteDir: string, file: MdxFile): string {
  const page = path.relative(siteDir, pageFileOf(file)).split(path.sep).join('/');
  return `p${createHash('sha1').update(page).digest('hex').slice(0, 8)}`;
}

export default function remarkProseRuns(options: RemarkProseRunsOptions) {
  return (tree: MdxNode, file: MdxFile): void => {
    const prefix = pagePrefix(options.siteDir, file);
    const children: MdxNode[] = [];
    let run: MdxNode[] = [];
    let runs = 0;
    const endRun = (): void => {
      if (run.reduce((sum, node) => sum + weight(node), 0) >= SMALLEST_RUN) {
        const attributes = [{type: 'mdxJsxAttribute', name: 'id', value: `${prefix}-${runs}`}];
        children.push({type: 'mdxJsxFlowElement', name: PROSE_RUN_COMPONENT, attributes, children: run});
        runs += 1;
      } else {
        children.push(...run);
      }
      run = [];
    };
    for (const node of tree.children ?? []) {
      if (isPlain(node)) {
        run.push(node);
      } else {
        endRun();
        children.push(node);
      }
    }
    endRun();
    if (runs === 0) return;
    tree.children = [importNode(PROSE_RUN_COMPONENT, {from: PROSE_RUN_MODULE}), ...children];
  };
}
