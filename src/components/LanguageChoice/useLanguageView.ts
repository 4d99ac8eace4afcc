import {useEffect, useState} from 'react';
import type {BundleLanguage, LanguageDeclarationsFile} from '@site/shared/languageDeclarations';
import type {LanguageFilesData} from '@site/shared/languageFiles';
import {loadLanguageFile} from './files';
import type {LanguageView} from './notes';

type Loaded = {key: string; file: LanguageDeclarationsFile | null} | {key: string; failed: true};

/**
 * What to show for a language other than TypeScript in a docs version: its file, fetched once, or why not. `data` is
 * the language-files plugin's global data, which the control reads.
 */
export function useLanguageView(data: LanguageFilesData, version: string, language: BundleLanguage): LanguageView {
  const key = `${version} ${language}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    loadLanguageFile(data, version, language).then(
      (file) => current && setLoaded({key, file}),
      () => current && setLoaded({key, failed: true}),
    );
    return () => {
      current = false;
    };
  }, [data, version, language, key]);
  if (loaded?.key !== key) return {state: 'loading', language};
  if ('failed' in loaded) return {state: 'failed', language};
  return loaded.file ? {state: 'ready', language, file: loaded.file} : {state: 'absent', language};
}
