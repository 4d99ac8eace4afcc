import React, {useRef, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useWindowSize} from '@docusaurus/theme-common';
import {SERVER_HTML_ATTRIBUTE, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {useSpeedMechanism} from '@site/src/hooks/useSpeedMechanism';
import styles from './styles.module.css';

/**
 * A part of a page that only a wide screen shows: the docs sidebar, the table of contents beside the article, the
 * navbar's version menu. The server cannot know the screen, so it renders the part; hydration then keeps that HTML as
 * it is instead of building a component for each of its links, and the part becomes live once the window is known to
 * be wide. A phone never builds it: the theme removes the sidebar and the table of contents there, and the navbar's
 * items stay in the page hidden by the theme's CSS, so before, each was built on a phone only to be removed or never
 * seen, in the long tasks right after load (the version menu matches the address against every page of the docs
 * version to link each release's same page). On a wide screen it is built then, out of identical markup, so nothing
 * moves; a window widened later builds it when it becomes wide, and it stays built if the window narrows again (the
 * theme hides or removes it then). Without server HTML (`npm start`, a page reached by
 * a link) it renders as it is, and so it does in a build that leaves this mechanism out (`desktop-only`).
 */
export default function DesktopOnly({name, children}: {name: string; children: React.ReactNode}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const deferred = useSpeedMechanism('desktop-only');
  const wide = useWindowSize() === 'desktop';
  const [built, setBuilt] = useState(false);
  if (wide && !built) setBuilt(true);
  const element = useRef<HTMLDivElement>(null);
  const serverHtml = useServerHtml(name, !isBrowser, element);
  const mark = {[SERVER_HTML_ATTRIBUTE]: name};
  if (deferred && !wide && !built && serverHtml !== undefined) {
    return <div {...mark} ref={element} className={styles.box} suppressHydrationWarning dangerouslySetInnerHTML={{__html: serverHtml}} />;
  }
  return (
    <div {...mark} className={styles.box}>
      {children}
    </div>
  );
}
