/**
 * Conformance of the simulated store with the validation rules: one test per rule the sandbox implements, named
 * after the rule.
 */
import {ErrorCode} from '@site/spec';
import type {ReplacementModeName} from '@site/shared/retiredSpec';
import type {Purchase} from '@site/spec';
import {DAY_MS} from '@site/src/sandbox';
import {
  OLDER_ALTERNATIVE_BILLING,
  OlderAlternativeBillingMode as AlternativeBillingModeAndroid,
  androidSubscription,
  buy,
  connectedStore,
  inApp,
  iosSubscription,
  makeStore,
  olderAlternativeBilling,
  rejectionOf,
} from './helpers';

describe('validation rules', () => {
  test('Receipts must be validated server-side before entitlements are granted: a genuine purchase validates, an altered or refunded one does not', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, inApp('coins_100'));
    const genuine = received.updated[0];
    expect(await store.verifyOnServer(genuine)).toBe(true);
    const forged: Purchase = {...genuine, productId: 'remove_ads'};
    expect(await store.verifyOnServer(forged)).toBe(false);
    const invented: Purchase = {...genuine, purchaseToken: 'made-up-token'};
    expect(await store.verifyOnServer(invented)).toBe(false);
    store.advanceTime({days: 4}); // never acknowledged: refunded
    expect(await store.verifyOnServer(genuine)).toBe(false);
    const ios = await connectedStore('ios', {scenarios: {purchaseOutcome: 'deferred'}});
    await buy(ios.store, inApp('remove_ads'));
    expect(await ios.store.verifyOnServer(ios.received.updated[0])).toBe(false); // Deferred: not paid yet
  });

  test('isConsumable must never be true for subscriptions', async () => {
    for (const platform of ['ios', 'android'] as const) {
      const {store, received} = await connectedStore(platform);
      await buy(store, platform === 'ios' ? iosSubscription('premium_monthly') : androidSubscription('monthly'));
      const error = await rejectionOf(store.finishTransaction(received.updated[0], true));
      expect(error.code).toBe(ErrorCode.DeveloperError);
      expect(error.message).toMatch(/never be true for a subscription/);
      expect(await store.hasActiveSubscriptions()).toBe(true); // nothing was consumed
      await store.finishTransaction(received.updated[0]); // the right call still works
    }
    const {store, received} = await connectedStore('android');
    await buy(store, androidSubscription('monthly'));
    expect((await rejectionOf(store.consumePurchaseAndroid(received.updated[0].purchaseToken!))).code).toBe(ErrorCode.DeveloperError);
  });

  test('The product type filter accepts in-app (the default), subs and all', async () => {
    const {store} = await connectedStore('ios');
    const skus = ['coins_100', 'remove_ads', 'premium_monthly', 'premium_yearly'];
    const ids = async (type?: 'in-app' | 'subs' | 'all') => (await store.fetchProducts(type ? {skus, type} : {skus})).map((product) => product.id);
    expect(await ids()).toEqual(['coins_100', 'remove_ads']);
    expect(await ids('in-app')).toEqual(['coins_100', 'remove_ads']);
    expect(await ids('subs')).toEqual(['premium_monthly', 'premium_yearly']);
    expect(await ids('all')).toEqual(skus);
    const wrong = await rejectionOf(store.fetchProducts({skus, type: 'everything' as 'all'}));
    expect(wrong.code).toBe(ErrorCode.DeveloperError);
  });

  test('Upgrades and downgrades work only inside one subscription group (iOS) or one subscription product with several base plans (Android)', async () => {
    const ios = await connectedStore('ios');
    await buy(ios.store, iosSubscription('premium_monthly'));
    await buy(ios.store, iosSubscription('cloud_storage')); // another group: a second subscription, not a change
    const iosActive = await ios.store.getActiveSubscriptions();
    expect(iosActive.map((sub) => [sub.productId, sub.renewalInfoIOS?.pendingUpgradeProductId])).toEqual([
      ['premium_monthly', null],
      ['cloud_storage', null],
    ]);
    const android = await connectedStore('android');
    await buy(android.store, androidSubscription('monthly'));
    const premium = android.received.updated[0];
    const error = await rejectionOf(
      android.store.requestPurchase(androidSubscription('monthly', {purchaseToken: premium.purchaseToken!, mode: 'WithTimeProration'}, 'cloud_storage')),
    );
    expect(error.code).toBe(ErrorCode.DeveloperError);
    expect(error.message).toMatch(/one subscription product/);
    expect((await android.store.getActiveSubscriptions()).map((sub) => sub.productId)).toEqual(['premium']);
  });

  test('Android replacement modes: 1 with time proration, 2 charge prorated price, 3 without proration, 5 charge full price, 6 deferred', async () => {
    const change = async (mode: ReplacementModeName) => {
      const {store, received} = await connectedStore('android');
      await buy(store, androidSubscription('monthly'));
      await store.finishTransaction(received.updated[0]);
      store.advanceTime({days: 10});
      const active = () => store.getSnapshot().subscriptions.find((sub) => sub.status === 'Active')!;
      const before = active();
      await buy(store, androidSubscription('yearly', {purchaseToken: received.updated[0].purchaseToken!, mode}));
      const after = active();
      return {before, after, now: store.now(), newPurchases: received.updated.length - 1};
    };
    const fullYearFromNow = (now: number) => Date.UTC(new Date(now).getUTCFullYear() + 1, new Date(now).getUTCMonth(), new Date(now).getUTCDate(), 9);
    // 5: charged in full, a new yearly period starts now.
    const full = await change('ChargeFullPrice');
    expect([full.after.plan, full.newPurchases, full.after.expiresAt]).toEqual(['yearly', 1, fullYearFromNow(full.now)]);
    // 1: the same, plus the unused part of the old plan converted into time on the new one.
    const time = await change('WithTimeProration');
    expect(time.after.plan).toBe('yearly');
    // About 21 unused days at $4.99 a month buy about 31 days at $39.99 a year.
    const credit = time.after.expiresAt - fullYearFromNow(time.now);
    expect(credit).toBeGreaterThan(28 * DAY_MS);
    expect(credit).toBeLessThan(34 * DAY_MS);
    // 2 and 3: the new plan at once, the billing date stays.
    for (const mode of ['ChargeProratedPrice', 'WithoutProration'] as const) {
      const kept = await change(mode);
      expect([kept.after.plan, kept.newPurchases, kept.after.expiresAt]).toEqual(['yearly', 1, kept.before.expiresAt]);
      expect(kept.after.purchaseToken).not.toBe(kept.before.purchaseToken);
    }
    // 6: deferred: nothing bought now, the plan changes at the next renewal.
    const deferred = await change('Deferred');
    expect([deferred.after.plan, deferred.after.deferredPlanAndroid, deferred.newPurchases]).toEqual(['monthly', 'yearly', 0]);
  });

  test('The iOS external link must be HTTPS, absolute and without query parameters', async () => {
    const {store} = await connectedStore('ios', {storefront: 'FR'});
    for (const url of ['http://example.com/checkout', '/checkout', 'https://example.com/checkout?plan=pro', 'https://example.com/paiement-é']) {
      const error = await rejectionOf(store.presentExternalPurchaseLinkIOS(url));
      expect(error.code).toBe(ErrorCode.DeveloperError);
    }
    await expect(store.presentExternalPurchaseLinkIOS('https://example.com/checkout')).resolves.toEqual({success: true});
  });

  test('The iOS external link requires iOS 16.0 or later', async () => {
    const old = await connectedStore('ios', {storefront: 'FR', iosVersion: '15.4'});
    expect((await rejectionOf(old.store.presentExternalPurchaseLinkIOS('https://example.com/checkout'))).code).toBe(ErrorCode.FeatureNotSupported);
    const current = await connectedStore('ios', {storefront: 'FR', iosVersion: '16.0'});
    await expect(current.store.presentExternalPurchaseLinkIOS('https://example.com/checkout')).resolves.toEqual({success: true});
  });

  test('deepLinkToSubscriptions needs skuAndroid and packageNameAndroid on Android', async () => {
    const {store} = await connectedStore('android');
    const missing = await rejectionOf(store.deepLinkToSubscriptions({skuAndroid: 'premium'} as never));
    expect(missing.code).toBe(ErrorCode.DeveloperError);
    expect(missing.message).toMatch(/packageNameAndroid/);
    await expect(store.deepLinkToSubscriptions({skuAndroid: 'premium', packageNameAndroid: 'dev.openiap.sandbox'})).resolves.toBeUndefined();
  });

  test('Product IDs must match exactly and are case-sensitive', async () => {
    const {store, received} = await connectedStore('ios');
    expect(await store.fetchProducts({skus: ['Coins_100', 'COINS_100', 'coins_100 ']})).toEqual([]);
    expect((await store.fetchProducts({skus: ['coins_100']})).map((product) => product.id)).toEqual(['coins_100']);
    const error = await rejectionOf(store.requestPurchase(inApp('Remove_Ads')));
    expect(error.code).toBe(ErrorCode.SkuNotFound);
    expect(error.message).toMatch(/case-sensitive/);
    await store.settle();
    expect(received.updated).toHaveLength(0);
  });

  test('Alternative billing mode USER_CHOICE needs Billing Library 7.0+; ALTERNATIVE_ONLY needs 6.2+', async () => {
    const check = async (version: string, mode: string) => {
      const store = makeStore('android', {billingLibraryVersion: version, constants: OLDER_ALTERNATIVE_BILLING});
      await store.initConnection(olderAlternativeBilling(mode));
      try {
        return await store.checkAlternativeBillingAvailabilityAndroid();
      } catch (error) {
        return (error as {code: string}).code;
      }
    };
    expect(await check('6.2', AlternativeBillingModeAndroid.ALTERNATIVE_ONLY)).toBe(true);
    expect(await check('6.1', AlternativeBillingModeAndroid.ALTERNATIVE_ONLY)).toBe(ErrorCode.FeatureNotSupported);
    expect(await check('7.0', AlternativeBillingModeAndroid.USER_CHOICE)).toBe(true);
    expect(await check('6.2', AlternativeBillingModeAndroid.USER_CHOICE)).toBe(ErrorCode.FeatureNotSupported);
    expect(await check('7.1', AlternativeBillingModeAndroid.USER_CHOICE)).toBe(true);
  });
});
