/**
 * The store-side happenings the Features guides play: a renewal the store cannot charge (grace period, billing-issue
 * event, recovery), a refund the store grants, an offer code redeemed and a product promoted on the App Store.
 */
import type {Purchase} from '@site/spec';
import {androidSubscription, buy, connectedStore, inApp, iosSubscription} from './helpers';

describe('a renewal the store cannot charge', () => {
  test('iOS: the billing-issue event fires when the renewal fails; access lasts through the grace period, then ends', async () => {
    const {store} = await connectedStore('ios', {scenarios: {renewalPayment: 'fails'}});
    const issues: Purchase[] = [];
    store.subscriptionBillingIssueListener((purchase) => issues.push(purchase));
    await buy(store, iosSubscription('premium_monthly'));
    store.advanceTime({days: 31});
    await store.settle();
    expect(issues.map((purchase) => purchase.productId)).toEqual(['premium_monthly']);
    expect(await store.hasActiveSubscriptions()).toBe(true);
    const [status] = await store.subscriptionStatusIOS('premium_monthly');
    expect(status.state).toBe('inGracePeriod');
    expect(status.renewalInfo?.isInBillingRetry).toBe(true);
    store.advanceTime({days: 3});
    expect(await store.hasActiveSubscriptions()).toBe(false);
    expect((await store.subscriptionStatusIOS('premium_monthly'))[0].state).toBe('inBillingRetryPeriod');
  });

  test('Android: the event fires when Google Play suspends the subscription after the grace period; the in-app message recovers it', async () => {
    const {store, received} = await connectedStore('android', {scenarios: {renewalPayment: 'fails'}});
    const issues: Purchase[] = [];
    store.subscriptionBillingIssueListener((purchase) => issues.push(purchase));
    await buy(store, androidSubscription('monthly'));
    await store.finishTransaction(received.updated[0]); // acknowledged, or Google Play would refund it
    store.advanceTime({days: 31});
    expect(issues).toEqual([]);
    expect(await store.hasActiveSubscriptions()).toBe(true);
    store.advanceTime({days: 3});
    await store.settle();
    expect(issues).toHaveLength(1);
    expect(await store.hasActiveSubscriptions()).toBe(false);
    const result = await store.showInAppMessagesAndroid();
    expect(result.responseCode).toBe('subscription-status-updated');
    expect(await store.hasActiveSubscriptions()).toBe(true);
    expect((await store.showInAppMessagesAndroid()).responseCode).toBe('no-action-needed');
  });
});

test('a refund the store grants: the purchase is no longer owned or valid, and the backend takes it back', async () => {
  for (const platform of ['ios', 'android'] as const) {
    const {store, received} = await connectedStore(platform);
    await buy(store, inApp('remove_ads'));
    const purchase = received.updated[0];
    await store.grantEntitlement(purchase);
    await store.finishTransaction(purchase);
    store.refund('remove_ads');
    expect(await store.getAvailablePurchases()).toEqual([]);
    expect(await store.verifyOnServer(purchase)).toBe(false);
    expect(store.getSnapshot().backend.entitlements).toEqual([]);
    expect(() => store.refund('remove_ads')).toThrow();
  }
});

test('an offer code redeemed on the store’s sheet or page reaches the purchase listener as a subscription', async () => {
  for (const platform of ['ios', 'android'] as const) {
    const {store, received} = await connectedStore(platform);
    const answer = platform === 'ios' ? await store.presentCodeRedemptionSheetIOS() : await store.openRedeemOfferCodeAndroid();
    expect(answer).toBe(platform === 'ios' ? null : true);
    await store.settle();
    expect(received.updated.map((purchase) => purchase.productId)).toEqual([platform === 'ios' ? 'premium_monthly' : 'premium']);
    expect(await store.hasActiveSubscriptions()).toBe(true);
  }
});

test('the promoted-product event carries the product, or its identifier where the release says so', async () => {
  for (const promotedProductPayload of ['product', 'product-id'] as const) {
    const {store} = await connectedStore('ios', {constants: {promotedProductPayload}});
    const payloads: unknown[] = [];
    store.promotedProductListenerIOS((payload) => payloads.push(payload));
    store.promoteProduct('remove_ads');
    expect(payloads).toEqual([promotedProductPayload === 'product-id' ? 'remove_ads' : expect.objectContaining({id: 'remove_ads'})]);
    expect((await store.getPromotedProductIOS())?.id).toBe('remove_ads');
  }
});
