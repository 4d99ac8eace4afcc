/**
 * A code block coloured at build time. plugins/code-highlight runs Prism in Node and hands each block its tokens in
 * a compact text form; this component turns them into token spans whose colours come from a style sheet, so no page
 * loads Prism and a block looks right in both colour modes from the first paint.
 *
 * While React hydrates the server's HTML, and if a parent re-creates a block right after, the code's lines are
 * kept as the server rendered them (useServerHtml, keyed by the block's content): a page's examples are thousands of
 * token spans that never change, and React need not adopt or re-create them one by one.
 *
 * With the speed plugins, a fenced block's tokens are not in the page's JavaScript but in its static-island data
 * (plugins/static-islands), and the block gets their key: a first visit keeps the server's lines, a page reached by a
 * link loads the data first, and a block that leaves the page keeps its lines for the way back.
 */
import React, {useMemo} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import CopyButton from '@site/src/components/CopyButton';
import {SERVER_HTML_ATTRIBUTE, textDigest, useKeptHtml, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {loadedIslandData} from '@site/src/components/StaticIsland/islandData';
import {decodeLines} from './tokens';
import {useCodeWordWrap} from './useCodeWordWrap';
import styles from './styles.module.css';

export interface HighlightedCodeProps {
  /**
   * The code, exactly as it is copied. With an island key it may be left out (an operation's example, which the
   * static-islands plugin moves into the island): the block then shows the server's lines, copies them from the page,
   * and takes the code from the island's data when it has to draw the lines itself.
   */
  code?: string;
  /** The Prism language name: `ts`, `kotlin`, `xml`... */
  language?: string;
  title?: string;
  /** The build-time tokens (shared/codeTokens.ts); without them the code is shown plain. */
  tokens?: string;
  /** The key of the static island that holds the tokens instead (plugins/static-islands). */
  island?: string;
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

/** How many lines the server drew, from its HTML: one `token-line` per line, as Lines renders them. */
function serverLineCount(html: string): number {
  return html.split('class="token-line"').length - 1;
}

/** The block's code: its own, or its island's once the page's data is loaded. */
function codeOf(code: string | undefined, island: string | undefined): string | undefined {
  if (code !== undefined || island === undefined) return code;
  const data = loadedIslandData(island);
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** The block's tokens: its own, or those of its island once the page's data is loaded. */
function tokensOf(tokens: string | undefined, island: string | undefined): string | undefined {
  if (tokens !== undefined || island === undefined) return tokens;
  const data = loadedIslandData(island);
  return typeof data?.tokens === 'string' ? data.tokens : undefined;
}

export default function HighlightedCode({
  code: ownCode,
  language = 'text',
  title,
  tokens: ownTokens,
  island,
  className,
}: HighlightedCodeProps): React.JSX.Element {
  const tokens = tokensOf(ownTokens, island);
  const code = codeOf(ownCode, island);
  // An island's key names its block on both sides; the browser may not have its tokens to digest.
  const serverId =
    island === undefined
      ? `code-${textDigest(`${language}
${tokens ?? ''}
${code}`)}`
      : `code-${island}`;
  const serverHtml = useServerHtml(serverId);
  const linesRef = useKeptHtml<HTMLElement>(serverId, island !== undefined);
  if (code === undefined && serverHtml === undefined) {
    throw new Error(`Code block ${island} has neither HTML nor code: was the page's island data file removed?`);
  }
  // Without its code, the block copies the lines the server drew, which are that code.
  const copied = code ?? (() => linesRef.current?.textContent ?? '');
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle} = useCodeWordWrap();
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, `language-${language}`, styles.block, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          ref={codeBlockRef}
          // A wide block scrolls sideways: the keyboard must be able to reach it.
          tabIndex={0}
          style={{'--openiap-code-lines': code === undefined ? serverLineCount(serverHtml!) : lineCount(code)} as React.CSSProperties}
          className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <code
            ref={linesRef}
            {...{[SERVER_HTML_ATTRIBUTE]: serverId}}
            data-island={island}
            className={styles.lines}
            dangerouslySetInnerHTML={serverHtml === undefined ? undefined : {__html: serverHtml}}>
            {serverHtml === undefined ? <Lines code={code!} tokens={tokens} /> : undefined}
          </code>
        </pre>
        <div className={styles.buttons}>
          {isCodeScrollable && (
            <button type="button" className={styles.wrap} onClick={toggle} aria-pressed={isEnabled} title="Toggle word wrap" aria-label="Toggle word wrap">
              Wrap
            </button>
          )}
          <CopyButton text={copied} label="Copy code to clipboard" className="openiap-code-copy" />
        </div>
      </div>
    </div>
  );
}
