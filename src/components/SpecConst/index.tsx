import React from 'react';
import * as spec from '@site/spec';

/** Follows a dotted path into a value: ("a.b", {a: {b: 1}}) → 1. */
export function lookUp(root: unknown, dottedPath: string): unknown {
  return dottedPath.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    return (value as Record<string, unknown>)[key];
  }, root);
}

/**
 * Prints a constant of the specification (spec/*.ts), so that a number such as the 1,000-character link limit is
 * written once: `<SpecConst name="externalPurchaseLinkLimits.maxUrlLength" />`. Lists are joined with commas.
 */
export default function SpecConst({name}: {name: string}): React.JSX.Element {
  const value = lookUp(spec, name);
  if (value === undefined || (typeof value === 'object' && !Array.isArray(value))) {
    throw new Error(`<SpecConst name="${name}" />: spec/ exports no constant value at "${name}".`);
  }
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
  return <>{text}</>;
}
