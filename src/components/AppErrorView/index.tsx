import React from 'react';
import styles from './styles.module.css';

export interface AppErrorViewProps {
  error: Error;
  tryAgain: () => void;
}

/** The message of an error and of the errors that caused it, one per paragraph. */
export function errorMessages(error: Error): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages;
}

/**
 * What a reader sees when a page fails while rendering: the fixed title, the error's message, and
 * two ways on. It uses no theme context, so it can render even when the theme itself failed.
 */
export default function AppErrorView({error, tryAgain}: AppErrorViewProps): React.JSX.Element {
  return (
    <main className={styles.wrapper} role="alert">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the theme's Heading needs the theme */}
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <pre className={styles.message}>{errorMessages(error).join('\n\nCaused by: ')}</pre>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a plain link works without the router */}
        <a className="button button--secondary" href="/">
          Home
        </a>
      </div>
    </main>
  );
}
