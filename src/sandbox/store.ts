/**
 * The simulated store as apps and the sandbox's panel meet it: every OpenIAP operation of shared/sandboxOperations.ts, each call
 * logged with its arguments and its result, plus the store-side actions and the stand-in backend. What the store does
 * is decided behind it (./store-facade.ts), by the App Store (./app-store.ts) or Google Play (./google-play.ts).
 */
import type {
  ActiveSubscription,
  AppTransaction,
  DeepLinkOptions,
  EventSubscription,
  ExternalPurchaseLinkResultIOS,
  ExternalPurchaseNoticeResultIOS,
  IapEvent,
  IapEventListener,
  InitConnectionConfig,
  ProductIOS,
  ProductOrSubscription,
  ProductRequest,
  Purchase,
  PurchaseIOS,
  PurchaseOptions,
  VerifyPurchaseProps,
  VerifyPurchaseResult,
  VerifyPurchaseResultIOS,
  RequestPurchaseProps,
  SubscriptionStatusIOS,
  BillingProgramAndroid,
  BillingProgramAvailabilityResultAndroid,
  BillingProgramReportingDetailsAndroid,
  InAppMessageParamsAndroid,
  InAppMessageResultAndroid,
} from '@site/spec';
import * as ios from './app-store-apis';
import {AppStore} from './app-store';
import {legacyConnection} from './google-play-records';
import {appleRequest, googleRequest} from './request-shapes';
import type {SimulatedOperations} from '@site/shared/sandboxOperations';
import {StoreFacade} from './store-facade';
import type {SimulatedStoreOptions} from './types';

const list = (ids?: string[]) => (ids ? `[${ids.join(', ')}]` : '');

/**
 * An in-browser simulation of a store behind the OpenIAP API: the App Store or Google Play, chosen when it is created.
 *
 * It follows the behaviour the specification documents (connection states, event-based purchases, finishing,
 * acknowledging and consuming, the Android acknowledge window, iOS redelivery, subscription renewals and plan
 * changes, alternative billing) against a small example catalogue, on a clock that only moves when told to, with the
 * constants and enum values of the docs version being read. Scenarios decide what the store's sheets and servers do.
 */
export class SimulatedStore extends StoreFacade implements SimulatedOperations {
  // ---------------------------------------------------------------------------------------------------------------
  // Common operations

