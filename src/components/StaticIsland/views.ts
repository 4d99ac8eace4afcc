/**
 * The views that draw static islands from their data, by name. A page's HTML holds its islands on a first visit, so
 * the page imports only a light entry per island component (IslandShell) and not the view: the page's island data
 * module registers the views it lists as they load, which is on the server, and in the browser only for a page
 * reached by a link inside the site (plugins/static-islands/loader.js).
 */
import type React from 'react';

// The views take different props; each island's data holds the props of its own view.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = React.ComponentType<any>;

const views = new Map<string, AnyView>();

export function registerIslandView(name: string, view: AnyView): void {
  views.set(name, view);
}

/** The view registered as `name`; an island drawn from data without it means its module was never loaded. */
export function islandView(name: string | undefined): AnyView {
  const view = views.get(name ?? '');
  if (!view) throw new Error(`The static-island view "${name}" is not loaded: the page's island data module loads it with the data.`);
  return view;
}
