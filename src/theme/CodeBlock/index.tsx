// Ejected, not wrapped: the classic CodeBlock re-mounts every code block right after hydration (a `key` that flips
// when the browser takes over), so that colours computed in JavaScript for the reader's colour mode replace the
// server's. Here all code colours come from CSS (plugins/code-highlight), so each block is rendered once; on pages
// with dozens of examples that halves the work of becoming interactive. It also takes over the live-codeblock
// theme's enhancer (live blocks go to @theme/LiveCodeBlock, as there).
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string when it is only text (so it can be copied); React elements are kept as they are. */
export function codeOf(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props & {live?: boolean}): React.JSX.Element {
  const code = codeOf(children);
  if (props.live && (code === undefined || typeof code === 'string')) {
    return <LiveCodeBlock {...props}>{code as string}</LiveCodeBlock>;
  }
  return typeof code === 'string' ? <StringContent {...props}>{code}</StringContent> : <ElementContent {...props}>{code}</ElementContent>;
}
