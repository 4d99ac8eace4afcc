import React from 'react';
import clsx from 'clsx';
import {prefetchSearchModal} from '@site/src/components/SearchModal/load';
import styles from './styles.module.css';

/** The window event that asks the search modal to open; SearchModalHost (mounted in Root) listens for it. */
export const OPEN_SEARCH_EVENT = 'openiap:open-search';

export function requestSearchOpen(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}

interface Props {
  mobile?: boolean;
  className?: string;
}

/**
 * The navbar's search entry point: a button whose tooltip names the shortcut. Pointing at it or focusing it starts
 * loading the modal's code, so that the modal usually opens without a wait.
 */
export default function SearchButton({mobile, className}: Props): React.JSX.Element {
  return (
    <button
      type="button"
      className={clsx(styles.button, mobile && styles.mobile, className)}
      title="Search APIs (Cmd+K)"
      aria-keyshortcuts="Meta+K Control+K"
      onClick={requestSearchOpen}
      onPointerEnter={prefetchSearchModal}
      onFocus={prefetchSearchModal}>
      <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.4 4.3 1.4-1.4-4.3-4.4ZM8.7 13.6a4.9 4.9 0 1 1 0-9.8 4.9 4.9 0 0 1 0 9.8Z" fill="currentColor" />
      </svg>
      {/* The accessible name is "Search APIs"; the shortcut is announced through aria-keyshortcuts. */}
      <span className={styles.label}>
        Search<span className="visually-hidden"> APIs</span>
      </span>
      <kbd className={styles.kbd} aria-hidden="true">
        ⌘K
      </kbd>
    </button>
  );
}
