import React from 'react';
import clsx from 'clsx';
import {useCopy} from './useCopy';
import styles from './styles.module.css';

interface Props {
  /** The text put on the clipboard, or a function that reads it when the button is pressed. */
  text: string | (() => string);
  /** What is being copied, for screen readers: "Copy install command". */
  label?: string;
  className?: string;
}

/** A small "Copy" button that says "Copied!" for two seconds after a successful copy. */
export default function CopyButton({text, label = 'Copy to clipboard', className}: Props): React.JSX.Element {
  const {copied, copy} = useCopy(text);
  return (
    <button
      type="button"
      className={clsx(styles.button, copied && styles.copied, className)}
      aria-label={copied ? 'Copied!' : label}
      title={label}
      onClick={copy}>
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  );
}
