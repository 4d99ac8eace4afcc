// The live sandbox of the docs, as a reader meets it: live examples whose code is in the HTML before any
// JavaScript runs, that load react-live and the simulated store only when reached, that can be edited and run
// against the store, and whose scenario switches produce the documented error codes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, BASE_URL, waitForHydration} from './support/harness.mjs';
import {seriousAxeViolations} from './support/axe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const versionsFile = path.join(root, 'versions.json');
const released = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
// The live examples are in docs/ ("Next"): at /docs/next once a version has been released, at /docs before.
const DOCS = released.length > 0 ? '/docs/next' : '/docs';

const LIVE_PAGES = ['lifecycle', 'apis', 'events', 'errors', 'subscription-upgrade-downgrade', 'examples/alternative-billing'];

/** The n-th live example of the page, scrolled into view and loaded. */
async function liveExample(page, index = 0) {
  const holder = page.locator('[data-live-example]').nth(index);
  await holder.scrollIntoViewIfNeeded();
  await holder.locator('[data-sandbox-platform]').waitFor({timeout: 15_000});
  // Connected means the example's own code has run its initConnection.
  await holder.locator('[data-connection="Connected"]').waitFor({timeout: 10_000});
  return holder;
}

/** What the example's own code rendered (its Result pane). */
function result(example) {
  return example.locator('[data-sandbox-result]');
}

function logEntry(example, title) {
  return example.locator(`[role="log"] li[data-title="${title}"]`);
}

test('the static HTML of every page with live examples shows their code, and no page loads react-live up front', async () => {
  for (const name of LIVE_PAGES) {
    const response = await fetch(`${BASE_URL}${DOCS}/${name}`);
    assert.equal(response.status, 200, name);
    const html = await response.text();
    const examples = html.match(/data-live-example="?static/g) ?? [];
    assert.ok(examples.length >= 1, `${name} has no live example in its HTML`);
    assert.match(html, /Run this example/, name);
    // The code is there as highlighted text: the listener registration every example makes.
    const text = html.replace(/<[^>]+>/g, '');
    assert.match(text, /initConnection\(/, `${name}: the example code is not in the HTML`);
    const scripts = [...html.matchAll(/<script[^>]+src="?([^" >]+)/g)].map((match) => match[1]);
    assert.deepEqual(
      scripts.filter((src) => !/runtime~main|main\./.test(src)),
      [],
      `${name} loads more than the main bundle up front`,
    );
  }
});

