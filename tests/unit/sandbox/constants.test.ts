/**
 * Conformance of the simulated store with the business constants and limits. The store takes its
 * constants from the spec of the docs version being read, so each test also shows that another version's value
 * would be obeyed instead.
 */
import {ErrorCode, androidAcknowledgeWindowDays, externalTokenReportHours} from '@site/spec';
import {DAY_MS} from '@site/src/sandbox';
import {
  OLDER_ALTERNATIVE_BILLING,
  OLDEST_RELEASE_CONSTANTS,
  OlderAlternativeBillingMode,
  androidSubscription,
  buy,
  connectedStore,
  expiresSoon,
  inApp,
  iosSubscription,
  makeStore,
  olderAlternativeBilling,
  rejectionOf,
} from './helpers';

// The window of the oldest release, which still had the flag.
const willExpireSoonDays = OLDEST_RELEASE_CONSTANTS.willExpireSoonDays!;

describe('business constants and limits', () => {
  test('Android acknowledge window: 3 days, taken from the docs version’s constants', async () => {
    const current = await connectedStore('android', {constants: {androidAcknowledgeWindowDays}});
    await buy(current.store, inApp('remove_ads'));
    current.store.advanceTime({days: 2, hours: 23, minutes: 59});
    expect(await current.store.getAvailablePurchases()).toHaveLength(1);
    current.store.advanceTime({minutes: 1});
    expect(await current.store.getAvailablePurchases()).toHaveLength(0);
    // A docs version whose spec said 5 days would be simulated with 5.
    const other = await connectedStore('android', {constants: {androidAcknowledgeWindowDays: 5}});
    await buy(other.store, inApp('remove_ads'));
    other.store.advanceTime({days: 3});
    expect(await other.store.getAvailablePurchases()).toHaveLength(1);
    other.store.advanceTime({days: 2});
    expect(await other.store.getAvailablePurchases()).toHaveLength(0);
  });

  test('willExpireSoon: set when an active subscription ends within 7 days', async () => {
    const {store, received} = await connectedStore('ios', {constants: {willExpireSoonDays}});
    await buy(store, iosSubscription('premium_monthly'));
    await store.finishTransaction(received.updated[0]);
    const [fresh] = await store.getActiveSubscriptions();
    const expiresAt = fresh.expirationDateIOS!;
    expect(expiresSoon(fresh)).toBe(false);
    store.advanceTime({days: (expiresAt - store.now()) / DAY_MS - 8});
    expect((await store.getActiveSubscriptions())[0]).toMatchObject({willExpireSoon: false, daysUntilExpirationIOS: 8});
    store.advanceTime({days: 1});
    expect((await store.getActiveSubscriptions())[0]).toMatchObject({willExpireSoon: true, daysUntilExpirationIOS: 7});
    const android = await connectedStore('android', {constants: {willExpireSoonDays: 40}});
    await buy(android.store, androidSubscription('monthly'));
    expect(expiresSoon((await android.store.getActiveSubscriptions())[0])).toBe(true);
  });

  test('External token reporting: within 24 hours', async () => {
    const store = makeStore('android', {constants: {externalTokenReportHours, ...OLDER_ALTERNATIVE_BILLING}});
    await store.initConnection(olderAlternativeBilling(OlderAlternativeBillingMode.ALTERNATIVE_ONLY));
    const onTime = await store.createAlternativeBillingTokenAndroid();
    const late = await store.createAlternativeBillingTokenAndroid();
    store.advanceTime({hours: 23});
    expect(await store.reportExternalToken(onTime)).toEqual({onTime: true});
    const lateToken = () => store.getSnapshot().backend.externalTokens.find((token) => token.token === late)!;
    store.advanceTime({hours: 1});
    expect(lateToken().overdue).toBe(false); // 24 hours exactly: still within the window
    store.advanceTime({minutes: 1});
    expect(lateToken().overdue).toBe(true);
    expect(await store.reportExternalToken(late)).toEqual({onTime: false});
  });

  test('Link URL length: at most 1,000 characters', async () => {
    const {store} = await connectedStore('ios', {storefront: 'NL'});
    const base = 'https://example.com/';
    const exactly = base + 'a'.repeat(1000 - base.length);
    await expect(store.presentExternalPurchaseLinkIOS(exactly)).resolves.toEqual({success: true});
    const error = await rejectionOf(store.presentExternalPurchaseLinkIOS(exactly + 'a'));
    expect(error.code).toBe(ErrorCode.DeveloperError);
    expect(error.message).toMatch(/1000 characters/);
  });

  test('External purchase only in EU countries and South Korea', async () => {
    for (const [storefront, allowed] of [
      ['DE', true],
      ['KR', true],
      ['IE', true],
      ['US', false],
      ['GB', false],
      ['', false],
    ] as const) {
      const {store} = await connectedStore('ios', {storefront});
      expect(await store.canPresentExternalPurchaseNoticeIOS()).toBe(allowed);
      if (!allowed) expect((await rejectionOf(store.presentExternalPurchaseLinkIOS('https://example.com/checkout'))).code).toBe(ErrorCode.FeatureNotSupported);
    }
  });

  test('Minimum versions: iOS 16 for the app transaction, 17.4 for the external purchase notice, 18.4 for the extra app transaction fields', async () => {
    const on = async (iosVersion: string) => (await connectedStore('ios', {iosVersion, storefront: 'DE'})).store;
    expect((await rejectionOf((await on('15.4')).getAppTransactionIOS())).code).toBe(ErrorCode.FeatureNotSupported);
    const sixteen = await (await on('16.0')).getAppTransactionIOS();
    expect(sixteen).toMatchObject({environment: 'Sandbox'});
    expect(sixteen?.appTransactionId).toBeUndefined();
    expect((await (await on('18.4')).getAppTransactionIOS())?.appTransactionId).toEqual(expect.any(String));
    expect((await rejectionOf((await on('17.3')).canPresentExternalPurchaseNoticeIOS())).code).toBe(ErrorCode.FeatureNotSupported);
    await expect((await on('17.4')).canPresentExternalPurchaseNoticeIOS()).resolves.toBe(true);
  });
});
