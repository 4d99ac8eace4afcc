/**
 * A number's integer digits grouped by threes with commas, as English prose writes them: 1000 reads "1,000". Done
 * here rather than with the browser's number formatting, whose first use loads locale data in a long task while
 * the page hydrates.
 */
function withThousands(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** How a constant of the spec reads in prose: numbers with thousands separators, lists joined with commas. */
export function formatConstant(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return withThousands(value);
  return String(value);
}
