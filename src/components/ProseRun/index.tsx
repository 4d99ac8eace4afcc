/**
 * A run of a page's plain Markdown (headings, paragraphs, lists, tables, and the site's components that render plain
 * HTML), grouped by plugins/static-islands/proseRuns.ts in production builds. On a first visit React keeps the run's
 * server HTML as one element, instead of hydrating a node for every paragraph, link and word of code, and walking them
 * all again in the render that follows hydration. A run that is not in the document (a page reached by a link inside the site) renders its
 * Markdown; a run kept on a first visit is kept again on the way back.
 *
 * Kept HTML has no React behind it, so the run gives it what the page's own elements would have: its links navigate
 * inside the app, and a table wider than its box takes focus, so that the keyboard can scroll it (as ScrollableTable).
 *
 * The element makes no box of its own (`display: contents`, src/css/custom.css), so the run's blocks lay out as the
 * page's own.
 */
import React, {useEffect, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {watchTableScrolls} from '@site/src/components/ScrollableTable';
import {SERVER_HTML_ATTRIBUTE, useKeptHtml, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {useKeptLinks} from '@site/src/components/StaticIsland/keptLinks';

/** The attribute that marks a run, for the styles that let its blocks lay out as the page's own. */
export const PROSE_RUN_ATTRIBUTE = 'data-prose-run';

export default function ProseRun({id, children}: {id: string; children?: ReactNode}): React.JSX.Element {
  // Only the hydrating render takes the HTML found in the document. A run's key names its place in the page, not its
  // content, so a run re-created later (the dev server's hot reload of an edited page) must not take the old HTML
  // still on the page: it renders its Markdown, or the HTML it kept when it left.
  const hydrating = !useIsBrowser();
  const html = useServerHtml(id, hydrating);
  const keptLinks = useKeptLinks();
  // Kept HTML leaves with the page: coming back, the run shows it again. (Rendering the Markdown instead would need
  // the data of the tables and code in it, which a first visit never loaded.)
  const element = useKeptHtml<HTMLDivElement>(id, html !== undefined);
  useEffect(() => {
    if (html === undefined || !element.current) return undefined;
    const stops = Array.from(element.current.querySelectorAll('table')).map((table) =>
      watchTableScrolls(table, (scrolls) => (scrolls ? table.setAttribute('tabindex', '0') : table.removeAttribute('tabindex'))),
    );
    return () => stops.forEach((stop) => stop());
  }, [element, html]);
  const marks = {[SERVER_HTML_ATTRIBUTE]: id, [PROSE_RUN_ATTRIBUTE]: ''};
  if (html === undefined) return <div {...marks}>{children}</div>;
  return <div {...marks} ref={element} {...keptLinks} dangerouslySetInnerHTML={{__html: html}} />;
}
