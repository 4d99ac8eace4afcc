import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Text that follows the reader's language: the TypeScript the server renders, and over it an empty slot named `slot`
 * (./slots.ts), which the layer fills in another language. The two share one grid cell, and the slot takes no width
 * of its own, so filling it never widens the table's columns. `code`: the text goes in a code element of its own, as
 * the TypeScript does (a type cell); otherwise the Swap is already inside one.
 */
export default function Swap({slot, block, code, children}: {slot: string; block?: boolean; code?: boolean; children: ReactNode}): React.JSX.Element {
  return (
    <span className={clsx(styles.swap, block && styles.block, code && styles.code)}>
      <span className={styles.typescript}>{children}</span>
      <span className={styles.slot} data-lang-slot={slot} data-lang-code={code ? '' : undefined} />
    </span>
  );
}
