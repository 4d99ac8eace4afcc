import React, {useEffect, useRef} from 'react';
import {islandElement, type IslandData} from './islandData';
import {useKeptLinks} from './keptLinks';
import {useHtmlInPlace} from './serverHtml';
import {islandView} from './views';

/**
 * How MDX refers to an island: its key, the page's data (null in the browser when the HTML already has it), and for a
 * light entry the name its view is registered under in ./views.ts (plugins/static-islands writes them all).
 */
export interface IslandRef {
  island: string;
  islands: IslandData | null;
  view?: string;
}

/** The HTML islands had when they left the page, so that coming back needs no data. */
const leftHtml = new Map<string, string>();

/** An island's view: the component itself, or the name of one registered in ./views.ts (loaded with the data). */
type View<P> = React.ComponentType<P> | string | undefined;

function StaticIsland<P extends object>({island, islands, view}: Omit<IslandRef, 'view'> & {view: View<P>}): React.JSX.Element {
  const keptLinks = useKeptLinks();
  const element = useRef<HTMLDivElement>(null);
  // The island is in the document when React hydrates the server's HTML, and when a parent re-creates it while it is
  // still on the page.
  const html = useHtmlInPlace(
    () => islandElement(island),
    () => leftHtml.get(island),
    element,
  );
  useEffect(() => {
    const current = element.current;
    return () => {
      if (current) leftHtml.set(island, current.innerHTML);
    };
  }, [island]);
  if (html !== undefined) {
    return <div data-island={island} ref={element} {...keptLinks} suppressHydrationWarning dangerouslySetInnerHTML={{__html: html}} />;
  }
  const props = islands?.[island];
  if (!props) throw new Error(`Static island ${island} has neither HTML nor data: was the page's island data file removed?`);
  const View = typeof view === 'string' || view === undefined ? (islandView(view) as React.ComponentType<P>) : view;
  return (
    <div data-island={island} ref={element} {...keptLinks}>
      <View {...(props as P)} />
    </div>
  );
}

/**
 * A component whose output never changes once rendered, made a static island: given `island` and `islands` (what
 * the spec-model remark plugin writes), its props stay out of the page's JavaScript; given its own props, it renders
 * as it is.
 */
export function withStaticIsland<P extends object>(View: React.ComponentType<P>): (props: P | IslandRef) => React.JSX.Element {
  function Island(props: P | IslandRef): React.JSX.Element {
    if ('island' in props && typeof props.island === 'string') return <StaticIsland island={props.island} islands={(props as IslandRef).islands} view={View} />;
    return <View {...(props as P)} />;
  }
  Island.displayName = `StaticIsland(${View.displayName ?? View.name})`;
  return Island;
}

/**
 * The light entry of a static-island component, for pages whose islands the static-islands plugin keyed: it renders
 * the island by key and draws it, when the HTML lacks it, with the view registered under the name `view`, so that the
 * view's code stays out of the page's JavaScript.
 */
export function IslandShell({island, islands, view}: IslandRef): React.JSX.Element {
  return <StaticIsland island={island} islands={islands} view={view} />;
}
