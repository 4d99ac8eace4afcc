// The Features guides' live examples, run as a reader runs them on the newest release's pages (/docs): each plays its
// job on the simulated store, and the events, errors and store happenings of that release reach its event log.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL} from './support/harness.mjs';
import {seriousAxeViolations} from './support/axe.mjs';

const GUIDES = [
  ['validating-purchases', 'Validating Purchases'],
  ['subscription-status', 'Subscription Status and Entitlements'],
  ['billing-problems', 'Billing Problems and Grace Periods'],
  ['offers-and-promotions', 'Offers, Codes and Promotions'],
  ['refunds-and-revocations', 'Refunds and Revocations'],
  ['restoring-purchases', 'Restoring and Syncing Purchases'],
  ['testing-purchases', 'Testing Purchases'],
  ['troubleshooting', 'Troubleshooting'],
];

/** The page's live example once its code has connected, on `platform`. */
async function liveExample(page, platform = 'ios') {
  const holder = page.locator('[data-live-example]').first();
  await holder.scrollIntoViewIfNeeded();
  await holder.locator('[data-sandbox-platform]').waitFor({timeout: 15_000});
  if (platform === 'android') await holder.getByRole('radio', {name: 'Android'}).check({force: true});
  await holder.locator(`[data-sandbox-platform="${platform}"] [data-connection="Connected"]`).waitFor({timeout: 10_000});
  return holder;
}

const result = (example) => example.locator('[data-sandbox-result]');
const logEntry = (example, title) => example.locator(`[role="log"] li[data-title="${title}"]`);

/** The titles of the event log, oldest first. */
async function titles(example) {
  return example.locator('[role="log"] li').evaluateAll((items) => items.map((item) => item.dataset.title));
}

/** Asserts that `expected` appear in the log in this order (other entries may come between). */
async function assertInOrder(example, expected) {
  const log = await titles(example);
  let at = -1;
  for (const title of expected) {
    const next = log.indexOf(title, at + 1);
    assert.ok(next > at, `"${title}" is not in the log after the entry ${at} (${log.join(' | ')})`);
    at = next;
  }
}

