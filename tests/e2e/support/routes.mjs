// The site's routes, for the tests that visit each of them: the pages outside the docs, and every docs page in
// every docs version (the latest release at /docs/..., the unreleased Next at /docs/next/...), and the migration index.
export const DOC_PAGES = [
  'lifecycle',
  'types',
  'apis',
  'events',
  'errors',
  'external-purchase',
  'subscription-upgrade-downgrade',
  'ios-setup',
  'android-setup',
  'horizon-setup',
  'updates',
  'versions',
  'announcements',
  'platforms',
];

export const DOCS_BASES = ['/docs', '/docs/next'];

export const DOC_ROUTES = DOCS_BASES.flatMap((base) => DOC_PAGES.map((page) => `${base}/${page}`));

export const PAGE_ROUTES = ['/', '/introduction', '/languages', '/tutorials', '/sponsors'];

/** Pages under /docs that no docs version holds: the migration index (plugins/migrations); its pairs need two releases. */
export const MIGRATION_ROUTES = ['/docs/migrating'];

export const ROUTES = [...PAGE_ROUTES, ...DOC_ROUTES, ...MIGRATION_ROUTES];
