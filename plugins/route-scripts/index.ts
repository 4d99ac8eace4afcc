/**
 * Lists each page's own bundles in its HTML, next to the main bundle, so the browser fetches them all at once.
 *
 * Docusaurus's HTML names only the main bundle and its runtime. The chunks of the page itself (its content, the theme
 * parts it uses, its sidebar) were requested by the main bundle after it had run and matched the route: a second
 * round trip before hydration, and a dozen script elements created inside the main bundle's start-up task, which
 * made that task one of the longest of the page. After the build, this plugin finds each page's route chunks (see
 * ./routeChunks.ts) and adds them to the list the first-paint loader fetches (plugins/html-template).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {builtPageFile} from '../html-template/builtPage';
import {parseRoutes, routeScripts, withRouteScripts, type ClientManifest, type RoutesChunkNames} from './routeChunks';

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    async postBuild({outDir, generatedFilesDir, routesPaths, baseUrl}) {
      const routesFile = path.join(generatedFilesDir, 'routes.js');
      const routes = parseRoutes(readFileSync(routesFile, 'utf8'), routesFile);
      const chunkNames = readJson<RoutesChunkNames>(path.join(generatedFilesDir, 'routesChunkNames.json'));
      const manifest = readJson<ClientManifest>(path.join(generatedFilesDir, 'client-manifest.json'));
      for (const routePath of new Set(routesPaths)) {
        const file = builtPageFile(outDir, routePath, baseUrl);
        if (!file) continue;
        const scripts = routeScripts(routePath, routes, chunkNames, manifest).map((script) => baseUrl + script);
        const html = readFileSync(file, 'utf8');
        const updated = withRouteScripts(html, scripts, file);
        if (updated !== html) writeFileSync(file, updated);
      }
    },
  };
}
