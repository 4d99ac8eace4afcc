import React, {useCallback, useEffect, useState, type ComponentType} from 'react';
import {OPEN_SEARCH_EVENT} from '@site/src/components/SearchButton';
import {loadSearchModal} from './load';

type SearchModalComponent = ComponentType<{onClose: () => void}>;

/** Cmd+K on Apple keyboards, Ctrl+K elsewhere; both work everywhere. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>): boolean {
  if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return false;
  if (event.key === 'k' || event.key === 'K') return true;
  // Layouts whose K key types another letter (Cyrillic, Greek...) still have the key in the K position.
  return event.code === 'KeyK' && !/^[a-z]$/i.test(event.key);
}

/**
 * Mounted once in Root, above every page: listens for the navbar button's event and for Cmd+K / Ctrl+K, and only
 * then loads and renders the modal, so that the modal costs nothing on first paint.
 */
export default function SearchModalHost(): React.JSX.Element | null {
  const [open, setOpen] = useState(false);
  const [SearchModal, setSearchModal] = useState<SearchModalComponent | null>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const openSearch = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener(OPEN_SEARCH_EVENT, openSearch);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, openSearch);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  useEffect(() => {
    if (!open || SearchModal) return undefined;
    let cancelled = false;
    loadSearchModal().then(
      (module) => !cancelled && setSearchModal(() => module.default),
      (error: unknown) => {
        // Offline or a stale deployment: the page keeps working; the next open tries again.
        console.warn('The search modal could not be loaded.', error);
        if (!cancelled) setOpen(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, SearchModal]);
  return open && SearchModal ? <SearchModal onClose={close} /> : null;
}
