import React from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarCurrentPath} from '@site/src/components/SidebarCurrentPath';

type Props = WrapperProps<typeof DocSidebarType>;

/** The sidebar marks the page a SidebarCurrentPath names as current, on wide screens and in the phone's drawer alike. */
export default function DocSidebarWrapper(props: Props): React.JSX.Element {
  const path = useSidebarCurrentPath();
  return <DocSidebar {...props} path={path ?? props.path} />;
}
