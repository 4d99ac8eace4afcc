// Ejected, not wrapped: the theme's component takes its word-wrap state from a hook that cannot be swapped from
// outside, and that hook was among the costliest work after hydration (see ./useCodeWordWrap.ts). Otherwise it is
// the theme's code, plus the build-time tokens handed down to CodeBlock/Content.
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {CodeTokensContext} from './tokens';
import {useCodeWordWrap} from './useCodeWordWrap';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString({tokens, ...props}: Props): React.JSX.Element {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </CodeTokensContext.Provider>
  );
}
