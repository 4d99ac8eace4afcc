/**
 * The reader's language on a type table or an operation: a compact control with one line on where the declarations
 * come from (./notes.ts), above the part it switches. Every control shows the same choice (./useDocLanguage.ts); the
 * declarations of other languages are a file per docs version and language, fetched on the first choice
 * (plugins/language-files), and fill the slots the view leaves (./Swap.tsx, ./Layer.tsx).
 */
import React, {useId, useState, type ReactNode} from 'react';
import {DOC_LANGUAGE_LABELS, DOC_LANGUAGES, type DocLanguage} from '@site/shared/languageDeclarations';
import Layer from './Layer';
import {languageNote} from './notes';
import {parseDocLanguage} from './state';
import {useLanguageView} from './useLanguageView';
import styles from './styles.module.css';

export default function LanguageChoice({children}: {children: ReactNode}): React.JSX.Element {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const id = useId();
  const {version, language, choose, view} = useLanguageView();
  const note = languageNote(view, version);
  return (
    <div ref={setHost} data-doc-language={language}>
      <div className={styles.bar}>
        <span className={styles.note} data-lang-note={view.state} title={note ?? undefined}>
          {note}
        </span>
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
      <Layer host={host} view={view} />
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
