import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, waitForHydration} from './support/harness.mjs';

/**
 * Opens `route` in a new tab the way a reader's link does: the tab's first navigation is the route, so its history
 * starts with that one entry. (A page Playwright creates keeps an about:blank entry before its first `goto`, so
 * `history.length` there is one more than a reader's tab would have.)
 */
async function openInNewTab(context, route) {
  const opener = await context.newPage();
  await opener.goto('/sitemap.xml');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    opener.evaluate((url) => {
      window.open(url, '_blank');
    }, route),
  ]);
  return tab;
}

test('/docs lands on /docs/lifecycle and Back does not return to /docs', async () => {
  const {page, context} = await openPage('/');
  await page.goto('/docs');
  await page.waitForURL('**/docs/lifecycle');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal(new URL(page.url()).pathname, '/');

  // A new tab opened on a docs root ends on its first page with one history entry: the redirect replaced /docs.
  for (const [route, target] of [
    ['/docs', '/docs/lifecycle'],
    ['/docs/next', '/docs/next/lifecycle'],
  ]) {
    const tab = await openInNewTab(context, route);
    await tab.waitForURL((url) => url.pathname === target);
    await waitForHydration(tab);
    assert.equal(new URL(tab.url()).pathname, target);
    assert.equal(await tab.evaluate(() => history.length), 1, `${route}: the redirect added a history entry`);
  }
  await context.close();
});

test('/docs reached inside the app replaces its entry as well', async () => {
  const {context} = await openPage('/', {hydrate: false});
  const tab = await openInNewTab(context, '/');
  await waitForHydration(tab);
  assert.equal(await tab.evaluate(() => history.length), 1);
  const documentLoads = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });
  // The router sees /docs as a Back/Forward move would show it, so only the docs root's own redirect runs.
  await tab.evaluate(() => {
    window.history.pushState(null, '', '/docs');
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  });
  await tab.waitForURL((url) => url.pathname === '/docs/lifecycle');
  await waitForHydration(tab);
  // Proves that something does not happen: a second load of the page, had the redirect caused one, would start
  // within this fixed wait.
  await tab.waitForTimeout(1000);
  assert.equal(await tab.evaluate(() => history.length), 2, 'the redirect pushed an entry instead of replacing /docs');
  assert.deepEqual(documentLoads, [], 'the router redirects without loading the page again');
  await tab.goBack();
  await tab.waitForURL((url) => url.pathname === '/');
  await context.close();
});

test('/docs redirects before any script bundle loads, and without JavaScript too', async () => {
  const {page, context} = await openPage('/', {hydrate: false});
  // Hold every script bundle back: only the inline redirect in the HTML head can act.
  await page.route('**/assets/js/**', () => {});
  await page.goto('/docs', {waitUntil: 'commit'});
  await page.waitForURL('**/docs/lifecycle', {timeout: 10000, waitUntil: 'commit'});
  await context.close();

  const html = await (await fetch(`${BASE_URL}/docs`)).text();
  assert.match(html, /<meta[^>]+http-equiv="?refresh"?[^>]+url=\/docs\/lifecycle/i);
});

test('an unknown path under /docs shows "Page not found" with Back and Home, and no footer', async () => {
  const {page, context} = await openPage('/docs/lifecycle');
  await page.goto('/docs/does-not-exist');
  // One 404.html serves every unknown path; whether it is a docs path (no footer) is known once the app runs, which
  // is after the page's first paint.
  await waitForHydration(page);
  await page.getByRole('heading', {name: 'Page not found'}).waitFor();
  assert.equal(await page.locator('.theme-layout-footer').isVisible(), false);
  await page.getByRole('button', {name: 'Back'}).click();
  await page.waitForURL('**/docs/lifecycle');
  await page.goForward();
  await page.getByRole('link', {name: 'Home', exact: true}).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

test('the docs 404 follows the dark colour mode', async () => {
  const {page, context} = await openPage('/docs/nope', {colorScheme: 'dark'});
  await page.getByRole('heading', {name: 'Page not found'}).waitFor();
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.equal(background, 'rgb(9, 9, 11)');
  await context.close();
});

test('an unknown top-level path shows the site not-found page with status 404', async () => {
  const {page, context, response} = await openPage('/no-such-page');
  assert.equal(response.status(), 404);
  await page.getByRole('heading', {name: 'Page not found'}).waitFor();
  assert.equal(await page.locator('.theme-layout-footer').isVisible(), true);
  await context.close();
});

test('the alternative billing links named by the specs land on pages', async () => {
  for (const route of ['/docs/examples/alternative-billing', '/docs/guides/alternative-billing']) {
    const {page, context, response} = await openPage(route);
    assert.equal(response.status(), 200, route);
    assert.notEqual(await page.getByRole('heading', {name: 'Page not found'}).count(), 1, route);
    await context.close();
  }
});
