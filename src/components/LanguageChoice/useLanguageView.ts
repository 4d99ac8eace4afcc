import {useEffect, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {BundleLanguage, DocLanguage, LanguageDeclarationsFile} from '@site/shared/languageDeclarations';
import {LANGUAGE_FILES_PLUGIN, type LanguageFilesData} from '@site/shared/languageFiles';
import {loadLanguageFile} from './files';
import type {LanguageView} from './notes';
import {useDocLanguage} from './useDocLanguage';

/** The docs version being read, the reader's language, what to show for it, and the way to choose another. */
export function useLanguageView(): {
  version: {version: string; label: string};
  language: DocLanguage;
  choose: (language: DocLanguage) => void;
  view: LanguageView;
} {
  const [language, choose] = useDocLanguage();
  const {version, label} = useDocsVersion();
  const {files, derivedTypeScript} = usePluginData(LANGUAGE_FILES_PLUGIN) as LanguageFilesData;
  const url = language === 'typescript' ? null : (files[version]?.[language] ?? null);
  const [loaded, setLoaded] = useState<{url: string; file: LanguageDeclarationsFile | null} | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    loadLanguageFile(url).then(
      (file) => current && setLoaded({url, file}),
      () => current && setLoaded({url, file: null}),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return {version: {version, label}, language, choose, view: viewOf(language, url, loaded, derivedTypeScript.includes(version))};
}

function viewOf(
  language: DocLanguage,
  url: string | null,
  loaded: {url: string; file: LanguageDeclarationsFile | null} | null,
  derivedTypeScript: boolean,
): LanguageView {
  if (language === 'typescript') return {state: 'typescript', derived: derivedTypeScript};
  const bundle: BundleLanguage = language;
  if (!url) return {state: 'absent', language: bundle};
  if (loaded?.url !== url) return {state: 'loading', language: bundle};
  return loaded.file ? {state: 'ready', language: bundle, file: loaded.file} : {state: 'failed', language: bundle};
}
