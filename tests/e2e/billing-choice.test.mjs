// The docs version of release 2.4.4 documents Billing Choice and the subscription billing issue event: its APIs page
// has a getBillingChoiceInfoAndroid section and marks the alternative-billing steps deprecated, naming the billing
// program call to use instead; its Events page has the billing issue listener. Releases before 2.4.4 have none of it.
// Which path serves which version follows versions.json (the newest release at /docs, older ones under their number,
// Next at /docs/next), so the test holds before and after the 2.4.4 cut.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {openPage} from './support/harness.mjs';

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

/** The operation sections a page renders, by operation name. */
async function operationsOn(page) {
  await page.locator('[data-operation]').first().waitFor({state: 'attached'});
  return page.locator('[data-operation]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-operation')));
}

const sectionText = (page, name) => page.locator(`[data-operation="${name}"]`).evaluate((section) => section.textContent);

test('the APIs page of 2.4.4 has a getBillingChoiceInfoAndroid section and marks the alternative-billing steps deprecated', async () => {
  const {page, context} = await openPage(docsOf244('apis'));
  const operations = await operationsOn(page);
  for (const name of ['getBillingChoiceInfoAndroid', 'showBillingProgramInformationDialogAndroid', 'showInAppMessagesAndroid', 'getAllTransactionsIOS']) {
    assert.ok(operations.includes(name), `${name} missing from ${operations.join(', ')}`);
  }
  assert.match(await sectionText(page, 'getBillingChoiceInfoAndroid'), /getBillingChoiceInfoAndroid\(params: GetBillingChoiceInfoParamsAndroid\)/);
  assert.equal(await page.locator('#get-billing-choice-info-android').count(), 1);
  const deprecated = await sectionText(page, 'checkAlternativeBillingAvailabilityAndroid');
  assert.match(deprecated, /Deprecated\./);
  assert.match(deprecated, /isBillingProgramAvailableAndroid/);
  assert.doesNotMatch(await sectionText(page, 'isBillingProgramAvailableAndroid'), /Deprecated\./);
  await context.close();
});

test('the Events page of 2.4.4 has the subscription billing issue event and its listener', async () => {
  const {page, context} = await openPage(docsOf244('events'));
  const operations = await operationsOn(page);
  assert.ok(operations.includes('subscriptionBillingIssueListener'), operations.join(', '));
  assert.match(await page.locator('#subscription-billing-issue-event').innerText(), /Subscription Billing Issue/);
  assert.match(await sectionText(page, 'subscriptionBillingIssueListener'), /subscriptionBillingIssueListener\(listener/);
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
    assert.doesNotMatch(await sectionText(page, 'checkAlternativeBillingAvailabilityAndroid'), /Deprecated\./, version);
    await context.close();
  }
});
