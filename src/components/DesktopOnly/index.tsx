import React, {useRef} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {SERVER_HTML_ATTRIBUTE, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import styles from './styles.module.css';

/**
 * A part of a docs page that only a wide screen shows: the sidebar, the table of contents beside the article. The
 * server cannot know the screen, so it renders the part; hydration then keeps that HTML as it is instead of building
 * a component for each of its links, and the part becomes live once the browser is known. That is the moment the
 * theme removes it on a phone, so a phone never builds it: before, it was hydrated there only to be removed, in the
 * long task right after load. On a wide screen it is built then, out of identical markup, so nothing moves.
 * Without server HTML (`npm start`, a page reached by a link) it renders as it is.
 */
export default function DesktopOnly({name, children}: {name: string; children: React.ReactNode}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const element = useRef<HTMLDivElement>(null);
  const serverHtml = useServerHtml(name, !isBrowser, element);
  const mark = {[SERVER_HTML_ATTRIBUTE]: name};
  if (!isBrowser && serverHtml !== undefined) {
    return <div {...mark} ref={element} className={styles.box} suppressHydrationWarning dangerouslySetInnerHTML={{__html: serverHtml}} />;
  }
  return (
    <div {...mark} className={styles.box}>
      {children}
    </div>
  );
}
