/**
 * The language control's part for a language other than TypeScript, loaded with the reader's first such choice: the
 * note on where the declarations come from, the fetch of their file, the layer that fills the slots and the language
 * in the address.
 */
import React from 'react';
import type {BundleLanguage} from '@site/shared/languageDeclarations';
import type {LanguageFilesData} from '@site/shared/languageFiles';
import Layer from './Layer';
import {languageNote} from './notes';
import {useLanguageInAddress} from './useChooseLanguage';
import {useLanguageView} from './useLanguageView';
import styles from './styles.module.css';

export default function Active({
  host,
  data,
  language,
  version,
}: {
  host: HTMLElement | null;
  data: LanguageFilesData;
  language: BundleLanguage;
  version: {version: string; label: string};
}): React.JSX.Element {
  const view = useLanguageView(data, version.version, language);
  useLanguageInAddress(language);
  const note = languageNote(view, version);
  return (
    <>
      <span className={styles.note} data-lang-note={view.state} title={note ?? undefined}>
        {note}
      </span>
      <Layer host={host} view={view} />
    </>
  );
}
