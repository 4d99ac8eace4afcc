// Each docs version's APIs page documents the verification call of its own release: Next and 3.2.1 have verifyPurchase
// alone; 1.3.17 has verifyPurchase with validateReceipt kept and marked deprecated; 1.2.3 has validateReceipt and no
// verifyPurchase. Which path serves which version follows versions.json (the newest release at /docs, older ones
// under their number, Next at /docs/next), so the test holds before and after a cut.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {openPage} from './support/harness.mjs';

const RELEASED = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8'));
/** The APIs page of a released docs version. */
const apisOf = (version) => (version === RELEASED[0] ? '/docs/apis' : `/docs/${version}/apis`);

/** The operations a page lists, by name: its sections, or the lines of an index whose symbols have pages. */
async function operationsOn(page) {
  const entries = page.locator('[data-operation], [data-symbol-entry]');
  await entries.first().waitFor();
  return entries.evaluateAll((sections) => sections.map((section) => section.getAttribute('data-operation') ?? section.getAttribute('data-symbol-entry')));
}

test('the APIs page of Next has a verifyPurchase section and no validateReceipt section', async () => {
  const {page, context} = await openPage('/docs/next/apis#verify-purchase');
  const operations = await operationsOn(page);
  assert.ok(operations.includes('verifyPurchase'), operations.join(', '));
  assert.ok(!operations.includes('validateReceipt'), operations.join(', '));
  assert.ok(!operations.includes('validateReceiptIOS'), operations.join(', '));
  await context.close();
});

// 3.2.1 removed validateReceipt: its page, at /docs while it is the newest release, keeps only the old anchor, as an
// entry that says so and names what to call instead.
test('the APIs page of 3.2.1 has a verifyPurchase section, and validateReceipt only as a removed entry', {skip: !RELEASED.includes('3.2.1')}, async () => {
  const {page, context} = await openPage(apisOf('3.2.1'));
  const operations = await operationsOn(page);
  assert.ok(operations.includes('verifyPurchase'), operations.join(', '));
  for (const removed of ['validateReceipt', 'validateReceiptIOS', 'getStorefrontIOS'])
    assert.ok(!operations.includes(removed), `${removed}: ${operations.join(', ')}`);
  const entry = page.locator('[id="validate-receipt"]');
  assert.equal(await entry.evaluate((element) => element.tagName), 'LI', 'the old anchor is a removed entry, not a section');
  assert.match(await entry.innerText(), /validateReceipt[\s\S]*Removed in 3\.2\.1[\s\S]*verifyPurchase/);
  await context.close();
});

// 1.3.17's page exists once that release is cut; before, Next documents a later release.
test('the APIs page of 1.3.17 has a verifyPurchase section, with validateReceipt marked deprecated', {skip: !RELEASED.includes('1.3.17')}, async () => {
  const {page, context} = await openPage(`${apisOf('1.3.17')}#verify-purchase`);
  const operations = await operationsOn(page);
  assert.ok(operations.includes('verifyPurchase'), operations.join(', '));
  assert.ok(operations.includes('verifyPurchaseWithProvider'), operations.join(', '));
  assert.match(await page.locator('#verify-purchase').innerText(), /verifyPurchase/);
  // The full entries are on the operations' own pages.
  await page.goto(`${apisOf('1.3.17')}/verify-purchase`);
  assert.match(await page.locator('[data-operation="verifyPurchase"]').innerText(), /verifyPurchase\(options: VerifyPurchaseProps\)/);
  await page.goto(`${apisOf('1.3.17')}/validate-receipt`);
  assert.match(await page.locator('[data-operation="validateReceipt"]').innerText(), /deprecated/i);
  await context.close();
});

test('the APIs page of 1.2.3 has validateReceipt and no verifyPurchase section', async () => {
  const {page, context} = await openPage(apisOf('1.2.3'));
  const operations = await operationsOn(page);
  assert.ok(operations.includes('validateReceipt'), operations.join(', '));
  assert.ok(!operations.includes('verifyPurchase'), operations.join(', '));
  assert.equal(await page.locator('#verify-purchase').count(), 0);
  await context.close();
});
