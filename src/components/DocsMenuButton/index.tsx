// Imports from theme-common's internal entry: the docs "Menu" button opens the same drawer as the navbar's toggle,
// and useNavbarMobileSidebar is the only way to reach that drawer's state; no public hook exposes it.
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {OPENS_DRAWER_ATTRIBUTE} from '@site/src/theme/Navbar/MobileSidebar/drawerIntent';
import styles from './styles.module.css';

/** Past this many pixels of scrolling, the button takes its "scrolled" style. */
export const SCROLLED_THRESHOLD_PX = 500;

export function isScrolledPast(scrollY: number): boolean {
  return scrollY > SCROLLED_THRESHOLD_PX;
}

/**
 * On small screens the docs sidebar is out of view; this "Menu" button opens it as a drawer over an overlay that
 * closes it again (the theme's mobile sidebar, which shows the docs sidebar on docs pages).
 */
export default function DocsMenuButton(): React.JSX.Element | null {
  const mobileSidebar = useNavbarMobileSidebar();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY));
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (mobileSidebar.disabled) return null;
  return (
    <button
      type="button"
      className={clsx(styles.menuButton, scrolled && styles.scrolled)}
      data-scrolled={scrolled ? 'true' : 'false'}
      aria-expanded={mobileSidebar.shown}
      {...{[OPENS_DRAWER_ATTRIBUTE]: ''}}
      onClick={mobileSidebar.toggle}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      Menu
    </button>
  );
}
