// The search modal and the full-text search as a reader meets them on the built site: the ways to open and close
// it, the keyboard, the results, unsafe input, the full-text hits and results page, the docs version it searches,
// and that none of it is downloaded before it is used.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL} from './support/harness.mjs';

const PHONE = {width: 390, height: 844};
// With versions.json, docs/ is "Next" at /docs/next and the latest release is at /docs; before it, /docs is all.
const VERSIONED = (await fetch(`${BASE_URL}/docs/next/lifecycle`)).status === 200;
const NEXT = VERSIONED ? '/docs/next' : '/docs';
const LATEST = '/docs';

const dialogOf = (page) => page.getByRole('dialog', {name: 'Search APIs and pages'});
const inputOf = (page) => dialogOf(page).getByRole('combobox');
const optionsOf = (page) => dialogOf(page).getByRole('option');
const statusOf = (page) => dialogOf(page).locator('[data-search-status]');

async function openSearch(page, how = 'button') {
  if (how === 'button') await page.locator('nav.navbar').getByRole('button', {name: 'Search APIs'}).click();
  else await page.keyboard.press(how);
  await dialogOf(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  return dialogOf(page);
}

/**
 * Types a query and waits until its results are on screen: a result row of its own, or the no-results message. The
 * API index arrives with the first opening, so on a busy machine the first answer can take a moment.
 */
async function search(page, query) {
  await inputOf(page).fill(query);
  if (query.trim() === '') return;
  await page
    .waitForFunction(
      () =>
        document.querySelector('[role="option"]:not([data-search-all])') !== null ||
        /No results found/.test(document.querySelector('[data-search-status]')?.textContent ?? ''),
      null,
      {timeout: 10000},
    )
    .catch(() => {}); // the test's own assertion then reports what is on screen
}

/** Waits until the full-text search has answered the current query (the results list is no longer busy). */
async function waitForFullText(page) {
  await page.waitForFunction(() => document.querySelector('[role="listbox"]')?.getAttribute('aria-busy') === 'false', null, {timeout: 10000});
}

const selectedPath = (page) => page.evaluate(() => document.querySelector('[role="option"][aria-selected="true"]')?.getAttribute('data-path'));

function assertClean(record) {
  assert.deepEqual(record.consoleErrors, [], 'console errors');
  assert.deepEqual(record.failedSameOrigin, [], 'failed requests');
}

test('the navbar has one search entry point, the button with its shortcut tooltip, on desktop and phone', async () => {
  for (const viewport of [undefined, PHONE]) {
    const {page, context, record} = await openPage(`${NEXT}/lifecycle`, {viewport});
    const nav = page.locator('nav.navbar');
    const buttons = nav.getByRole('button', {name: /search/i});
    assert.equal(await buttons.count(), 1);
    assert.equal(await buttons.first().getAttribute('title'), 'Search APIs (Cmd+K)');
    assert.equal(await buttons.first().isVisible(), true);
    assert.equal(await nav.locator('input').count(), 0, 'no second search box from the plugin');
    await openSearch(page);
    assertClean(record);
    await context.close();
  }
});

test('opens from the button, with Ctrl+K and with Meta+K, above the page, from any page', async () => {
  const {page, context, record} = await openPage('/');
  for (const how of ['button', 'Control+k', 'Meta+k']) {
    const dialog = await openSearch(page, how);
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    // Above the page: the element at the dialog's centre belongs to it, not to the navbar or the page.
    const onTop = await page.evaluate(() => {
      const box = document.querySelector('[role="dialog"]').getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 20);
      return document.querySelector('[role="dialog"]').contains(hit);
    });
    assert.equal(onTop, true, `${how}: dialog is on top`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
  }
  // Ctrl+K works while focus is in the page too, and its browser default (the address bar) is prevented.
  await page.locator('.theme-layout-main a').first().focus();
  await openSearch(page, 'Control+k');
  assertClean(record);
  await context.close();
});

test('the input receives focus 100 ms after the modal opens', async () => {
  const {page, context} = await openPage(`${NEXT}/apis`, {clock: true});
  // Load the modal's code first, so that the second opening waits for nothing but the delay.
  await openSearch(page);
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({state: 'detached'});
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('Control+k');
  await dialogOf(page).waitFor();
  const inputFocused = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
  assert.equal(await inputFocused(), false, 'focused as the modal opened');
  await page.clock.runFor(99);
  assert.equal(await inputFocused(), false, 'focused after 99 ms');
  await page.clock.runFor(1);
  assert.equal(await inputFocused(), true, 'not focused after 100 ms');
  await context.close();
});

test('page scrolling is locked while open and unlocked after closing', async () => {
  const {page, context, record} = await openPage(`${NEXT}/types`);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 2);
  // The shortcut, not a click: Playwright scrolls a clicked element "into view", even in the sticky navbar.
  await openSearch(page, 'Control+k');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
  await page.mouse.move(30, 400);
  await page.mouse.wheel(0, 900);
  // Proves that something does not happen: the page must stay put for a while after the wheel, so this waits a fixed
  // time (longer than a wheel scroll takes when the page is free to scroll, as it is below).
  await page.waitForTimeout(300);
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - 1200) < 2, 'the page did not scroll under the modal');
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({state: 'detached'});
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 1500);
  assertClean(record);
  await context.close();
});

