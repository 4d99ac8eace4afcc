// Ejected, not wrapped: the theme's CodeBlock/Content imports prism-react-renderer's <Highlight> to colour code in
// the browser, and a wrapper would still pull that import (and Prism) into every page. This version renders the
// tokens computed at build time (plugins/code-highlight) with the theme's own <Line>; the markup is the theme's.
// Hydration keeps the server's lines as they are (useServerHtml): a page's code is thousands of token spans.
import React, {useContext, useMemo} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {SERVER_HTML_ATTRIBUTE, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {CodeTokensContext, decodeLines, type Token} from './tokens';

function getLineProps({className}: {line: Token[]; className?: string}) {
  return {className: clsx('token-line', className)};
}

function getTokenProps({token}: {token: Token}) {
  return {className: clsx('token', ...token.types), children: token.content};
}

export default function CodeBlockContent({className}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const encoded = useContext(CodeTokensContext);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const server = useServerHtml();
  const lines = useMemo(() => (server.html === undefined ? decodeLines(code, encoded).lines : []), [server.html, code, encoded]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // The container's CSS variables carry the colour mode's plain colours, as <Highlight> set them inline.
      style={{color: 'var(--prism-color)', backgroundColor: 'var(--prism-background-color)'}}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        {...{[SERVER_HTML_ATTRIBUTE]: server.id}}
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        dangerouslySetInnerHTML={server.html === undefined ? undefined : {__html: server.html}}>
        {server.html === undefined
          ? lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps as never}
                getTokenProps={getTokenProps as never}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))
          : undefined}
      </code>
    </pre>
  );
}