test('Validating Purchases: verified on the device and by the server before it is granted; after a refund the server says no', async () => {
  const {page, context, record} = await openPage('/docs/validating-purchases');
  const example = await liveExample(page);
  await example.getByRole('button', {name: 'Buy Remove Ads'}).click();
  await result(example).getByText('Validated, granted and finished remove_ads').waitFor();
  await assertInOrder(example, [
    'purchase-updated',
    'isTransactionVerifiedIOS(remove_ads)',
    'getTransactionJwsIOS(remove_ads)',
    'Server: purchase is valid',
    'Server: content delivered',
    'Transaction finished',
  ]);
  await example.getByRole('button', {name: 'Store refunds remove_ads'}).click();
  await logEntry(example, 'Server: App Store Server Notification REFUND').waitFor();
  await example.getByRole('button', {name: 'Ask the server again'}).click();
  await result(example).getByText('remove_ads is no longer valid: access taken back').waitFor();
  assert.match(await logEntry(example, 'Server: purchase is NOT valid').innerText(), /refunded/);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Subscription Status: StoreKit status, entitlement and intro offer eligibility follow the subscription; turned off, it expires', async () => {
  const {page, context, record} = await openPage('/docs/subscription-status');
  const example = await liveExample(page);
  await result(example).getByText('Intro offer eligible: true').waitFor();
  await example.getByRole('button', {name: 'Subscribe'}).click();
  await result(example)
    .getByText(/^State: subscribed; willAutoRenew true/)
    .waitFor();
  await result(example).getByText('Intro offer eligible: false').waitFor();
  await result(example).getByText('Active: premium_monthly').waitFor();
  await example.getByRole('button', {name: 'Turn off auto-renew of premium_monthly'}).click();
  await example.getByRole('button', {name: 'Read the status'}).click();
  await result(example)
    .getByText(/^State: subscribed; willAutoRenew false/)
    .waitFor();
  await example.getByRole('button', {name: '+30 days'}).click();
  await example.getByRole('button', {name: 'Read the status'}).click();
  await result(example).getByText('Active: none').waitFor();
  await result(example)
    .getByText(/^State: expired/)
    .waitFor();
  await result(example).getByText('Current entitlement: null').waitFor();
  assert.ok((await titles(example)).includes('Subscription expired'));
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Billing Problems: iOS sends the billing-issue event at the failed renewal and keeps access through the grace period', async () => {
  const {page, context, record} = await openPage('/docs/billing-problems', {colorScheme: 'dark'});
  const example = await liveExample(page);
  await example.getByRole('button', {name: 'Subscribe'}).click();
  await result(example)
    .getByText(/^Access: yes; state subscribed/)
    .waitFor();
  await example.getByLabel('Renewal payment').selectOption('fails');
  await example.getByRole('button', {name: '+30 days'}).click();
  await logEntry(example, 'subscription-billing-issue').waitFor();
  await result(example).getByText('The payment for premium_monthly failed: update your payment method.').waitFor();
  // The new panel switch and the example's banner, in the dark theme.
  assert.deepEqual(await seriousAxeViolations(page), []);
  await example.getByRole('button', {name: 'Check access'}).click();
  await result(example)
    .getByText(/^Access: yes; state inGracePeriod, grace until/)
    .waitFor();
  await example.getByRole('button', {name: '+3 days'}).click();
  await example.getByRole('button', {name: 'Check access'}).click();
  await result(example).getByText('Access: no; state inBillingRetryPeriod').waitFor();
  await assertInOrder(example, ['Renewal payment failed', 'subscription-billing-issue', 'Grace period over']);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("Billing Problems: on Android the event waits for the suspension, and Google Play's message recovers the payment", async () => {
  const {page, context, record} = await openPage('/docs/billing-problems');
  const example = await liveExample(page, 'android');
  await example.getByRole('button', {name: 'Subscribe'}).click();
  await result(example).getByText('Access: yes').waitFor();
  await example.getByLabel('Renewal payment').selectOption('fails');
  await example.getByRole('button', {name: '+30 days'}).click();
  await logEntry(example, 'Renewal payment failed').waitFor();
  assert.equal(await logEntry(example, 'subscription-billing-issue').count(), 0);
  await example.getByRole('button', {name: "Show Google Play's messages"}).click();
  await result(example).getByText('In-app messages: subscription-status-updated').waitFor();
  await assertInOrder(example, ['Renewal payment failed', 'Google Play message: payment declined', 'Renewal payment recovered', 'Subscription renewed']);
  // The recovered subscription renews a month later; sixty days take it past that renewal and its grace period.
  await example.getByLabel('Renewal payment').selectOption('fails');
  await example.getByRole('button', {name: '+30 days'}).click();
  await example.getByRole('button', {name: '+30 days'}).click();
  await logEntry(example, 'subscription-billing-issue').waitFor();
  await assertInOrder(example, ['Renewal payment failed', 'Grace period over', 'subscription-billing-issue']);
  await example.getByRole('button', {name: 'Check access'}).click();
  await result(example).getByText('Access: no').waitFor();
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Refunds and Revocations: a refund request on iOS, the store refunding, and Google Play refunding what was never acknowledged', async () => {
  const {page, context, record} = await openPage('/docs/refunds-and-revocations');
  const example = await liveExample(page);
  await example.getByRole('button', {name: 'Buy Remove Ads'}).click();
  await result(example).getByText('remove_ads delivered and finished').waitFor();
  await example.getByRole('button', {name: 'Request a refund'}).click();
  await result(example).getByText('Refund request: success. Apple decides later.').waitFor();
  await example.getByRole('button', {name: 'Check what the user owns'}).click();
  await result(example).getByText('remove_ads is owned').waitFor();
  await example.getByRole('button', {name: 'Store refunds remove_ads'}).click();
  await example.getByRole('button', {name: 'Check what the user owns'}).click();
  await result(example).getByText('remove_ads is not owned: ads are back').waitFor();
  await assertInOrder(example, ['beginRefundRequestIOS(remove_ads)', 'Refunded by the App Store', 'currentEntitlementIOS(remove_ads)']);

  await example.getByRole('radio', {name: 'Android'}).check({force: true});
  await example.locator('[data-sandbox-platform="android"] [data-connection="Connected"]').waitFor();
  await example.getByRole('button', {name: 'Request a refund'}).click();
  await result(example)
    .getByText(/^feature-not-supported: beginRefundRequestIOS only exists on iOS/)
    .waitFor();
  await example.getByLabel('Finish purchases').uncheck();
  await example.getByRole('button', {name: 'Buy Remove Ads'}).click();
  await result(example).getByText('remove_ads delivered but not finished').waitFor();
  await example.getByRole('button', {name: '+3 days'}).click();
  await logEntry(example, 'Refunded by Google Play').waitFor();
  await example.getByRole('button', {name: 'Check what the user owns'}).click();
  await result(example).getByText('remove_ads is not owned: ads are back').waitFor();
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Restoring Purchases: after a relaunch the app owns nothing until it restores; the server grants nothing twice', async () => {
  const {page, context, record} = await openPage('/docs/restoring-purchases');
  const example = await liveExample(page);
  await example.getByRole('button', {name: 'Buy Remove Ads'}).click();
  await result(example).getByText('Unlocked in this app: remove_ads').waitFor();
  await example.getByRole('button', {name: 'Relaunch app'}).click();
  await example.locator('[data-connection="Connected"]').waitFor();
  await result(example).getByText('Unlocked in this app: nothing').waitFor();
  await example.getByRole('button', {name: 'Restore'}).click();
  await result(example).getByText('Restored 1 purchase(s)').waitFor();
  await result(example).getByText('Unlocked in this app: remove_ads').waitFor();
  await assertInOrder(example, ['App relaunched', 'restorePurchases()', 'getAvailablePurchases()', 'getPendingTransactionsIOS()', 'Server: already delivered']);

  // A pending payment that completes while the app is closed: Android delivers it only through a restore.
  await example.getByRole('radio', {name: 'Android'}).check({force: true});
  await example.locator('[data-sandbox-platform="android"] [data-connection="Connected"]').waitFor();
  await example.getByLabel('Next purchase').selectOption('pending');
  await example.getByRole('button', {name: 'Buy 100 Coins'}).click();
  await logEntry(example, 'purchase-updated').waitFor();
  await example.getByRole('button', {name: 'Relaunch app'}).click();
  await example.locator('[data-connection="Connected"]').waitFor();
  await example.getByRole('button', {name: 'Payment completes (1)'}).click();
  await example.getByRole('button', {name: 'Restore'}).click();
  await result(example).getByText('Unlocked in this app: coins_100').waitFor();
  await logEntry(example, 'Purchase consumed').waitFor();
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Offers, Codes and Promotions: a redeemed code arrives as a purchase; the promoted-product event carries what the release sends', async () => {
  const {page, context, record} = await openPage('/docs/offers-and-promotions');
  const example = await liveExample(page);
  await example.getByRole('button', {name: 'Redeem a code'}).click();
  await result(example).getByText('premium_monthly delivered and finished').waitFor();
  await assertInOrder(example, ['Offer code redeemed', 'presentCodeRedemptionSheetIOS()', 'purchase-updated', 'Server: purchase is valid']);

  await example.getByRole('button', {name: 'User taps promoted remove_ads on the App Store'}).click();
  // The event's log line is the product identifier, whether the release sends the identifier or the product.
  assert.match(await logEntry(example, 'promoted-product-ios').innerText(), /remove_ads/);
  await result(example).getByText('The user chose remove_ads on the App Store').waitFor();
  await example.getByRole('button', {name: 'Buy the promoted product'}).click();
  await result(example).getByText('remove_ads delivered and finished').waitFor();

  await example.getByRole('radio', {name: 'Android'}).check({force: true});
  await example.locator('[data-sandbox-platform="android"] [data-connection="Connected"]').waitFor();
  await example.getByRole('button', {name: 'Redeem a code'}).click();
  await result(example).getByText('premium delivered and finished').waitFor();
  assert.ok((await titles(example)).includes('openRedeemOfferCodeAndroid()'));
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Troubleshooting: each symptom happens as described, with what the app would (not) receive in the log', async () => {
  const {page, context, record} = await openPage('/docs/troubleshooting');
  const example = await liveExample(page);
  await example.getByRole('button', {name: 'Load “Remove_Ads”'}).click();
  await result(example)
    .getByText(/^fetchProducts returned 0 product\(s\)/)
    .waitFor();
  assert.match(await logEntry(example, 'Not returned').innerText(), /case-sensitive/);
  await example.getByRole('button', {name: 'Buy with no listener'}).click();
  await result(example).getByText('Bought with no listener: the event reached nobody').waitFor();
  assert.match(await logEntry(example, 'purchase-updated').innerText(), /no listener registered/);

  await example.getByRole('radio', {name: 'Android'}).check({force: true});
  await example.locator('[data-sandbox-platform="android"] [data-connection="Connected"]').waitFor();
  await example.getByRole('button', {name: 'Deliver coins, never finish'}).click();
  await result(example).getByText('coins_100 delivered but never finished').waitFor();
  await example.getByRole('button', {name: 'Buy the coins again'}).click();
  await result(example).getByText('purchase-error already-owned: decode it on the Errors page').waitFor();
  await example.getByRole('button', {name: '+3 days'}).click();
  await logEntry(example, 'Refunded by Google Play').waitFor();
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("Testing Purchases: a tester's first pass meets each answer of the store", async () => {
  const {page, context, record} = await openPage('/docs/testing-purchases');
  const example = await liveExample(page);
  const buy = example.getByRole('button', {name: 'Buy 100 Coins'});
  await buy.click();
  await result(example).getByText('coins_100: granted and finished').waitFor();
  await example.getByLabel('Next purchase').selectOption('user-cancelled');
  await buy.click();
  await result(example).getByText('purchase-error user-cancelled').waitFor();
  await example.getByLabel('Next purchase').selectOption('pending');
  await buy.click();
  await result(example).getByText('coins_100: pending, nothing granted yet').waitFor();
  await example.getByRole('button', {name: 'Payment completes (1)'}).click();
  await result(example).getByText('coins_100: granted and finished').nth(1).waitFor();
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('each guide is listed in llms.txt, has its Markdown copy in both versions and is in the search index', async () => {
  const llms = await (await fetch(`${BASE_URL}/llms.txt`)).text();
  const search = await (await fetch(`${BASE_URL}/search-index.json`)).text();
  for (const [slug, title] of GUIDES) {
    assert.ok(llms.includes(`[${title}](`) && llms.includes(`/docs/${slug}.md)`), `${slug} is not in llms.txt`);
    for (const route of [`/docs/${slug}.md`, `/docs/next/${slug}.md`]) {
      const response = await fetch(`${BASE_URL}${route}`);
      assert.equal(response.status, 200, route);
      assert.match(await response.text(), new RegExp(`^# ${title}`, 'm'), route);
    }
    assert.ok(search.includes(title), `${title} is not in the search index`);
  }
});
