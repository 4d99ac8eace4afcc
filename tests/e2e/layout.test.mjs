// The shared layout and its behaviours, as a reader meets them in the browser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, waitForHydration, bringIntoView, bringToRest, waitForScrolledTo} from './support/harness.mjs';
import {DOWNLOADABLE_TYPES_ROUTE} from './support/releases.mjs';

const PHONE = {width: 390, height: 844};

test('the navbar links to the five sections, the repository, and offers search with its shortcut in the tooltip', async () => {
  const {page, context} = await openPage('/');
  const nav = page.locator('nav.navbar');
  for (const [label, path] of [
    ['Introduction', '/introduction'],
    ['Docs', '/docs/lifecycle'],
    ['Languages', '/languages'],
    ['Tutorials', '/tutorials'],
    ['Sponsors', '/sponsors'],
  ]) {
    assert.equal(await nav.getByRole('link', {name: label, exact: true}).getAttribute('href'), path, label);
  }
  assert.equal(await nav.getByRole('link', {name: 'OpenIAP on GitHub'}).getAttribute('href'), 'https://github.com/hyodotdev/openiap');
  assert.equal(await nav.getByRole('button', {name: 'Search APIs'}).getAttribute('title'), 'Search APIs (Cmd+K)');
  assert.equal(await nav.locator('.navbar__brand').getAttribute('href'), '/');
  await nav.getByRole('link', {name: 'Languages', exact: true}).click();
  await page.waitForURL('**/languages');
  await context.close();
});

test('the footer has its three sections, tagline, contact and 2025 copyright, and is absent on every /docs path', async () => {
  const {page, context} = await openPage('/tutorials');
  const footer = page.locator('footer.footer');
  assert.equal(await footer.isVisible(), true);
  const titles = await footer.locator('.footer__title').allTextContents();
  assert.deepEqual(titles, ['Documentation', 'Resources', 'Community']);
  const docsLinks = await footer
    .locator('.footer__col')
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(docsLinks, ['/docs/lifecycle', '/docs/apis', '/docs/events', '/docs/types']);
  assert.match(await footer.innerText(), /Unified specification for in-app purchases/);
  assert.match(await footer.innerText(), /Copyright © 2025/);
  assert.equal(await footer.locator('a[href="mailto:hyo@hyo.dev"]').count(), 1);
  for (const route of ['/docs/lifecycle', '/docs/types', '/docs/types/product-ios']) {
    await page.goto(route);
    await page.locator('article').first().waitFor();
    assert.equal(await page.locator('footer.footer').count(), 0, `${route} shows the footer`);
  }
  await context.close();
});

test('theme: the system preference first, the toggle flips and saves it under "theme", the saved choice wins', async () => {
  const {page, context} = await openPage('/', {colorScheme: 'dark'});
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.equal(await theme(), 'dark');
  assert.equal(await background(), 'rgb(9, 9, 11)');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  await toggle.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await toggle.click();
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  await page.reload();
  assert.equal(await theme(), 'light');
  assert.equal(await background(), 'rgb(254, 254, 254)');
  await context.close();
});

test('theme: no flash of the wrong theme, the saved choice is on <html> before any script bundle runs', async () => {
  const {page, context} = await openPage('/', {colorScheme: 'light', hydrate: false});
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.route('**/assets/js/**', () => {}); // hold every bundle back
  // Deferred bundles hold DOMContentLoaded back, so wait for the parsed markup instead.
  await page.goto('/docs/lifecycle', {waitUntil: 'commit'});
  await page.locator('article').waitFor({state: 'attached'});
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgb(9, 9, 11)');
  await context.close();
});

test('a path change starts at the top of the new page', async () => {
  const {page, context} = await openPage('/docs/types');
  await page.evaluate(() => window.scrollTo(0, 3000));
  assert.ok((await page.evaluate(() => window.scrollY)) > 1000);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Events', exact: true}).click();
  await page.waitForURL('**/docs/events');
  // The address changes first; the new page renders once its code has loaded, and then the window goes to the top.
  await page.locator('h1', {hasText: 'Events'}).waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  await context.close();
});

