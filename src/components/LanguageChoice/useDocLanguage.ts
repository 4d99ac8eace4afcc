import {useEffect, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import type {DocLanguage} from '@site/shared/languageDeclarations';
import {chooseDocLanguage, DEFAULT_DOC_LANGUAGE, DOC_LANGUAGE_STORAGE_KEY, queryDocLanguage} from './state';

/** The remembered choice, one slot for every control of the page (made on first use: the server has no storage). */
let slot: ReturnType<typeof createStorageSlot> | null = null;
const storage = () => (slot ??= createStorageSlot(DOC_LANGUAGE_STORAGE_KEY));

const listen = (onChange: () => void) => storage().listen(onChange);
const onServer = (): DocLanguage => DEFAULT_DOC_LANGUAGE;

/**
 * The reader's language (./useChooseLanguage.ts changes it). The server, and the browser while it hydrates, render
 * TypeScript (the server snapshot), so the HTML never depends on the reader; React applies the reader's language
 * right after, to the controls whose language differs only: a reader who never chose one costs no second render of a
 * page's controls, of which a Types page has over a hundred. A `?lang=` link is remembered as the reader's choice.
 */
export function useDocLanguage(): DocLanguage {
  const query = queryDocLanguage(useLocation().search);
  const language = useSyncExternalStore(listen, () => chooseDocLanguage({query, stored: storage().get()}), onServer);
  useEffect(() => {
    if (query && query !== storage().get()) storage().set(query);
  }, [query]);
  return language;
}
