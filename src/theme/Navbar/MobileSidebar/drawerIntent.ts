import {useEffect, useSyncExternalStore} from 'react';

/**
 * Whether the reader has started to open the phone's navigation drawer on this visit. The docs sidebar registers
 * itself as the drawer's content only from then on: registering makes the theme's first string comparison of the
 * page, which loads the browser's collator (tens of milliseconds on a phone) in the middle of hydration.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function markDrawerWanted(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDrawerWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** The controls that open the drawer: the navbar's toggle, and any element marked with this attribute. */
export const OPENS_DRAWER_ATTRIBUTE = 'data-opens-drawer';
const OPENERS = `.navbar__toggle, [${OPENS_DRAWER_ATTRIBUTE}]`;

/**
 * Marks the drawer wanted at the start of a press on one of its openers (pointer down, or Enter or Space on it), so
 * the docs sidebar is in place by the time the click opens the drawer; and whenever the drawer is shown anyway.
 */
export function useDrawerIntent(shown: boolean): void {
  useEffect(() => {
    if (shown) markDrawerWanted();
  }, [shown]);
  useEffect(() => {
    const onPress = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      if (event.target instanceof Element && event.target.closest(OPENERS)) markDrawerWanted();
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('keydown', onPress, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('keydown', onPress, true);
    };
  }, []);
}
