/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Wraps the live code block's Playground so that react-live and the sandbox store cost nothing until they are
 * needed. The server-rendered page (and the page before the example is reached) shows the example's code as an
 * ordinary highlighted code block; when the block scrolls near the viewport, or the reader clicks or focuses it,
 * the real editor, preview and sandbox load as a separate chunk and take its place.
 */
import React, {Component, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
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

/** The live example itself, once its code is there (it waits under the Playground's Suspense). */
function LiveExample(props: Props): React.JSX.Element {
  const {default: SandboxPlayground} = use(loadSandboxPlayground());
  return <SandboxPlayground {...props} />;
}

/**
 * Catches a live example that cannot start (its code or the simulated store's rules failed to download, or it threw
 * while starting), so that the page keeps the example's code and says why, instead of the page's error screen.
 */
class StartFailure extends Component<{onFailure: (error: Error) => void; children: ReactNode}, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  componentDidCatch(error: Error): void {
    this.props.onFailure(error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** How far below the viewport a live example starts loading, so it is ready when the reader gets there. */
const PRELOAD_MARGIN = '300px 0px';

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
  const [active, setActive] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const holder = useRef<HTMLDivElement>(null);
  const activate = useCallback(() => setActive(true), []);
  const fail = useCallback((error: Error) => {
    setFailure(`The live example could not start: ${error.message}`);
    setActive(false);
  }, []);
  const retry = useCallback(() => {
    setFailure(undefined);
    setAttempt((value) => value + 1);
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
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, failure]);

  // One element that stays put while its content changes from the static code to the live example.
  return (
    <div ref={holder} className={styles.holder} data-live-example={active ? 'live' : 'static'} onFocusCapture={active || failure ? undefined : activate}>
      {active ? (
        <StartFailure key={attempt} onFailure={fail}>
          <Suspense fallback={<StaticPlayground code={code} language={language} tokens={tokens} island={island} onActivate={activate} loading />}>
            <LiveExample {...props} />
          </Suspense>
        </StartFailure>
      ) : (
        <StaticPlayground
          code={code}
          language={language}
          tokens={tokens}
          island={island}
          onActivate={failure ? retry : activate}
          loading={false}
          failure={failure}
        />
      )}
    </div>
  );
}
