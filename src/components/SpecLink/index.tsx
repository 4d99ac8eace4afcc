import React from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** True for a click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export function isSpecialClick(event: Pick<React.MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The route part of a site link: what the app's route loader matches, without the query and the fragment. */
export function routePath(href: string): string {
  return href.replace(/[?#].*$/, '');
}

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A link to another page of the site that costs nothing until the reader goes for it: a reference table's type name
 * or error code, a symbol's "Page", or a link in a page's prose.
 *
 * The theme's <Link> gives each link a router link and an IntersectionObserver that prefetches the target's code as
 * soon as the link scrolls into view. Each such prefetch adds some twenty <link rel=prefetch> elements on a docs page
 * (one per route chunk of every route level above the target), which right after the page loads is the longest piece
 * of main-thread work on a phone; the Types and APIs pages hold some 270 reference links each. This is a plain <a>,
 * checked by the build's broken-link check like any other, that loads the target's code on intent, navigates inside
 * the app on a plain click and leaves every other click to the browser. The spec model writes site paths
 * (`/docs/types/product-ios#field-display-name`); like the theme's links, it puts the site's base URL in front, so the links hold
 * when the site is served under a path.
 */
export default function SpecLink({to, children, onClick, ...anchor}: {to: string; children: React.ReactNode} & AnchorProps): React.JSX.Element {
  const history = useHistory();
  const href = useBaseUrl(to);
  useBrokenLinks().collectLink(href);
  // Loads the page's code once the reader shows an intent to follow the link, as the theme's links do on hover, so that
  // the click shows the page without waiting for it (Docusaurus's preload does nothing for a page it has loaded).
  const intent = () => window.docusaurus?.preload(routePath(href));
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- the plain link is the point: see above
    <a
      {...anchor}
      href={href}
      onMouseEnter={intent}
      onTouchStart={intent}
      onFocus={intent}
      onClick={(event) => {
        onClick?.(event);
        if (isSpecialClick(event)) return;
        event.preventDefault();
        history.push(href);
      }}>
      {children}
    </a>
  );
}