test('closes on Escape, a backdrop click and the close button, not on a click inside; focus returns to the button', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  const button = page.locator('nav.navbar').getByRole('button', {name: 'Search APIs'});
  await openSearch(page);
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({state: 'detached'});
  assert.equal(await button.evaluate((element) => element === document.activeElement), true, 'focus back on the button');

  await openSearch(page);
  await dialogOf(page).click({position: {x: 200, y: 100}});
  assert.equal(await dialogOf(page).isVisible(), true, 'a click inside keeps it open');
  await page.mouse.click(15, 400);
  await dialogOf(page).waitFor({state: 'detached'});

  await openSearch(page);
  await dialogOf(page).getByRole('button', {name: 'Close search'}).click();
  await dialogOf(page).waitFor({state: 'detached'});
  assert.equal(new URL(page.url()).pathname, `${NEXT}/lifecycle`);
  assertClean(record);
  await context.close();
});

test('an empty query shows no results; a query shows "{n} result(s)" with matches highlighted case-insensitively', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  await openSearch(page);
  assert.equal(await optionsOf(page).count(), 0);
  assert.equal(await statusOf(page).count(), 0, 'no count line for an empty query');
  await search(page, '   ');
  assert.equal(await optionsOf(page).count(), 0);

  await search(page, 'INITCONNECTION');
  await waitForFullText(page);
  const status = await statusOf(page).innerText();
  const count = Number(/^(\d+) result\(s\)$/.exec(status)?.[1]);
  assert.ok(count >= 2, status);
  const first = optionsOf(page).first();
  assert.equal(await first.getAttribute('data-path'), `${NEXT}/apis/init-connection`);
  const text = await first.innerText();
  assert.match(text, /initConnection/);
  assert.match(text, /Connection Management/);
  assert.match(text, /Opens the connection to the store/);
  const marks = await dialogOf(page).locator('mark').allInnerTexts();
  assert.ok(marks.length >= 2);
  for (const mark of marks) assert.equal(mark.toLowerCase(), 'initconnection');
  // The count covers every listed result (the last row only opens the results page).
  assert.equal(count, (await optionsOf(page).count()) - 1);
  assertClean(record);
  await context.close();
});

test('no match says No results found for "{query}"', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  await openSearch(page);
  await search(page, 'qqxzv-no-match');
  await page.waitForFunction(() => document.querySelector('[data-search-status]')?.textContent?.startsWith('No results'));
  assert.equal(await statusOf(page).innerText(), 'No results found for "qqxzv-no-match"');
  assert.equal(await dialogOf(page).locator('[data-path]:not([data-search-all])').count(), 0);
  assertClean(record);
  await context.close();
});

