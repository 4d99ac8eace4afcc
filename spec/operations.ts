/**
 * The operations every OpenIAP implementation provides, grouped into the
 * cross-platform set, the iOS set, the Android set and the event listeners.
 *
 * @packageDocumentation
 */

import type {VoidResult} from './common';
import type {StorefrontCode, Product, ProductIOS, SubscriptionProduct} from './products';
import type {ActiveSubscription, Purchase, PurchaseIOS, SubscriptionStatusIOS} from './purchases';
import type {DeepLinkOptions, InitConnectionConfig, ProductRequest, PurchaseOptions, RequestPurchaseProps} from './requests';
import type {
  AppTransaction,
  VerifyPurchaseProps,
  VerifyPurchaseResult,
  VerifyPurchaseResultIOS,
  VerifyPurchaseWithProviderProps,
  VerifyPurchaseWithProviderResult,
} from './validation';
import type {
  BillingProgramAndroid,
  BillingProgramAvailabilityResultAndroid,
  BillingProgramReportingDetailsAndroid,
  ExternalPurchaseCustomLinkNoticeResultIOS,
  ExternalPurchaseCustomLinkNoticeTypeIOS,
  ExternalPurchaseCustomLinkTokenResultIOS,
  ExternalPurchaseCustomLinkTokenTypeIOS,
  ExternalPurchaseLinkResultIOS,
  ExternalPurchaseNoticeResultIOS,
  LaunchExternalLinkParamsAndroid,
} from './external';
import type {EventSubscription, IapEvent, IapEventListener} from './events';

/**
 * Operations available on every platform.
 */
export interface CommonOperations {
  /**
   * Opens the connection to the store. Call it once before any other operation.
   *
   * @remarks
   * This is the first step of the purchase life cycle. On Android the
   * optional configuration can turn on alternative billing.
   *
   * @category Connection Management
   * @param config - Optional connection settings, such as the Android alternative billing mode.
   * @returns `true` when the connection is ready.
   * @example
   * ```ts
   * const connected = await initConnection();
   * if (!connected) {
   *   console.warn('Store is not reachable yet');
   * }
   * ```
   */
  initConnection(config?: InitConnectionConfig): Promise<boolean>;

  /**
   * Closes the connection to the store and releases its resources.
   *
   * @remarks
   * The last step of the life cycle, typically called when the app or the
   * store screen shuts down.
   *
   * @category Connection Management
   * @returns `true` when the connection was closed.
   * @example
   * ```ts
   * await endConnection();
   * ```
   */
  endConnection(): Promise<boolean>;

  /**
   * Loads product details (titles, prices, offers) from the store.
   *
   * @remarks
   * Product identifiers are case-sensitive and must match the store console
   * exactly. Products only come back once they are ready in the console
   * (Active on Android, Ready to Submit or Approved on iOS, Available for
   * Horizon test users).
   *
   * @category Product Management
   * @param request - The product identifiers to load and, optionally, which kinds of product to return.
   * @returns The products found; subscription products when subscriptions were asked for.
   * @example
   * ```ts
   * const products = await fetchProducts({
   *   skus: ['premium_monthly', 'premium_yearly'],
   *   type: 'subs',
   * });
   * ```
   */
  fetchProducts(request: ProductRequest): Promise<Array<Product | SubscriptionProduct>>;

  /**
   * Starts the store's purchase flow for a product or subscription.
   *
   * @remarks
   * The result arrives through `purchaseUpdatedListener` or
   * `purchaseErrorListener`, so register both before calling this. A deferred Android downgrade completes with an
   * empty purchase list, which is a success.
   *
   * @category Purchase Operations
   * @param props - The per-platform purchase parameters and whether this is a one-time or subscription purchase.
   * @returns Rely on the purchase events for the outcome.
   * @example
   * ```ts
   * await requestPurchase({
   *   request: {
   *     ios: { sku: 'coins_100' },
   *     android: { skus: ['coins_100'] },
   *   },
   *   type: 'in-app',
   * });
   * ```
   */
  requestPurchase(props: RequestPurchaseProps): Promise<void>;

