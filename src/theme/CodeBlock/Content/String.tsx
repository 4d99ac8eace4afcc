import React from 'react';
import OriginalString from '@theme-original/CodeBlock/Content/String';
import type StringType from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';
import {CodeTokensContext} from './tokens';

type Props = WrapperProps<typeof StringType>;

/** Hands the block's build-time tokens down to CodeBlock/Content, past the theme's layout components. */
export default function StringWrapper({tokens, ...props}: Props): React.JSX.Element {
  return (
    <CodeTokensContext.Provider value={tokens}>
      <OriginalString {...props} />
    </CodeTokensContext.Provider>
  );
}