// The 100 ms before the hash scroll is checked by the unit tests, on fake timers.
test('a URL hash scrolls its target into view, 80 px below the top', async () => {
  const {page, context} = await openPage('/docs/lifecycle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'APIs', exact: true}).click();
  await page.waitForURL('**/docs/apis');
  await page.evaluate(() => window.history.pushState(null, '', '/docs/apis#fetch-products'));
  await page.goto('/docs/apis#fetch-products');
  await waitForHydration(page);
  await waitForScrolledTo(page, 'fetch-products', 78, 82);
  await context.close();
});

test('phone: a URL hash puts its heading below the floating Menu button, not under it', async () => {
  const {page, context} = await openPage('/docs/types#productios', {viewport: PHONE});
  await waitForHydration(page);
  const menu = page.getByRole('button', {name: 'Menu', exact: true});
  const buttonBottom = await menu.evaluate((button) => button.getBoundingClientRect().bottom);
  // The button floats at the top of the window whatever the scroll position, so its bottom edge is known here.
  assert.ok(buttonBottom > 80, `the Menu button ends ${buttonBottom}px below the top`);
  await waitForScrolledTo(page, 'productios', buttonBottom, buttonBottom + 24);
  // What the reader sees at the start of the heading's line is the heading itself, not the button.
  const onTop = await page.evaluate(() => {
    const heading = document.getElementById('productios');
    const box = heading.getBoundingClientRect();
    return heading.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
  });
  assert.equal(onTop, true);
  await context.close();
});

test('a hash pointing into the Android tab opens that tab and scrolls to the operation', async () => {
  const {page, context} = await openPage('/docs/apis#check-alternative-billing-availability-android');
  await waitForScrolledTo(page, 'check-alternative-billing-availability-android', 78, 82);
  assert.equal(await page.locator('#check-alternative-billing-availability-android').isVisible(), true);
  await context.close();
});

test("a heading's anchor link copies the heading's full URL and moves to it", async () => {
  const {page, context} = await openPage('/docs/errors', {permissions: ['clipboard-read', 'clipboard-write']});
  const heading = page.locator('h2#retry-strategies');
  await heading.hover();
  await heading.locator('a.hash-link').click();
  await page.waitForFunction(() => location.hash === '#retry-strategies');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, `${BASE_URL}/docs/errors#retry-strategies`);
  await waitForScrolledTo(page, 'retry-strategies', 78, 82);
  await context.close();
});

test('a code block\'s Copy button copies the code and says "Copied!" for 2 seconds', async () => {
  const {page, context} = await openPage('/docs/errors', {permissions: ['clipboard-read', 'clipboard-write'], clock: true});
  const block = page.locator('.theme-code-block').first();
  // The code itself, drawn: its text is compared with what was copied.
  await bringIntoView(block.locator('pre'));
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  assert.equal(await button.innerText(), 'Copy');
  // Blocks above it are drawn as they near the viewport and move it; it must be still before the page's clock stops.
  await bringToRest(button);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  await block.getByText('Copied!').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = (text) =>
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .join('\n');
  assert.equal(lines(copied), lines(await block.locator('pre code').innerText()));
  assert.match(copied, /^function handlePurchaseError/);
  await page.clock.runFor(1999);
  assert.equal(await block.getByText('Copied!').count(), 1, 'still says Copied! after 1999 ms');
  await page.clock.runFor(1);
  assert.equal(await block.getByRole('button', {name: 'Copy code to clipboard'}).innerText(), 'Copy');
  await context.close();
});

test('a failed copy changes nothing on screen and logs "failed to copy"', async () => {
  const {page, context, record} = await openPage('/docs/errors');
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  const block = page.locator('.theme-code-block').first();
  // The failure is logged from the same handler that would show "Copied!": once it is logged, the screen is final.
  const logged = page.waitForEvent('console', (message) => message.text().includes('failed to copy'));
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  // Blocks above it are drawn as they near the viewport and move it: the click waits until it is still.
  await bringToRest(button);
  await button.click();
  await logged;
  assert.equal(await block.getByText('Copied!').count(), 0);
  assert.ok(
    record.consoleErrors.some((line) => line.includes('failed to copy')),
    record.consoleErrors.join('\n'),
  );
  await context.close();
});

