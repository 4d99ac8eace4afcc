/**
 * Where things of the spec live on the site: each docs version's URL path, and the pages of the generated reference.
 * The remark plugin (tables), the search index and the reference generator (plugins/typedoc-reference) all link with
 * these, so a link made by one is a link made by the others.
 *
 * The generated reference has one page per spec module (spec/products.ts → `<base>/api/products`). Every declaration
 * is a section of its module's page at its own name (`#ProductIOS`), every member a section or table row at its
 * owner's name and its own (`#ProductIOS-displayName`, `#CommonOperations-initConnection`).
 */
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
 * The anchor of a declaration on its module page, from its qualified name: `['ProductIOS']` → `ProductIOS`,
 * `['CommonOperations', 'initConnection']` → `CommonOperations-initConnection`. The case is kept: the headings of a
 * reference page that carry no declaration (Properties, Remarks, Platform...) get lower-case ids from Docusaurus,
 * so a declaration named like one of them (the type `Platform`) still has an anchor of its own.
 */
export function referenceAnchor(qualifiedName: readonly string[]): string {
  return qualifiedName.map((part) => part.replace(/[^\w$-]+/g, '_')).join('-');
}

/**
 * The live example where a reader can call any operation the sandbox simulates: the Try It section of the version's
 * APIs page. Its heading is "Try It", so the build's anchor check fails here if it is renamed.
 */
export function sandboxTryItHref(base: string): string {
  return `${base}/apis#try-it`;
}
