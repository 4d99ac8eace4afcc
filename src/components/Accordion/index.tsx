import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A list of questions or items that open one at a time or together. Built on <details>, so the text is in the HTML
 * and readable without JavaScript, and the browser gives keyboard support.
 */
export function AccordionItem({title, children, open}: {title: ReactNode; children: ReactNode; open?: boolean}) {
  return (
    <details className={styles.item} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

export default function Accordion({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.accordion}>{children}</div>;
}
