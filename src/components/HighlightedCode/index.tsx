/**
 * A code block coloured at build time. plugins/code-highlight runs Prism in Node and hands each block its tokens in
 * a compact text form; this component turns them into token spans whose colours come from a style sheet, so no page
 * loads Prism and a block looks right in both colour modes from the first paint.
 *
 * While React hydrates the server's HTML, and if a parent re-creates a block right after, the code's lines are
 * kept as the server rendered them (useServerHtml, keyed by the block's content): a page's examples are thousands of
 * token spans that never change, and React need not adopt or re-create them one by one.
 */
import React, {useMemo} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import CopyButton from '@site/src/components/CopyButton';
import {SERVER_HTML_ATTRIBUTE, textDigest, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {decodeLines} from './tokens';
import {useCodeWordWrap} from './useCodeWordWrap';
import styles from './styles.module.css';

export interface HighlightedCodeProps {
  /** The code, exactly as it is copied. */
  code: string;
  /** The Prism language name: `ts`, `kotlin`, `xml`... */
  language?: string;
  title?: string;
  /** The build-time tokens (shared/codeTokens.ts); without them the code is shown plain. */
  tokens?: string;
  className?: string;
}

function Lines({code, tokens}: {code: string; tokens?: string}) {
  const {lines} = useMemo(() => decodeLines(code, tokens), [code, tokens]);
  return lines.map((line, index) => (
    <span key={index} className="token-line">
      {line.map((token, position) =>
        token.empty ? null : (
          <span key={position} className={clsx('token', ...token.types)}>
            {token.content}
          </span>
        ),
      )}
      {index < lines.length - 1 ? '\n' : null}
    </span>
  ));
}

/** How many lines the block shows, as Lines renders them: one per line break, and one for the last line. */
export function lineCount(code: string): number {
  return code.split('\n').length;
}

export default function HighlightedCode({code, language = 'text', title, tokens, className}: HighlightedCodeProps): React.JSX.Element {
  const serverId = `code-${textDigest(`${language}
${tokens ?? ''}
${code}`)}`;
  const serverHtml = useServerHtml(serverId);
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle} = useCodeWordWrap();
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, `language-${language}`, styles.block, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          ref={codeBlockRef}
          // A wide block scrolls sideways: the keyboard must be able to reach it.
          tabIndex={0}
          style={{'--openiap-code-lines': lineCount(code)} as React.CSSProperties}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code
            {...{[SERVER_HTML_ATTRIBUTE]: serverId}}
            className={styles.lines}
            dangerouslySetInnerHTML={serverHtml === undefined ? undefined : {__html: serverHtml}}>
            {serverHtml === undefined ? <Lines code={code} tokens={tokens} /> : undefined}
          </code>
        </pre>
        <div className={styles.buttons}>
          {isCodeScrollable && (
            <button type="button" className={styles.wrap} onClick={toggle} aria-pressed={isEnabled} title="Toggle word wrap" aria-label="Toggle word wrap">
              Wrap
            </button>
          )}
          <CopyButton text={code} label="Copy code to clipboard" className="openiap-code-copy" />
        </div>
      </div>
    </div>
  );
}
