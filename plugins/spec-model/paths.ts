/** Where things of the spec live on the site: each docs version's URL path, and the live example of its APIs page. */
import {readDocsVersionsList} from '../openiap-versions';
import type {DocsRoutes} from '../../shared/docsRoutes';

export type {DocsRoutes};

/**
 * The URL path of a docs version, as the docs plugin serves it: the latest release of versions.json at the route base
 * (/docs), the unreleased docs at /docs/next (at /docs while nothing is released), older releases at /docs/X.
 */
export function docsBasePath(siteDir: string, version: string, {routeBasePath, currentVersionPath}: DocsRoutes): string {
  const versions = readDocsVersionsList(siteDir);
  const root = `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  if (version === 'current') return versions.length > 0 ? `${root}/${currentVersionPath}` : root;
  return version === versions[0] ? root : `${root}/${version}`;
}

/**
 * The live example where a reader can call any operation the sandbox simulates: the Try It section of the version's
 * APIs page. Its heading is "Try It", so the build's anchor check fails here if it is renamed.
 */
export function sandboxTryItHref(base: string): string {
  return `${base}/apis#try-it`;
}
