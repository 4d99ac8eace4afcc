import {useCallback, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useStorageSlot} from '@docusaurus/theme-common';
import type {DocLanguage} from '@site/shared/languageDeclarations';
import {chooseDocLanguage, DEFAULT_DOC_LANGUAGE, DOC_LANGUAGE_STORAGE_KEY, queryDocLanguage, searchWithLanguage} from './state';

/**
 * The reader's language and the way to change it. The server, and the browser while it hydrates, render TypeScript,
 * so the HTML never depends on the reader; the choice applies right after. A `?lang=` link is remembered as the
 * reader's choice, and a choice made on such a page updates the address, so the link in the bar stays true.
 */
export function useDocLanguage(): [DocLanguage, (language: DocLanguage) => void] {
  const isBrowser = useIsBrowser();
  const [stored, storage] = useStorageSlot(DOC_LANGUAGE_STORAGE_KEY);
  const location = useLocation();
  const history = useHistory();
  const query = queryDocLanguage(location.search);
  useEffect(() => {
    if (query && query !== stored) storage.set(query);
  }, [query, stored, storage]);
  const choose = useCallback(
    (language: DocLanguage) => {
      storage.set(language);
      if (query && query !== language) history.replace({...location, search: searchWithLanguage(location.search, language)});
    },
    [storage, query, history, location],
  );
  return [isBrowser ? chooseDocLanguage({query, stored}) : DEFAULT_DOC_LANGUAGE, choose];
}
