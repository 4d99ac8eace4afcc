import React from 'react';

/** Names shorter than this fit any column whole; breaking them would only add markup. */
const SHORTEST_BROKEN = 14;
/** A piece shorter than this alone on a line (`Id`, `s`) reads worse than a slightly wider column. */
const SHORTEST_PIECE = 3;

/**
 * Where a long code name may wrap: between the words of a camelCase or PascalCase name
 * (`originalTransaction|Identifier|IOS`), after a dot (`ErrorCode.|UserCancelled`) and after an underscore
 * (`E_PURCHASE_|VERIFICATION`). Without these, the longest names set a table column's narrowest width, and the
 * description beside them is squeezed to a few words a line.
 */
export function nameBreakPieces(text: string): string[] {
  if (text.length < SHORTEST_BROKEN) return [text];
  const pieces: string[] = [];
  let start = 0;
  for (let index = 1; index < text.length; index += 1) {
    const before = text[index - 1];
    const here = text[index];
    const after = text[index + 1] ?? '';
    const wordStart = (/[a-z0-9]/.test(before) && /[A-Z]/.test(here)) || (/[A-Z]/.test(before) && /[A-Z]/.test(here) && /[a-z]/.test(after));
    const afterJoin = (before === '.' || before === '_') && /[A-Za-z0-9]/.test(here);
    if (!wordStart && !afterJoin) continue;
    if (index - start < SHORTEST_PIECE || text.length - index < SHORTEST_PIECE) continue;
    pieces.push(text.slice(start, index));
    start = index;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * The accessible name a link or button needs when its text is a broken name: browsers read a `<wbr>` as a space in
 * accessible names (`Purchase Offer IOS`), so the control is named with the name as written. Undefined for a name left
 * whole, which names its control itself.
 */
export function brokenNameLabel(text: string): string | undefined {
  return nameBreakPieces(text).length > 1 ? text : undefined;
}

/**
 * A code name with a line-break opportunity (`<wbr>`) between its words. The text copies and is indexed as one word:
 * `<wbr>` adds no character. A link or button whose whole text this is takes `brokenNameLabel` as its name.
 */
export default function NameBreaks({text}: {text: string}): React.JSX.Element {
  const pieces = nameBreakPieces(text);
  if (pieces.length === 1) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </React.Fragment>
      ))}
    </>
  );
}
