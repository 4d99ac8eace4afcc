import React, {useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownPath} from '@site/shared/markdownPath';
import styles from './styles.module.css';

/**
 * "Copy page as Markdown" on every docs page: puts the page's Markdown (its address plus `.md`, written by
 * plugins/markdown-export) on the clipboard, for pasting into an AI assistant or a note. What it does on a press is
 * loaded on that press (./copyPage.ts), so a page pays only for the button.
 */
export default function CopyPageButton(): React.JSX.Element {
  const {permalink} = useDoc().metadata;
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const {copyPageMarkdown} = await import('./copyPage');
      await copyPageMarkdown(markdownPath(permalink));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.button} onClick={onClick} aria-busy={busy} disabled={busy} data-copy-page="">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      Copy page as Markdown
    </button>
  );
}
