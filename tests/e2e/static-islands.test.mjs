// Static islands (plugins/static-islands): the type tables, operations and code blocks' colours are in each page's
// HTML, kept as they are on a first visit without their data in any script or fetched file; a page reached by a link
// inside the site fetches their data before it shows, and their links navigate inside the app.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, waitForHydration} from './support/harness.mjs';

/** A page's island data as the bundler emits it: an object keyed by island (`"i0501d022-0":{`). */
const ISLAND_DATA = /"i[0-9a-f]{8}-\d+":\{/;

/** Where the build puts the pages' island data files (plugins/static-islands/loader.js). */
const ISLAND_FILES = '**/assets/islands/*.json';

/** The code blocks whose tokens are in an island, and how many of them are coloured, read at one moment. */
const codeBlocks = (page) =>
  page.evaluate(() => {
    const blocks = [...document.querySelectorAll('article pre code[data-island]')];
    return {blocks: blocks.length, coloured: blocks.filter((block) => block.querySelector('.token.keyword')).length};
  });

/**
 * Records the text of every same-origin script and island data file the page loads from now on. A body arrives after
 * the page may already have run the script: `settled()` waits for the bodies of every response seen so far.
 */
function recordScripts(page) {
  const scripts = [];
  const reading = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'fetch') && response.url().startsWith(BASE_URL)) {
      reading.push(
        response
          .text()
          .catch(() => '')
          .then((text) => scripts.push({url: response.url(), text})),
      );
    }
  });
  scripts.settled = () => Promise.all(reading);
  return scripts;
}

const islandCount = (page) => page.locator('[data-island]').count();

/**
 * An init script: lists in window.__keptHtmlCopies each table, operation, prose run or wide-screen part whose inner
 * HTML a script reads. (A code block may read its own lines' HTML: it is not listed.)
 */
function countKeptHtmlCopies() {
  const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  window.__keptHtmlCopies = [];
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...innerHtml,
    get() {
      const kept = this.tagName !== 'CODE' && (this.hasAttribute('data-island') || this.hasAttribute('data-server-html'));
      if (kept) window.__keptHtmlCopies.push(this.getAttribute('data-island') ?? this.getAttribute('data-server-html'));
      return innerHtml.get.call(this);
    },
  });
}

