/**
 * Which bundle files a route needs to start, worked out from the files Docusaurus generates for the browser:
 * - `routes.js`, the route tree the router matches (each route's component is created from its key);
 * - `routesChunkNames.json`, the chunk names of each route's component and data, by that key;
 * - `client-manifest.json`, the files of each chunk, including the shared chunks it depends on.
 * These are the files the browser would otherwise request itself, one round trip later, once the main bundle has
 * run and matched the route.
 */
import vm from 'node:vm';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of routes.js, with its component replaced by the route's key in routesChunkNames.json. */
export interface RouteNode {
  path: string;
  exact?: boolean;
  component: string;
  routes?: RouteNode[];
}

export type RoutesChunkNames = Record<string, unknown>;

export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[] | null} | null>;
}

/** Reads the route tree from routes.js (an ES module that imports React and ComponentCreator and nothing else). */
export function parseRoutes(source: string, file: string): RouteNode[] {
  const code = source.replace(/^import .*$/gm, '').replace(/^export default\b/m, 'module.exports =');
  const sandbox = {
    module: {exports: undefined as unknown},
    ComponentCreator: (routePath: string, hash?: string) => `${routePath}-${hash}`,
  };
  try {
    vm.runInNewContext(code, sandbox, {filename: file, timeout: 5000});
  } catch (error) {
    throw new Error(`${file}: cannot be read as the route table (${(error as Error).message})`);
  }
  if (!Array.isArray(sandbox.module.exports)) throw new Error(`${file}: does not export a list of routes`);
  return sandbox.module.exports as RouteNode[];
}

/** Every chunk name in a route's entry of routesChunkNames.json (component, data, nested props). */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** The JavaScript files, relative to the site's root, that the routes matching `pathname` load, in match order. */
export function routeScripts(pathname: string, routes: RouteNode[], chunkNames: RoutesChunkNames, manifest: ClientManifest): string[] {
  const files: string[] = [];
  for (const {route} of matchRoutes(routes as unknown as RouteConfig[], pathname)) {
    for (const name of chunkNamesOf(chunkNames[(route as unknown as RouteNode).component])) {
      for (const id of manifest.origins[name] ?? []) {
        for (const {file} of manifest.assets[id]?.js ?? []) if (!files.includes(file)) files.push(file);
      }
    }
  }
  return files;
}

/** The call that hands the bundle list to the first-paint loader (plugins/html-template), in minified HTML too. */
const LOADER_CALL = /(<script id="?bundle-loader"?>[\s\S]*?\()(\[[^\]]*\])(\)[^<]*<\/script>)/;

/**
 * Adds a route's own bundles to the page's bundle list, before the main bundle (listed last, it starts the site), so
 * that all of them download at once and are in place when the main bundle runs.
 */
export function withRouteScripts(html: string, scripts: string[], file: string): string {
  const call = LOADER_CALL.exec(html);
  if (!call) throw new Error(`${file}: has no bundle loader (<script id="bundle-loader">, plugins/html-template)`);
  const listed = JSON.parse(call[2]) as string[];
  const added = scripts.filter((script) => !listed.includes(script));
  if (added.length === 0) return html;
  const bundles = [...listed.slice(0, -1), ...added, ...listed.slice(-1)];
  return html.replace(LOADER_CALL, (_all, before: string, _list, after: string) => `${before}${JSON.stringify(bundles)}${after}`);
}
