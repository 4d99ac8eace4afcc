import React from 'react';

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

interface Props {
  /** A dotted path into the constants of spec/, e.g. `externalPurchaseLinkLimits.maxUrlLength`. */
  name: string;
  /** Filled by the spec-model remark plugin from the spec of the page's docs version. */
  value?: unknown;
}

/**
 * Prints a constant of the specification, so that a number such as the 1,000-character link limit is written once,
 * in spec/, and each docs version shows its own: `<SpecConst name="externalPurchaseLinkLimits.maxUrlLength" />`.
 */
export default function SpecConst({name, value}: Props): React.JSX.Element {
  if (value === undefined) {
    throw new Error(`<SpecConst name="${name}"> has no value: it only works in docs MDX, where the spec-model remark plugin fills it.`);
  }
  return <>{formatConstant(value)}</>;
}