test('title matches come first: "purchase" lists Purchase, then names starting with it, before description matches', async () => {
  const {page, context} = await openPage(`${NEXT}/lifecycle`);
  await openSearch(page);
  await search(page, 'purchase');
  const titles = await dialogOf(page)
    .locator('[role="option"] > div:first-child > span:first-child')
    .evaluateAll((spans) => spans.map((span) => span.textContent));
  assert.equal(titles[0], 'Purchase');
  const firstNonTitle = titles.findIndex((title) => !title.toLowerCase().includes('purchase'));
  const apiTitles = titles.slice(0, firstNonTitle < 0 ? titles.length : firstNonTitle);
  assert.ok(apiTitles.length > 10, `${apiTitles.length} title matches first`);
  await context.close();
});

test('arrow keys move the selection clamped at both ends; Enter opens the result and its heading is in view', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  await openSearch(page);
  await search(page, 'connection');
  await waitForFullText(page);
  const paths = await optionsOf(page).evaluateAll((options) => options.map((option) => option.getAttribute('data-path')));
  const input = inputOf(page);
  assert.equal(await selectedPath(page), paths[0]);
  await page.keyboard.press('ArrowUp');
  assert.equal(await selectedPath(page), paths[0], 'clamped at the top');
  await page.keyboard.press('ArrowDown');
  assert.equal(await selectedPath(page), paths[1]);
  const active = await input.getAttribute('aria-activedescendant');
  assert.equal(await page.locator(`[id="${active}"]`).getAttribute('data-path'), paths[1]);
  for (let i = 0; i < paths.length + 5; i += 1) await page.keyboard.press('ArrowDown');
  assert.equal(await selectedPath(page), paths.at(-1), 'clamped at the bottom');
  for (let i = 0; i < paths.length + 5; i += 1) await page.keyboard.press('ArrowUp');
  assert.equal(await selectedPath(page), paths[0]);

  await search(page, 'init');
  assert.equal(await selectedPath(page), `${NEXT}/apis/init-connection`);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `${NEXT}/apis/init-connection`);
  await dialogOf(page).waitFor({state: 'detached'});
  await page.locator('h1', {hasText: 'initConnection'}).waitFor();
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
  assertClean(record);
  await context.close();
});

test("clicking a result closes the modal and opens the symbol's page (a listener, under Events)", async () => {
  const {page, context, record} = await openPage(`${NEXT}/events`);
  await openSearch(page);
  await search(page, 'purchaseErrorListener');
  await optionsOf(page).first().click();
  await page.waitForURL((url) => url.pathname === `${NEXT}/events/purchase-error-listener`);
  await dialogOf(page).waitFor({state: 'detached'});
  await page.locator('h1', {hasText: 'purchaseErrorListener'}).waitFor();
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden'), false);
  assertClean(record);
  await context.close();
});

test('unsafe input is text: markup, regular-expression characters, emoji and a 10,000-character paste', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  let alerted = false;
  page.on('dialog', async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await openSearch(page);
  const html = '<img src=x onerror=alert(1)>';
  await page.keyboard.insertText(html);
  await waitForFullText(page);
  assert.equal(await dialogOf(page).locator('img').count(), 0);
  assert.equal(alerted, false);
  assert.match(await dialogOf(page).innerText(), /<img src=x onerror=alert\(1\)>/);

  for (const query of ['.*', '(', '[a-z]+', '\\', '$^', '😀🇰🇷👩‍💻', '%00', '{{x}}']) {
    await search(page, query);
    await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '') !== '');
    assert.equal(await dialogOf(page).locator('img, script').count(), 0);
  }

  await search(page, '');
  const long = `${'init'.repeat(2000)}${'x'.repeat(2000)}`;
  assert.equal(long.length, 10_000);
  await page.keyboard.insertText(long);
  await page.waitForFunction(() => (document.querySelector('[data-search-status]')?.textContent ?? '').startsWith('No results'));
  assert.equal((await inputOf(page).inputValue()).length, 10_000);
  // Still working afterwards.
  await search(page, 'init');
  assert.equal(await selectedPath(page), `${NEXT}/apis/init-connection`);
  assert.equal(alerted, false);
  assertClean(record);
  await context.close();
});

