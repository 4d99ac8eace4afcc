/**
 * The plan-change rules the Subscription Upgrade and Downgrade page documents, one test per rule, on both simulated
 * stores. The plan-change simulator on that page plays these same stores, so what it shows follows these rules.
 */
import {DAY_MS, MINUTE_MS, type SimulatedStore} from '@site/src/sandbox';
import {androidSubscription, buy, connectedStore, inApp, iosSubscription, type Received} from './helpers';

const YEAR_MS = 365 * DAY_MS;

const charges = (store: SimulatedStore) => store.getSnapshot().charges;
const active = (store: SimulatedStore) => store.getSnapshot().subscriptions.filter((subscription) => subscription.status === 'Active');

/** An iOS subscriber to `sku` for ten days, with every purchase finished. */
async function iosSubscriber(sku: string): Promise<{store: SimulatedStore; received: Received}> {
  const subscriber = await connectedStore('ios');
  await buy(subscriber.store, iosSubscription(sku));
  await subscriber.store.finishTransaction(subscriber.received.updated[0]);
  subscriber.store.advanceTime({days: 10});
  return subscriber;
}

/** An Android subscriber to a base plan of premium for ten days, acknowledged, and the token to replace it by. */
async function androidSubscriber(basePlan: string): Promise<{store: SimulatedStore; received: Received; token: string}> {
  const subscriber = await connectedStore('android');
  await buy(subscriber.store, androidSubscription(basePlan));
  await subscriber.store.finishTransaction(subscriber.received.updated[0]);
  subscriber.store.advanceTime({days: 10});
  return {...subscriber, token: subscriber.received.updated[0].purchaseToken!};
}

describe('iOS plan changes', () => {
  test('An upgrade takes effect, and is charged, immediately', async () => {
    const {store, received} = await iosSubscriber('premium_monthly');
    await buy(store, iosSubscription('premium_yearly'));
    expect(received.updated).toHaveLength(2);
    expect(charges(store).at(-1)).toMatchObject({at: store.now(), plan: 'premium_yearly', amount: 39.99, reason: 'upgrade'});
    const [subscription] = await store.getActiveSubscriptions();
    expect(subscription.expirationDateIOS! - store.now()).toBeGreaterThanOrEqual(YEAR_MS);
  });

  test('Right after an upgrade productId still names the old tier while the renewal info names the new one; minutes later productId catches up and the pending value is empty', async () => {
    const {store, received} = await iosSubscriber('premium_monthly');
    await buy(store, iosSubscription('premium_yearly'));
    expect(received.updated[1].productId).toBe('premium_monthly');
    expect((await store.getActiveSubscriptions())[0]).toMatchObject({
      productId: 'premium_monthly',
      renewalInfoIOS: {autoRenewPreference: 'premium_yearly', pendingUpgradeProductId: 'premium_yearly'},
    });
    store.advanceTime({minutes: 5});
    expect((await store.getActiveSubscriptions())[0]).toMatchObject({
      productId: 'premium_yearly',
      renewalInfoIOS: {autoRenewPreference: 'premium_yearly', pendingUpgradeProductId: null},
    });
  });

  test('pendingUpgradeProductId is the auto-renew preference only while it differs from productId and auto-renewal is on', async () => {
    const {store} = await iosSubscriber('premium_monthly');
    await buy(store, iosSubscription('premium_yearly'));
    store.setAutoRenew('premium_yearly', false);
    expect((await store.getActiveSubscriptions())[0].renewalInfoIOS).toMatchObject({autoRenewPreference: 'premium_yearly', pendingUpgradeProductId: null});
  });

  test('A downgrade creates no new transaction, fires no purchase-updated event and charges nothing: only the renewal info changes', async () => {
    const {store, received} = await iosSubscriber('premium_yearly');
    const before = store.getSnapshot();
    await buy(store, iosSubscription('premium_monthly'));
    expect(received.updated).toHaveLength(1);
    expect(store.getSnapshot().purchases).toHaveLength(before.purchases.length);
    expect(charges(store)).toHaveLength(before.charges.length);
    expect((await store.getActiveSubscriptions())[0]).toMatchObject({productId: 'premium_yearly', renewalInfoIOS: {autoRenewPreference: 'premium_monthly'}});
  });

  test('After a downgrade the current tier stays until the renewal date, when the lower tier takes over', async () => {
    const {store} = await iosSubscriber('premium_yearly');
    await buy(store, iosSubscription('premium_monthly'));
    const renewal = active(store)[0].expiresAt;
    store.advanceTime({minutes: Math.round((renewal - store.now()) / MINUTE_MS) - 1});
    expect((await store.getActiveSubscriptions())[0].productId).toBe('premium_yearly');
    store.advanceTime({minutes: 2});
    expect((await store.getActiveSubscriptions())[0].productId).toBe('premium_monthly');
    expect(charges(store).at(-1)).toMatchObject({at: renewal, plan: 'premium_monthly', amount: 4.99, reason: 'renewal'});
  });

  test('Changes stay inside one subscription group: a product of another group is a second subscription', async () => {
    const {store} = await iosSubscriber('premium_monthly');
    await buy(store, iosSubscription('cloud_storage'));
    expect((await store.getActiveSubscriptions()).map((subscription) => [subscription.productId, subscription.renewalInfoIOS?.autoRenewPreference])).toEqual([
      ['premium_monthly', 'premium_monthly'],
      ['cloud_storage', 'cloud_storage'],
    ]);
  });
});

