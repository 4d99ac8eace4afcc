import {useHistory, useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import type {DocLanguage} from '@site/shared/languageDeclarations';
import {DEFAULT_DOC_LANGUAGE, DOC_LANGUAGE_PARAM, DOC_LANGUAGE_STORAGE_KEY, queryDocLanguage} from './state';

/** The query of a URL once the reader picks `language`: the parameter follows the choice, or goes with TypeScript. */
export function searchWithLanguage(search: string, language: DocLanguage): string {
  const params = new URLSearchParams(search);
  if (language === DEFAULT_DOC_LANGUAGE) params.delete(DOC_LANGUAGE_PARAM);
  else params.set(DOC_LANGUAGE_PARAM, language);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The way to change the reader's language, for every control at once (they all follow the remembered choice): in the
 * menu's code, which loads when the reader first reaches for a control. On a page opened by a `?lang=` link the
 * address follows the choice, so that the link in the bar stays true.
 */
export function useChooseLanguage(): (language: DocLanguage) => void {
  const location = useLocation();
  const history = useHistory();
  return (language) => {
    createStorageSlot(DOC_LANGUAGE_STORAGE_KEY).set(language);
    const query = queryDocLanguage(location.search);
    if (query && query !== language) history.replace({...location, search: searchWithLanguage(location.search, language)});
  };
}
