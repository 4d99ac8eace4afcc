/**
 * Where the docs are served: the docs/ folder is the unreleased "Next" at /docs/next, the latest release of
 * versions.json is at /docs and older ones at /docs/X. docusaurus.config.ts configures the docs plugin and the
 * full-text search with it, and gives it to the spec-model plugin for the links it makes (plugins/spec-model/paths.ts).
 */
export interface DocsRoutes {
  /** The docs plugin's `routeBasePath`. */
  routeBasePath: string;
  /** The `path` of the unreleased docs/ folder (the docs plugin's "current" version) once a release exists. */
  currentVersionPath: string;
}

export const docsRoutes: DocsRoutes = {routeBasePath: 'docs', currentVersionPath: 'next'};
