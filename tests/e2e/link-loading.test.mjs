// Links in a page's prose load the code of their page when the reader goes for them (pointer, focus, touch), not when
// they scroll into view: src/theme/MDXComponents/A and src/components/SpecLink.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {openPage, bringIntoView, bringToRest, waitForIdle} from './support/harness.mjs';

const FROM = '/docs/apis';
const PHONE = {width: 390, height: 844};
/** The newest release, which the docs serve at /docs. */
const [LATEST] = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8'));

/** Whether the page requests a script file from now on, before Playwright's timeout: true or false, never a throw. */
function loadsCode(page) {
  return page
    .waitForRequest((request) => /\/assets\/js\/.+\.js$/.test(new URL(request.url()).pathname))
    .then(
      () => true,
      () => false,
    );
}

/** The script files the page has requested so far, by path (prefetched ones included). */
function requestedScripts(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

/** The script files a page needs to show itself. */
async function scriptsOf(route) {
  const {page, context} = await openPage(route);
  await page.waitForLoadState('networkidle');
  const scripts = await requestedScripts(page);
  await context.close();
  return scripts;
}

/**
 * A prose link (not in a reference table) well below the first screen, to a docs page that no link on the first screen
 * points to: with the theme's links, scrolling to it would be what fetches its page's code.
 */
function proseLinkBelowTheFold(page) {
  return page.evaluate(() => {
    const pathOf = (a) => new URL(a.href).pathname;
    const onFirstScreen = new Set(
      [...document.querySelectorAll('a[href]')]
        .filter((a) => {
          const box = a.getBoundingClientRect();
          return box.width > 0 && box.top < innerHeight;
        })
        .map(pathOf),
    );
    const candidates = [...document.querySelectorAll('article .markdown a[href^="/docs/"]')].filter(
      (a) => !a.closest('[data-island]') && a.getBoundingClientRect().top > 2 * innerHeight && !onFirstScreen.has(pathOf(a)) && pathOf(a) !== location.pathname,
    );
    // A link without a fragment first: the theme's links prefetch those completely.
    const link = candidates.find((a) => !a.hash) ?? candidates[0];
    return link?.getAttribute('href');
  });
}

test(`a prose link on ${FROM} loads its page's code on intent, not on sight, and a plain click stays in the app`, async () => {
  const {page, context, record} = await openPage(FROM, {viewport: PHONE});
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  const href = await proseLinkBelowTheFold(page);
  assert.ok(href, `${FROM} has a prose link to another docs page below its first screen`);
  const target = new URL(href, page.url()).pathname;

  const atLoad = new Set(await requestedScripts(page));
  const targetOnly = (await scriptsOf(target)).filter((script) => !atLoad.has(script));
  assert.ok(targetOnly.length > 0, `${target} needs code that ${FROM} has not fetched`);
  const fetched = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (targetOnly.includes(path)) fetched.push(path);
  });

  const prefetchHints = () => page.locator('link[rel=prefetch]').count();
  const hintsBefore = await prefetchHints();
  const link = page.locator(`article .markdown a[href="${href}"]`).first();
  await bringIntoView(link);
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  assert.deepEqual(fetched, [], `scrolling the link to ${target} into view fetched its code`);
  assert.equal(await prefetchHints(), hintsBefore, `scrolling the link to ${href} into view added prefetch hints`);

  // Waits for the request itself: the page was already idle, so a wait for the network to settle would return at once.
  const pointedAt = page
    .waitForRequest((request) => targetOnly.includes(new URL(request.url()).pathname))
    .then(
      () => true,
      () => false,
    );
  await bringToRest(link);
  await link.hover();
  assert.ok(await pointedAt, `pointing at the link did not load ${target}'s code`);

  await page.evaluate(() => (window.stillTheSameDocument = true));
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  assert.equal(await page.evaluate(() => window.stillTheSameDocument), true, 'the click loaded a new document');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('on a phone, a docs page prefetches nothing as it loads: the brand and breadcrumb links load their page on intent', async () => {
  const {page, context, record} = await openPage(FROM, {viewport: PHONE});
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  assert.equal(await page.locator('link[rel=prefetch]').count(), 0, 'links on the first screen added prefetch hints');
  // The mark is drawn inline: no image file to fetch and parse.
  const brand = page.locator('nav.navbar .navbar__inner .navbar__brand');
  assert.equal(await brand.locator('img').count(), 0);
  assert.equal(await brand.locator('svg[role=img]').getAttribute('aria-label'), 'OpenIAP home');

  const crumb = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Documentation'});
  const target = new URL(await crumb.getAttribute('href'), page.url()).pathname;
  const loaded = loadsCode(page);
  await crumb.hover();
  assert.ok(await loaded, `pointing at the breadcrumb to ${target} loaded no code`);
  await page.evaluate(() => (window.stillTheSameDocument = true));
  await crumb.click();
  await page.waitForURL((url) => url.pathname === target);
  assert.equal(await page.evaluate(() => window.stillTheSameDocument), true, 'the breadcrumb loaded a new document');
  await page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Home page'}).waitFor();
  await brand.click();
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal(await page.evaluate(() => window.stillTheSameDocument), true, 'the brand loaded a new document');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

for (const [route, release] of [
  ['/docs/next/types', '/docs/types'],
  ['/docs/2.4.4/errors', '/docs/errors'],
]) {
  test(`on a phone, ${route} prefetches nothing as it loads: its version banner loads the release's page on intent`, async () => {
    const {page, context, record} = await openPage(route, {viewport: PHONE});
    await page.waitForLoadState('networkidle');
    await waitForIdle(page);
    assert.equal(await page.locator('link[rel=prefetch]').count(), 0, 'links on the first screen added prefetch hints');
    const link = page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'});
    assert.equal(await link.getAttribute('href'), release);
    const loaded = loadsCode(page);
    await link.hover();
    assert.ok(await loaded, `pointing at the banner's link to ${release} loaded no code`);
    await page.evaluate(() => (window.stillTheSameDocument = true));
    await link.click();
    await page.waitForURL((url) => url.pathname === release);
    assert.equal(await page.evaluate(() => window.stillTheSameDocument), true, 'the banner loaded a new document');
    await page.locator('.theme-doc-version-banner').waitFor({state: 'detached'});
    // Following the banner to the release makes it the reader's version, as the theme's banner did.
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('docs-preferred-version')));
    assert.deepEqual(stored, [['docs-preferred-version-default', LATEST]]);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test('on a phone, the home page prefetches nothing as it loads, and its links to the docs still open them in the app', async () => {
  const {page, context, record} = await openPage('/', {viewport: PHONE});
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  assert.equal(await page.locator('link[rel=prefetch]').count(), 0, 'links on the home page added prefetch hints');
  await page.evaluate(() => (window.stillTheSameDocument = true));
  await page.getByRole('link', {name: 'Get Started', exact: true}).click();
  await page.waitForURL((url) => url.pathname === '/docs/lifecycle');
  assert.equal(await page.evaluate(() => window.stillTheSameDocument), true, 'the link loaded a new document');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
