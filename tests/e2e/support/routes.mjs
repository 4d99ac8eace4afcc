// The route table of shared/spec/site.txt §2.1, for the tests that visit every route.
export const DOC_ROUTES = [
  '/docs/lifecycle',
  '/docs/types',
  '/docs/apis',
  '/docs/events',
  '/docs/errors',
  '/docs/external-purchase',
  '/docs/subscription-upgrade-downgrade',
  '/docs/ios-setup',
  '/docs/android-setup',
  '/docs/horizon-setup',
  '/docs/updates',
  '/docs/versions',
  '/docs/announcements',
];

export const PAGE_ROUTES = ['/', '/introduction', '/languages', '/tutorials', '/sponsors'];

export const ROUTES = [...PAGE_ROUTES, ...DOC_ROUTES];
