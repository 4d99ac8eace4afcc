import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import type {DocLanguage} from '@site/shared/languageDeclarations';
import {DEFAULT_DOC_LANGUAGE, DOC_LANGUAGE_PARAM, DOC_LANGUAGE_STORAGE_KEY} from './state';

/** The query of a URL once the reader picks `language`: the parameter follows the choice, or goes with TypeScript. */
export function searchWithLanguage(search: string, language: DocLanguage): string {
  const params = new URLSearchParams(search);
  if (language === DEFAULT_DOC_LANGUAGE) params.delete(DOC_LANGUAGE_PARAM);
  else params.set(DOC_LANGUAGE_PARAM, language);
  const text = params.toString();
  return text ? `?${text}` : '';
}

type History = ReturnType<typeof useHistory>;

/**
 * Puts the language in the address bar in place (no navigation, the hash kept), so that a copied link opens as the
 * reader sees it. The history's own location is read, not a render's: every control of a page asks at once.
 */
function showInAddress(history: History, language: DocLanguage): void {
  const search = searchWithLanguage(history.location.search, language);
  if (search !== history.location.search) history.replace({...history.location, search});
}

/**
 * The way to change the reader's language, for every control at once (they all follow the remembered choice): in the
 * menu's code, which loads when the reader first reaches for a control.
 */
export function useChooseLanguage(): (language: DocLanguage) => void {
  const history = useHistory();
  return (language) => {
    createStorageSlot(DOC_LANGUAGE_STORAGE_KEY).set(language);
    showInAddress(history, language);
  };
}

/** A page opened without `?lang=` under a remembered language other than TypeScript shows it in the address too. */
export function useLanguageInAddress(language: DocLanguage): void {
  const history = useHistory();
  useEffect(() => showInAddress(history, language), [history, language]);
}
