/**
 * The control that picks the reader's language: a button naming the language, and a menu of the languages opened from
 * it (./MenuList.tsx, loaded when the reader first points at or focuses a control). Not a native select: a Types page
 * has over a hundred controls, and the browser lays out each select of a block it otherwise skips until the reader
 * nears it, which alone kept the page busy for a second on a slow phone.
 */
import React, {lazy, Suspense, useRef, useState} from 'react';
import {DOC_LANGUAGE_LABELS, type DocLanguage} from '@site/shared/languageDeclarations';
import styles from './styles.module.css';

const LABEL = 'Types in';

const loadList = () => import('./MenuList');
const MenuList = lazy(loadList);

export default function Menu({language}: {language: DocLanguage}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-haspopup="menu"
        aria-expanded={open}
        // The menu's code is fetched as the reader reaches for the button, so that it opens at once.
        onPointerEnter={loadList}
        onFocus={loadList}
        onClick={() => setOpen(!open)}>
        <span>{LABEL}</span> <span>{DOC_LANGUAGE_LABELS[language]}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuList label={LABEL} language={language} toggle={toggle} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
