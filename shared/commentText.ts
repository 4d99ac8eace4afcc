/**
 * The small Markdown subset of TSDoc comments (paragraphs, "- " lists, `code`, **bold**, {@link X}), read into plain
 * parts. The DocText component renders them as React elements, the Markdown copies of the docs
 * (plugins/markdown-export) as Markdown: both read a comment the same way.
 */

/** One run of a comment's line: plain text, `code` or **bold**. */
export interface InlinePart {
  kind: 'text' | 'code' | 'strong';
  text: string;
}

export function inlineParts(text: string): InlinePart[] {
  const parts = text.replace(/\{@link\s+([^}\s|]+)(?:\s*\|\s*([^}]+))?\}/g, (_m, target, label) => `\`${label ?? target}\``).split(/(`[^`]+`|\*\*[^*]+\*\*)/);
  return parts.filter(Boolean).map((part): InlinePart => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return {kind: 'code', text: part.slice(1, -1)};
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3) return {kind: 'strong', text: part.slice(2, -2)};
    return {kind: 'text', text: part};
  });
}

export interface Block {
  kind: 'paragraph' | 'list';
  lines: string[];
}

/** Groups the lines of a comment into paragraphs and bullet lists. */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('- ') || !line.match(/^[-*] /))) {
      // A list is a run of "- " lines; a line that does not start a new item continues the one before it.
      if (lines[0].startsWith('- ')) {
        const items: string[] = [];
        for (const line of lines) {
          if (line.startsWith('- ')) items.push(line.slice(2));
          else items[items.length - 1] += ` ${line}`;
        }
        blocks.push({kind: 'list', lines: items});
        continue;
      }
    }
    blocks.push({kind: 'paragraph', lines: [lines.join(' ')]});
  }
  return blocks;
}
