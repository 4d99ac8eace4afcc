// A page for every operation, listener, type and error code of the newest release and of Next, listed from each
// version's own model: reachable from its line on its index page, where the old anchor still lands, complete on a first
// visit and on a page reached by a link inside the site. Older releases have none: their index entries are whole and
// link the generated reference.
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
const {hasSymbolPages, symbolPagePath} = load('../../shared/symbolPages.ts');
const {readDocsVersionsList} = load('../../plugins/openiap-versions/index.ts');

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

test('the sitemap lists a page for every symbol of the newest release and Next, each titled by its name with its history', async () => {
  const sitemap = await html('/sitemap.xml');
  const listed = new Set([...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]*)<\/loc>/g)].map(([, route]) => route));
  const newest = readDocsVersionsList(root)[0];
  const missing = [];
  const extra = [];
  let count = 0;
  for (const version of docsVersionsOf(root)) {
    for (const symbol of symbolsOf(version)) {
      const expected = hasSymbolPages(version, newest);
      count += expected ? 1 : 0;
      if (expected && !listed.has(symbol.path)) missing.push(`${version} ${symbol.kind} ${symbol.name}: ${symbol.path}`);
      if (!expected && listed.has(symbol.path)) extra.push(`${version} ${symbol.name}: ${symbol.path}`);
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(extra, []);
  assert.ok(count > 400, `${count} symbol pages`);
  for (const version of [newest, 'current']) {
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

test('an older release keeps its entries on the index pages, which link the generated reference', async () => {
  assert.equal((await fetch(new URL('/docs/2.4.4/types/purchase-ios', BASE_URL))).status, 404);
  const types = await html('/docs/2.4.4/types');
  assert.match(types, /<a [^>]*href="?\/docs\/2\.4\.4\/api\/purchases#PurchaseIOS"?[^>]*>Reference<\/a>/);
  const errors = await html('/docs/2.4.4/errors');
  const line = errors
    .match(/id="?e-receipt-failed[\s\S]*?data-symbol-history[^>]*>((?:[^<]|<a [^>]*>[^<]*<\/a>|<span[^>]*>[^<]*<\/span>)*)/)[1]
    .replace(/<[^>]+>/g, '');
  assert.equal(line, 'Since 1.2.3 · changed in 2.4.4 · removed in 3.2.1');
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
