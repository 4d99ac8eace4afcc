/**
 * The declarations files of other languages (plugins/language-files), fetched on the reader's first choice of a
 * language and shared by every table and operation of the page, and of the pages after it.
 */
import type {LanguageDeclarationsFile} from '@site/shared/languageDeclarations';

const requests = new Map<string, Promise<LanguageDeclarationsFile>>();

export function loadLanguageFile(url: string): Promise<LanguageDeclarationsFile> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as LanguageDeclarationsFile;
    });
    // A failed request may be tried again on the next choice.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
