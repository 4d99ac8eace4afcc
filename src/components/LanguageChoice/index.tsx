/**
 * The reader's language on a type table or an operation: a compact control with one line on where the declarations
 * come from (./notes.ts), above the part it switches. Every control shows the same choice (./useDocLanguage.ts). Only
 * the choice is in the page's start-up code: the rest (./Active.tsx: the note, the fetch of the version's file for the
 * language, plugins/language-files, and the layer that fills the slots the view leaves) comes with the reader's first
 * language other than TypeScript.
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {DOC_LANGUAGE_LABELS, DOC_LANGUAGES, type DocLanguage} from '@site/shared/languageDeclarations';
import {LANGUAGE_FILES_PLUGIN, type LanguageFilesData} from '@site/shared/languageFiles';
import {parseDocLanguage} from './state';
import {typescriptNote} from './typescriptNote';
import {useDocLanguage} from './useDocLanguage';
import styles from './styles.module.css';

const Active = lazy(() => import('./Active'));

export default function LanguageChoice({children}: {children: ReactNode}): React.JSX.Element {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const id = useId();
  const [language, choose] = useDocLanguage();
  const {version, label} = useDocsVersion();
  const {derivedTypeScript} = usePluginData(LANGUAGE_FILES_PLUGIN) as LanguageFilesData;
  const note = typescriptNote(derivedTypeScript.includes(version), label);
  return (
    <div ref={setHost} data-doc-language={language}>
      <div className={styles.bar}>
        {language === 'typescript' ? (
          <span className={styles.note} data-lang-note="typescript" title={note ?? undefined}>
            {note}
          </span>
        ) : (
          <Suspense fallback={<span className={styles.note} data-lang-note="loading" />}>
            <Active host={host} language={language} version={{version, label}} />
          </Suspense>
        )}
        <label className={styles.control} htmlFor={id}>
          <span className={styles.label}>Types in</span>
          <select
            id={id}
            className={styles.select}
            value={language}
            onChange={(event) => {
              const chosen = parseDocLanguage(event.target.value);
              if (chosen) choose(chosen);
            }}>
            {DOC_LANGUAGES.map((value: DocLanguage) => (
              <option key={value} value={value}>
                {DOC_LANGUAGE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
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