  initConnection(config?: InitConnectionConfig): Promise<boolean> {
    const mode = legacyConnection(config).alternativeBillingModeAndroid;
    const program = config?.enableBillingProgramAndroid;
    const label = mode ? `{alternativeBillingModeAndroid: ${mode}}` : program ? `{enableBillingProgramAndroid: ${program}}` : '';
    return this.call(`initConnection(${label})`, false, async () => this.engine.connect(config), String);
  }
  endConnection(): Promise<boolean> {
    return this.call('endConnection()', false, async () => (this.engine.disconnect(), true), String);
  }
  fetchProducts(request: ProductRequest): Promise<ProductOrSubscription[]> {
    return this.call(
      `fetchProducts({skus: [${(request?.skus ?? []).join(', ')}], type: ${request?.type ?? "'in-app'"}})`,
      true,
      () => this.engine.products(request),
      (products) => `${products.length} product(s): ${products.map((product) => product.id).join(', ') || 'none'}`,
    );
  }
  requestPurchase(props: RequestPurchaseProps): Promise<Purchase | Purchase[] | null> {
    const request = this.platform === 'ios' ? appleRequest(props) : googleRequest(props);
    const label = this.platform === 'ios' ? (request as {sku?: string} | undefined)?.sku : (request as {skus?: string[]} | undefined)?.skus?.join(', ');
    // The outcome arrives through the purchase events; like the libraries, the call itself resolves with null.
    return this.call(`requestPurchase(${label ?? '?'}, type: ${props?.type})`, true, async () => {
      await this.engine.startPurchase(props);
      return null;
    });
  }
  finishTransaction(purchase: Purchase, isConsumable?: boolean): Promise<void> {
    return this.call(`finishTransaction(${purchase?.productId}${isConsumable === undefined ? '' : `, ${isConsumable}`})`, true, async () => {
      await this.engine.finish(purchase, isConsumable);
    });
  }
  getAvailablePurchases(options?: PurchaseOptions): Promise<Purchase[]> {
    return this.call(
      'getAvailablePurchases()',
      true,
      async () => {
        const purchases = this.engine.availablePurchases(options);
        if (this.engine instanceof AppStore && options?.alsoPublishToEventListenerIOS) {
          const store = this.engine;
          store.later(() => purchases.forEach((purchase) => store.emit(store.constants.events.PurchaseUpdated, purchase)));
        }
        return purchases;
      },
      (purchases) => `${purchases.length} purchase(s)${purchases.length ? `: ${purchases.map((purchase) => purchase.productId).join(', ')}` : ''}`,
    );
  }
  restorePurchases(): Promise<void> {
    return this.call('restorePurchases()', true, async () => {
      await this.engine.reachServers('SyncError');
      this.engine.record(
        'store',
        'Purchases restored',
        `${this.engine.availableTransactions().length} purchase(s) available; read them with getAvailablePurchases().`,
      );
    });
  }
  getStorefront(): Promise<string> {
    return this.call(
      'getStorefront()',
      true,
      async () => this.engine.storefront,
      (code) => (code ? `'${code}'` : "'' (unknown)"),
    );
  }
  getActiveSubscriptions(subscriptionIds?: string[]): Promise<ActiveSubscription[]> {
    return this.call(
      `getActiveSubscriptions(${list(subscriptionIds)})`,
      true,
      async () => this.engine.activeSubscriptions(subscriptionIds),
      (subs) =>
        subs.length
          ? subs
              .map(
                (sub) =>
                  `${sub.productId}${sub.basePlanIdAndroid ? `/${sub.basePlanIdAndroid}` : ''}${(sub as {willExpireSoon?: boolean}).willExpireSoon ? ' (expires soon)' : ''}`,
              )
              .join(', ')
          : 'none',
    );
  }
  hasActiveSubscriptions(subscriptionIds?: string[]): Promise<boolean> {
    return this.call(`hasActiveSubscriptions(${list(subscriptionIds)})`, true, async () => this.engine.activeSubscriptions(subscriptionIds).length > 0, String);
  }
  deepLinkToSubscriptions(options: DeepLinkOptions): Promise<void> {
    return this.call('deepLinkToSubscriptions()', false, async () => {
      await this.engine.openSubscriptionManagement(options);
    });
  }
  verifyPurchase(options: VerifyPurchaseProps): Promise<VerifyPurchaseResult> {
    return this.call(
      `verifyPurchase(${options?.apple?.sku ?? options?.google?.sku ?? ''})`,
      false,
      async () => this.engine.validate(options),
      (result) => `isValid: ${result.isValid}`,
    );
  }
  validateReceipt(options: VerifyPurchaseProps): Promise<VerifyPurchaseResult> {
    return this.call(
      `validateReceipt(${options?.apple?.sku ?? options?.google?.sku ?? (options as {sku?: string})?.sku ?? ''})`,
      false,
      async () => this.engine.validate(options),
      (result) => `isValid: ${result.isValid}`,
    );
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Event listeners

  purchaseUpdatedListener(listener: IapEventListener<IapEvent.PurchaseUpdated>): EventSubscription {
    const subscription = this.engine.addListener(this.constants.events.PurchaseUpdated, listener);
    this.engine.onPurchaseListenerAdded();
    return subscription;
  }
  purchaseErrorListener(listener: IapEventListener<IapEvent.PurchaseError>): EventSubscription {
    return this.engine.addListener(this.constants.events.PurchaseError, listener);
  }
  promotedProductListenerIOS(listener: IapEventListener<IapEvent.PromotedProductIOS>): EventSubscription {
    return this.engine.addListener(this.constants.events.PromotedProductIOS, listener);
  }
  userChoiceBillingListenerAndroid(listener: IapEventListener<IapEvent.UserChoiceBillingAndroid>): EventSubscription {
    return this.engine.addListener(this.constants.events.UserChoiceBillingAndroid, listener);
  }
  subscriptionBillingIssueListener(listener: IapEventListener<IapEvent.SubscriptionBillingIssue>): EventSubscription {
    const event = this.constants.events.SubscriptionBillingIssue;
    if (event === undefined) throw this.engine.error('FeatureNotSupported', 'This release has no subscription billing-issue event.');
    return this.engine.addListener(event as IapEvent.SubscriptionBillingIssue, listener);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // iOS operations

  clearTransactionIOS(): Promise<boolean> {
    return this.onIOS('clearTransactionIOS()', async (store) => {
      await ios.clearTransactionQueue(store);
      return true;
    });
  }
  getStorefrontIOS(): Promise<string> {
    return this.onIOS(
      'getStorefrontIOS()',
      async (store) => store.storefront,
      (code) => `'${code}'`,
    );
  }
  getPromotedProductIOS(): Promise<ProductIOS | null> {
    return this.onIOS(
      'getPromotedProductIOS()',
      async (store) => ios.promotedProduct(store),
      (product) => product?.id ?? 'null',
    );
  }
  requestPurchaseOnPromotedProductIOS(): Promise<boolean> {
    return this.onIOS('requestPurchaseOnPromotedProductIOS()', async (store) => {
      await ios.buyPromotedProduct(store);
      return true;
    });
  }
  getPendingTransactionsIOS(): Promise<PurchaseIOS[]> {
    return this.onIOS(
      'getPendingTransactionsIOS()',
      async (store) => ios.pendingTransactions(store),
      (pending) => `${pending.length} transaction(s)`,
    );
  }
  isEligibleForIntroOfferIOS(groupID: string): Promise<boolean> {
    return this.onIOS(`isEligibleForIntroOfferIOS(${groupID})`, async (store) => !store.introOfferUsedGroups.has(groupID), String);
  }
  subscriptionStatusIOS(sku: string): Promise<SubscriptionStatusIOS[]> {
    return this.onIOS(
      `subscriptionStatusIOS(${sku})`,
      async (store) => ios.subscriptionStatus(store, sku),
      (statuses) => statuses.map((status) => status.state).join(', ') || 'none',
    );
  }
  currentEntitlementIOS(sku: string): Promise<PurchaseIOS | null> {
    return this.onIOS(
      `currentEntitlementIOS(${sku})`,
      async (store) => ios.currentEntitlement(store, sku),
      (purchase) => purchase?.id ?? 'null',
    );
  }
  latestTransactionIOS(sku: string): Promise<PurchaseIOS | null> {
    return this.onIOS(
      `latestTransactionIOS(${sku})`,
      async (store) => ios.latestTransaction(store, sku),
      (purchase) => purchase?.id ?? 'null',
    );
  }
  showManageSubscriptionsIOS(): Promise<PurchaseIOS[]> {
    return this.onIOS('showManageSubscriptionsIOS()', async (store) => {
      store.record('store', 'Manage Subscriptions sheet shown and closed', 'Use the sandbox panel to change auto-renewal as a user would there.');
      // The simulated sheet closes without the user changing anything, so it gives back no purchase.
      return [];
    });
  }
  beginRefundRequestIOS(sku: string): Promise<string | null> {
    return this.onIOS(
      `beginRefundRequestIOS(${sku})`,
      async (store) => ios.beginRefundRequest(store, sku),
      (outcome) => String(outcome),
    );
  }
  isTransactionVerifiedIOS(sku: string): Promise<boolean> {
    return this.onIOS(`isTransactionVerifiedIOS(${sku})`, async (store) => ios.isTransactionVerified(store, sku), String);
  }
  getTransactionJwsIOS(sku: string): Promise<string | null> {
    return this.onIOS(
      `getTransactionJwsIOS(${sku})`,
      async (store) => ios.transactionJws(store, sku),
      (jws) => (jws ? 'a JWS string' : 'null'),
    );
  }
  getReceiptDataIOS(): Promise<string> {
    return this.onIOS(
      'getReceiptDataIOS()',
      async (store) => ios.receiptData(store),
      () => 'base64 receipt',
    );
  }
  syncIOS(): Promise<boolean> {
    return this.onIOS('syncIOS()', async (store) => {
      await store.reachServers('SyncError');
      store.record('store', 'Transactions synchronised with the App Store');
      return true;
    });
  }
  presentCodeRedemptionSheetIOS(): Promise<PurchaseIOS | null> {
    return this.onIOS(
      'presentCodeRedemptionSheetIOS()',
      async (store) => {
        store.redeemOfferCode();
        // The sheet answers null, as on systems where the redemption only arrives through the purchase events.
        return null;
      },
      () => 'null',
    );
  }
  getAppTransactionIOS(): Promise<AppTransaction | null> {
    return this.onIOS(
      'getAppTransactionIOS()',
      async (store) => ios.appTransaction(store),
      (transaction) => (transaction ? transaction.bundleId : 'null'),
    );
  }
  validateReceiptIOS(options: VerifyPurchaseProps): Promise<VerifyPurchaseResultIOS> {
    return this.onIOS(
      `validateReceiptIOS(${typeof options === 'string' ? options : (options?.apple?.sku ?? '')})`,
      // Release 1.2.3 took the product identifier itself; one sandbox serves that version's examples too.
      async (store) => (typeof options === 'string' ? store.validateLatest(options) : store.validate(options)),
      (result) => `isValid: ${result.isValid}`,
    );
  }
  canPresentExternalPurchaseNoticeIOS(): Promise<boolean> {
    return this.onIOS('canPresentExternalPurchaseNoticeIOS()', async (store) => ios.canPresentExternalPurchaseNotice(store), String, false);
  }
  presentExternalPurchaseNoticeSheetIOS(): Promise<ExternalPurchaseNoticeResultIOS> {
    return this.onIOS(
      'presentExternalPurchaseNoticeSheetIOS()',
      async (store) => ios.presentExternalPurchaseNoticeSheet(store),
      (result) => result.result,
      false,
    );
  }
  presentExternalPurchaseLinkIOS(url: string): Promise<ExternalPurchaseLinkResultIOS> {
    return this.onIOS(
      `presentExternalPurchaseLinkIOS(${url})`,
      async (store) => ios.presentExternalPurchaseLink(store, url),
      (result) => `success: ${result.success}`,
      false,
    );
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Android operations

  acknowledgePurchaseAndroid(purchaseToken: string): Promise<boolean> {
    return this.onAndroid(`acknowledgePurchaseAndroid(${purchaseToken})`, async (store) => {
      const transaction = store.ownedByToken(purchaseToken);
      store.assertSettled(transaction);
      if (transaction.finished) throw store.error('ReceiptFinished', `${transaction.productId} was already acknowledged.`, transaction.productId);
      store.acknowledge(transaction);
      return true;
    });
  }
  consumePurchaseAndroid(purchaseToken: string): Promise<boolean> {
    return this.onAndroid(`consumePurchaseAndroid(${purchaseToken})`, async (store) => {
      const transaction = store.ownedByToken(purchaseToken);
      if (transaction.kind === 'subscription') {
        throw store.error('DeveloperError', `Never consume a subscription: ${transaction.productId} is one. Acknowledge it instead.`, transaction.productId);
      }
      store.assertSettled(transaction);
      store.consume(transaction);
      return true;
    });
  }
  checkAlternativeBillingAvailabilityAndroid(): Promise<boolean> {
    return this.onAndroid(
      'checkAlternativeBillingAvailabilityAndroid()',
      async (store) => {
        store.assertAlternativeBilling();
        return store.switches.value.alternativeBillingAvailable;
      },
      String,
    );
  }
  showAlternativeBillingDialogAndroid(): Promise<boolean> {
    return this.onAndroid(
      'showAlternativeBillingDialogAndroid()',
      async (store) => {
        store.assertAlternativeBilling();
        await store.tick();
        return store.switches.value.alternativeBillingDialog === 'accept';
      },
      (accepted) => (accepted ? 'true (accepted)' : 'false (cancelled)'),
    );
  }
  createAlternativeBillingTokenAndroid(): Promise<string> {
    return this.onAndroid(
      'createAlternativeBillingTokenAndroid()',
      async (store) => {
        store.assertAlternativeBilling();
        if (!store.switches.value.alternativeBillingAvailable) throw store.error('BillingUnavailable', 'Alternative billing is not available for this user.');
        await store.reachServers('NetworkError');
        return store.issueExternalToken('alternative-only', []).token;
      },
      (token) => token,
    );
  }
  openRedeemOfferCodeAndroid(): Promise<boolean> {
    return this.onAndroid(
      'openRedeemOfferCodeAndroid()',
      async (store) => {
        store.redeemOfferCode();
        return true;
      },
      String,
    );
  }
  showInAppMessagesAndroid(params?: InAppMessageParamsAndroid): Promise<InAppMessageResultAndroid> {
    void params; // the sandbox has only the transactional messages, which are the default
    return this.onAndroid(
      'showInAppMessagesAndroid()',
      async (store) => store.showBillingMessage(),
      (result) => result.responseCode,
    );
  }
  isBillingProgramAvailableAndroid(program: BillingProgramAndroid): Promise<BillingProgramAvailabilityResultAndroid> {
    return this.onAndroid(
      `isBillingProgramAvailableAndroid(${program})`,
      async (store) => {
        store.assertAlternativeBilling();
        return {isAvailable: store.switches.value.alternativeBillingAvailable, billingProgram: program};
      },
      (result) => String(result.isAvailable),
    );
  }
  createBillingProgramReportingDetailsAndroid(program: BillingProgramAndroid): Promise<BillingProgramReportingDetailsAndroid> {
    return this.onAndroid(
      `createBillingProgramReportingDetailsAndroid(${program})`,
      async (store) => {
        store.assertAlternativeBilling();
        if (!store.switches.value.alternativeBillingAvailable)
          throw store.error('BillingUnavailable', `The billing program ${program} is not available for this user.`);
        await store.reachServers('NetworkError');
        return {billingProgram: program, externalTransactionToken: store.issueExternalToken('alternative-only', []).token};
      },
      (details) => details.externalTransactionToken,
    );
  }
}

/** Creates a simulated store; see {@link SimulatedStore}. */
export function createSimulatedStore(options: SimulatedStoreOptions): SimulatedStore {
  return new SimulatedStore(options);
}
