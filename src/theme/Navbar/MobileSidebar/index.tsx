// Imports from theme-common's internal entry: building the drawer late needs to know whether it is open or may be
// rendered at all, and useNavbarMobileSidebar is the only way to read that; no public hook exposes it.
import React, {startTransition, useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useSpeedMechanism} from '@site/src/hooks/useSpeedMechanism';
import {useDrawerIntent} from './drawerIntent';

/** Runs `task` when the browser has nothing else to do (soon after, where idle callbacks do not exist). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: 3000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The phone's navigation drawer (every navbar item and the docs sidebar, a few hundred elements) is built once the
 * browser is idle after hydration, as an interruptible transition, instead of in the same task as hydration. It is
 * built at once if the reader opens it first. Until then it is closed and empty, as it is in the server's HTML. A build
 * that leaves this mechanism out (`drawer-deferral`) builds it with the page, as the theme does.
 */
export default function MobileSidebarWrapper(): React.JSX.Element | null {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const deferred = useSpeedMechanism('drawer-deferral');
  const [ready, setReady] = useState(!deferred);
  useDrawerIntent(shown);
  useEffect(() => {
    if (ready || !shouldRender) return undefined;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [ready, shouldRender]);
  return ready || shown ? <MobileSidebar /> : null;
}
