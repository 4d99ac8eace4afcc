/**
 * The reader's language for types and signatures: one choice for the whole site. A link's `?lang=` wins (it is how a
 * reader shares a view), then the choice remembered from an earlier page or visit, then TypeScript, the spec's own.
 */
import {DOC_LANGUAGES, type DocLanguage} from '@site/shared/languageDeclarations';

/** Where the choice is remembered (localStorage, through the theme's storage slots, so every control follows it). */
export const DOC_LANGUAGE_STORAGE_KEY = 'openiap.docLanguage';

/** The query parameter that sets the language: `?lang=swift`. */
export const DOC_LANGUAGE_PARAM = 'lang';

export const DEFAULT_DOC_LANGUAGE: DocLanguage = 'typescript';

export function parseDocLanguage(value: string | null | undefined): DocLanguage | null {
  return (DOC_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as DocLanguage) : null;
}

/** The language a URL's query asks for, when it names a known one. */
export function queryDocLanguage(search: string): DocLanguage | null {
  return parseDocLanguage(new URLSearchParams(search).get(DOC_LANGUAGE_PARAM));
}

/** Query first, then the remembered choice, then TypeScript; an unknown value in either is ignored. */
export function chooseDocLanguage({query, stored}: {query: string | null | undefined; stored: string | null | undefined}): DocLanguage {
  return parseDocLanguage(query) ?? parseDocLanguage(stored) ?? DEFAULT_DOC_LANGUAGE;
}
