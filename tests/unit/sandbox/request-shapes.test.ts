/**
 * The sandbox serves every docs version: Next's examples send 3.2.1's shapes (store-named request keys, per-product
 * replacement params, billing programs, offers in the shared shape), older versions' examples their own. Both must
 * work, and a malformed new-shape request must be refused the way the store would.
 */
import {ErrorCode} from '@site/spec';
import type {ProductAndroid, RequestPurchaseProps, ProductSubscriptionAndroid} from '@site/spec';
import {offerToken} from '@site/src/sandbox';
import {buy, connectedStore, inApp, makeStore, olderInApp, rejectionOf, listen} from './helpers';

function googleSubscription(basePlanId: string, change?: {purchaseToken: string; oldProductId: string; replacementMode: string}): RequestPurchaseProps {
  return {
    request: {
      google: {
        skus: ['premium'],
        subscriptionOffers: [{sku: 'premium', offerToken: offerToken('premium', basePlanId)}],
        ...(change
          ? {
              purchaseToken: change.purchaseToken,
              subscriptionProductReplacementParams: {oldProductId: change.oldProductId, replacementMode: change.replacementMode as never},
            }
          : {}),
      },
    },
    type: 'subs',
  };
}

describe('request keys', () => {
  test.each(['ios', 'android'] as const)('on %s, a purchase under the store-named key and one under the older key both go through', async (platform) => {
    const {store, received} = await connectedStore(platform);
    await buy(store, inApp('coins_100'));
    await buy(store, olderInApp('remove_ads'));
    expect(received.updated.map((purchase) => purchase.productId)).toEqual(['coins_100', 'remove_ads']);
  });

  test('a request without the platform’s parameters names the store-named key', async () => {
    const {store} = await connectedStore('android');
    const error = await rejectionOf(store.requestPurchase({request: {apple: {sku: 'coins_100'}}, type: 'in-app'}));
    expect(error).toMatchObject({code: ErrorCode.DeveloperError, message: expect.stringContaining('request.google')});
  });
});

describe('offers in the shared shape', () => {
  test('an Android subscription lists every base plan and offer in subscriptionOffers, each with its offer token', async () => {
    const {store} = await connectedStore('android');
    const [premium] = (await store.fetchProducts({skus: ['premium'], type: 'subs'})) as ProductSubscriptionAndroid[];
    const tokens = premium.subscriptionOffers.map((offer) => [offer.basePlanIdAndroid, offer.offerTokenAndroid]);
    for (const plan of ['monthly', 'yearly']) expect(tokens).toContainEqual([plan, offerToken('premium', plan)]);
  });

  test('a one-time product has no subscription offers', async () => {
    const {store} = await connectedStore('android');
    const [coins] = (await store.fetchProducts({skus: ['coins_100'], type: 'in-app'})) as ProductAndroid[];
    expect(coins.subscriptionOffers ?? []).toEqual([]);
  });
});

describe('plan changes with per-product replacement params', () => {
  test('DEFERRED keeps the current plan until the renewal and delivers nothing now', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, googleSubscription('yearly'));
    const current = received.updated[0];
    await store.finishTransaction(current);
    await buy(store, googleSubscription('monthly', {purchaseToken: current.purchaseToken!, oldProductId: 'premium', replacementMode: 'deferred'}));
    expect(received.updated).toHaveLength(1);
    expect(received.errors).toHaveLength(0);
    expect((await store.getActiveSubscriptions(['premium']))[0].basePlanIdAndroid).toBe('yearly');
    store.advanceTime({days: 366});
    expect((await store.getActiveSubscriptions(['premium']))[0].basePlanIdAndroid).toBe('monthly');
  });

  test('WITH_TIME_PRORATION replaces the purchase at once', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, googleSubscription('monthly'));
    await store.finishTransaction(received.updated[0]);
    await buy(
      store,
      googleSubscription('yearly', {purchaseToken: received.updated[0].purchaseToken!, oldProductId: 'premium', replacementMode: 'with-time-proration'}),
    );
    expect(received.updated).toHaveLength(2);
    expect((await store.getActiveSubscriptions(['premium']))[0].basePlanIdAndroid).toBe('yearly');
  });

  test('a replacement that names another product, or a mode the sandbox does not play, is refused', async () => {
    const {store, received} = await connectedStore('android');
    await buy(store, googleSubscription('monthly'));
    const token = received.updated[0].purchaseToken!;
    const wrongProduct = await rejectionOf(
      store.requestPurchase(googleSubscription('yearly', {purchaseToken: token, oldProductId: 'coins_100', replacementMode: 'deferred'})),
    );
    expect(wrongProduct).toMatchObject({code: ErrorCode.DeveloperError, message: expect.stringContaining('oldProductId')});
    const keepExisting = await rejectionOf(
      store.requestPurchase(googleSubscription('yearly', {purchaseToken: token, oldProductId: 'premium', replacementMode: 'keep-existing'})),
    );
    expect(keepExisting).toMatchObject({code: ErrorCode.DeveloperError, message: expect.stringContaining('keep-existing')});
  });
});

describe('billing programs', () => {
  test('with EXTERNAL_OFFER on, the program is available and its reporting details carry a token to report', async () => {
    const store = makeStore('android');
    await store.initConnection({enableBillingProgramAndroid: 'external-offer'});
    listen(store);
    expect(await store.isBillingProgramAvailableAndroid('external-offer')).toEqual({isAvailable: true, billingProgram: 'external-offer'});
    const details = await store.createBillingProgramReportingDetailsAndroid('external-offer');
    expect(details.billingProgram).toBe('external-offer');
    expect(await store.reportExternalToken(details.externalTransactionToken)).toEqual({onTime: true});
  });

  test('without a program turned on, the calls say how to turn one on', async () => {
    const {store} = await connectedStore('android');
    const error = await rejectionOf(store.isBillingProgramAvailableAndroid('external-offer'));
    expect(error).toMatchObject({code: ErrorCode.DeveloperError, message: expect.stringContaining('enableBillingProgramAndroid')});
  });

  test('with USER_CHOICE_BILLING on, choosing the app’s billing fires the user-choice event instead of a purchase', async () => {
    const store = makeStore('android', {scenarios: {userChoice: 'alternative'}});
    await store.initConnection({enableBillingProgramAndroid: 'user-choice-billing'});
    const received = listen(store);
    await buy(store, inApp('coins_100'));
    expect(received.updated).toHaveLength(0);
    expect(received.userChoice.map((details) => details.products)).toEqual([['coins_100']]);
  });
});
