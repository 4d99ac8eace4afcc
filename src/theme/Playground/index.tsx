/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Wraps the live code block's Playground so that react-live and the sandbox store cost nothing until they are
 * needed. The server-rendered page (and the page before the example is reached) shows the example's code as an
 * ordinary highlighted code block; when the block scrolls near the viewport, or the reader clicks or focuses it,
 * the real editor, preview and sandbox load as a separate chunk and take its place.
 */
import React, {useCallback, useContext, useEffect, useRef, useState} from 'react';
import type {SandboxConstants} from '@site/shared/sandboxConstants';
import {SandboxConfigContext} from '@site/src/components/SandboxProvider/context';
import type {Props} from '@theme/Playground';
import HighlightedCode from '@site/src/components/HighlightedCode';
import {languageOf} from '@site/src/components/HighlightedCode/language';
import styles from './styles.module.css';

/** The live example's code, downloaded once for the page's examples; a failed download is tried again when asked. */
let sandboxPlayground: Promise<typeof import('@site/src/components/SandboxPlayground')> | undefined;
function loadSandboxPlayground() {
  sandboxPlayground ??= import('@site/src/components/SandboxPlayground').catch((error: unknown) => {
    sandboxPlayground = undefined;
    throw error;
  });
  return sandboxPlayground;
}

/** How far below the viewport a live example starts loading, so it is ready when the reader gets there. */
const PRELOAD_MARGIN = '300px 0px';

/** The live example, with the simulated store's rules, once both have arrived. */
type Live = {Sandbox: typeof import('@site/src/components/SandboxPlayground').default; constants?: SandboxConstants};

function StaticPlayground({
  code,
  language,
  tokens,
  island,
  onActivate,
  loading,
  failure,
}: {
  code: string;
  language: string;
  tokens?: string;
  island?: string;
  onActivate: () => void;
  loading: boolean;
  failure?: string;
}) {
  // The code stays a normal code block until the live editor arrives: readable, copyable, indexable.
  return (
    <div className={styles.static}>
      <div className={styles.bar}>
        <span className={styles.label}>Live example</span>
        <button type="button" className={styles.run} onClick={onActivate} disabled={loading}>
          {loading ? 'Loading the sandbox…' : failure ? 'Try again' : 'Run this example'}
        </button>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <HighlightedCode code={code} language={language} tokens={tokens} island={island} />
    </div>
  );
}

export default function Playground(props: Props): React.JSX.Element {
  const config = useContext(SandboxConfigContext);
  const [active, setActive] = useState(false);
  const [live, setLive] = useState<Live>();
  const [failure, setFailure] = useState<string>();
  const holder = useRef<HTMLDivElement>(null);
  const activate = useCallback(() => {
    setFailure(undefined);
    setActive(true);
  }, []);
  const code = (props.children ?? '').replace(/\n$/, '');
  // A live block without a language is JSX, the language of react-live.
  const language = languageOf((props as {className?: unknown}).className) ?? 'jsx';
  // Build-time syntax tokens of the code (plugins/code-highlight), for the static view.
  const {tokens, island} = props as {tokens?: string; island?: string};

  useEffect(() => {
    // After a failure the reader chooses when to try again.
    if (active || failure) return undefined;
    const node = holder.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) activate();
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, failure, activate]);

  // The example's code and the rules of its docs version download together; a failure keeps the static view, says
  // why, and leaves the next try to the reader.
  useEffect(() => {
    if (!active || live) return undefined;
    let current = true;
    Promise.all([loadSandboxPlayground(), config?.constants()]).then(
      ([{default: Sandbox}, constants]) => current && setLive({Sandbox, constants}),
      (error: Error) => {
        if (!current) return;
        setFailure(`The live example could not start: ${error.message}`);
        setActive(false);
      },
    );
    return () => {
      current = false;
    };
  }, [active, live, config]);

  // One element that stays put while its content changes from the static code to the live example.
  return (
    <div ref={holder} className={styles.holder} data-live-example={live ? 'live' : 'static'} onFocusCapture={active || failure ? undefined : activate}>
      {live ? (
        <live.Sandbox {...props} constants={live.constants} />
      ) : (
        <StaticPlayground code={code} language={language} tokens={tokens} island={island} onActivate={activate} loading={active} failure={failure} />
      )}
    </div>
  );
}