test('full text: a word only in page prose is found, and the results page lists the page', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  await openSearch(page);
  await search(page, 'propagation');
  await waitForFullText(page);
  const group = dialogOf(page).getByRole('group', {name: 'In all pages'});
  const hitPaths = await group.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('data-path')));
  assert.ok(
    hitPaths.some((path) => path.startsWith(`${NEXT}/android-setup`)),
    hitPaths.join(', '),
  );
  assert.match(await statusOf(page).innerText(), /^\d+ result\(s\)$/);

  // The last row opens the results page: the arrow keys reach it like any result.
  const all = dialogOf(page).locator('[data-search-all]');
  assert.match(await all.innerText(), /Search all pages for “propagation”/);
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowDown');
  assert.equal(await selectedPath(page), await all.getAttribute('data-path'));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'propagation');
  await dialogOf(page).waitFor({state: 'detached'});
  const link = page.locator(`.theme-layout-main article a[href^="${NEXT}/android-setup"]`).first();
  await link.waitFor({timeout: 10000});
  assert.match(await page.locator('.theme-layout-main h1').innerText(), /propagation/);
  await link.click();
  await page.waitForURL((url) => url.pathname === `${NEXT}/android-setup`);
  assertClean(record);
  await context.close();
});

test('the results page works on its own, for the latest docs', async () => {
  const {page, context, record} = await openPage('/search?q=propagation');
  await page.locator(`.theme-layout-main article a[href^="${LATEST}/android-setup"]`).first().waitFor({timeout: 10000});
  assert.match(await page.locator('.theme-layout-main').innerText(), /\d+ documents? found/);
  assertClean(record);
  await context.close();
});

test('non-doc pages are searchable in full text too', async () => {
  const {page, context, record} = await openPage('/docs/lifecycle');
  await openSearch(page);
  await search(page, 'sponsorship');
  await waitForFullText(page);
  const hitPaths = await dialogOf(page)
    .getByRole('group', {name: 'In all pages'})
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-path')));
  assert.ok(
    hitPaths.some((path) => path.startsWith('/sponsors')),
    hitPaths.join(', '),
  );
  assertClean(record);
  await context.close();
});

/** Text only the search modal's code holds: the label of its full-text results. */
const MODAL_MARKER = 'In all pages';

test('nothing of the search is downloaded before it is used; the API index comes with the first open, the page index with the first query', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  const firstPaint = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  assert.equal(firstPaint.filter((url) => /api-search|search-index/.test(url)).length, 0, firstPaint.join('\n'));
  // No script of the first visit carries the index (its entries' ids are in it) or the modal (its results' group).
  for (const url of firstPaint.filter((name) => name.endsWith('.js'))) {
    const body = await (await fetch(url)).text();
    assert.equal(body.includes('operation:initConnection'), false, `${url} holds the API index`);
    assert.equal(body.includes(MODAL_MARKER), false, `${url} holds the search modal`);
  }
  const requests = [];
  const scripts = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const apiIndex = page.waitForResponse((response) => /\/api-search\/api-index\.current\.json$/.test(response.url()));
  await openSearch(page);
  await apiIndex;
  assert.ok(
    (await Promise.all(scripts)).some((body) => body.includes(MODAL_MARKER)),
    'modal code on open',
  );
  assert.ok(
    requests.some((url) => /\/api-search\/api-index\.current\.json$/.test(url)),
    'API index of Next on open',
  );
  assert.equal(requests.filter((url) => /search-index/.test(url)).length, 0, 'no full-text index before a query');
  await search(page, 'init');
  await waitForFullText(page);
  assert.ok(
    requests.some((url) => /search-index\.json/.test(url)),
    'full-text index on the first query',
  );
  assertClean(record);
  await context.close();
});

