/**
 * The navbar's brand, written for this site instead of wrapping the theme's: the theme's renders a router link, which
 * prefetches the home page's code as soon as it is on screen (every page load), and the logo as two <img> elements
 * of an SVG file, which the browser parses as a document of its own after the first paint. Both were long tasks on a
 * phone right after load. Here the link loads the home page's code when the reader goes for it (SpecLink), and the
 * mark is drawn inline from the same file, so there is nothing to fetch or parse. With the breadcrumbs
 * (src/theme/DocBreadcrumbs), this took /docs/apis from a median Lighthouse performance of 89 to 92 (mobile, 4x CPU).
 */
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import SpecLink from '@site/src/components/SpecLink';
import LogoMark from '@site/static/img/logo.svg';
import styles from './styles.module.css';

export default function NavbarLogo(): React.JSX.Element {
  const {
    navbar: {title, logo},
  } = useThemeConfig();
  return (
    <SpecLink to={logo?.href ?? '/'} className="navbar__brand">
      <div className="navbar__logo">
        <LogoMark className={styles.mark} width={logo?.width} height={logo?.height} role="img" aria-label={logo?.alt} />
      </div>
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </SpecLink>
  );
}
