import React from 'react';

/**
 * Renders the small Markdown subset TSDoc comments use (paragraphs, "- " lists, `code`, **bold**, {@link X}) as
 * React elements. Text stays text: nothing is parsed as HTML.
 */
export function renderInline(text: string, keyPrefix = ''): React.ReactNode[] {
  const parts = text.replace(/\{@link\s+([^}\s|]+)(?:\s*\|\s*([^}]+))?\}/g, (_m, target, label) => `\`${label ?? target}\``).split(/(`[^`]+`|\*\*[^*]+\*\*)/);
  return parts.filter(Boolean).map((part, index) => {
    const key = `${keyPrefix}${index}`;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3) return <strong key={key}>{part.slice(2, -2)}</strong>;
    return <React.Fragment key={key}>{part}</React.Fragment>;
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

export default function DocText({text, className}: {text?: string; className?: string}): React.JSX.Element | null {
  if (!text) return null;
  return (
    <div className={className}>
      {toBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.lines.map((line, item) => (
              <li key={item}>{renderInline(line, `${index}-${item}-`)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{renderInline(block.lines[0], `${index}-`)}</p>
        ),
      )}
    </div>
  );
}