test('iOS/Android tabs: iOS by default, the choice kept across the page, a reload and other pages', async () => {
  const {page, context} = await openPage('/docs/apis');
  const tabs = page.locator('[role="tablist"]').first();
  assert.equal(await tabs.getByRole('tab', {name: 'iOS'}).getAttribute('aria-selected'), 'true');
  // Showing a panel lays out a long list of operations, which on a busy machine takes a while: the waits allow for it.
  await page.locator('#clear-transaction-ios').waitFor({state: 'visible'});
  assert.equal(await page.locator('#acknowledge-purchase-android').isVisible(), false);
  const android = tabs.getByRole('tab', {name: 'Android'});
  await bringToRest(android);
  await android.click();
  await page.waitForFunction(() => document.querySelector('[role="tablist"] [aria-selected="true"]')?.textContent === 'Android');
  await page.locator('#acknowledge-purchase-android').waitFor({state: 'visible'});
  assert.equal(await page.locator('#clear-transaction-ios').isVisible(), false);
  await page.reload();
  await waitForHydration(page);
  assert.equal(await page.locator('[role="tablist"]').first().getByRole('tab', {name: 'Android'}).getAttribute('aria-selected'), 'true');
  // The stored choice arrives after hydration as an update (the tabs are not re-mounted): the panels follow it.
  await page.locator('#acknowledge-purchase-android').waitFor({state: 'visible'});
  assert.equal(await page.locator('#clear-transaction-ios').isVisible(), false);
  await page.goto('/docs/subscription-upgrade-downgrade');
  await waitForHydration(page);
  const other = page.locator('[role="tablist"]').first();
  await other.waitFor();
  assert.equal(await other.getByRole('tab', {name: 'Android'}).getAttribute('aria-selected'), 'true');
  await context.close();
});

test('the accordion opens and closes its items', async () => {
  const {page, context} = await openPage('/docs/errors');
  const item = page.locator('details').filter({hasText: 'An operation fails with not-prepared'});
  const body = item.getByText('The billing client is not ready');
  assert.equal(await body.isVisible(), false);
  await item.locator('summary').click();
  assert.equal(await body.isVisible(), true);
  await item.locator('summary').click();
  assert.equal(await body.isVisible(), false);
  await context.close();
});

test('sidebar: a group title opens its page, its caret only folds it, the active group opens itself', async () => {
  const {page, context} = await openPage('/docs/horizon-setup');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const active = sidebar.locator('a.menu__link--active', {hasText: 'Horizon OS'});
  assert.equal(await active.count(), 1, 'Horizon OS is highlighted');
  assert.equal(await active.getAttribute('aria-current'), 'page');
  assert.equal(await sidebar.getByRole('button', {name: /Setup Guide/}).getAttribute('aria-expanded'), 'true');
  assert.equal(await sidebar.getByRole('button', {name: /Android Setup/}).getAttribute('aria-expanded'), 'true');
  // The caret folds without navigating.
  const updatesCaret = sidebar.getByRole('button', {name: /Updates/});
  assert.equal(await updatesCaret.getAttribute('aria-expanded'), 'false');
  await updatesCaret.click();
  assert.equal(await updatesCaret.getAttribute('aria-expanded'), 'true');
  assert.equal(await sidebar.getByRole('link', {name: 'Notes', exact: true}).getAttribute('href'), '/docs/updates');
  assert.match(page.url(), /\/docs\/horizon-setup$/);
  // The title navigates.
  await sidebar.getByRole('link', {name: 'Features', exact: true}).click();
  await page.waitForURL('**/docs/external-purchase');
  const groups = await sidebar.locator(':scope > li > div > a.menu__link').allTextContents();
  assert.deepEqual(groups.slice(0, 4), ['Documentation', 'Setup Guide', 'Features', 'Updates']);
  await context.close();
});

test('sidebar: the Documentation group lists Life Cycle, Types, APIs, Events and Errors; the Errors page is titled Error Codes', async () => {
  for (const base of ['/docs', '/docs/next']) {
    const {page, context} = await openPage(`${base}/errors`);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const documentation = sidebar.locator(':scope > li').first();
    const items = await documentation.locator('ul a.menu__link').allTextContents();
    assert.deepEqual(items, ['Life Cycle', 'Types', 'APIs', 'Events', 'Errors'], base);
    assert.equal(await sidebar.locator('a[aria-current="page"]').innerText(), 'Errors');
    assert.equal(await page.locator('article h1').innerText(), 'Error Codes');
    await context.close();
  }
});

test('phone: the "Menu" button opens the docs sidebar over an overlay that closes it, and changes style past 500 px', async () => {
  const {page, context} = await openPage('/docs/types', {viewport: PHONE});
  const menu = page.getByRole('button', {name: 'Menu', exact: true});
  assert.equal(await menu.isVisible(), true);
  assert.equal(await menu.getAttribute('data-scrolled'), 'false');
  await menu.click();
  const drawer = page.locator('.navbar-sidebar');
  await drawer.getByRole('link', {name: 'Life Cycle', exact: true}).waitFor();
  assert.equal(await drawer.getByRole('link', {name: 'Life Cycle', exact: true}).isVisible(), true);
  await page.locator('.navbar-sidebar__backdrop').click({position: {x: 370, y: 400}});
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.waitForFunction(() => document.querySelector('[data-scrolled]')?.getAttribute('data-scrolled') === 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector('[data-scrolled]')?.getAttribute('data-scrolled') === 'false');
  await context.close();
});

