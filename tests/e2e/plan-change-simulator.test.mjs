// The plan-change simulator of the Subscription Upgrade and Downgrade page, as a reader meets it: the form is in
// the page's HTML, and Simulate plays the change on the simulated store and lists each moment up to the renewal.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {openPage, BASE_URL} from './support/harness.mjs';
import {seriousAxeViolations} from './support/axe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const versionsFile = path.join(root, 'versions.json');
const released = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
const PAGES = [released.length > 0 ? '/docs/next/subscription-upgrade-downgrade' : '/docs/subscription-upgrade-downgrade'];
if (released.length > 0) PAGES.push('/docs/subscription-upgrade-downgrade');

/** Picks Android, a move from the yearly to the monthly base plan and the deferred mode, and presses Simulate. */
async function simulateAndroidDowngrade(page, deferred = 'deferred') {
  const simulator = page.locator('[data-plan-change-simulator]');
  await simulator.scrollIntoViewIfNeeded();
  await simulator.getByRole('radio', {name: 'Android (Google Play)'}).check();
  await simulator.getByLabel('Current plan').selectOption('premium:yearly');
  await simulator.getByLabel('New plan').selectOption('premium:monthly');
  await simulator.getByLabel('Replacement mode').selectOption(deferred);
  await simulator.getByRole('button', {name: 'Simulate'}).click();
  const timeline = simulator.getByRole('list', {name: 'Timeline of the plan change'});
  await timeline.waitFor();
  return {simulator, timeline};
}

test('the form is in the HTML before any JavaScript runs, with no timeline yet', async () => {
  for (const route of PAGES) {
    const html = await (await fetch(`${BASE_URL}${route}`)).text();
    assert.match(html, /<form[^>]*aria-label="?Plan change to simulate/, route);
    assert.match(html, />Simulate<\/button>/, route);
    assert.match(html, /aria-live="?polite/, route);
    assert.doesNotMatch(html, /Timeline of the plan change/, route);
  }
});

test('Android, the deferred mode: the empty purchase list, no event, the backend record, then the renewal on the lower plan', async () => {
  for (const route of PAGES) {
    const {page, context, record} = await openPage(route);
    const {simulator, timeline} = await simulateAndroidDowngrade(page);
    assert.equal(await simulator.locator('[aria-live="polite"] ol').count(), 1, 'the timeline is an ordered list inside the live region');
    const steps = timeline.locator(':scope > li');
    assert.deepEqual(await steps.evaluateAll((items) => items.map((item) => item.dataset.step)), ['subscribe', 'change', 'renewal'], route);

    const row = (step, name) => timeline.locator(`li[data-step="${step}"] dd[data-row="${name}"]`).innerText();
    assert.match(await row('subscribe', 'events'), /purchase-updated: premium · purchased/);
    assert.match(await row('change', 'store'), /onPurchasesUpdated\(OK, \[\]\)/);
    assert.match(await row('change', 'events'), /None: no listener is called/);
    assert.match(await row('change', 'charges'), /^Nothing/);
    assert.match(await row('change', 'pending'), /user_42, yearly → monthly/);
    assert.match(await row('renewal', 'store'), /deferred change from yearly takes effect/);
    assert.match(await row('renewal', 'charges'), /\$4\.99 for premium \(monthly\), renewal/);
    assert.match(await row('renewal', 'active'), /basePlanIdAndroid monthly/);
    assert.deepEqual(record.consoleErrors, []);
    assert.deepEqual(record.failedSameOrigin, []);
    await context.close();
  }
});

test("an older release takes the mode as Google Play's integer: mode 6 on 2.4.4 defers the change the same way", async () => {
  const {page, context, record} = await openPage('/docs/2.4.4/subscription-upgrade-downgrade');
  const {timeline} = await simulateAndroidDowngrade(page, '6');
  const change = timeline.locator('li[data-step="change"]');
  assert.match(await change.innerText(), /with replacement mode 6 \(Deferred\)/);
  assert.match(await change.locator('dd[data-row="store"]').innerText(), /onPurchasesUpdated\(OK, \[\]\)/);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('the simulator and its timeline have no serious accessibility violations, in light and dark mode', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const {page, context} = await openPage(PAGES[0], {colorScheme});
    await simulateAndroidDowngrade(page);
    assert.deepEqual(await seriousAxeViolations(page), [], colorScheme);
    await context.close();
  }
});

test('on a 390px phone the form and the timeline fit the screen', async () => {
  const {page, context} = await openPage(PAGES[0], {viewport: {width: 390, height: 844}});
  const {simulator} = await simulateAndroidDowngrade(page);
  const box = await simulator.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the simulator spans ${box.x}..${box.x + box.width}px`);
  const overflow = await simulator.evaluate((element) => element.scrollWidth - element.clientWidth);
  assert.ok(overflow <= 0, `its content is ${overflow}px wider than the simulator`);
  await context.close();
});