  /**
   * Marks a purchase as handled after its content has been delivered.
   *
   * @remarks
   * Call it only after server-side validation and delivery. With
   * `isConsumable` set to `true` Android consumes the purchase so it can be
   * bought again; otherwise Android acknowledges it. iOS ignores the flag.
   * Never pass `true` for a subscription. Unfinished iOS transactions come
   * back on every launch, and unacknowledged Android purchases are refunded
   * after three days.
   *
   * @category Purchase Operations
   * @param purchase - The purchase to finish.
   * @param isConsumable - Whether the product is a consumable; leave it out or pass `false` for everything else.
   * @returns A {@link VoidResult} whose `success` tells whether the call worked.
   * @example
   * ```ts
   * purchaseUpdatedListener(async (purchase) => {
   *   await deliverCoins(purchase);
   *   await finishTransaction(purchase, true);
   * });
   * ```
   */
  finishTransaction(purchase: Purchase, isConsumable?: boolean): Promise<VoidResult>;

  /**
   * Lists the purchases the user owns that the store still reports.
   *
   * @remarks
   * Call it on launch and validate, deliver and finish each purchase that is
   * still open.
   *
   * @category Purchase Operations
   * @param options - Optional iOS settings for which purchases to include and whether to publish them as events.
   * @returns The purchases found.
   * @example
   * ```ts
   * const purchases = await getAvailablePurchases({ onlyIncludeActiveItemsIOS: true });
   * for (const purchase of purchases) {
   *   await validateAndDeliver(purchase);
   * }
   * ```
   */
  getAvailablePurchases(options?: PurchaseOptions): Promise<Purchase[]>;

  /**
   * Brings back the user's earlier purchases, for example on a new device.
   *
   * @remarks
   * Read the restored purchases afterwards with `getAvailablePurchases`.
   *
   * @category Purchase Operations
   * @returns A {@link VoidResult} whose `success` tells whether the call worked.
   * @example
   * ```ts
   * await restorePurchases();
   * const owned = await getAvailablePurchases();
   * ```
   */
  restorePurchases(): Promise<VoidResult>;

  /**
   * Reads the country of the user's store account.
   *
   * @category Storefront
   * @returns An ISO 3166-1 alpha-2 country code, or an empty string when it cannot be determined.
   * @example
   * ```ts
   * const country = await getStorefront();
   * const showEuPricing = country === 'DE' || country === 'FR';
   * ```
   */
  getStorefront(): Promise<StorefrontCode>;

  /**
   * Lists the user's active subscriptions.
   *
   * @remarks
   * Each entry flags `willExpireSoon` when it ends within seven days.
   *
   * @category Subscription Management
   * @param subscriptionIds - Optional product identifiers to limit the result to; all subscriptions when omitted.
   * @returns The active subscriptions found.
   * @example
   * ```ts
   * const subs = await getActiveSubscriptions(['premium_monthly']);
   * const renewingSoon = subs.filter((s) => s.willExpireSoon);
   * ```
   */
  getActiveSubscriptions(subscriptionIds?: string[]): Promise<ActiveSubscription[]>;

  /**
   * Tells whether the user has at least one active subscription.
   *
   * @category Subscription Management
   * @param subscriptionIds - Optional product identifiers to check; any subscription counts when omitted.
   * @returns `true` when an active subscription was found.
   * @example
   * ```ts
   * const isPremium = await hasActiveSubscriptions(['premium_monthly', 'premium_yearly']);
   * ```
   */
  hasActiveSubscriptions(subscriptionIds?: string[]): Promise<boolean>;

  /**
   * Opens the store's subscription management screen.
   *
   * @remarks
   * On Android both `skuAndroid` and `packageNameAndroid` are required; iOS
   * does not use them.
   *
   * @category Subscription Management
   * @param options - Which subscription page to open on Android.
   * @returns A {@link VoidResult} whose `success` tells whether the call worked.
   * @example
   * ```ts
   * await deepLinkToSubscriptions({
   *   skuAndroid: 'premium_monthly',
   *   packageNameAndroid: 'com.example.app',
   * });
   * ```
   */
  deepLinkToSubscriptions(options: DeepLinkOptions): Promise<VoidResult>;

