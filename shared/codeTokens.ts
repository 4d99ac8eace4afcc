/**
 * The compact text form of a code block's tokens, shared by the build (which writes it) and the browser (which reads
 * it). It is shipped in every page's JavaScript, so it is terse: a legend of the block's token classes, then one
 * entry per line, each token as a letter (its class in the legend) and its length.
 *
 *   "keyword,plain,function|a5b1c13//a2"  →  line 1: keyword×5, plain×1, function×13; line 2 empty; line 3: keyword×2
 */
export type EncodedToken = [classes: string, length: number];
export type EncodedLine = EncodedToken[];

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The text form, or undefined when a block has more token classes than letters (it is then shown plain). */
export function formatTokens(lines: EncodedLine[]): string | undefined {
  const legend: string[] = [];
  const body = lines.map((line) =>
    line
      .map(([classes, length]) => {
        let index = legend.indexOf(classes);
        if (index === -1) index = legend.push(classes) - 1;
        return `${LETTERS[index] ?? '?'}${length}`;
      })
      .join(''),
  );
  if (legend.length > LETTERS.length || legend.some((classes) => /[,|]/.test(classes))) return undefined;
  return `${legend.join(',')}|${body.join('/')}`;
}

/** The lines of a text form, or undefined when it is not one. */
export function parseTokens(text: string): EncodedLine[] | undefined {
  const bar = text.indexOf('|');
  if (bar === -1) return undefined;
  const legend = text.slice(0, bar).split(',');
  const lines: EncodedLine[] = [];
  for (const entry of text.slice(bar + 1).split('/')) {
    if (!/^([a-zA-Z]\d+)*$/.test(entry)) return undefined;
    const line: EncodedLine = [];
    for (const [, letter, digits] of entry.matchAll(/([a-zA-Z])(\d+)/g)) {
      const classes = legend[LETTERS.indexOf(letter)];
      const length = Number(digits);
      if (classes === undefined || length === 0) return undefined;
      line.push([classes, length]);
    }
    lines.push(line);
  }
  return lines;
}
