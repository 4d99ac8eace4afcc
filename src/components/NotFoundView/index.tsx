import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * What a reader sees at an address that leads nowhere: the docs' own "Page not found" with a way back and a way home.
 * Its colours come from the theme variables, which follow the root element's data-theme.
 */
export default function NotFoundView({className}: {className?: string}): React.JSX.Element {
  return (
    <main className={clsx('container', styles.wrapper, className)}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1" className={styles.title}>
        Page not found
      </Heading>
      <p className={styles.text}>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => window.history.back()}>
          Back
        </button>
        <Link className="button button--primary" to="/">
          Home
        </Link>
      </div>
    </main>
  );
}
