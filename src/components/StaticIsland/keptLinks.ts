/**
 * The links of HTML that React keeps as the server rendered it (a static island, a run of prose): they have no React
 * handler of their own, so the element that holds them follows and preloads them as the site's links do.
 */
import type React from 'react';
import {useHistory} from '@docusaurus/router';
import {isSpecialClick} from '@site/src/components/SpecLink';

/** The link to a page of this site that an event in kept HTML happened on, with its address; null for anything else. */
function siteLinkUnder(event: React.SyntheticEvent<HTMLDivElement>): {link: HTMLAnchorElement; url: URL} | null {
  const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || !event.currentTarget.contains(link)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? {link, url} : null;
}

/**
 * A plain click on a kept link to a page of this site navigates inside the app, as SpecLink does; anything else is
 * left to the browser.
 */
function useFollowLinks(): (event: React.MouseEvent<HTMLDivElement>) => void {
  const history = useHistory();
  return (event) => {
    if (isSpecialClick(event)) return;
    const target = siteLinkUnder(event);
    if (!target || target.link.target || target.link.hasAttribute('download')) return;
    event.preventDefault();
    history.push(target.url.pathname + target.url.search + target.url.hash);
  };
}

/**
 * Kept links load their page's code when the reader points at one, focuses it or touches it, as SpecLink does
 * (Docusaurus's preload does nothing for a page it has already loaded).
 */
function preloadLinkUnder(event: React.SyntheticEvent<HTMLDivElement>): void {
  const target = siteLinkUnder(event);
  if (target) window.docusaurus?.preload(target.url.pathname);
}

/** The handlers to spread on the element that holds kept HTML: its links then behave as the site's links. */
export function useKeptLinks() {
  return {onClick: useFollowLinks(), onMouseOver: preloadLinkUnder, onFocus: preloadLinkUnder, onTouchStart: preloadLinkUnder};
}