// Pages that draw type tables and operations in full: guides, and the Events page's type tables.
for (const route of ['/docs/subscription-status', '/docs/next/validating-purchases', '/docs/events', '/docs/lifecycle']) {
  test(`${route}: a first visit keeps the server's tables and loads none of their data`, async () => {
    const html = await (await fetch(`${BASE_URL}${route}`)).text();
    const inHtml = html.match(/data-island=/g)?.length ?? 0;
    assert.ok(inHtml >= 5, `${route}: ${inHtml} islands in the HTML`);
    const {page, context, record} = await openPage(route, {hydrate: false});
    const scripts = recordScripts(page);
    await page.addInitScript(countKeptHtmlCopies);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    assert.equal(await islandCount(page), inHtml);
    // React keeps the server's elements as they are: copying their HTML out first would only lengthen the long task.
    assert.deepEqual(await page.evaluate(() => window.__keptHtmlCopies), [], 'kept elements whose HTML hydration copied');
    await scripts.settled();
    assert.ok(scripts.length > 0);
    assert.deepEqual(
      scripts.filter((script) => ISLAND_DATA.test(script.text)).map((script) => script.url),
      [],
      'scripts with island data',
    );
    // Hydration kept them: a mismatch would be reported in the console and the tables re-rendered from nothing.
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test('a page reached by a link shows its tables with the page, even when their data is slow to arrive', async () => {
  const {page, context, record} = await openPage('/docs/billing-problems');
  // Hold back every island data file for 800 ms: a slow network, not a wait for anything. The title must not show
  // without its tables in that time.
  let heldBack = 0;
  await page.route(ISLAND_FILES, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (ISLAND_DATA.test(body)) {
      heldBack += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.fulfill({response, body});
  });
  await page.evaluate(() => {
    window.tablesWhenTitleShowed = null;
    new MutationObserver(() => {
      const title = document.querySelector('article h1');
      if (window.tablesWhenTitleShowed === null && title?.textContent === 'Subscription Status and Entitlements') {
        window.tablesWhenTitleShowed = document.querySelectorAll('[data-island] table').length;
      }
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
    window.sameDocument = true;
  });
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/subscription-status"]').click();
  await page.waitForURL('**/docs/subscription-status');
  await page.locator('[data-type="RenewalInfoIOS"] table').waitFor();
  const tables = await page.locator('[data-island] table').count();
  assert.ok(tables > 5, `${tables} tables`);
  assert.equal(heldBack, 1, 'the page loaded its island data, held back');
  assert.equal(await page.evaluate(() => window.tablesWhenTitleShowed), tables, 'every table was there when the title showed');
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'navigated inside the app');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('links in a kept table navigate inside the app, and coming back shows the tables without loading their data', async () => {
  const {page, context, record} = await openPage('/docs/subscription-status');
  const scripts = recordScripts(page);
  const islandsAtLoad = await islandCount(page);
  assert.ok(islandsAtLoad > 10, `${islandsAtLoad} islands`);
  // The page's keys share its prefix: the data of the page reached by the link (its own runs) has others.
  const typesKeys = await page.evaluate(() => `"${document.querySelector('[data-island]').getAttribute('data-island').split('-')[0]}-`);
  await page.evaluate(() => {
    window.sameDocument = true;
  });
  const link = page.locator('[data-type="ActiveSubscription"] table a[href="/docs/types/renewal-info-ios"]').first();
  await link.click();
  await page.waitForURL('**/docs/types/renewal-info-ios');
  await page.locator('article h1', {hasText: 'RenewalInfoIOS'}).waitFor();
  await page.goBack();
  await page.waitForURL('**/docs/subscription-status');
  await page.locator('[data-type="ActiveSubscription"] table').waitFor();
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'navigated inside the app');
  assert.equal(await islandCount(page), islandsAtLoad);
  await scripts.settled();
  assert.deepEqual(
    scripts.filter((script) => ISLAND_DATA.test(script.text) && script.text.includes(typesKeys)).map((script) => script.url),
    [],
    "scripts with the guide's island data",
  );
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('a page reached by a link colours its code blocks from its fetched data, and keeps them coloured on the way back', async () => {
  const {page, context, record} = await openPage('/docs/types');
  const fetched = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/islands/')) fetched.push(request.url());
  });
  await page.evaluate(() => {
    window.sameDocument = true;
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Life Cycle', exact: true}).click();
  await page.waitForURL('**/docs/lifecycle');
  await page.locator('article h1', {hasText: 'Life Cycle'}).waitFor();
  const reached = await codeBlocks(page);
  assert.ok(reached.blocks >= 3, `${reached.blocks} code blocks with their tokens in an island`);
  assert.equal(reached.coloured, reached.blocks, 'every code block is coloured');
  assert.equal(fetched.length, 1, 'the page fetched its island data once');
  // Away and back: the page's data is not fetched again, and the blocks keep their colours.
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/types"]').click();
  await page.waitForURL('**/docs/types');
  await page.goBack();
  await page.waitForURL('**/docs/lifecycle');
  await page.locator('article h1', {hasText: 'Life Cycle'}).waitFor();
  const back = await codeBlocks(page);
  assert.ok(back.blocks >= 3, `${back.blocks} code blocks with their tokens in an island`);
  assert.equal(back.coloured, back.blocks, 'every code block is still coloured');
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'navigated inside the app');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('coming back to a first-visit page colours its code blocks without fetching their data', async () => {
  const {page, context, record} = await openPage('/docs/lifecycle');
  assert.ok((await codeBlocks(page)).blocks >= 3, 'code blocks with their tokens in an island');
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/events"]').click();
  await page.waitForURL('**/docs/events');
  await page.locator('article h1', {hasText: 'Events'}).waitFor();
  // From here on, only the way back: the Events page fetched its own data to get here.
  const fetched = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/islands/')) fetched.push(request.url());
  });
  await page.goBack();
  await page.waitForURL('**/docs/lifecycle');
  await page.locator('article h1', {hasText: 'Life Cycle'}).waitFor();
  const back = await codeBlocks(page);
  assert.ok(back.blocks >= 3, `${back.blocks} code blocks with their tokens in an island`);
  assert.equal(back.coloured, back.blocks, 'every code block is still coloured');
  assert.deepEqual(fetched, [], 'no island data fetched for the page it first opened');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('the operation examples stay interactive next to their islands', async () => {
  const {page, context} = await openPage('/docs/restoring-purchases#get-available-purchases', {permissions: ['clipboard-read', 'clipboard-write']});
  const operation = page.locator('[data-operation="getAvailablePurchases"]');
  await operation.locator('div[data-island]').first().waitFor();
  const copy = operation.getByRole('button', {name: /copy/i});
  await copy.click();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /getAvailablePurchases\(/);
  await context.close();
});

test("an operation's links to the guides that use it are in the HTML of a first visit, and fetched for a page reached by a link", async () => {
  const {page, context, record} = await openPage('/docs/restoring-purchases', {hydrate: false});
  const scripts = recordScripts(page);
  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const usedIn = (operation) => page.locator(`[data-operation="${operation}"] p:has(> span:text-is("Used in")) a`);
  assert.ok((await usedIn('getAvailablePurchases').count()) > 3);
  await scripts.settled();
  assert.deepEqual(
    scripts.filter((script) => /"links":\[/.test(script.text)).map((script) => script.url),
    [],
    'a first visit loads no guide links',
  );
  // From an operation's page to a guide that shows it (its first operation) and a listener: the guide's links come
  // with the guide, under keys of its own.
  await page.goto('/docs/apis/show-in-app-messages-android');
  await waitForHydration(page);
  await usedIn('showInAppMessagesAndroid').filter({hasText: 'Billing Problems and Grace Periods'}).click();
  await page.waitForURL('**/docs/billing-problems');
  await usedIn('subscriptionBillingIssueListener').first().waitFor();
  assert.ok(await usedIn('showInAppMessagesAndroid').count(), 'the guide shows the links of the operation the page it left had');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

for (const base of ['/docs', '/docs/next']) {
  test(`${base}/errors: the decoder's data and answer load with the first question, not with the page`, async () => {
    // A phrase only the answer's code writes.
    // A code with its anchor, as data in a script or in a JSON chunk: only the decoder's data has it in a script.
    const DATA_MARKER = /"billing-response-json-parse-error"?,"?anchor/;
    const ANSWER_MARKER = 'in the error code table';
    const {page, context, record} = await openPage(`${base}/errors`, {hydrate: false});
    const scripts = recordScripts(page);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await scripts.settled();
    const holding = (marker) =>
      scripts.filter((script) => (typeof marker === 'string' ? script.text.includes(marker) : marker.test(script.text))).map((script) => script.url);
    assert.ok(scripts.length > 0);
    assert.deepEqual(holding(DATA_MARKER), [], "scripts with the decoder's data on arrival");
    assert.deepEqual(holding(ANSWER_MARKER), [], "scripts with the decoder's answer on arrival");

    await page.getByLabel('Platform').selectOption('android');
    await page.getByLabel('Store error (code or name) or error code').fill('7');
    await page.getByRole('button', {name: 'Decode'}).click();
    await page.locator('output', {hasText: 'already-owned'}).waitFor();
    await scripts.settled();
    assert.equal(holding(DATA_MARKER).length, 1, "the decoder's data, loaded with the question");
    assert.equal(holding(ANSWER_MARKER).length, 1, "the decoder's answer, loaded with the question");
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test('the type tables and operations far below the first screen are not laid out with it, their language control above them included', async () => {
  // The guides with the most type tables and operations drawn in full.
  for (const route of ['/docs/subscription-status', '/docs/validating-purchases']) {
    const {page, context, record} = await openPage(route, {viewport: {width: 390, height: 844}});
    try {
      await waitForHydration(page);
      const blocks = await page.evaluate(() =>
        [...document.querySelectorAll('[data-doc-language] > [data-island], [data-operation]')].map((block) => ({
          drawn: (block.firstElementChild ?? block).checkVisibility({contentVisibilityAuto: true}),
          // The browser draws what is near the window ahead of the reader: three screens down is well past it.
          far: block.getBoundingClientRect().top > 3 * innerHeight,
          // A type table's control is beside it in the block; an operation's is inside it.
          control: !!(block.closest('[data-doc-language]') ?? block.querySelector('[data-doc-language]'))?.querySelector('button[aria-haspopup="menu"]'),
        })),
      );
      const far = blocks.filter((block) => block.far);
      assert.ok(far.length >= 3, `${route}: ${far.length} of ${blocks.length} tables and operations are three screens down or more`);
      assert.equal(far.filter((block) => block.drawn).length, 0, `${route}: far tables and operations drawn in the first frame`);
      assert.ok(
        blocks.every((block) => block.control),
        `${route}: every table and operation has its language control`,
      );
      assert.deepEqual(record.consoleErrors, []);
    } finally {
      await context.close();
    }
  }
});
