/**
 * The open menu of the language control (./Menu.tsx): loaded when the reader first reaches for a control, so that
 * its code is not in a page's start-up JavaScript. It takes the focus on the reader's language, moves with the arrow
 * keys, Home and End, and closes on a choice, Escape, Tab or a press outside it.
 */
import React, {useEffect, useRef, type KeyboardEvent, type RefObject} from 'react';
import {DOC_LANGUAGE_LABELS, DOC_LANGUAGES, type DocLanguage} from '@site/shared/languageDeclarations';
import {useChooseLanguage} from './useChooseLanguage';
import styles from './styles.module.css';

/** The index the arrow keys, Home and End move to from `index` among `count` items (round the ends). */
export function movedIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export default function MenuList({
  label,
  language,
  setOpen,
  toggle,
}: {
  label: string;
  language: DocLanguage;
  setOpen: (open: boolean) => void;
  /** The menu's button, which gets the focus back when a choice or Escape closes the menu. */
  toggle: RefObject<HTMLButtonElement | null>;
}): React.JSX.Element {
  const choose = useChooseLanguage();
  const close = (focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };
  const menu = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitemradio"]') ?? []);

  useEffect(() => {
    // The reader's language gets the focus, so the arrow keys start from it.
    items()[DOC_LANGUAGES.indexOf(language)]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Focus moves when the menu opens, not when the language changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const next = movedIndex(event.key, list.indexOf(document.activeElement as HTMLButtonElement), list.length);
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <ul ref={menu} role="menu" aria-label={label} className={styles.menu} onKeyDown={onKey}>
      {DOC_LANGUAGES.map((value) => (
        <li key={value} role="none">
          <button
            type="button"
            role="menuitemradio"
            aria-checked={value === language}
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              choose(value);
              close(true);
            }}>
            {DOC_LANGUAGE_LABELS[value]}
          </button>
        </li>
      ))}
    </ul>
  );
}
