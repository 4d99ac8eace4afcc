/**
 * Conformance of the simulated store with the error catalogue: the situations the sandbox can
 * produce carry the documented code, and the documented handling resolves them.
 */
import {ErrorCode, retryStrategies} from '@site/spec';
import {SandboxError, isPurchaseError} from '@site/src/sandbox';
import {
  OLDER_ALTERNATIVE_BILLING,
  OLDEST_RELEASE_CONSTANTS,
  OlderAlternativeBillingMode,
  androidSubscription,
  buy,
  connectedStore,
  inApp,
  lastOf,
  listen,
  makeStore,
  olderAlternativeBilling,
  rejectionOf,
} from './helpers';

describe('the error catalogue', () => {
  test('Errors carry a code of the catalogue (E_ prefix), a message and the product concerned', async () => {
    const {store, received} = await connectedStore('ios', {scenarios: {purchaseOutcome: 'item-unavailable'}});
    await buy(store, inApp('coins_100'));
    const [error] = received.errors;
    expect(isPurchaseError(error)).toBe(true);
    expect(error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.values(ErrorCode)).toContain(error.code);
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.productId).toBe('coins_100');
    const rejected = await rejectionOf(makeStore('ios').getStorefront());
    expect(rejected).toBeInstanceOf(SandboxError);
    expect(rejected).toBeInstanceOf(Error);
  });

  test('UserCancelled: a cancelled purchase arrives as E_USER_CANCELLED, so the app can stay silent', async () => {
    const {store, received} = await connectedStore('ios', {scenarios: {purchaseOutcome: 'user-cancelled'}});
    await buy(store, inApp('remove_ads'));
    expect(received.errors.map((error) => error.code)).toEqual(['user-cancelled']);
    expect(await store.getAvailablePurchases()).toHaveLength(0);
  });

  test('ItemUnavailable: an unavailable product arrives as E_ITEM_UNAVAILABLE', async () => {
    const {store, received} = await connectedStore('android', {scenarios: {purchaseOutcome: 'item-unavailable'}});
    await buy(store, inApp('remove_ads'));
    expect(received.errors.map((error) => error.code)).toEqual(['item-unavailable']);
  });

  test('NetworkError: retry with exponential backoff (2^n seconds) until the store is reached', async () => {
    expect(retryStrategies[ErrorCode.NetworkError]).toEqual({kind: 'exponential', baseSeconds: 2});
    const {store, received} = await connectedStore('ios', {scenarios: {network: 'flaky'}});
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await buy(store, inApp('remove_ads'));
      if (received.updated.length > 0) break;
      expect(lastOf(received.errors).code).toBe(ErrorCode.NetworkError);
      waits.push(2 ** attempt);
      store.advanceTime({minutes: 2 ** attempt / 60});
    }
    expect(received.errors.map((error) => error.code)).toEqual(['network-error', 'network-error']);
    expect(waits).toEqual([2, 4]);
    expect(received.updated.map((purchase) => purchase.productId)).toEqual(['remove_ads']);
    store.setScenarios({network: 'offline'});
    expect((await rejectionOf(store.fetchProducts({skus: ['coins_100']}))).code).toBe(ErrorCode.NetworkError);
  });

  test('AlreadyOwned: buying an owned non-consumable fails with E_ALREADY_OWNED, and restoring purchases gives it back', async () => {
    const {store, received} = await connectedStore('ios');
    await buy(store, inApp('remove_ads'));
    await store.finishTransaction(received.updated[0]);
    await buy(store, inApp('remove_ads'));
    expect(lastOf(received.errors).code).toBe(ErrorCode.AlreadyOwned);
    await store.restorePurchases();
    expect((await store.getAvailablePurchases()).map((purchase) => purchase.productId)).toEqual(['remove_ads']);
  });

  test('AlreadyOwned: an unconsumed consumable cannot be bought again', async () => {
    for (const platform of ['ios', 'android'] as const) {
      const {store, received} = await connectedStore(platform);
      await buy(store, inApp('coins_100'));
      await buy(store, inApp('coins_100'));
      expect(received.errors.map((error) => error.code)).toEqual([ErrorCode.AlreadyOwned]);
    }
  });

  test('DeferredPayment: a purchase awaiting approval cannot be finished; wait for its update', async () => {
    const {store, received} = await connectedStore('ios', {scenarios: {purchaseOutcome: 'deferred'}});
    await buy(store, inApp('remove_ads'));
    expect((await rejectionOf(store.finishTransaction(received.updated[0]))).code).toBe(ErrorCode.DeferredPayment);
    store.approveAskToBuy();
    await store.settle();
    await expect(store.finishTransaction(lastOf(received.updated))).resolves.toBeUndefined();
  });

  test('Pending: a purchase whose payment is pending cannot be finished yet', async () => {
    const {store, received} = await connectedStore('android', {scenarios: {purchaseOutcome: 'pending'}});
    await buy(store, inApp('coins_100'));
    expect((await rejectionOf(store.finishTransaction(received.updated[0], true))).code).toBe(ErrorCode.Pending);
    expect((await rejectionOf(store.acknowledgePurchaseAndroid(received.updated[0].purchaseToken!))).code).toBe(ErrorCode.Pending);
  });

  test('NotPrepared: initialize the connection first, then the same call succeeds', async () => {
    const store = makeStore('android');
    const error = await rejectionOf(store.fetchProducts({skus: ['coins_100']}));
    expect(error.code).toBe('not-prepared');
    expect(error.message).toMatch(/initConnection/);
    await store.initConnection();
    await expect(store.fetchProducts({skus: ['coins_100']})).resolves.toHaveLength(1);
  });

  test('OS-side helpers throw NotPrepared when the billing client is not ready', async () => {
    const android = makeStore('android');
    for (const call of [
      android.acknowledgePurchaseAndroid('token'),
      android.consumePurchaseAndroid('token'),
      android.checkAlternativeBillingAvailabilityAndroid(),
      android.showAlternativeBillingDialogAndroid(),
      android.createAlternativeBillingTokenAndroid(),
    ]) {
      expect((await rejectionOf(call)).code).toBe(ErrorCode.NotPrepared);
    }
    const ios = makeStore('ios');
    for (const call of [
      ios.clearTransactionIOS(),
      ios.getPendingTransactionsIOS(),
      ios.subscriptionStatusIOS('premium_monthly'),
      ios.syncIOS(),
      ios.latestTransactionIOS('coins_100'),
    ]) {
      expect((await rejectionOf(call)).code).toBe(ErrorCode.NotPrepared);
    }
  });

  test('ConnectionClosed: reinitialize the connection, then retry', async () => {
    expect(retryStrategies[ErrorCode.ConnectionClosed]).toEqual({kind: 'reinitialize'});
    const {store} = await connectedStore('android');
    store.dropConnection();
    expect(store.connectionState).toBe('Error');
    expect((await rejectionOf(store.getAvailablePurchases())).code).toBe(ErrorCode.ConnectionClosed);
    await store.initConnection();
    await expect(store.getAvailablePurchases()).resolves.toEqual([]);
  });

  test('SyncError: restoring purchases without reaching the store fails with E_SYNC_ERROR', async () => {
    const {store} = await connectedStore('ios', {scenarios: {network: 'offline'}});
    expect((await rejectionOf(store.restorePurchases())).code).toBe(ErrorCode.SyncError);
    expect((await rejectionOf(store.syncIOS())).code).toBe(ErrorCode.SyncError);
  });

  test('Static Android test product IDs are deprecated: requesting them returns a service-disconnected error', async () => {
    const {store} = await connectedStore('android');
    expect((await rejectionOf(store.fetchProducts({skus: ['android.test.purchased']}))).code).toBe(ErrorCode.ServiceDisconnected);
    expect((await rejectionOf(store.requestPurchase(inApp('android.test.purchased')))).code).toBe(ErrorCode.ServiceDisconnected);
  });

  test('EmptySkuList, SkuNotFound and SkuOfferMismatch reject the request itself', async () => {
    const {store, received} = await connectedStore('android');
    expect((await rejectionOf(store.fetchProducts({skus: []}))).code).toBe(ErrorCode.EmptySkuList);
    expect((await rejectionOf(store.requestPurchase(inApp('gold_bars')))).code).toBe(ErrorCode.SkuNotFound);
    const mismatched = androidSubscription('monthly');
    if (mismatched.type === 'subs')
      (mismatched.request as {google: {subscriptionOffers: unknown[]}}).google.subscriptionOffers = [{sku: 'premium', offerToken: 'cloud_storage:monthly'}];
    expect((await rejectionOf(store.requestPurchase(mismatched))).code).toBe(ErrorCode.SkuOfferMismatch);
    await store.settle();
    expect([received.updated, received.errors]).toEqual([[], []]);
  });

  test('ItemNotOwned: acknowledging or consuming a purchase the user does not own', async () => {
    const {store, received} = await connectedStore('android');
    expect((await rejectionOf(store.acknowledgePurchaseAndroid('no-such-token'))).code).toBe(ErrorCode.ItemNotOwned);
    await buy(store, inApp('coins_100'));
    await store.consumePurchaseAndroid(received.updated[0].purchaseToken!);
    expect((await rejectionOf(store.consumePurchaseAndroid(received.updated[0].purchaseToken!))).code).toBe(ErrorCode.ItemNotOwned);
  });

  test('PurchaseVerificationFinished: a transaction that was already finished cannot be finished again', async () => {
    const {store, received} = await connectedStore('ios');
    await buy(store, inApp('remove_ads'));
    await store.finishTransaction(received.updated[0]);
    expect((await rejectionOf(store.finishTransaction(received.updated[0]))).code).toBe(ErrorCode.PurchaseVerificationFinished);
  });

  test('ReceiptFinished: a version that still has the code raises it for the same mistake', async () => {
    const {store, received} = await connectedStore('ios', {constants: OLDEST_RELEASE_CONSTANTS});
    await buy(store, inApp('remove_ads'));
    await store.finishTransaction(received.updated[0]);
    expect((await rejectionOf(store.finishTransaction(received.updated[0]))).code).toBe(OLDEST_RELEASE_CONSTANTS.errorCodes.ReceiptFinished);
    expect(OLDEST_RELEASE_CONSTANTS.errorCodes.ReceiptFinished).toBe('receipt-finished');
  });

  test('FeatureNotSupported: a platform operation on the other platform, or an unsupported OS version', async () => {
    const android = await connectedStore('android');
    expect((await rejectionOf(android.store.getPendingTransactionsIOS())).code).toBe(ErrorCode.FeatureNotSupported);
    const ios = await connectedStore('ios', {iosVersion: '15.0'});
    expect((await rejectionOf(ios.store.acknowledgePurchaseAndroid('token'))).code).toBe(ErrorCode.FeatureNotSupported);
    expect((await rejectionOf(ios.store.getAppTransactionIOS())).code).toBe(ErrorCode.FeatureNotSupported);
    const store = makeStore('android', {constants: OLDER_ALTERNATIVE_BILLING});
    await store.initConnection(olderAlternativeBilling(OlderAlternativeBillingMode.USER_CHOICE));
    listen(store);
    await expect(store.checkAlternativeBillingAvailabilityAndroid()).resolves.toBe(true);
  });
});
