import React, {useLayoutEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import {DOC_LANGUAGE_LABELS, type LanguageDeclarationsFile} from '@site/shared/languageDeclarations';
import NameBreaks from '@site/src/components/NameBreaks';
import type {LanguageView} from './notes';
import {slotText} from './slots';
import styles from './styles.module.css';

/** A slot's content: the text in the file's language, or a mark that the TypeScript beside it stays. */
export function SlotContent({file, slot, code}: {file: LanguageDeclarationsFile; slot: string; code?: boolean}): React.JSX.Element {
  const text = slotText(file, slot);
  if (text === null) {
    return (
      <span className={styles.missing} data-lang-missing="" title={`Not in the ${DOC_LANGUAGE_LABELS[file.language]} declarations: shown in TypeScript`}>
        TS
      </span>
    );
  }
  const Text = code ? 'code' : 'span';
  return (
    <Text className={styles.text} data-lang-text="">
      {/* Wraps where the TypeScript under it does: between the words of a long name. */}
      <NameBreaks text={text} />
    </Text>
  );
}

/**
 * Fills the language slots under `host` (the element, once mounted: a parent's ref is not yet set when its children's
 * effects run) through portals. The slots may be HTML that React keeps as the server rendered
 * it (a static island), which no component of the page renders; a portal is how React renders into them, and it
 * takes its content out again when the reader goes back to TypeScript or leaves the page.
 */
export default function Layer({host, view}: {host: HTMLElement | null; view: LanguageView}): React.JSX.Element | null {
  const [slots, setSlots] = useState<Element[]>([]);
  const ready = view.state === 'ready';
  useLayoutEffect(() => {
    // The slots are elements of the committed document (kept server HTML among them), known only after the commit;
    // finding them before paint costs one render of this layer, not of the tables.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlots(ready && host ? Array.from(host.querySelectorAll('[data-lang-slot]')) : []);
  }, [ready, host]);
  if (view.state !== 'ready') return null;
  return (
    <>
      {slots.map((slot, index) =>
        createPortal(
          <SlotContent file={view.file} slot={slot.getAttribute('data-lang-slot') ?? ''} code={slot.hasAttribute('data-lang-code')} />,
          slot,
          String(index),
        ),
      )}
    </>
  );
}
