// Replaced rather than wrapped: the specified button reads "Copied!" for two seconds, while the original shows an
// icon for one second; a wrapper cannot change either.
import React from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import CopyButton from '@site/src/components/CopyButton';

export default function CodeBlockCopyButton({className}: {className?: string}): React.JSX.Element {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  return (
    <CopyButton text={code} label="Copy code to clipboard" className={clsx(className, "openiap-code-copy")} />
  );
}
