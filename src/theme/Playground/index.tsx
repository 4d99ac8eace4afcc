/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Wraps the live code block's Playground so that react-live and the sandbox store cost nothing until they are
 * needed. The server-rendered page (and the page before the example is reached) shows the example's code as an
 * ordinary highlighted code block; when the block scrolls near the viewport, or the reader clicks or focuses it,
 * the real editor, preview and sandbox load as a separate chunk and take its place.
 */
import React, {Suspense, lazy, useCallback, useEffect, useRef, useState} from 'react';
import type {Props} from '@theme/Playground';
import HighlightedCode from '@site/src/components/HighlightedCode';
import {languageOf} from '@site/src/components/HighlightedCode/language';
import styles from './styles.module.css';

const SandboxPlayground = lazy(() => import('@site/src/components/SandboxPlayground'));

/** How far below the viewport a live example starts loading, so it is ready when the reader gets there. */
const PRELOAD_MARGIN = '300px 0px';

function StaticPlayground({
  code,
  language,
  tokens,
  island,
  onActivate,
  loading,
}: {
  code: string;
  language: string;
  tokens?: string;
  island?: string;
  onActivate: () => void;
  loading: boolean;
}) {
  // The code stays a normal code block until the live editor arrives: readable, copyable, indexable.
  return (
    <div className={styles.static}>
      <div className={styles.bar}>
        <span className={styles.label}>Live example</span>
        <button type="button" className={styles.run} onClick={onActivate} disabled={loading}>
          {loading ? 'Loading the sandbox…' : 'Run this example'}
        </button>
      </div>
      <HighlightedCode code={code} language={language} tokens={tokens} island={island} />
    </div>
  );
}

export default function Playground(props: Props): React.JSX.Element {
  const [active, setActive] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const activate = useCallback(() => setActive(true), []);
  const code = (props.children ?? '').replace(/\n$/, '');
  // A live block without a language is JSX, the language of react-live.
  const language = languageOf((props as {className?: unknown}).className) ?? 'jsx';
  // Build-time syntax tokens of the code (plugins/code-highlight), for the static view.
  const {tokens, island} = props as {tokens?: string; island?: string};

  useEffect(() => {
    if (active) return undefined;
    const node = holder.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);

  // One element that stays put while its content changes from the static code to the live example.
  return (
    <div ref={holder} className={styles.holder} data-live-example={active ? 'live' : 'static'} onFocusCapture={active ? undefined : activate}>
      {active ? (
        <Suspense fallback={<StaticPlayground code={code} language={language} tokens={tokens} island={island} onActivate={activate} loading />}>
          <SandboxPlayground {...props} />
        </Suspense>
      ) : (
        <StaticPlayground code={code} language={language} tokens={tokens} island={island} onActivate={activate} loading={false} />
      )}
    </div>
  );
}