test('each keystroke updates the results, typing and deleting (how fast is measured by npm run bench:search, not here)', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`);
  await openSearch(page);
  await page.evaluate(() => {
    // Counts the keystrokes after which the dialog's DOM had changed (React renders a keystroke synchronously).
    window.changedKeystrokes = 0;
    let typed = false;
    document.querySelector('[role="combobox"]').addEventListener('input', () => (typed = true), true);
    new MutationObserver(() => {
      if (typed) window.changedKeystrokes += 1;
      typed = false;
    }).observe(document.querySelector('[role="dialog"]'), {subtree: true, childList: true, characterData: true, attributes: true});
  });
  let keystrokes = 0;
  for (const query of ['purchase', 'ios', 'e', 'xyz']) {
    await page.keyboard.type(query);
    for (let i = 0; i < query.length; i += 1) await page.keyboard.press('Backspace');
    keystrokes += 2 * query.length;
  }
  const changed = await page.evaluate(() => window.changedKeystrokes);
  assert.equal(changed, keystrokes, `${changed} of ${keystrokes} keystrokes changed the dialog`);
  assertClean(record);
  await context.close();
});

test('on a phone the modal fills the screen and closes with its button', async () => {
  const {page, context, record} = await openPage(`${NEXT}/lifecycle`, {viewport: PHONE});
  const dialog = await openSearch(page);
  const box = await dialog.boundingBox();
  assert.ok(box.width >= PHONE.width - 2 && box.height >= PHONE.height - 2, JSON.stringify(box));
  await search(page, 'init');
  assert.equal(await selectedPath(page), `${NEXT}/apis/init-connection`);
  await dialog.getByRole('button', {name: 'Close search'}).click();
  await dialog.waitFor({state: 'detached'});
  assertClean(record);
  await context.close();
});

test(
  'each docs version searches itself: API results and full-text hits lead into the version being read',
  {skip: VERSIONED ? false : 'versions.json does not exist yet: there is one docs version'},
  async () => {
    for (const [base, other] of [
      ['/docs/next', null],
      ['/docs', '/docs/next'],
    ]) {
      const {page, context, record} = await openPage(`${base}/lifecycle`);
      await openSearch(page);
      await search(page, 'getPromotedProductIOS');
      assert.equal(await selectedPath(page), `${base}/apis/get-promoted-product-ios`);
      await search(page, 'propagation');
      await waitForFullText(page);
      const paths = await optionsOf(page).evaluateAll((options) => options.map((option) => option.getAttribute('data-path')));
      const hits = paths.filter((path) => path.startsWith('/docs'));
      assert.ok(hits.length > 0, `${base}: ${paths.join(', ')}`);
      for (const path of hits) {
        assert.ok(path.startsWith(`${base}/`), `${base}: ${path}`);
        if (other) assert.ok(!path.startsWith(`${other}/`), `${base}: ${path}`);
      }
      await dialogOf(page).locator('[data-search-all]').click();
      await page.waitForURL((url) => url.pathname === '/search');
      await page.locator(`.theme-layout-main article a[href^="${base}/android-setup"]`).first().waitFor({timeout: 10000});
      const listed = await page.locator('.theme-layout-main article a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      if (other)
        assert.ok(
          listed.every((href) => !href.startsWith(`${other}/`)),
          listed.join(', '),
        );
      assertClean(record);
      await context.close();
    }
    // Outside the docs, the latest release is searched.
    const {page, context} = await openPage('/sponsors');
    await openSearch(page);
    await search(page, 'getPromotedProductIOS');
    assert.equal(await selectedPath(page), `${LATEST}/apis/get-promoted-product-ios`);
    await context.close();
  },
);
