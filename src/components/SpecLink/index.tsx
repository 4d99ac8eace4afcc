import React from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** True for a click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
export function isSpecialClick(event: Pick<React.MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link from a reference table (a type name, an error code, "Reference") to another page of the site.
 *
 * The theme's <Link> gives each link a router link and an IntersectionObserver that prefetches the target when the
 * link scrolls into view. The Types and APIs pages hold some 270 such links each, and setting all of them up made
 * those pages the slowest to become interactive. This is a plain <a>, checked by the build's broken-link check like
 * any other, that navigates inside the app on a plain click and leaves every other click to the browser. The spec
 * model writes site paths (`/docs/api/products#ProductIOS`); like the theme's links, it puts the site's base URL in
 * front, so the links hold when the site is served under a path.
 */
export default function SpecLink({to, className, children}: {to: string; className?: string; children: React.ReactNode}): React.JSX.Element {
  const history = useHistory();
  const href = useBaseUrl(to);
  useBrokenLinks().collectLink(href);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- the plain link is the point: see above
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (isSpecialClick(event)) return;
        event.preventDefault();
        history.push(href);
      }}>
      {children}
    </a>
  );
}