  /**
   * Verifies a purchase with the store it came from.
   *
   * @remarks
   * Every purchase must be verified on a server before entitlements are
   * granted. Pass the options of the purchase's store: `apple`, `google` or
   * `horizon`. The Google and Horizon options carry access tokens; keep them
   * on a server.
   *
   * @category Receipt Validation
   * @param options - The purchase to verify, with the options of its store.
   * @returns The verification result, in the form of the store that answered.
   * @example
   * ```ts
   * const result = await verifyPurchase({ apple: { sku: purchase.productId } });
   * if ('isValid' in result && result.isValid) {
   *   await unlockPremium();
   * }
   * ```
   */
  verifyPurchase(options: VerifyPurchaseProps): Promise<VerifyPurchaseResult>;

  /**
   * Verifies a purchase through a verification service instead of the store.
   *
   * @remarks
   * The only provider is IAPKit. The answer carries the provider's result and
   * any errors it reported.
   *
   * @category Receipt Validation
   * @param options - The provider and the request for it.
   * @returns The provider's answer.
   * @example
   * ```ts
   * const {iapkit} = await verifyPurchaseWithProvider({
   *   provider: 'iapkit',
   *   iapkit: { google: { purchaseToken: purchase.purchaseToken ?? '' } },
   * });
   * if (iapkit?.isValid) {
   *   await unlockPremium();
   * }
   * ```
   */
  verifyPurchaseWithProvider(options: VerifyPurchaseWithProviderProps): Promise<VerifyPurchaseWithProviderResult>;

  /**
   * Verifies a purchase with the store it came from; the former name of `verifyPurchase`.
   *
   * @remarks
   * It takes and returns the same types as `verifyPurchase`.
   *
   * @deprecated Call `verifyPurchase`.
   * @category Receipt Validation
   * @param options - The purchase to verify, with the options of its store.
   * @returns The verification result, in the form of the store that answered.
   * @example
   * ```ts
   * const result = await validateReceipt({ apple: { sku: purchase.productId } });
   * ```
   */
  validateReceipt(options: VerifyPurchaseProps): Promise<VerifyPurchaseResult>;
}

/**
 * Operations that only exist on iOS (StoreKit).
 *
 * @platform ios
 */
export interface IosOperations {
  /**
   * Finishes every unfinished transaction in the StoreKit queue.
   *
   * @remarks
   * Mostly useful while testing, to clear transactions that keep coming back.
   *
   * @category iOS APIs
   * @platform ios
   * @example
   * ```ts
   * await clearTransactionIOS();
   * ```
   */
  clearTransactionIOS(): Promise<boolean>;

  /**
   * Reads the country of the user's App Store account.
   *
   * @category iOS APIs
   * @platform ios
   * @deprecated Use getStorefront instead.
   * @returns An ISO 3166-1 alpha-2 country code, or an empty string when unknown.
   * @example
   * ```ts
   * const country = await getStorefrontIOS();
   * ```
   */
  getStorefrontIOS(): Promise<StorefrontCode>;

  /**
   * Reads the product the user picked from an App Store promotion.
   *
   * @category iOS APIs
   * @platform ios
   * @returns The promoted product, or `null` when there is none.
   * @example
   * ```ts
   * const promoted = await getPromotedProductIOS();
   * if (promoted) {
   *   showPaywallFor(promoted.id);
   * }
   * ```
   */
  getPromotedProductIOS(): Promise<ProductIOS | null>;

  /**
   * Buys the product the user picked from an App Store promotion.
   *
   * @remarks
   * Like `requestPurchase`, the outcome arrives through the purchase events.
   *
   * @deprecated Call `requestPurchase` with the promoted product's identifier.
   * @category iOS APIs
   * @platform ios
   * @example
   * ```ts
   * promotedProductListenerIOS(async () => {
   *   await requestPurchaseOnPromotedProductIOS();
   * });
   * ```
   */
  requestPurchaseOnPromotedProductIOS(): Promise<boolean>;

  /**
   * Lists transactions that StoreKit delivered but the app has not finished yet.
   *
   * @category iOS APIs
   * @platform ios
   * @returns The unfinished transactions.
   * @example
   * ```ts
   * const pending = await getPendingTransactionsIOS();
   * for (const tx of pending) {
   *   await finishTransaction(tx);
   * }
   * ```
   */
  getPendingTransactionsIOS(): Promise<PurchaseIOS[]>;

