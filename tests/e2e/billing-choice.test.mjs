// The docs version of release 2.4.4 documents Billing Choice and the subscription billing issue event: its APIs page
// lists getBillingChoiceInfoAndroid, whose page has its signature, and the alternative-billing steps' pages mark them
// deprecated, naming the billing program call to use instead; its Events page has the billing issue listener.
// Releases before 2.4.4 have none of it.
// Which path serves which version follows versions.json (the newest release at /docs, older ones under their number,
// Next at /docs/next), so the test holds before and after the 2.4.4 cut.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage} from './support/harness.mjs';

const {toAnchor} = createJiti(fileURLToPath(import.meta.url))('../../shared/specModel.ts');

const RELEASED = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8'));
/** A page of a released docs version. */
const pageOf = (version, page) => (version === RELEASED[0] ? `/docs/${page}` : `/docs/${version}/${page}`);
/** The docs version that documents 2.4.4: its released version once cut, Next until then. */
const docsOf244 = (page) => (RELEASED.includes('2.4.4') ? pageOf('2.4.4', page) : `/docs/next/${page}`);

/** Whether release `a` comes before release `b`. */
function isOlder(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index++) if (x[index] !== y[index]) return x[index] < y[index];
  return false;
}

/** The operations an index page lists, by name: its lines, or the full entries of a build that draws them. */
async function operationsOn(page) {
  const entries = page.locator('[data-operation], [data-symbol-entry]');
  await entries.first().waitFor({state: 'attached'});
  return entries.evaluateAll((all) => all.map((entry) => entry.getAttribute('data-operation') ?? entry.getAttribute('data-symbol-entry')));
}

/** The text of an operation's full entry, on its own page beside the index page `indexPath` (`/docs/2.4.4/apis`). */
async function sectionText(page, indexPath, name) {
  await page.goto(`${indexPath}/${toAnchor(name)}`);
  return page.locator(`[data-operation="${name}"]`).evaluate((section) => section.textContent);
}

test('the APIs page of 2.4.4 has a getBillingChoiceInfoAndroid section and marks the alternative-billing steps deprecated', async () => {
  const {page, context} = await openPage(docsOf244('apis'));
  const operations = await operationsOn(page);
  for (const name of ['getBillingChoiceInfoAndroid', 'showBillingProgramInformationDialogAndroid', 'showInAppMessagesAndroid', 'getAllTransactionsIOS']) {
    assert.ok(operations.includes(name), `${name} missing from ${operations.join(', ')}`);
  }
  assert.equal(await page.locator('#get-billing-choice-info-android').count(), 1);
  const apis = docsOf244('apis');
  assert.match(await sectionText(page, apis, 'getBillingChoiceInfoAndroid'), /getBillingChoiceInfoAndroid\(params: GetBillingChoiceInfoParamsAndroid\)/);
  const deprecated = await sectionText(page, apis, 'checkAlternativeBillingAvailabilityAndroid');
  assert.match(deprecated, /Deprecated\./);
  assert.match(deprecated, /isBillingProgramAvailableAndroid/);
  assert.doesNotMatch(await sectionText(page, apis, 'isBillingProgramAvailableAndroid'), /Deprecated\./);
  await context.close();
});

test('the Events page of 2.4.4 has the subscription billing issue event and its listener', async () => {
  const {page, context} = await openPage(docsOf244('events'));
  const operations = await operationsOn(page);
  assert.ok(operations.includes('subscriptionBillingIssueListener'), operations.join(', '));
  assert.match(await page.locator('#subscription-billing-issue-event').innerText(), /Subscription Billing Issue/);
  assert.match(await sectionText(page, docsOf244('events'), 'subscriptionBillingIssueListener'), /subscriptionBillingIssueListener\(listener/);
  await context.close();
});

test('the APIs pages of the releases before 2.4.4 have no Billing Choice section', async () => {
  const older = RELEASED.filter((version) => isOlder(version, '2.4.4'));
  assert.ok(older.includes('1.2.3'), `versions.json lists no release before 2.4.4: ${RELEASED.join(', ')}`);
  for (const version of older) {
    const {page, context} = await openPage(pageOf(version, 'apis'));
    const operations = await operationsOn(page);
    assert.ok(operations.includes('acknowledgePurchaseAndroid'), `${version}: ${operations.join(', ')}`);
    assert.ok(!operations.includes('getBillingChoiceInfoAndroid'), `${version} documents getBillingChoiceInfoAndroid`);
    assert.doesNotMatch(await sectionText(page, pageOf(version, 'apis'), 'checkAlternativeBillingAvailabilityAndroid'), /Deprecated\./, version);
    await context.close();
  }
});
