// A page for every operation, listener, type and error code of every docs version, listed from each version's own
// model: reachable from its line on its index page, where the old anchor still lands, complete on a first visit and on
// a page reached by a link inside the site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, BASE_URL, bringToRest, waitForScrolledTo} from './support/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = createJiti(fileURLToPath(import.meta.url));
const {loadModelForVersion} = load('../../plugins/spec-model/load.ts');
const {docsVersionsOf} = load('../../plugins/spec-model/versionNames.ts');
const {docsBasePath} = load('../../plugins/spec-model/paths.ts');
const {docsRoutes} = load('../../shared/docsRoutes.ts');
const {symbolPagePath} = load('../../shared/symbolPages.ts');

const html = async (route) => (await fetch(new URL(route, BASE_URL))).text();

/** Every symbol of a version's model, with the page it should have. */
function symbolsOf(version) {
  const model = loadModelForVersion(root, version);
  const base = docsBasePath(root, version, docsRoutes);
  const symbols = [
    ...model.operations.map((operation) => ({kind: operation.group === 'listeners' ? 'event' : 'operation', name: operation.name})),
    ...model.types.map((type) => ({kind: 'declaration', name: type.name})),
    ...model.errorCodes.map((code) => ({kind: 'errorCode', name: code.name})),
  ];
  return symbols.map((symbol) => ({...symbol, path: symbolPagePath(base, symbol)}));
}

test('the sitemap lists a page for every symbol of every version and no other, each titled by its name with its history', async () => {
  const sitemap = await html('/sitemap.xml');
  const listed = new Set([...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]*)<\/loc>/g)].map(([, route]) => route));
  const expected = new Set(docsVersionsOf(root).flatMap((version) => symbolsOf(version).map((symbol) => symbol.path)));
  assert.deepEqual(
    [...expected].filter((route) => !listed.has(route)),
    [],
  );
  // Anything else listed at a symbol page's address is a page of no symbol.
  const symbolLike = [...listed].filter((route) => /^\/docs(\/[^/]+)?\/(apis|events|types|errors)\/[^/]+$/.test(route));
  assert.deepEqual(
    symbolLike.filter((route) => !expected.has(route)),
    [],
  );
  assert.ok(expected.size > 1000, `${expected.size} symbol pages`);
  for (const version of docsVersionsOf(root)) {
    const symbols = symbolsOf(version);
    for (const kind of ['operation', 'event', 'declaration', 'errorCode']) {
      const symbol = symbols.find((entry) => entry.kind === kind);
      const page = await html(symbol.path);
      const title = page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
      assert.equal(title, symbol.name, `${symbol.path} is titled ${symbol.name}`);
      assert.match(page, /data-symbol-history/, `${symbol.path} has its history line`);
    }
  }
});

test("an error code's page names the store errors reported as it", async () => {
  const text = async (route) => (await html(route)).replace(/<!--.*?-->|<[^>]+>|\u200b/g, ' ').replace(/\s+/g, ' ');
  const page = await text('/docs/errors/already-owned');
  assert.match(page, /Reported for these store errors Android : 7 · ITEM_ALREADY_OWNED/);
  const cancelled = await text('/docs/errors/user-cancelled');
  assert.match(cancelled, /iOS : [^:]*userCancelled/);
  assert.match(cancelled, /Android : 1 · USER_CANCELED/);
});

test("a symbol an older release has and a later one removed says so on its page, and links the release's migration", async () => {
  const page = await html('/docs/2.4.4/errors/receipt-failed');
  const history = page.match(/data-symbol-history[^>]*>((?:[^<]|<a [^>]*>[^<]*<\/a>|<span[^>]*>[^<]*<\/span>)*)/);
  assert.equal(history[1].replace(/<[^>]+>/g, ''), 'Since 1.2.3 · changed in 2.4.4 · removed in 3.2.1');
  assert.match(history[1], /<a [^>]*href="?\/docs\/migrating\/2\.4\.4-to-3\.2\.1#e-receipt-failed"?[^>]*>3\.2\.1<\/a>/);
  const types = await html('/docs/2.4.4/types');
  assert.match(types, /data-symbol-entry="?PurchaseIOS[" >][\s\S]*?<a [^>]*href="?\/docs\/2\.4\.4\/types\/purchase-ios[" >]/);
});

test('an address among the symbol pages that no symbol has is the not-found page, served and drawn', async () => {
  const {page, context, record, response} = await openPage('/docs/2.4.4/types/no-such-type');
  assert.equal(response.status(), 404);
  await page.getByRole('heading', {name: 'Page not found'}).waitFor();
  assert.deepEqual(
    record.consoleErrors.filter((error) => !/404/.test(error)),
    [],
  );
  await context.close();
});