  /**
   * Tells whether the user can still get the introductory offer of a subscription group.
   *
   * @category iOS APIs
   * @platform ios
   * @param groupID - The subscription group identifier.
   * @returns `true` when the user is eligible.
   * @example
   * ```ts
   * const eligible = await isEligibleForIntroOfferIOS('21345678');
   * ```
   */
  isEligibleForIntroOfferIOS(groupID: string): Promise<boolean>;

  /**
   * Reads the StoreKit status of a subscription.
   *
   * @category iOS APIs
   * @platform ios
   * @param sku - The subscription product identifier.
   * @returns The status entries StoreKit reports for the subscription.
   * @example
   * ```ts
   * const statuses = await subscriptionStatusIOS('premium_monthly');
   * const renewing = statuses.some((s) => s.renewalInfo.willAutoRenew);
   * ```
   */
  subscriptionStatusIOS(sku: string): Promise<SubscriptionStatusIOS[]>;

  /**
   * Reads the transaction that currently entitles the user to a product.
   *
   * @category iOS APIs
   * @platform ios
   * @param sku - The product identifier.
   * @returns The entitling transaction, or `null` when the user has no entitlement.
   * @example
   * ```ts
   * const entitlement = await currentEntitlementIOS('remove_ads');
   * const adsRemoved = entitlement !== null;
   * ```
   */
  currentEntitlementIOS(sku: string): Promise<PurchaseIOS | null>;

  /**
   * Reads the most recent transaction for a product.
   *
   * @category iOS APIs
   * @platform ios
   * @param sku - The product identifier.
   * @returns The latest transaction, or `null` when there is none.
   * @example
   * ```ts
   * const latest = await latestTransactionIOS('premium_monthly');
   * ```
   */
  latestTransactionIOS(sku: string): Promise<PurchaseIOS | null>;

  /**
   * Shows the system sheet where the user manages their subscriptions.
   *
   * @category iOS APIs
   * @platform ios
   * @returns A list of iOS purchases.
   * @example
   * ```ts
   * await showManageSubscriptionsIOS();
   * const subs = await getActiveSubscriptions();
   * ```
   */
  showManageSubscriptionsIOS(): Promise<PurchaseIOS[]>;

  /**
   * Shows the system sheet where the user can ask Apple for a refund of a purchase.
   *
   * @category iOS APIs
   * @platform ios
   * @param sku - The product identifier of the purchase to refund.
   * @returns The result as text, or `null`.
   * @example
   * ```ts
   * const outcome = await beginRefundRequestIOS('coins_100');
   * ```
   */
  beginRefundRequestIOS(sku: string): Promise<string | null>;

  /**
   * Tells whether StoreKit verified the latest transaction of a product.
   *
   * @category iOS APIs
   * @platform ios
   * @param sku - The product identifier.
   * @returns `true` when the transaction passed StoreKit verification.
   * @example
   * ```ts
   * const verified = await isTransactionVerifiedIOS('premium_monthly');
   * ```
   */
  isTransactionVerifiedIOS(sku: string): Promise<boolean>;

  /**
   * Reads the signed JWS of the latest transaction of a product, for server-side verification.
   *
   * @category iOS APIs
   * @platform ios
   * @param sku - The product identifier.
   * @returns The JWS string, or `null`.
   * @example
   * ```ts
   * const jws = await getTransactionJwsIOS('premium_monthly');
   * if (jws) {
   *   await sendToServer({ jws });
   * }
   * ```
   */
  getTransactionJwsIOS(sku: string): Promise<string | null>;

  /**
   * Reads the app receipt as base64 data.
   *
   * @category iOS APIs
   * @platform ios
   * @returns The base64-encoded receipt, or `null` when there is none.
   * @example
   * ```ts
   * const receipt = await getReceiptDataIOS();
   * await sendToServer({ receipt });
   * ```
   */
  getReceiptDataIOS(): Promise<string | null>;

  /**
   * Synchronises the device's transactions with the App Store.
   *
   * @remarks
   * May ask the user to sign in, so run it in response to a user action.
   *
   * @category iOS APIs
   * @platform ios
   * @example
   * ```ts
   * await syncIOS();
   * ```
   */
  syncIOS(): Promise<boolean>;

