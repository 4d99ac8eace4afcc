import React from 'react';
import SidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type SidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof SidebarDesktopType>;

/** The docs sidebar shows on wide screens only (a phone has the menu): a phone keeps its server HTML unbuilt. */
export default function SidebarDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <DesktopOnly name="docs-sidebar-desktop">
      <SidebarDesktop {...props} />
    </DesktopOnly>
  );
}
