/**
 * Wraps the code block: a block of text is shown by <HighlightedCode>, with the colours computed at build time
 * (plugins/code-highlight), so no page loads Prism or the theme's browser-side highlighter. Live examples go to the
 * live-codeblock theme's <LiveCodeBlock> as before. Anything else (a block whose children are React elements, which
 * no page writes today) falls back to the theme's own code block, loaded only then.
 */
import React, {Suspense, isValidElement, lazy, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import HighlightedCode from '@site/src/components/HighlightedCode';
import {languageOf} from '@site/src/components/HighlightedCode/language';
import {isFragmentMeta} from '@site/shared/codeFragment';
import styles from './styles.module.css';

const ThemeCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

/** The code as one string when it is only text; undefined when it holds React elements. */
export function codeOf(children: ReactNode): string | undefined {
  if (children === undefined || children === null) return '';
  const parts = React.Children.toArray(children);
  if (parts.some((child) => isValidElement(child))) return undefined;
  return parts.join('');
}

export default function CodeBlock(props: Props & {live?: boolean}): React.JSX.Element {
  const code = codeOf(props.children);
  if (props.live && code !== undefined) return <LiveCodeBlock {...props}>{code}</LiveCodeBlock>;
  if (code === undefined) {
    return (
      <Suspense fallback={null}>
        <ThemeCodeBlock {...props} />
      </Suspense>
    );
  }
  const block = (
    <HighlightedCode
      // Fenced code ends with the newline before its closing fence; the reader copies the code without it. A block
      // whose text the static-islands plugin moved to its island has none here.
      code={code === '' && props.island !== undefined ? undefined : code.replace(/\n$/, '')}
      language={props.language ?? languageOf(props.className)}
      title={typeof props.title === 'string' ? props.title : undefined}
      tokens={props.tokens}
      island={props.island}
    />
  );
  if (!isFragmentMeta(props.metastring)) return block;
  return (
    <div>
      <div className={styles.fragment}>Fragment: not complete on its own</div>
      {block}
    </div>
  );
}