  /**
   * Shows the system sheet for redeeming an offer code.
   *
   * @category iOS APIs
   * @platform ios
   * @example
   * ```ts
   * await presentCodeRedemptionSheetIOS();
   * ```
   */
  presentCodeRedemptionSheetIOS(): Promise<boolean>;

  /**
   * Reads StoreKit's signed record of the app download.
   *
   * @remarks
   * Needs iOS 16 or later; some fields need iOS 18.4.
   *
   * @category iOS APIs
   * @platform ios
   * @returns The app transaction, or `null`.
   * @example
   * ```ts
   * const appTx = await getAppTransactionIOS();
   * const firstVersion = appTx?.originalAppVersion;
   * ```
   */
  getAppTransactionIOS(): Promise<AppTransaction | null>;

  /**
   * Verifies an iOS purchase with the App Store.
   *
   * @deprecated Call `verifyPurchase`.
   * @category iOS APIs
   * @platform ios
   * @param options - The purchase to verify; only `apple` is read.
   * @returns The iOS verification result.
   * @example
   * ```ts
   * const { isValid, jwsRepresentation } = await validateReceiptIOS({ apple: { sku: 'premium_monthly' } });
   * ```
   */
  validateReceiptIOS(options: VerifyPurchaseProps): Promise<VerifyPurchaseResultIOS>;

  /**
   * Tells whether the external purchase notice sheet can be shown.
   *
   * @remarks
   * The first step of the iOS external purchase flow. Needs iOS 18.2 or
   * later, the external purchase entitlement and a storefront in a region
   * where external purchases are allowed.
   *
   * @category iOS APIs
   * @platform ios
   * @since 1.0.10
   * @returns `true` when the notice sheet can be shown.
   * @example
   * ```ts
   * const canShow = await canPresentExternalPurchaseNoticeIOS();
   * ```
   */
  canPresentExternalPurchaseNoticeIOS(): Promise<boolean>;

  /**
   * Shows Apple's notice sheet that tells the user they are about to buy outside the App Store.
   *
   * @remarks
   * If the user continues, present the external link next.
   *
   * @category iOS APIs
   * @platform ios
   * @since 1.0.10
   * @returns Whether the user continued or backed out.
   * @example
   * ```ts
   * const notice = await presentExternalPurchaseNoticeSheetIOS();
   * if (notice.result === 'continue') {
   *   await presentExternalPurchaseLinkIOS('https://example.com/checkout');
   * }
   * ```
   */
  presentExternalPurchaseNoticeSheetIOS(): Promise<ExternalPurchaseNoticeResultIOS>;

  /**
   * Opens an external purchase link so the user can pay on the developer's website.
   *
   * @remarks
   * Needs iOS 16.0 or later and the alternative billing option turned on.
   * The URL must use HTTPS, be absolute, have no query parameters, be at
   * most 1,000 ASCII characters and match the link declared in the app
   * binary. No App Store transaction is created and no purchase-updated
   * event fires; the app's backend handles the payment.
   *
   * @category iOS APIs
   * @platform ios
   * @since 1.0.10
   * @param url - The external purchase URL to open.
   * @returns Whether the user completed the external purchase flow; the payment itself is confirmed by the app's backend.
   * @example
   * ```ts
   * const link = await presentExternalPurchaseLinkIOS('https://example.com/checkout');
   * if (link.success) {
   *   await refreshEntitlementsFromServer();
   * }
   * ```
   */
  presentExternalPurchaseLinkIOS(url: string): Promise<ExternalPurchaseLinkResultIOS>;

  /**
   * Tells whether the app may use a custom external purchase link.
   *
   * @category iOS APIs
   * @platform ios
   * @returns `true` when the app is eligible.
   * @example
   * ```ts
   * if (await isEligibleForExternalPurchaseCustomLinkIOS()) {
   *   showCustomLinkButton();
   * }
   * ```
   */
  isEligibleForExternalPurchaseCustomLinkIOS(): Promise<boolean>;