test('phone: the mobile menu closes when a link is chosen', async () => {
  const {page, context} = await openPage('/', {viewport: PHONE});
  await page.getByRole('button', {name: /Toggle navigation bar/}).click();
  const drawer = page.locator('.navbar-sidebar');
  await drawer.getByRole('link', {name: 'Tutorials', exact: true}).click();
  await page.waitForURL('**/tutorials');
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
  await context.close();
});

test('the toast area loads only when a toast is shown, then sits at the bottom centre and answers Alt+T', async () => {
  const release = 'https://github.com/hyodotdev/openiap/releases/';
  const stubs = {[release]: (route) => route.fulfill({status: 200, body: '', headers: {'content-disposition': 'attachment'}})};
  const {page, context} = await openPage(DOWNLOADABLE_TYPES_ROUTE, {stubs});
  assert.equal(await page.locator('section.Toastify').count(), 0, 'no toast area before a toast');
  await page
    .locator('[data-testid="type-bundle-download"]')
    .getByRole('button', {name: /Download/})
    .click();
  const area = page.locator('section.Toastify');
  await area.locator('.Toastify__toast').first().waitFor();
  assert.match(await area.getAttribute('aria-label'), /Alt\+T/);
  assert.equal(await area.locator('.Toastify__toast-container--bottom-center').count(), 1);
  const width = await area.locator('.Toastify__toast-container').evaluate((element) => element.getBoundingClientRect().width);
  assert.ok(width <= 28 * 16 + 1, `toast area is ${width}px wide`);
  assert.equal(await area.locator('.Toastify__close-button').count(), 0, 'no close button');
  await context.close();
});

/**
 * Serves a page chunk in which every module's default export is a component that throws, keeping the chunk's ids so
 * that the router loads it as usual.
 */
function throwingChunk(original, message) {
  const header = /^(.*?\.push\(\[\[[^\]]*\],\{)/s.exec(original);
  // Modules are written `12345(e,r,n){...}` or `12345:function(e,r,n){...}` right after "{" or ",".
  const moduleIds = [...new Set([...original.matchAll(/[{,]"?(\d+)"?(?:\(|:\s*function)/g)].map((match) => match[1]))];
  if (!header || moduleIds.length === 0) throw new Error('unexpected chunk format');
  const modules = moduleIds
    .map((id) => `${id}:function(m,e,r){r.r(e);r.d(e,{default:function(){return function(){throw new Error(${JSON.stringify(message)})}}});}`)
    .join(',');
  return `${header[1]}${modules}}]);`;
}

test('an unexpected routing failure shows "Unexpected Application Error!" with the message', async () => {
  const {context, record} = await openPage('/', {hydrate: false});
  const page = await context.newPage();
  // Every chunk fetched after the first page is up belongs to the next page: make its modules throw when rendered.
  let breakChunks = false;
  await page.route('**/assets/js/**', async (route) => {
    if (!breakChunks) return route.continue();
    const original = await (await route.fetch()).text();
    return route.fulfill({contentType: 'text/javascript', body: throwingChunk(original, 'The Sponsors page failed to render')});
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  breakChunks = true;
  await page.locator('nav.navbar').getByRole('link', {name: 'Sponsors', exact: true}).click();
  await page.getByRole('heading', {name: 'Unexpected Application Error!'}).waitFor({timeout: 10000});
  assert.match(await page.locator('main[role="alert"] pre').innerText(), /The Sponsors page failed to render/);
  record.consoleErrors.length = 0; // the failure is the point of this test
  await context.close();
});

test('a slow navigation shows a bar at the top of the window until the new page is in place', async () => {
  const {page, context} = await openPage('/docs/lifecycle');
  // Hold the next page's code: the navigation waits for it, as on a slow network.
  const held = [];
  let holding = true;
  await page.route('**/assets/js/**', (route) => (holding ? held.push(route) : route.fallback()));
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/types"]').click();
  await page.waitForSelector('html[data-navigating]', {state: 'attached'});
  const bar = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement, '::before');
    return {position: style.position, top: style.top, height: style.height, pointerEvents: style.pointerEvents};
  });
  assert.deepEqual(bar, {position: 'fixed', top: '0px', height: '2px', pointerEvents: 'none'});
  // Drawn by the site's CSS: the theme's nprogress library is not loaded.
  assert.equal(await page.locator('#nprogress').count(), 0);
  holding = false;
  await Promise.all(held.map((route) => route.fallback()));
  await page.waitForURL('**/docs/types');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-navigating'));
  assert.equal(await page.locator('h1').textContent(), 'Types');
  await context.close();
});
