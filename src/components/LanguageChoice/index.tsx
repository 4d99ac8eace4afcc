/**
 * The reader's language on a type table or an operation: a compact control (./Menu.tsx) with one line on where the
 * declarations come from (./notes.ts), above the part it switches. Every control shows the same choice
 * (./useDocLanguage.ts). Only the choice and the control's button are in the page's start-up code: the menu and the
 * way to choose come when the reader first reaches for a button, and the rest (./Active.tsx: the note, the fetch of
 * the version's file for the language, plugins/language-files, and the layer that fills the slots the view leaves)
 * with the reader's first language other than TypeScript.
 */
import React, {lazy, Suspense, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {LANGUAGE_FILES_PLUGIN, type LanguageFilesData} from '@site/shared/languageFiles';
import Menu from './Menu';
import {typescriptNote} from './typescriptNote';
import {useDocLanguage} from './useDocLanguage';
import styles from './styles.module.css';

const Active = lazy(() => import('./Active'));

export default function LanguageChoice({children}: {children: ReactNode}): React.JSX.Element {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const language = useDocLanguage();
  const {version, label} = useDocsVersion();
  const data = usePluginData(LANGUAGE_FILES_PLUGIN) as LanguageFilesData;
  const note = typescriptNote(data.derivedTypeScript.includes(version), label);
  return (
    <div ref={setHost} data-doc-language={language}>
      <div className={styles.bar}>
        {language === 'typescript' ? (
          <span className={styles.note} data-lang-note="typescript" title={note ?? undefined}>
            {note}
          </span>
        ) : (
          <Suspense fallback={<span className={styles.note} data-lang-note="loading" />}>
            <Active host={host} data={data} language={language} version={{version, label}} />
          </Suspense>
        )}
        <Menu language={language} />
      </div>
      {children}
    </div>
  );
}

/** A component drawn under the reader's language control. */
export function withLanguageChoice<P extends object>(Component: React.ComponentType<P>): (props: P) => React.JSX.Element {
  function WithLanguageChoice(props: P): React.JSX.Element {
    return (
      <LanguageChoice>
        <Component {...props} />
      </LanguageChoice>
    );
  }
  WithLanguageChoice.displayName = `WithLanguageChoice(${Component.displayName ?? Component.name})`;
  return WithLanguageChoice;
}