  /**
   * Requests a token for a custom external purchase link, for the app's server to report.
   *
   * @category iOS APIs
   * @platform ios
   * @param tokenType - Whether the token is for acquiring a customer or for services to an existing one.
   * @returns The token, or the error that stopped it.
   * @example
   * ```ts
   * const {token} = await getExternalPurchaseCustomLinkTokenIOS('acquisition');
   * if (token) await reportToBackend({ token });
   * ```
   */
  getExternalPurchaseCustomLinkTokenIOS(tokenType: ExternalPurchaseCustomLinkTokenTypeIOS): Promise<ExternalPurchaseCustomLinkTokenResultIOS>;

  /**
   * Shows the system notice that comes before a custom external purchase link.
   *
   * @category iOS APIs
   * @platform ios
   * @param noticeType - The kind of notice to show.
   * @returns Whether the user chose to continue.
   * @example
   * ```ts
   * const {continued} = await showExternalPurchaseCustomLinkNoticeIOS('browser');
   * if (continued) openCheckout();
   * ```
   */
  showExternalPurchaseCustomLinkNoticeIOS(noticeType: ExternalPurchaseCustomLinkNoticeTypeIOS): Promise<ExternalPurchaseCustomLinkNoticeResultIOS>;
}

/**
 * Operations that only exist on Android (Google Play Billing).
 *
 * @platform android
 */
export interface AndroidOperations {
  /**
   * Acknowledges a non-consumable purchase or subscription so Google Play keeps it.
   *
   * @remarks
   * Unacknowledged purchases are refunded after three days.
   * `finishTransaction` with `isConsumable` left out does the same.
   *
   * @category Android APIs
   * @platform android
   * @param purchaseToken - The purchase token of the purchase to acknowledge.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * await acknowledgePurchaseAndroid(purchase.purchaseToken ?? '');
   * ```
   */
  acknowledgePurchaseAndroid(purchaseToken: string): Promise<boolean>;

  /**
   * Consumes a purchase so the same product can be bought again.
   *
   * @remarks
   * Only for consumables; never consume a subscription.
   *
   * @category Android APIs
   * @platform android
   * @param purchaseToken - The purchase token of the purchase to consume.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * await consumePurchaseAndroid(purchase.purchaseToken ?? '');
   * ```
   */
  consumePurchaseAndroid(purchaseToken: string): Promise<boolean>;

  /**
   * Tells whether alternative billing can be used for this user.
   *
   * @remarks
   * The first step of the alternative-only flow.
   *
   * @category Android APIs
   * @platform android
   * @returns `true` when alternative billing is available.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * const available = await checkAlternativeBillingAvailabilityAndroid();
   * ```
   */
  checkAlternativeBillingAvailabilityAndroid(): Promise<boolean>;

  /**
   * Shows Google Play's information dialog about paying with alternative billing.
   *
   * @category Android APIs
   * @platform android
   * @returns `true` when the user accepted, `false` when they cancelled.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * const accepted = await showAlternativeBillingDialogAndroid();
   * if (!accepted) return;
   * ```
   */
  showAlternativeBillingDialogAndroid(): Promise<boolean>;

  /**
   * Creates the token that reports an alternative billing transaction to Google Play.
   *
   * @remarks
   * Create it after the payment has been processed, and have the backend
   * report it to Google Play within 24 hours.
   *
   * @category Android APIs
   * @platform android
   * @returns The external transaction token, or `null` when none was created.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * const token = await createAlternativeBillingTokenAndroid();
   * await reportToBackend({ token });
   * ```
   */
  createAlternativeBillingTokenAndroid(): Promise<string | null>;

  /**
   * Tells whether a Google Play billing program is available to this user and app.
   *
   * @category Android APIs
   * @platform android
   * @param program - The billing program to check.
   * @returns Whether the program is available, with the program checked.
   * @example
   * ```ts
   * const {isAvailable} = await isBillingProgramAvailableAndroid('EXTERNAL_OFFER');
   * ```
   */
  isBillingProgramAvailableAndroid(program: BillingProgramAndroid): Promise<BillingProgramAvailabilityResultAndroid>;

