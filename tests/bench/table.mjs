/** Prints a Markdown table: one header row, then one row per list of cell texts, columns padded to line up. */
export function printTable(headers, cells) {
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of cells) console.log(line(values));
}
