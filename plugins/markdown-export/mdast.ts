/**
 * Small builders of Markdown syntax trees (mdast), for the Markdown forms of the site's components. A table is
 * built as a real GFM table node, so the Markdown writer escapes its cells (a `|` in a type stays inside its cell).
 */
import type {BlockContent, Code, Heading, InlineCode, Link, List, Paragraph, PhrasingContent, Strong, Table, TableCell, Text} from 'mdast';
import {inlineParts, toBlocks} from '../../shared/commentText';

export const text = (value: string): Text => ({type: 'text', value});
export const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (...children: PhrasingContent[]): Strong => ({type: 'strong', children});
export const link = (url: string, ...children: PhrasingContent[]): Link => ({type: 'link', url, children});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({type: 'heading', depth, children});

export function code(value: string, lang?: string, title?: string): Code {
  return {type: 'code', lang: lang ?? null, meta: title ? `title=${JSON.stringify(title)}` : null, value};
}

export function bulletList(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(...children)]})),
  };
}

/** Joins runs of phrasing with a separator: [a], [b] → a · b. */
export function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** A GFM table: one header row, then the body rows; each cell is a run of phrasing content. */
export function table(header: PhrasingContent[][], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((children): TableCell => ({type: 'tableCell', children})),
  });
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)]};
}

/** One line of TSDoc text (`code`, **bold**, {@link X}) as Markdown phrasing, read like the DocText component reads it. */
export function docInline(value: string): PhrasingContent[] {
  return inlineParts(value).map((part) => (part.kind === 'code' ? inlineCode(part.text) : part.kind === 'strong' ? strong(text(part.text)) : text(part.text)));
}

/** A TSDoc text of paragraphs and "- " lists as Markdown blocks. */
export function docBlocks(value: string | undefined): BlockContent[] {
  if (!value) return [];
  return toBlocks(value).map((block) => (block.kind === 'list' ? bulletList(block.lines.map(docInline)) : paragraph(...docInline(block.lines[0]))));
}
