import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, waitForHydration} from './support/harness.mjs';

test('/docs lands on /docs/lifecycle and Back does not return to /docs', async () => {
  const {page, context} = await openPage('/');
  await page.goto('/docs');
  await page.waitForURL('**/docs/lifecycle');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal(new URL(page.url()).pathname, '/');
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
