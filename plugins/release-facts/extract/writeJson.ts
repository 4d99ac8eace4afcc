/**
 * The facts files' own layout, so that a file extracted again compares byte for byte with the committed one: the
 * release file is indented by one space and ends without a newline, the language files by two with a newline, and
 * every character beyond ASCII is written as a `\uXXXX` escape.
 */
export function factsJson(value: unknown, indent: 1 | 2): string {
  const text = JSON.stringify(value, null, indent).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return indent === 1 ? text : `${text}\n`;
}
