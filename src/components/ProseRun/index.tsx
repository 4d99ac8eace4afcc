/**
 * A run of a page's plain Markdown (headings, paragraphs, lists, tables, and the site's components that render plain
 * HTML), grouped by plugins/static-islands/proseRuns.ts in production builds. Its content is a static island: the
 * page's JavaScript holds only its key. On a first visit React keeps the run's server HTML as one element, instead of
 * hydrating a node for every paragraph, link and word of code, and walking them all again in the render that follows
 * hydration. A run that is not in the document (a page reached by a link inside the site) is drawn from its data by
 * ./view.tsx, which loads with the page's island data; a run kept on a first visit is kept again on the way back.
 *
 * Kept HTML has no React behind it, so the run gives it what the page's own elements would have: its links navigate
 * inside the app, and a table wider than its box takes focus, so that the keyboard can scroll it (as ScrollableTable).
 *
 * The element makes no box of its own (`display: contents`, src/css/custom.css), so the run's blocks lay out as the
 * page's own.
 */
import React, {useEffect, useRef} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {watchTableScrolls} from '@site/src/components/ScrollableTable';
import {SERVER_HTML_ATTRIBUTE, useKeptHtml, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {useKeptLinks} from '@site/src/components/StaticIsland/keptLinks';
import type {IslandRef} from '@site/src/components/StaticIsland';
import {islandView} from '@site/src/components/StaticIsland/views';
import type {RunViewProps} from './view';
import {PROSE_RUN_COMPONENT} from '@site/shared/proseRunContent';

/** The attribute that marks a run, for the styles that let its blocks lay out as the page's own. */
export const PROSE_RUN_ATTRIBUTE = 'data-prose-run';

export default function ProseRun({island, islands}: IslandRef): React.JSX.Element {
  // Only the hydrating render takes the HTML found in the document. A run's key names its place in the page, not its
  // content, so a run re-created later must not take old HTML still on the page: it is drawn from its data, or from
  // the HTML it kept when it left.
  const hydrating = !useIsBrowser();
  const element = useRef<HTMLDivElement>(null);
  const html = useServerHtml(island, hydrating, element);
  const keptLinks = useKeptLinks();
  // Kept HTML leaves with the page: coming back, the run shows it again (a first visit never loaded its data).
  useKeptHtml(island, html !== undefined, element);
  useEffect(() => {
    if (html === undefined || !element.current) return undefined;
    const stops = Array.from(element.current.querySelectorAll('table')).map((table) =>
      watchTableScrolls(table, (scrolls) => (scrolls ? table.setAttribute('tabindex', '0') : table.removeAttribute('tabindex'))),
    );
    return () => stops.forEach((stop) => stop());
  }, [element, html]);
  const marks = {[SERVER_HTML_ATTRIBUTE]: island, [PROSE_RUN_ATTRIBUTE]: ''};
  if (html !== undefined) return <div {...marks} ref={element} {...keptLinks} suppressHydrationWarning dangerouslySetInnerHTML={{__html: html}} />;
  const props = islands?.[island] as RunViewProps | undefined;
  if (!props) throw new Error(`Prose run ${island} has neither HTML nor data: was the page's island data file removed?`);
  const View = islandView(PROSE_RUN_COMPONENT) as React.ComponentType<RunViewProps>;
  return (
    <div {...marks}>
      <View content={props.content} islands={islands} />
    </div>
  );
}
