/**
 * The declarations files of other languages (plugins/language-files), fetched on the reader's first choice of a
 * language, with the index that says which file a version has, and shared by every table and operation of the page,
 * and of the pages after it.
 */
import type {BundleLanguage, LanguageDeclarationsFile} from '@site/shared/languageDeclarations';
import type {LanguageFileIndex, LanguageFilesData} from '@site/shared/languageFiles';
import {languageFileUrl, languageIndexName} from '@site/shared/languageFileNames';

const requests = new Map<string, Promise<unknown>>();

function fetchJson<T>(url: string): Promise<T> {
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as T;
    });
    // A failed request may be tried again on the next choice.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/** A version's declarations in a language, or null when the version has none in it. */
export async function loadLanguageFile(data: LanguageFilesData, version: string, language: BundleLanguage): Promise<LanguageDeclarationsFile | null> {
  const index = await fetchJson<LanguageFileIndex>(`${data.folder}/${languageIndexName(data.index)}`);
  const url = languageFileUrl(data.folder, index, version, language);
  return url ? fetchJson<LanguageDeclarationsFile>(url) : null;
}