test('react-live and the simulated store load only when a live example comes into view, never on other pages', async () => {
  const {page, context, record} = await openPage('/docs/types');
  const loaded = [];
  // A body may arrive after the page has run the script: the checks wait for every body seen so far.
  const reading = [];
  page.on('response', (response) => {
    if (!response.url().includes('/assets/js/')) return;
    reading.push(
      response
        .text()
        .catch(() => '')
        .then((body) => {
          if (body.includes('jsxPragma')) loaded.push('react-live');
          if (body.includes('Sandbox controls')) loaded.push('sandbox');
        }),
    );
  });
  await page.mouse.wheel(0, 4000);
  await page.waitForFunction(() => window.scrollY > 0);
  // Proves that something does not happen: no sandbox code may arrive for a while after the scroll, so this waits a
  // fixed time (a load would be under way within it: the examples load as soon as they near the viewport).
  await page.waitForTimeout(800);
  await Promise.all(reading);
  assert.deepEqual(loaded, [], 'a page without live examples loaded the sandbox');

  await page.goto(`${DOCS}/apis`);
  await waitForHydration(page);
  // The same: nothing of the sandbox may arrive for a while before the example is scrolled to.
  await page.waitForTimeout(800);
  await Promise.all(reading);
  assert.deepEqual(loaded, [], 'the sandbox loaded before the live example came into view');
  await liveExample(page, 0);
  await Promise.all(reading);
  assert.ok(loaded.includes('react-live') && loaded.includes('sandbox'), `loaded: ${loaded.join(', ')}`);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('a reader edits a live example, buys, sees the purchase-updated event in the log, finishes it and sees the state change', async () => {
  const {page, context, record} = await openPage(`${DOCS}/apis`);
  const example = await liveExample(page, 0);

  // Edit the code: rename the load button. The result re-renders from the edited code.
  const editor = example.locator('.prism-code[contenteditable]').first();
  await editor.waitFor();
  // Select the button's label in the editor (the highlighter splits the code into many text nodes) and type over it.
  await editor.evaluate((element, word) => {
    const nodes = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    const text = nodes.map((node) => node.textContent).join('');
    const at = text.indexOf(`>${word}<`) + 1;
    const locate = (offset) => {
      for (const node of nodes) {
        if (offset <= node.textContent.length) return [node, offset];
        offset -= node.textContent.length;
      }
      throw new Error('offset outside the editor');
    };
    const range = document.createRange();
    range.setStart(...locate(at));
    range.setEnd(...locate(at + word.length));
    element.focus();
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
  }, 'fetchProducts');
  await page.keyboard.type('Load the catalogue');
  const load = example.getByRole('button', {name: 'Load the catalogue'});
  await load.waitFor({timeout: 10_000});
  await example.locator('[data-connection="Connected"]').waitFor();

  await load.click();
  const removeAds = example.locator('li', {hasText: 'Remove Ads'}).getByRole('button', {name: 'Buy'});
  await removeAds.click();
  await logEntry(example, 'purchase-updated').first().waitFor();
  assert.match(await logEntry(example, 'purchase-updated').first().innerText(), /remove_ads · purchased/);
  assert.match(await example.locator('[data-product="remove_ads"]').first().getAttribute('data-status'), /unfinished/);

  await example.getByRole('button', {name: 'finishTransaction(remove_ads)'}).click();
  await logEntry(example, 'Transaction finished').waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-product="remove_ads"]')?.getAttribute('data-status')?.includes('finished') &&
      !document.querySelector('[data-product="remove_ads"]')?.getAttribute('data-status')?.includes('unfinished'),
  );
  assert.match(
    await result(example)
      .getByText(/^Status:/)
      .innerText(),
    /Finished remove_ads/,
  );
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('the scenario switches produce the documented error codes: user-cancelled, network-error, not-prepared', async () => {
  const {page, context, record} = await openPage(`${DOCS}/errors`);
  const holder = page.locator('[data-live-example]').first();
  await holder.scrollIntoViewIfNeeded();
  const example = holder.locator('[data-sandbox-platform]');
  await example.waitFor({timeout: 15_000});
  // The example's own code has rendered (and registered its listeners on mount).
  await result(example)
    .getByText(/^Status:/)
    .waitFor();

  // Buying before connecting: not-prepared, handled by connecting and retrying.
  await example.getByRole('button', {name: 'Buy 100 Coins'}).click();
  await example.locator('[role="log"] li[data-kind="error"]').first().waitFor();
  assert.match(await example.locator('[role="log"] li[data-kind="error"]').first().innerText(), /not-prepared/);
  await logEntry(example, 'purchase-updated').first().waitFor();

  await example.getByLabel('Next purchase').selectOption('user-cancelled');
  await example.getByRole('button', {name: 'Buy 100 Coins'}).click();
  const cancelled = logEntry(example, 'purchase-error').first();
  await cancelled.waitFor();
  assert.match(await cancelled.innerText(), /user-cancelled/);
  await result(example)
    .getByText(/user-cancelled: shown here only for the demo/)
    .waitFor();

  await example.getByLabel('Next purchase').selectOption('success');
  await example.getByLabel('Network').selectOption('offline');
  await example.getByRole('button', {name: 'Buy 100 Coins'}).click();
  await result(example)
    .getByText(/network-error: retry 1 in 2 s/)
    .waitFor();
  assert.match(await logEntry(example, 'purchase-error').nth(1).innerText(), /network-error/);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Reset restores the original code and a fresh store; the platform switch runs the example on Google Play', async () => {
  const {page, context, record} = await openPage(`${DOCS}/lifecycle`);
  const example = await liveExample(page, 0);
  await example.getByRole('button', {name: /Buy Remove Ads/}).click();
  await logEntry(example, 'purchase-updated').first().waitFor();
  assert.equal(await example.locator('[data-product="remove_ads"]').count(), 1);

  await example.getByRole('button', {name: 'Reset code to original'}).click();
  await example.locator('[data-connection="Connected"]').waitFor();
  assert.equal(await example.locator('[data-product="remove_ads"]').count(), 0, 'the store was not fresh after Reset');
  assert.equal(await logEntry(example, 'purchase-updated').count(), 0);

  await example.getByRole('radio', {name: 'Android'}).check({force: true});
  await example.locator('[data-sandbox-platform="android"] [data-connection="Connected"]').waitFor();
  await example.getByRole('button', {name: /Buy Remove Ads/}).click();
  await example.locator('[role="log"] li[data-title="onPurchasesUpdated(OK, [1 purchase])"]').waitFor();
  // Not finished: three days later Google Play refunds it.
  await example.getByRole('button', {name: '+3 days'}).click();
  await logEntry(example, 'Refunded by Google Play').waitFor();
  assert.match(await example.locator('[data-product="remove_ads"]').first().getAttribute('data-status'), /refunded/);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('User Choice billing on the alternative billing example: Google Play fires purchase-updated, the alternative fires the user-choice event', async () => {
  const {page, context, record} = await openPage(`${DOCS}/examples/alternative-billing`);
  assert.equal(await page.locator('h1').innerText(), 'Alternative Billing Example');
  const example = await liveExample(page, 1);
  await example.getByRole('button', {name: 'Buy Remove Ads'}).click();
  await logEntry(example, 'purchase-updated').waitFor();
  await example.getByLabel('User choice').selectOption('alternative');
  await example.getByRole('button', {name: 'Buy 100 Coins'}).click();
  await logEntry(example, 'user-choice-billing-android').waitFor();
  await result(example)
    .getByText(/token reported/)
    .waitFor();
  assert.equal(await logEntry(example, 'purchase-updated').count(), 1);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('a running live example has no serious accessibility violations, in light and dark mode', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const {page, context} = await openPage(`${DOCS}/events`, {colorScheme});
    const example = await liveExample(page, 0);
    await example.getByRole('button', {name: 'Buy Remove Ads'}).click();
    await logEntry(example, 'purchase-updated').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], colorScheme);
    await context.close();
  }
});

/** An enum member's value as the spec model writes it ('user-cancelled', quoted), unquoted. */
function enumValue(model, enumName, member) {
  const raw = model.types.find((type) => type.name === enumName).members.find((entry) => entry.name === member).value;
  return raw.replace(/^'(.*)'$/, '$1');
}

test('a live example follows the rules of the docs version being read: the frozen model for a release, spec/ for Next', async () => {
  // The two versions' models are read here, independently of the site: the release's frozen file, and spec/'s model
  // extracted as the build extracts it. Whatever the values, the example of each version must show its own.
  const loadTs = createJiti(fileURLToPath(import.meta.url));
  const {loadLiveModel} = loadTs('../../plugins/spec-model/load.ts');
  const versions = [{label: 'Next', route: DOCS, model: loadLiveModel(root)}];
  for (const version of released) {
    const route = version === released[0] ? '/docs' : `/docs/${version}`;
    versions.push({label: version, route, model: JSON.parse(readFileSync(path.join(root, `versioned_docs/version-${version}/_spec-model.json`), 'utf8'))});
  }
  for (const {label, route, model} of versions) {
    const {page, context, record} = await openPage(`${route}/apis`);
    const example = await liveExample(page, 0);
    const rules = await example.getByTitle('The sandbox follows the spec of the docs version you are reading').innerText();
    const {androidAcknowledgeWindowDays, willExpireSoonDays} = model.constants;
    // A version whose active subscriptions have no willExpireSoon flag has no window for it either.
    const soon = willExpireSoonDays === undefined ? '' : `, expires soon within ${willExpireSoonDays} days`;
    assert.equal(rules, `Spec ${label}: refund after ${androidAcknowledgeWindowDays} days${soon}`, route);
    // The enums too: the purchase-error event and its code are spelled as this version's model spells them.
    await example.getByLabel('Next purchase').selectOption('user-cancelled');
    await example.getByRole('button', {name: 'fetchProducts'}).click();
    await example.locator('li', {hasText: 'Remove Ads'}).getByRole('button', {name: 'Buy'}).click();
    const failed = example.locator(`[role="log"] li[data-title="${enumValue(model, 'IapEvent', 'PurchaseError')}"]`);
    await failed.waitFor();
    assert.match(await failed.innerText(), new RegExp(enumValue(model, 'ErrorCode', 'UserCancelled')), route);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  }
});

test('each operation the sandbox simulates links to the live example of its docs version', async () => {
  for (const route of [DOCS, '/docs']) {
    // The operation's own page, where its full entry is.
    const {page, context} = await openPage(`${route}/apis/get-available-purchases`);
    const operation = page.locator('[data-operation="getAvailablePurchases"]');
    const link = operation.getByRole('link', {name: 'Try it live for getAvailablePurchases in the sandbox'});
    await link.click();
    await page.waitForURL(`**${route}/apis#try-it`);
    await page.locator('#try-it').waitFor();
    await context.close();
  }
});
