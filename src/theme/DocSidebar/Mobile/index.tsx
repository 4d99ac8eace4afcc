import React from 'react';
import Mobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useDrawerWanted} from '@site/src/theme/Navbar/MobileSidebar/drawerIntent';
import {useSpeedMechanism} from '@site/src/hooks/useSpeedMechanism';

type Props = WrapperProps<typeof MobileType>;

/**
 * On a phone the docs sidebar lives in the navigation drawer. It joins the drawer once the reader starts to open it,
 * not while the page hydrates (see drawerIntent): until then the drawer is closed and nothing of it is seen. A build
 * that leaves this mechanism out (`drawer-deferral`) registers it at once, as the theme does.
 */
export default function DocSidebarMobileWrapper(props: Props): React.JSX.Element | null {
  const deferred = useSpeedMechanism('drawer-deferral');
  const wanted = useDrawerWanted();
  return !deferred || wanted ? <Mobile {...props} /> : null;
}
