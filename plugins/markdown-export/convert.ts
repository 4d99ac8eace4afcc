/**
 * One docs page, from its MDX source to plain Markdown: the form an AI assistant or an offline reader takes. The
 * page is parsed as Docusaurus parses it (MDX, GFM, admonition directives), its reference components are filled by
 * the spec-model remark plugin with the model of the page's docs version, exactly as for the HTML, and then every
 * element is replaced by the Markdown form its declaration names (plugins/page-components). Import lines, comments
 * and element ids go; links become absolute addresses on the site. Whatever has no Markdown form stops the
 * conversion, naming the page, the line and the element.
 */
import path from 'node:path';
import type {Blockquote, Code, Heading, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {toString} from 'mdast-util-to-string';
import {phrasing} from 'mdast-util-phrasing';
import remarkSpecModel from '../spec-model/remark';
import remarkRemovedAnchors from '../migrations/remark';
import {docsRoutes} from '../../shared/docsRoutes';
import {isFragmentMeta} from '../../shared/codeFragment';
import type {MdxNode} from '../mdx-tree/nodes';
import {parseMdx} from '../mdx-tree/parse';
import {attributesOf, MarkdownExportError} from './attributes';
import {PAGE_COMPONENTS} from '../page-components';
import {asBlocks, type RenderContext} from './forms';
import {heading, paragraph, strong, text} from './mdast';
import {otherLanguagesLine, showsDeclarations} from './languages';

export {MarkdownExportError};

/** What the conversion of one page needs to know about the site. */
export interface PageInput {
  siteDir: string;
  /** The page's source file, absolute. */
  file: string;
  source: string;
  /** The page's title, written as its first heading unless the page starts with one. */
  title: string;
  /** Absolute addresses for the links of this page (./links.ts). */
  href(url: string): string;
  context: Omit<RenderContext, 'href' | 'children'>;
  /** The absolute address of the page's web page, where its declarations can be read in other languages. */
  pageUrl?: string;
}

/** The admonition keywords of Docusaurus, and how their label reads. */
const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

export {parseMdx};

/**
 * Every table cell counts as three characters wide: cells are not padded to their column's width (they hold whole
 * sentences, and padding would fill the file with spaces), and each column's delimiter is `---`, which every
 * Markdown reader takes for a table.
 */
const CELL_WIDTH = () => 3;

export function stringifyMarkdown(tree: Root): string {
  return unified()
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one', resourceLink: true})
    .use(remarkGfm, {stringLength: CELL_WIDTH})
    .stringify(tree);
}

type AnyNode = Nodes & {children?: AnyNode[]; data?: Record<string, unknown>};

/**
 * The parts of a fence's meta that mean something outside the site (`live` does not): the block's title, and
 * `fragment`, which tells the reader the code is not complete on its own.
 */
function keptMeta(meta: string | null | undefined): string | null {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const kept = [match ? `title=${JSON.stringify(match[1] ?? match[2])}` : '', isFragmentMeta(meta) ? 'fragment' : ''].filter(Boolean);
  return kept.length > 0 ? kept.join(' ') : null;
}

/** An MDX expression that is only comments, such as a heading id `{/* #my-id *\/}`. */
function isOnlyComments(value: string): boolean {
  return value.replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A heading's explicit id, `## Title {#id}`, is left out. */
function withoutHeadingId(node: Heading): void {
  const last = node.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
}

/** Text left at the start of a paragraph or cell by an element that had no text is trimmed. */
function trimStart(children: AnyNode[]): AnyNode[] {
  const first = children[0];
  if (first?.type === 'text') {
    first.value = first.value.replace(/^\s+/, '');
    if (!first.value) return children.slice(1);
  }
  return children;
}

/** Text left at the end of a heading by its id comment (`## Title {/* #id *\/}`) is trimmed. */
function trimEnd(children: AnyNode[]): void {
  const last = children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
}

class Converter {
  private readonly renderContext: RenderContext;

  constructor(
    private readonly input: PageInput,
    private readonly where: string,
  ) {
    this.renderContext = {
      ...input.context,
      pageUrl: input.pageUrl,
      href: (url) => input.href(url),
      children: (node) => this.children(node as AnyNode),
    };
  }

  private fail(node: AnyNode, message: string): never {
    const line = node.position?.start.line;
    throw new MarkdownExportError(`${this.where}${line ? `:${line}` : ''}: ${message}`);
  }

  private href(node: AnyNode, url: string): string {
    try {
      return this.input.href(url);
    } catch (error) {
      return this.fail(node, (error as Error).message);
    }
  }

  /** The converted children of a node; a node may become none, one or several. */
  children(node: AnyNode): Nodes[] {
    return (node.children ?? []).flatMap((child) => this.node(child));
  }

  private element(node: AnyNode & MdxNode, inline: boolean): Nodes[] {
    const name = node.name;
    if (!name) return this.children(node);
    let rendered: Nodes[];
    try {
      rendered = this.render(node, name);
    } catch (error) {
      // A problem found in this element (a prop it lacks) is told with the element's line; one found deeper has its own.
      if (error instanceof MarkdownExportError && !error.message.startsWith(this.where)) this.fail(node, error.message);
      throw error;
    }
    if (!inline) return asBlocks(rendered);
    const block = rendered.find((child) => !phrasing(child));
    if (block) this.fail(node, `<${name}> stands inside a line of text, where its Markdown form (a ${block.type}) cannot go. Put it on a line of its own.`);
    return rendered;
  }

  private render(node: AnyNode & MdxNode, name: string): Nodes[] {
    const props = attributesOf(node);
    if (name === 'a' && typeof props.href === 'string')
      return [{type: 'link', url: this.href(node, props.href), children: this.children(node) as PhrasingContent[]}];
    // A bare link target (`<a id="x"></a>`): the Markdown has no element ids.
    if (name === 'a' && props.id !== undefined && (node.children ?? []).length === 0) return [];
    const declaration = Object.hasOwn(PAGE_COMPONENTS, name) ? PAGE_COMPONENTS[name] : undefined;
    if (!declaration) {
      this.fail(node, `<${name}> has no Markdown form, so the Markdown copy of this page would lose it. Declare it in plugins/page-components.`);
    }
    return declaration.markdown(props, node, this.renderContext);
  }

  private admonition(node: AnyNode & {name: string}): Blockquote {
    if (!ADMONITIONS.has(node.name)) this.fail(node, `:::${node.name} is not an admonition (use note, tip, info, warning or danger).`);
    const children = node.children ?? [];
    const labelNode = children.find((child) => (child.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
    const title = labelNode ? (this.children(labelNode) as PhrasingContent[]) : [];
    const label = capitalize(node.name);
    const heading = title.length ? [text(`${label}: `), ...title] : [text(label)];
    const body = children.filter((child) => child !== labelNode).flatMap((child) => this.node(child));
    return {type: 'blockquote', children: [paragraph(strong(...heading)), ...asBlocks(body)]};
  }

  node(node: AnyNode): Nodes[] {
    switch (node.type as string) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const value = (node as unknown as {value: string}).value;
        if (isOnlyComments(value)) return [];
        return this.fail(node, `the expression {${value.trim()}} is computed when the page runs and has no Markdown form.`);
      }
      case 'mdxJsxFlowElement':
        return this.element(node as AnyNode & MdxNode, false);
      case 'mdxJsxTextElement':
        return this.element(node as AnyNode & MdxNode, true);
      case 'containerDirective':
        return [this.admonition(node as AnyNode & {name: string})];
      case 'leafDirective':
      case 'textDirective': {
        // Docusaurus gives back, as text, a directive that is no admonition (`12:30` reads `:30` as one).
        const directive = node as AnyNode & {name: string};
        const marker = `${node.type === 'leafDirective' ? '::' : ':'}${directive.name}`;
        const label = directive.children?.length ? [text('['), ...(this.children(directive) as PhrasingContent[]), text(']')] : [];
        const inline = [text(marker), ...label];
        return node.type === 'leafDirective' ? [paragraph(...inline)] : inline;
      }
      case 'html':
        return this.fail(node, 'raw HTML has no Markdown form here; write it as Markdown or as a component.');
      case 'code': {
        const code = node as Code;
        return [{...code, meta: keptMeta(code.meta)}];
      }
      case 'link':
      case 'image':
      case 'definition': {
        const linked = node as AnyNode & {url: string};
        return [{...linked, url: this.href(linked, linked.url), ...(linked.children ? {children: this.children(linked)} : {})} as Nodes];
      }
      case 'heading':
        withoutHeadingId(node as Heading);
        break;
      default:
        break;
    }
    if (!node.children) return [node];
    let children = this.children(node);
    if (node.type === 'paragraph' || node.type === 'tableCell') children = trimStart(children as AnyNode[]);
    if (node.type === 'heading') trimEnd(children as AnyNode[]);
    if (node.type === 'paragraph' && children.length === 0) return [];
    if (node.type === 'paragraph' && children.some((child) => !phrasing(child))) return asBlocks(children);
    if (['root', 'blockquote', 'listItem'].includes(node.type)) children = asBlocks(children);
    return [{...node, children} as Nodes];
  }
}

/**
 * The page's own summary: its first paragraph before any section, as plain text. The reference pages have no
 * description of their own, and Docusaurus takes only the first line of that paragraph for them.
 */
function summaryOf(children: RootContent[]): string | undefined {
  for (const node of children) {
    if (node.type === 'heading' && node.depth > 1) return undefined;
    if (node.type === 'paragraph') return toString(node).replace(/\s+/g, ' ').trim() || undefined;
  }
  return undefined;
}

export interface ConvertedPage {
  markdown: string;
  /** See summaryOf. */
  summary?: string;
}

/** The Markdown of one docs page. */
export function convertPage(input: PageInput): ConvertedPage {
  const where = path.relative(input.siteDir, input.file).replace(/\\/g, '/');
  const tree = parseMdx(input.source);
  // The same filling as for the HTML: tables and signatures from the spec model of this page's docs version.
  remarkSpecModel({siteDir: input.siteDir, docsRoutes})(tree as unknown as MdxNode, {path: input.file});
  remarkRemovedAnchors({siteDir: input.siteDir, docsRoutes})(tree as unknown as MdxNode, {path: input.file});
  const converter = new Converter(input, where);
  const [converted] = converter.node(tree as AnyNode) as Root[];
  const children = converted.children as RootContent[];
  const first = children[0];
  if (!(first?.type === 'heading' && first.depth === 1)) children.unshift(heading(1, text(input.title)));
  if (input.pageUrl && showsDeclarations(tree as unknown as MdxNode)) children.splice(1, 0, otherLanguagesLine(input.pageUrl));
  return {markdown: stringifyMarkdown({type: 'root', children}), summary: summaryOf(children)};
}
