import React from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type TOCDesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof TOCDesktopType>;

/** The table of contents beside the article shows on wide screens only: a phone keeps its server HTML unbuilt. */
export default function TOCDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnly name="docs-toc-desktop">
      <TOCDesktop {...props} />
    </DesktopOnly>
  );
}