describe('Android plan changes', () => {
  test('An upgrade is immediate: the new purchase replaces the old one in the available purchases', async () => {
    const {store, received, token} = await androidSubscriber('monthly');
    await buy(store, androidSubscription('yearly', {purchaseToken: token, mode: 'WithTimeProration'}));
    const replacement = received.updated[1];
    expect(replacement.currentPlanId).toBe('yearly');
    expect((await store.getAvailablePurchases()).map((purchase) => purchase.purchaseToken)).toEqual([replacement.purchaseToken]);
    expect((await store.getActiveSubscriptions())[0]).toMatchObject({basePlanIdAndroid: 'yearly', purchaseTokenAndroid: replacement.purchaseToken});
  });

  test('Mode 6 (Deferred) succeeds with an empty purchase list: neither listener is called, and that is not an error', async () => {
    const {store, received, token} = await androidSubscriber('yearly');
    await buy(store, androidSubscription('monthly', {purchaseToken: token, mode: 'Deferred'}));
    expect([received.updated.length, received.errors.length]).toEqual([1, 0]);
    expect(store.getLog().some((entry) => entry.kind === 'native' && entry.title === 'onPurchasesUpdated(OK, [])')).toBe(true);
  });

  test('A deferred change keeps the current plan until the next renewal, then the new plan starts and is charged', async () => {
    const {store, token} = await androidSubscriber('yearly');
    const paid = charges(store).length;
    await buy(store, androidSubscription('monthly', {purchaseToken: token, mode: 'Deferred'}));
    expect(charges(store)).toHaveLength(paid);
    const renewal = active(store)[0].expiresAt;
    store.advanceTime({minutes: Math.round((renewal - store.now()) / MINUTE_MS) - 1});
    expect((await store.getActiveSubscriptions())[0].basePlanIdAndroid).toBe('yearly');
    store.advanceTime({minutes: 2});
    expect((await store.getActiveSubscriptions())[0].basePlanIdAndroid).toBe('monthly');
    expect(charges(store).at(-1)).toMatchObject({at: renewal, plan: 'monthly', amount: 4.99, reason: 'renewal'});
  });

  test('Google Play keeps no pending-change field: the backend keeps the record, applied and deleted at the renewal notification', async () => {
    const {store, token} = await androidSubscriber('yearly');
    await buy(store, androidSubscription('monthly', {purchaseToken: token, mode: 'Deferred'}));
    const [subscription] = await store.getActiveSubscriptions();
    expect(Object.keys(subscription).filter((key) => /pending|deferred/i.test(key))).toEqual([]);
    const renewal = active(store)[0].expiresAt;
    await store.recordPendingChange({userId: 'user_42', currentSku: 'yearly', newSku: 'monthly', effectiveDate: renewal});
    expect(store.getSnapshot().backend.pendingChanges).toHaveLength(1);
    store.advanceTime({days: 366});
    expect(store.getSnapshot().backend.pendingChanges).toEqual([]);
    expect(store.getLog().some((entry) => entry.title === 'Server: real-time developer notification')).toBe(true);
  });

  test('Mode 1 (WithTimeProration) switches now and credits the unused time of the old plan towards the new one', async () => {
    const {store, token} = await androidSubscriber('monthly');
    const unusedMs = active(store)[0].expiresAt - store.now();
    await buy(store, androidSubscription('yearly', {purchaseToken: token, mode: 'WithTimeProration'}));
    const [subscription] = active(store);
    // The unused value of the month ($4.99 over 31 days), spent at the yearly plan's daily price.
    const creditMs = (unusedMs * (4.99 / (31 * DAY_MS))) / (39.99 / YEAR_MS);
    expect(subscription.expiresAt - (store.now() + YEAR_MS)).toBeCloseTo(creditMs, -5);
  });

  test('Mode 2 (ChargeProratedPrice) switches now, charges the prorated price difference for the rest of the period and keeps the billing date', async () => {
    const {store, token} = await androidSubscriber('yearly');
    const billingDate = active(store)[0].expiresAt;
    const restDays = (billingDate - store.now()) / DAY_MS;
    await buy(store, androidSubscription('monthly', {purchaseToken: token, mode: 'ChargeProratedPrice'}));
    expect(active(store)[0]).toMatchObject({plan: 'monthly', expiresAt: billingDate});
    const perDay = {monthly: 4.99 / 31, yearly: 39.99 / 365};
    expect(charges(store).at(-1)!.amount).toBeCloseTo(restDays * (perDay.monthly - perDay.yearly), 1);
  });

  test('Mode 3 (WithoutProration) switches now, charges nothing, and charges the new price from the next renewal', async () => {
    const {store, received, token} = await androidSubscriber('monthly');
    const billingDate = active(store)[0].expiresAt;
    const paid = charges(store).length;
    await buy(store, androidSubscription('yearly', {purchaseToken: token, mode: 'WithoutProration'}));
    expect(active(store)[0]).toMatchObject({plan: 'yearly', expiresAt: billingDate});
    expect(charges(store)).toHaveLength(paid);
    await store.finishTransaction(received.updated[1]); // acknowledged, so Google Play keeps it until the renewal
    store.advanceTime({days: 22});
    expect(charges(store).at(-1)).toMatchObject({at: billingDate, plan: 'yearly', amount: 39.99, reason: 'renewal'});
  });

  test('Mode 5 (ChargeFullPrice) switches now, charges the full price of the new plan immediately and starts a new period', async () => {
    const {store, token} = await androidSubscriber('monthly');
    await buy(store, androidSubscription('yearly', {purchaseToken: token, mode: 'ChargeFullPrice'}));
    expect(charges(store).at(-1)).toMatchObject({at: store.now(), plan: 'yearly', amount: 39.99, reason: 'plan change'});
    expect(active(store)[0].expiresAt - store.now()).toBeGreaterThanOrEqual(YEAR_MS);
  });

  test('Changes only work between base plans of one subscription product', async () => {
    const {store, received, token} = await androidSubscriber('monthly');
    await expect(store.requestPurchase(androidSubscription('monthly', {purchaseToken: token, mode: 'ChargeFullPrice'}, 'cloud_storage'))).rejects.toMatchObject(
      {
        code: 'developer-error',
      },
    );
    await store.settle();
    expect(received.updated).toHaveLength(1);
    // A one-time purchase next to the subscription is no plan change either.
    await buy(store, inApp('remove_ads'));
    expect(active(store).map((subscription) => subscription.plan)).toEqual(['monthly']);
  });
});
