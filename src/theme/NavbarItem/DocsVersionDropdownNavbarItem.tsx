import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * The navbar's version menu shows on wide screens only (a phone has the one in its navigation drawer, `mobile`): a
 * phone keeps its server HTML unbuilt.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.JSX.Element {
  if (props.mobile) return <DocsVersionDropdownNavbarItem {...props} />;
  return (
    <DesktopOnly name="navbar-docs-versions">
      <DocsVersionDropdownNavbarItem {...props} />
    </DesktopOnly>
  );
}
