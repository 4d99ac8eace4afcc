/**
 * Conformance of the simulated store with the states and transitions of connections, purchases and subscriptions:
 * one test per rule the sandbox implements, named after the rule. Each asserts what an app would observe, so it
 * fails if the behaviour drifts.
 */
import {ErrorCode} from '@site/spec';
import type {ReplacementModeName} from '@site/shared/retiredSpec';
import type {PurchaseAndroid, PurchaseIOS} from '@site/spec';
import {DAY_MS, derivePendingUpgradeProductId} from '@site/src/sandbox';
import {
  OLDER_ALTERNATIVE_BILLING,
  OlderAlternativeBillingMode as AlternativeBillingModeAndroid,
  START,
  androidSubscription,
  buy,
  connectedStore,
  inApp,
  iosSubscription,
  lastOf,
  listen,
  makeStore,
  olderAlternativeBilling,
  rejectionOf,
} from './helpers';

describe('states and transitions', () => {
  test('The connection starts Disconnected, moves to Connecting, then Connected', async () => {
    const store = makeStore('ios', {latencyMs: 5});
    const seen: string[] = [store.connectionState];
    store.subscribe(() => {
      if (lastOf(seen) !== store.connectionState) seen.push(store.connectionState);
    });
    await expect(store.initConnection()).resolves.toBe(true);
    expect(seen).toEqual(['Disconnected', 'Connecting', 'Connected']);
  });

  test('A failed connection ends in Error with E_INIT_CONNECTION, and initConnection again goes back through Connecting', async () => {
    const store = makeStore('android', {scenarios: {connectionFails: true}});
    const error = await rejectionOf(store.initConnection());
    expect(error.code).toBe(ErrorCode.InitConnection);
    expect(store.connectionState).toBe('Error');
    store.setScenarios({connectionFails: false});
    const retry = store.initConnection();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.connectionState).toBe('Connecting');
    await expect(retry).resolves.toBe(true);
    expect(store.connectionState).toBe('Connected');
  });

  test('endConnection brings the connection back to Disconnected', async () => {
    const {store} = await connectedStore('ios');
    await expect(store.endConnection()).resolves.toBe(true);
    expect(store.connectionState).toBe('Disconnected');
    expect((await rejectionOf(store.getAvailablePurchases())).code).toBe(ErrorCode.NotPrepared);
  });

  test('requestPurchase is event-based: it resolves with null, and the purchase arrives through the purchase-updated listener', async () => {
    const {store, received} = await connectedStore('ios');
    const resolved = await store.requestPurchase(inApp('remove_ads'));
    expect(resolved).toBeNull();
    expect(received.updated).toHaveLength(0); // not before the store's sheet has answered
    await store.settle();
    expect(received.updated).toHaveLength(1);
    expect(received.updated[0]).toMatchObject({productId: 'remove_ads', purchaseState: 'purchased', platform: 'ios'});
    expect(received.errors).toHaveLength(0);
  });

  test('A failed or cancelled purchase (purchase state Failed) arrives through the purchase-error listener, never as a rejection', async () => {
    const {store, received} = await connectedStore('android', {scenarios: {purchaseOutcome: 'user-cancelled'}});
    await expect(store.requestPurchase(inApp('coins_100'))).resolves.toBeNull();
    await store.settle();
    expect(received.errors).toEqual([{code: ErrorCode.UserCancelled, message: expect.any(String), productId: 'coins_100'}]);
    expect(received.updated).toHaveLength(0);
  });

  test('Listeners must be registered before a purchase starts: a result with no listener is not replayed, only getAvailablePurchases finds it', async () => {
    const store = makeStore('android');
    await store.initConnection();
    await buy(store, inApp('remove_ads'));
    const late = listen(store);
    await store.settle();
    expect(late.updated).toHaveLength(0);
    expect((await store.getAvailablePurchases()).map((purchase) => purchase.productId)).toEqual(['remove_ads']);
  });

  // The specification's purchase state has no Deferred value from 1.3.17 on: a purchase awaiting approval is Pending.
  test('Purchase states: a purchase awaiting approval (Ask to Buy) arrives as Pending, then as Purchased once approved', async () => {
    const {store, received} = await connectedStore('ios', {scenarios: {purchaseOutcome: 'deferred'}});
    await buy(store, inApp('remove_ads'));
    expect(received.updated.map((purchase) => purchase.purchaseState)).toEqual(['pending']);
    expect(await store.getAvailablePurchases()).toHaveLength(0);
    store.approveAskToBuy();
    await store.settle();
    expect(received.updated.map((purchase) => purchase.purchaseState)).toEqual(['pending', 'purchased']);
  });

  test('Purchase states: a pending payment arrives as Pending, then as Purchased once the payment completes', async () => {
    const {store, received} = await connectedStore('android', {scenarios: {purchaseOutcome: 'pending'}});
    await buy(store, inApp('coins_100'));
    expect(received.updated.map((purchase) => purchase.purchaseState)).toEqual(['pending']);
    store.completePendingPayments();
    await store.settle();
    expect(received.updated.map((purchase) => purchase.purchaseState)).toEqual(['pending', 'purchased']);
    expect(received.updated[1].purchaseToken).toBe(received.updated[0].purchaseToken);
  });

  test('Lifecycle order: connect, listen, fetch, buy, receive the update, validate, deliver, finish, end the connection', async () => {
    const store = makeStore('android');
    await store.initConnection();
    const delivered: string[] = [];
    store.purchaseUpdatedListener(async (purchase) => {
      if (!(await store.verifyOnServer(purchase))) return;
      await store.grantEntitlement(purchase);
      delivered.push(purchase.productId);
      await store.finishTransaction(purchase, true);
    });
    const products = await store.fetchProducts({skus: ['coins_100'], type: 'in-app'});
    expect(products.map((product) => product.displayPrice)).toEqual(['$0.99']);
    await buy(store, inApp('coins_100'));
    expect(delivered).toEqual(['coins_100']);
    expect(store.getSnapshot().backend.coins).toBe(100);
    expect(await store.getAvailablePurchases()).toHaveLength(0); // consumed: nothing left open
    await store.endConnection();
    expect(store.connectionState).toBe('Disconnected');
  });

  test('On launch, available purchases are validated, delivered and finished', async () => {
    const store = makeStore('android');
    await store.initConnection();
    await buy(store, inApp('remove_ads')); // paid, but the app died before finishing it
    store.relaunch();
    await store.initConnection();
    for (const purchase of await store.getAvailablePurchases()) {
      expect(await store.verifyOnServer(purchase)).toBe(true);
      await store.grantEntitlement(purchase);
      await store.finishTransaction(purchase);
    }
    const [owned] = (await store.getAvailablePurchases()) as PurchaseAndroid[];
    expect(owned.isAcknowledgedAndroid).toBe(true);
    store.advanceTime({days: 10});
    expect(await store.getAvailablePurchases()).toHaveLength(1); // acknowledged: never refunded
  });

  test('Unfinished iOS transactions are redelivered on every launch until finished', async () => {
    const {store} = await connectedStore('ios');
    await buy(store, inApp('remove_ads'));
    const launch = async () => {
      store.relaunch();
      await store.initConnection();
      const received = listen(store);
      await store.settle();
      return received.updated;
    };
    const first = await launch();
    expect(first.map((purchase) => purchase.productId)).toEqual(['remove_ads']);
    const second = await launch();
    expect(second.map((purchase) => purchase.id)).toEqual([first[0].id]);
    await store.finishTransaction(second[0]);
    expect(await launch()).toHaveLength(0);
  });

  test('Unacknowledged Android purchases are refunded after 3 days', async () => {
    const {store} = await connectedStore('android');
    await buy(store, inApp('remove_ads'));
    await buy(store, {...androidSubscription('monthly')});
    store.advanceTime({days: 2, hours: 23});
    expect((await store.getAvailablePurchases()).map((purchase) => purchase.productId).sort()).toEqual(['premium', 'remove_ads']);
    store.advanceTime({hours: 1});
    expect(await store.getAvailablePurchases()).toEqual([]);
    expect(await store.hasActiveSubscriptions()).toBe(false);
    expect(store.getSnapshot().purchases.every((purchase) => purchase.refunded)).toBe(true);
  });

  test('Consumables must be consumed before they can be bought again', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, inApp('coins_100'));
    const first = lastOf(received.updated);
    await store.finishTransaction(first); // acknowledged, not consumed
    await buy(store, inApp('coins_100'));
    expect(lastOf(received.errors).code).toBe(ErrorCode.AlreadyOwned);
    await store.finishTransaction(first, true); // consumed
    await buy(store, inApp('coins_100'));
    expect(received.updated).toHaveLength(2);
    expect(lastOf(received.updated).id).not.toBe(first.id);
  });

  test('finishTransaction with isConsumable true consumes on Android', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, inApp('coins_100'));
    await store.finishTransaction(received.updated[0], true);
    expect(store.getSnapshot().purchases[0]).toMatchObject({consumed: true, finished: true});
    expect(await store.getAvailablePurchases()).toHaveLength(0);
  });

  test('finishTransaction with isConsumable false or omitted acknowledges on Android', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, inApp('remove_ads'));
    await buy(store, inApp('coins_100'));
    await store.finishTransaction(received.updated[0]);
    await store.finishTransaction(received.updated[1], false);
    const owned = (await store.getAvailablePurchases()) as PurchaseAndroid[];
    expect(owned.map((purchase) => [purchase.productId, purchase.isAcknowledgedAndroid])).toEqual([
      ['remove_ads', true],
      ['coins_100', true],
    ]);
    expect(store.getSnapshot().purchases.some((purchase) => purchase.consumed)).toBe(false);
  });

  test('iOS ignores the isConsumable flag: finishTransaction finishes the transaction either way', async () => {
    const {store, received} = await connectedStore('ios');
    await buy(store, inApp('remove_ads'));
    await buy(store, inApp('coins_100'));
    await store.finishTransaction(received.updated[0], true); // a non-consumable with the flag: still owned
    await store.finishTransaction(received.updated[1], false); // a consumable without it: still used up
    expect((await store.getAvailablePurchases()).map((purchase) => purchase.productId)).toEqual(['remove_ads']);
    expect(await store.getPendingTransactionsIOS()).toHaveLength(0);
    await buy(store, inApp('coins_100'));
    expect(received.errors).toHaveLength(0);
  });

  test('iOS upgrade: charged immediately; productId stays old while autoRenewPreference and pendingUpgradeProductId show the new one; minutes later productId updates and pending is empty', async () => {
    const {store, received} = await connectedStore('ios');
    await buy(store, iosSubscription('premium_monthly'));
    await store.finishTransaction(received.updated[0]);
    store.advanceTime({days: 10});
    await buy(store, iosSubscription('premium_yearly'));
    const upgrade = lastOf(received.updated) as PurchaseIOS;
    expect(received.updated).toHaveLength(2); // a new, charged transaction
    expect(upgrade.transactionDate).toBe(START + 10 * DAY_MS);
    expect(upgrade.productId).toBe('premium_monthly');
    expect(upgrade.renewalInfoIOS).toMatchObject({autoRenewPreference: 'premium_yearly', pendingUpgradeProductId: 'premium_yearly'});
    let [active] = await store.getActiveSubscriptions();
    expect(active.productId).toBe('premium_monthly');
    expect(active.renewalInfoIOS?.pendingUpgradeProductId).toBe('premium_yearly');
    store.advanceTime({minutes: 10});
    [active] = await store.getActiveSubscriptions();
    expect(active.productId).toBe('premium_yearly');
    expect(active.renewalInfoIOS?.pendingUpgradeProductId).toBeNull();
    const latest = await store.latestTransactionIOS('premium_yearly');
    expect(latest).toMatchObject({id: upgrade.id, productId: 'premium_yearly'});
  });

  test('pendingUpgradeProductId is the auto-renew preference when it differs from productId and auto-renew is on, otherwise empty', async () => {
    expect(derivePendingUpgradeProductId('premium_monthly', {autoRenewPreference: 'premium_yearly', willAutoRenew: true})).toBe('premium_yearly');
    expect(derivePendingUpgradeProductId('premium_monthly', {autoRenewPreference: 'premium_yearly', willAutoRenew: false})).toBeNull();
    expect(derivePendingUpgradeProductId('premium_yearly', {autoRenewPreference: 'premium_yearly', willAutoRenew: true})).toBeNull();
    // The store applies the same derivation to what it reports: turning auto-renew off during an upgrade empties it.
    const {store} = await connectedStore('ios');
    await buy(store, iosSubscription('premium_monthly'));
    await buy(store, iosSubscription('premium_yearly'));
    store.setAutoRenew('premium_monthly', false);
    const [active] = await store.getActiveSubscriptions();
    expect(active.renewalInfoIOS).toMatchObject({autoRenewPreference: 'premium_yearly', willAutoRenew: false, pendingUpgradeProductId: null});
  });

  test('iOS downgrade: no new transaction, only the renewal info changes, and the current product stays until the renewal date', async () => {
    const {store, received} = await connectedStore('ios');
    await buy(store, iosSubscription('premium_yearly'));
    await store.finishTransaction(received.updated[0]);
    const [before] = await store.getActiveSubscriptions();
    await buy(store, iosSubscription('premium_monthly'));
    expect(received.updated).toHaveLength(1); // no transaction, no event
    expect(received.errors).toHaveLength(0);
    const [after] = await store.getActiveSubscriptions();
    expect(after).toMatchObject({productId: 'premium_yearly', transactionId: before.transactionId, expirationDateIOS: before.expirationDateIOS});
    expect(after.renewalInfoIOS?.autoRenewPreference).toBe('premium_monthly');
    store.advanceTime({days: 364});
    expect((await store.getActiveSubscriptions())[0].productId).toBe('premium_yearly');
    store.advanceTime({days: 2});
    const [renewed] = await store.getActiveSubscriptions();
    expect(renewed.productId).toBe('premium_monthly');
    expect(lastOf(received.updated)).toMatchObject({productId: 'premium_monthly', transactionReasonIOS: 'RENEWAL'});
  });

  test('Android upgrade is immediate: the new subscription becomes active and replaces the old one in available purchases', async () => {
    for (const mode of ['WithTimeProration', 'ChargeProratedPrice', 'WithoutProration', 'ChargeFullPrice'] as const satisfies ReplacementModeName[]) {
      const {store, received} = await connectedStore('android');
      await buy(store, androidSubscription('monthly'));
      const old = received.updated[0];
      await store.finishTransaction(old);
      await buy(store, androidSubscription('yearly', {purchaseToken: old.purchaseToken!, mode}));
      const upgraded = lastOf(received.updated) as PurchaseAndroid;
      expect(upgraded.purchaseToken).not.toBe(old.purchaseToken);
      expect(upgraded.currentPlanId).toBe('yearly');
      const available = await store.getAvailablePurchases();
      expect(available.map((purchase) => [purchase.purchaseToken, purchase.currentPlanId])).toEqual([[upgraded.purchaseToken, 'yearly']]);
      const [active] = await store.getActiveSubscriptions(['premium']);
      expect(active.basePlanIdAndroid).toBe('yearly');
    }
  });

  test('Android downgrade with mode 6: the purchase callback succeeds with an empty list, and the change takes effect at the next renewal', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, androidSubscription('yearly'));
    const current = received.updated[0];
    await store.finishTransaction(current);
    await buy(store, androidSubscription('monthly', {purchaseToken: current.purchaseToken!, mode: 'Deferred'}));
    expect(received.updated).toHaveLength(1); // nothing new was bought
    expect(received.errors).toHaveLength(0); // and it is not an error
    expect(store.getLog().some((entry) => entry.kind === 'native' && entry.title === 'onPurchasesUpdated(OK, [])')).toBe(true);
    const [before] = await store.getActiveSubscriptions(['premium']);
    expect(before.basePlanIdAndroid).toBe('yearly');
    store.advanceTime({days: 366});
    const [after] = await store.getActiveSubscriptions(['premium']);
    expect(after.basePlanIdAndroid).toBe('monthly');
    expect(after.purchaseTokenAndroid).toBe(current.purchaseToken);
  });

  test('Android has no field for pending changes: after a deferred change nothing on the subscription names the new plan', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, androidSubscription('yearly'));
    await store.finishTransaction(received.updated[0]);
    await buy(store, androidSubscription('monthly', {purchaseToken: received.updated[0].purchaseToken!, mode: 'Deferred'}));
    const reported = JSON.stringify([await store.getActiveSubscriptions(), await store.getAvailablePurchases()]);
    expect(reported).not.toContain('monthly');
    expect(reported).not.toContain('pendingUpgradeProductId');
  });

  test('Android alternative billing: check availability, show the dialog (accepted or cancelled), create a token after payment, report it', async () => {
    const store = makeStore('android', {constants: OLDER_ALTERNATIVE_BILLING});
    await store.initConnection(olderAlternativeBilling(AlternativeBillingModeAndroid.ALTERNATIVE_ONLY));
    const received = listen(store);
    expect(await store.checkAlternativeBillingAvailabilityAndroid()).toBe(true);
    expect(await store.showAlternativeBillingDialogAndroid()).toBe(true);
    const token = await store.createAlternativeBillingTokenAndroid();
    expect(token).toMatch(/\S+/);
    expect(await store.reportExternalToken(token)).toEqual({onTime: true});
    expect(received.updated).toHaveLength(0); // an alternative payment is not a Google Play purchase
    store.setScenarios({alternativeBillingDialog: 'cancel'});
    expect(await store.showAlternativeBillingDialogAndroid()).toBe(false);
    store.setScenarios({alternativeBillingAvailable: false});
    expect(await store.checkAlternativeBillingAvailabilityAndroid()).toBe(false);
  });

  test('User Choice billing: Google Play chosen fires purchase-updated; the alternative chosen fires the user-choice event', async () => {
    const store = makeStore('android', {constants: OLDER_ALTERNATIVE_BILLING});
    await store.initConnection(olderAlternativeBilling(AlternativeBillingModeAndroid.USER_CHOICE));
    const received = listen(store);
    await buy(store, inApp('remove_ads'));
    expect(received.updated.map((purchase) => purchase.productId)).toEqual(['remove_ads']);
    expect(received.userChoice).toHaveLength(0);
    store.setScenarios({userChoice: 'alternative'});
    await buy(store, inApp('coins_100'));
    expect(received.updated).toHaveLength(1);
    expect(received.userChoice).toEqual([{externalTransactionToken: expect.any(String), products: ['coins_100']}]);
  });

  test('iOS external purchase: check the notice can be shown, show it, present the link; no store transaction and no purchase-updated event', async () => {
    const {store, received} = await connectedStore('ios', {storefront: 'DE', iosVersion: '18.2'});
    expect(await store.canPresentExternalPurchaseNoticeIOS()).toBe(true);
    expect(await store.presentExternalPurchaseNoticeSheetIOS()).toEqual({result: 'continue'});
    expect(await store.presentExternalPurchaseLinkIOS('https://example.com/checkout')).toEqual({success: true});
    await store.settle();
    expect(received.updated).toHaveLength(0);
    expect(store.getSnapshot().purchases).toHaveLength(0);
    store.setScenarios({externalPurchaseNotice: 'dismissed'});
    expect(await store.presentExternalPurchaseNoticeSheetIOS()).toEqual({result: 'dismissed'});
  });

  test('Subscription states: an Active subscription renews at the end of its period while auto-renew is on', async () => {
    const {store, received} = await connectedStore('ios');
    await buy(store, iosSubscription('premium_monthly'));
    const first = received.updated[0] as PurchaseIOS;
    await store.finishTransaction(first);
    store.advanceTime({days: 32});
    const [active] = await store.getActiveSubscriptions();
    expect(active.isActive).toBe(true);
    expect(active.expirationDateIOS).toBeGreaterThan(store.now());
    const renewal = lastOf(received.updated) as PurchaseIOS;
    expect(renewal).toMatchObject({transactionReasonIOS: 'RENEWAL', originalTransactionIdentifierIOS: first.originalTransactionIdentifierIOS});
    expect(renewal.id).not.toBe(first.id);
  });

  test('Subscription states: a subscription whose auto-renew is off becomes Expired at the end of its period', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, androidSubscription('monthly'));
    await store.finishTransaction(received.updated[0]);
    store.setAutoRenew('premium', false);
    store.advanceTime({days: 27});
    expect(await store.hasActiveSubscriptions(['premium'])).toBe(true);
    store.advanceTime({days: 5});
    expect(await store.hasActiveSubscriptions(['premium'])).toBe(false);
    expect(store.getSnapshot().subscriptions[0].status).toBe('Expired');
    expect(await store.getAvailablePurchases()).toHaveLength(0);
  });

  test('Every operation other than initConnection needs the Connected state', async () => {
    const store = makeStore('ios');
    const calls = [
      store.fetchProducts({skus: ['coins_100']}),
      store.requestPurchase(inApp('coins_100')),
      store.getAvailablePurchases(),
      store.restorePurchases(),
      store.getStorefront(),
      store.getActiveSubscriptions(),
      store.hasActiveSubscriptions(),
    ];
    for (const call of calls) expect((await rejectionOf(call)).code).toBe(ErrorCode.NotPrepared);
  });
});
