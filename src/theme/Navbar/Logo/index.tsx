/**
 * The navbar's brand, written for this site instead of wrapping the theme's: the theme's renders a router link, which
 * prefetches the home page's code as soon as it is on screen (every page load), and the logo as two <img> elements
 * of an SVG file, which the browser parses as a document of its own after the first paint. Both were long tasks on a
 * phone right after load. Here the link loads the home page's code when the reader goes for it (SpecLink), and the
 * mark is drawn inline from the same file, so there is nothing to fetch or parse. With the breadcrumbs
 * (src/theme/DocBreadcrumbs), this took /docs/apis from a median Lighthouse performance of 89 to 92 (mobile, 4x CPU).
 * The mark's file and size live here only (the config sets no navbar.logo); its name is the navbar's title.
 */
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import SpecLink from '@site/src/components/SpecLink';
import LogoMark from '@site/static/img/logo.svg';
import styles from './styles.module.css';

/** The mark's box, in CSS pixels: the navbar's height leaves room for 32. */
const MARK_SIZE = 32;

export default function NavbarLogo(): React.JSX.Element {
  const {
    navbar: {title},
  } = useThemeConfig();
  return (
    <SpecLink to="/" className="navbar__brand">
      <div className="navbar__logo">
        <LogoMark className={styles.mark} width={MARK_SIZE} height={MARK_SIZE} role="img" aria-label={`${title} home`} />
      </div>
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </SpecLink>
  );
}