  /**
   * Creates the details the app's backend reports to Google Play for a transaction made under a billing program.
   *
   * @category Android APIs
   * @platform android
   * @param program - The billing program of the transaction.
   * @returns The program and the external transaction token to report.
   * @example
   * ```ts
   * const details = await createBillingProgramReportingDetailsAndroid('EXTERNAL_OFFER');
   * await reportToBackend({ token: details.externalTransactionToken });
   * ```
   */
  createBillingProgramReportingDetailsAndroid(program: BillingProgramAndroid): Promise<BillingProgramReportingDetailsAndroid>;

  /**
   * Opens an external link under a Google Play billing program.
   *
   * @category Android APIs
   * @platform android
   * @param params - The program, the link and who opens it.
   * @returns `true` when the link was launched.
   * @example
   * ```ts
   * await launchExternalLinkAndroid({
   *   billingProgram: 'EXTERNAL_OFFER',
   *   launchMode: 'LAUNCH_IN_EXTERNAL_BROWSER_OR_APP',
   *   linkType: 'LINK_TO_DIGITAL_CONTENT_OFFER',
   *   linkUri: 'https://example.com/offer',
   * });
   * ```
   */
  launchExternalLinkAndroid(params: LaunchExternalLinkParamsAndroid): Promise<boolean>;
}

/**
 * Registration functions for the library's events.
 *
 * @remarks
 * Register listeners before starting a purchase, and remove them with the
 * returned subscription when they are no longer needed.
 */
export interface EventListeners {
  /**
   * Registers a function that receives every successful or updated purchase.
   *
   * @remarks
   * Validate the purchase on a server, deliver the content, then call
   * `finishTransaction`.
   *
   * @category Purchase Operations
   * @param listener - Called with each purchase.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = purchaseUpdatedListener(async (purchase) => {
   *   await validateAndDeliver(purchase);
   *   await finishTransaction(purchase);
   * });
   * ```
   */
  purchaseUpdatedListener(listener: IapEventListener<IapEvent.PurchaseUpdated>): EventSubscription;

  /**
   * Registers a function that receives every purchase failure.
   *
   * @remarks
   * A cancellation arrives here with `UserCancelled`; handle it silently.
   *
   * @category Purchase Operations
   * @param listener - Called with each error.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = purchaseErrorListener((error) => {
   *   if (error.code !== ErrorCode.UserCancelled) {
   *     showError(error.message);
   *   }
   * });
   * ```
   */
  purchaseErrorListener(listener: IapEventListener<IapEvent.PurchaseError>): EventSubscription;

  /**
   * Registers a function that runs when the user starts buying a product promoted on the App Store.
   *
   * @category iOS APIs
   * @platform ios
   * @param listener - Called with the promoted product.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = promotedProductListenerIOS(async (product) => {
   *   console.log('Promoted purchase for', product.id);
   *   await requestPurchaseOnPromotedProductIOS();
   * });
   * ```
   */
  promotedProductListenerIOS(listener: IapEventListener<IapEvent.PromotedProductIOS>): EventSubscription;

  /**
   * Registers a function that runs when the user picks the app's own billing in user-choice mode.
   *
   * @remarks
   * If the user picks Google Play instead, the purchase-updated listener runs.
   *
   * @category Android APIs
   * @platform android
   * @param listener - Called with the chosen products and the external transaction token.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = userChoiceBillingListenerAndroid(async (details) => {
   *   await chargeWithOwnBilling(details.products);
   *   await reportToBackend({ token: details.externalTransactionToken });
   * });
   * ```
   */
  userChoiceBillingListenerAndroid(listener: IapEventListener<IapEvent.UserChoiceBillingAndroid>): EventSubscription;

  /**
   * Registers a function that runs when the user picks the developer's billing offered under a billing program.
   *
   * @category Android APIs
   * @platform android
   * @param listener - Called with the external transaction token to report.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = developerProvidedBillingListenerAndroid(async (details) => {
   *   await reportToBackend({ token: details.externalTransactionToken });
   * });
   * ```
   */
  developerProvidedBillingListenerAndroid(listener: IapEventListener<IapEvent.DeveloperProvidedBillingAndroid>): EventSubscription;
}

/**
 * The complete OpenIAP surface: common, iOS and Android operations plus the event listeners.
 */
export interface OpenIap extends CommonOperations, IosOperations, AndroidOperations, EventListeners {}
