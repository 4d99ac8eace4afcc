/**
 * The views that draw static islands from their data, by name. A page's HTML holds its islands on a first visit, so
 * the page imports only a light entry per island component (islandShell) and not the view: a view module registers
 * itself here when it loads, which is on the server, and in the browser only for a page reached by a link inside the
 * site, together with the page's island data (plugins/static-islands/loader.js).
 */
import type React from 'react';

// The views take different props; each island's data holds the props of its own view.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = React.ComponentType<any>;

const views = new Map<string, AnyView>();

/** Registers a view under its name and returns it, for the view's module to export. */
export function registerIslandView<V extends AnyView>(name: string, view: V): V {
  views.set(name, view);
  return view;
}

/** The view registered as `name`; an island drawn from data without it means its module was never loaded. */
export function islandView(name: string): AnyView {
  const view = views.get(name);
  if (!view) throw new Error(`The static-island view "${name}" is not loaded: the page's island data module loads it with the data.`);
  return view;
}
