import React from 'react';
import {formatConstant} from '@site/shared/specConstFormat';

/** Also used by the Markdown copies of the docs (plugins/markdown-export). */

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