/** The old anchors of entries on the index pages, the symbol each lands on and that symbol's page. */
const OLD_ANCHORS = [
  ['/docs/apis#request-purchase', 'requestPurchase', '/docs/apis/request-purchase'],
  ['/docs/types#type-purchase-ios', 'PurchaseIOS', '/docs/types/purchase-ios'],
  ['/docs/next/events#purchase-updated-listener', 'purchaseUpdatedListener', '/docs/next/events/purchase-updated-listener'],
];

for (const [address, name, own] of OLD_ANCHORS) {
  test(`${address} lands on the symbol's line, and one click on its name opens its page inside the site`, async () => {
    const {page, context, record} = await openPage(address);
    const id = address.split('#')[1];
    await waitForScrolledTo(page, id, 40, 200);
    const entry = page.locator(`[id="${id}"]`);
    assert.equal(await entry.getAttribute('data-symbol-entry'), name);
    // One line: the name, a summary and the history line; the full entry (a table, a signature) is on the symbol's page.
    assert.match(await entry.innerText(), new RegExp(`^${name}\\b[\\s\\S]*\\w[\\s\\S]*Since \\d`));
    assert.equal(await entry.locator('table, pre').count(), 0);
    await page.evaluate(() => {
      window.sameDocument = true;
    });
    await entry.getByRole('link', {name, exact: true}).click();
    await page.waitForURL((url) => url.pathname === own);
    await page.locator('h1', {hasText: name}).waitFor();
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'navigated inside the app');
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test("a symbol's page reached from its index line is complete, drawn from that page's data, and its links lead on", async () => {
  const {page, context, record} = await openPage('/docs/types#type-purchase-ios');
  const link = page.locator('#type-purchase-ios').getByRole('link', {name: 'PurchaseIOS', exact: true});
  await bringToRest(link);
  await link.click();
  await page.waitForURL((url) => url.pathname === '/docs/types/purchase-ios');
  await page.locator('h1', {hasText: 'PurchaseIOS'}).waitFor();
  // The fields come from the page's data, fetched with the page: the table is the same as on a first visit.
  const rows = await page.locator('[data-type="PurchaseIOS"] tbody tr').count();
  const direct = await html('/docs/types/purchase-ios');
  assert.equal(rows, (direct.match(/<tr/g) ?? []).length - 1);
  assert.ok(rows > 20, `${rows} rows`);
  // And its links lead on to other symbols' pages.
  const base = page.locator('[data-type="PurchaseIOS"]').getByRole('link', {name: 'PurchaseCommon'}).first();
  await base.click();
  await page.waitForURL((url) => url.pathname === '/docs/types/purchase-common');
  await page.locator('h1', {hasText: 'PurchaseCommon'}).waitFor();
  // Its version's sidebar stays, Types still its current item.
  assert.equal(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').innerText(), 'Types');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("an operation's page shows its declaration in the reader's language", async () => {
  const {page, context, record} = await openPage('/docs/apis/request-purchase?lang=swift');
  await page.locator('h1', {hasText: 'requestPurchase'}).waitFor();
  await page.locator('[data-lang-slot]:not(:empty)').first().waitFor();
  assert.match(await page.locator('[data-operation="requestPurchase"]').innerText(), /func requestPurchase|requestPurchase\(/);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("opening a docs page and moving to another never tests a symbol page's own route: the route holding them answers for all", async () => {
  // Each route is tested by running its path's regular expression; count the runs of the symbol pages' own.
  const {page, context} = await openPage('/docs/lifecycle', {
    init: () => {
      // A route's expression, its escapes removed: `^/docs/2.4.4/types/purchase-ios(?:/(?=$))?$`.
      const symbolRoute = /^\^\/docs(\/[^/]+)?\/(apis|events|types|errors)\/[a-z0-9-]+\(/;
      const exec = RegExp.prototype.exec;
      window.symbolRouteTests = [];
      RegExp.prototype.exec = function (text) {
        // The original `exec`, and no expression in between: this one is what `test` and `replace` call.
        if (exec.call(symbolRoute, this.source.split('\\').join(''))) window.symbolRouteTests.push(this.source);
        return exec.call(this, text);
      };
    },
  });
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/errors"]').first().click();
  await page.waitForURL((url) => url.pathname === '/docs/errors');
  await page.locator('#e-user-cancelled').waitFor();
  assert.deepEqual(await page.evaluate(() => window.symbolRouteTests.slice(0, 3)), []);
  // It does test them once the address is one of theirs.
  await page.evaluate(() => (window.symbolRouteTests = []));
  await page.locator('#e-user-cancelled').getByRole('link', {name: 'user-cancelled'}).first().click();
  await page.waitForURL((url) => url.pathname === '/docs/errors/user-cancelled');
  assert.ok((await page.evaluate(() => window.symbolRouteTests.length)) > 0);
  await context.close();
});

/** A symbol page of each kind of version, its version's base and its index page's sidebar entry. */
const SIDEBAR_PAGES = [
  ['/docs/types/purchase-ios', '/docs', 'Types'],
  ['/docs/2.4.4/types/purchase-ios', '/docs/2.4.4', 'Types'],
  ['/docs/next/events/purchase-updated-listener', '/docs/next', 'Events'],
];
const SIDEBAR_GROUPS = ['Documentation', 'Setup Guide', 'Features', 'Updates', 'Platform Matrix'];

for (const [route, base, index] of SIDEBAR_PAGES) {
  test(`${route} has its version's docs sidebar, with ${index} as the current item`, async () => {
    const {page, context, record} = await openPage(route);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const groups = await sidebar.locator(':scope > li').evaluateAll((items) => items.map((item) => item.querySelector('a').textContent));
    assert.deepEqual(groups, SIDEBAR_GROUPS);
    assert.equal(await sidebar.getByRole('link', {name: 'Life Cycle', exact: true}).getAttribute('href'), `${base}/lifecycle`);
    const current = sidebar.locator('a[aria-current="page"]');
    assert.equal(await current.count(), 1);
    assert.equal(await current.innerText(), index);
    assert.equal(await current.getAttribute('href'), `${base}/${index.toLowerCase()}`);
    assert.match(await current.getAttribute('class'), /menu__link--active/);
    // Every link of the sidebar stays inside its version (the migration pages belong to no version).
    const hrefs = await sidebar.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const outside = hrefs.filter(
      (href) => !href.startsWith('/docs/migrating') && (base === '/docs' ? /^\/docs\/(next|\d)/.test(href) : !href.startsWith(`${base}/`)),
    );
    assert.deepEqual(outside, []);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test("on a phone, a symbol page's Menu button opens its version's docs sidebar in the drawer", async () => {
  const {page, context, record} = await openPage('/docs/2.4.4/types/purchase-ios', {viewport: {width: 412, height: 860}});
  assert.equal(await page.locator('.theme-doc-sidebar-container').isVisible(), false);
  await page.getByRole('button', {name: 'Menu', exact: true}).click();
  const drawer = page.locator('.navbar-sidebar');
  const lifecycle = drawer.getByRole('link', {name: 'Life Cycle', exact: true});
  await lifecycle.waitFor();
  assert.equal(await lifecycle.isVisible(), true);
  assert.equal(await lifecycle.getAttribute('href'), '/docs/2.4.4/lifecycle');
  assert.equal(await drawer.locator('.theme-doc-sidebar-menu a[aria-current="page"]').innerText(), 'Types');
  await lifecycle.click();
  await page.waitForURL((url) => url.pathname === '/docs/2.4.4/lifecycle');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("a symbol page's version menu and banner keep the symbol: each release's entry leads to its page there, else to that release's index", async () => {
  const {page, context, record} = await openPage('/docs/2.4.4/apis/request-purchase?lang=kotlin', {viewport: {width: 1280, height: 900}});
  const menu = page.locator('.navbar .dropdown').filter({has: page.locator('.dropdown__menu a', {hasText: '1.2.3'})});
  await menu.hover();
  const entries = await menu.locator('.dropdown__menu a').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  assert.deepEqual(entries, [
    ['Next', '/docs/next/apis/request-purchase?lang=kotlin'],
    ['3.2.1', '/docs/apis/request-purchase?lang=kotlin'],
    ['2.4.4', '/docs/2.4.4/apis/request-purchase'],
    ['1.3.17', '/docs/1.3.17/apis/request-purchase?lang=kotlin'],
    ['1.2.3', '/docs/1.2.3/apis/request-purchase?lang=kotlin'],
  ]);
  assert.equal(await page.locator('.theme-doc-version-banner a').getAttribute('href'), '/docs/apis/request-purchase');
  await menu.locator('.dropdown__menu a', {hasText: '3.2.1'}).click();
  await page.waitForURL((url) => url.pathname === '/docs/apis/request-purchase' && url.search === '?lang=kotlin');
  await page.locator('h1', {hasText: 'requestPurchase'}).waitFor();
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("on a phone, a symbol page's drawer opens the versions with the page's own version current", async () => {
  const {page, context, record} = await openPage('/docs/2.4.4/errors/receipt-failed', {viewport: {width: 412, height: 860}});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.locator('.navbar-sidebar');
  await drawer.getByRole('button', {name: /Back to main menu/}).click();
  const current = drawer.locator('.menu__link--active', {hasText: '2.4.4'});
  await current.waitFor();
  assert.equal(await current.isVisible(), true);
  assert.equal(await current.getAttribute('href'), '/docs/2.4.4/errors/receipt-failed');
  // A later release without the code leads to its Errors page.
  assert.equal(await drawer.getByRole('link', {name: '3.2.1', exact: true}).getAttribute('href'), '/docs/errors');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
