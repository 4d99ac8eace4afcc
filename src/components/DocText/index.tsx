import React from 'react';
import {inlineParts, toBlocks} from '@site/shared/commentText';
import NameBreaks from '@site/src/components/NameBreaks';

/**
 * Renders the small Markdown subset TSDoc comments use (paragraphs, "- " lists, `code`, **bold**, {@link X}) as
 * React elements. Text stays text: nothing is parsed as HTML.
 */
export function renderInline(text: string, keyPrefix = ''): React.ReactNode[] {
  return inlineParts(text).map((part, index) => {
    const key = `${keyPrefix}${index}`;
    if (part.kind === 'code')
      return (
        <code key={key}>
          <NameBreaks text={part.text} />
        </code>
      );
    if (part.kind === 'strong') return <strong key={key}>{part.text}</strong>;
    return <React.Fragment key={key}>{part.text}</React.Fragment>;
  });
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
