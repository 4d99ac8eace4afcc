/**
 * The operations every OpenIAP implementation provides, grouped into the
 * cross-platform set, the iOS set, the Android set and the event listeners.
 *
 * @packageDocumentation
 */

import type {Product, ProductIOS, ProductOrSubscription, ProductSubscription} from './products';
import type {ActiveSubscription, Purchase, PurchaseIOS, SubscriptionStatusIOS} from './purchases';
import type {DeepLinkOptions, InitConnectionConfig, ProductRequest, PurchaseOptions, RequestPurchaseProps} from './requests';
import type {AppTransaction, VerifyPurchaseProps, VerifyPurchaseResult, VerifyPurchaseWithProviderProps, VerifyPurchaseWithProviderResult} from './validation';
import type {
  BillingChoiceInfoAndroid,
  BillingProgramAndroid,
  BillingProgramAvailabilityResultAndroid,
  BillingProgramInformationDialogParamsAndroid,
  BillingProgramReportingDetailsAndroid,
  BillingResultAndroid,
  DeveloperBillingTypeAndroid,
  ExternalPurchaseCustomLinkNoticeResultIOS,
  ExternalPurchaseCustomLinkNoticeTypeIOS,
  ExternalPurchaseCustomLinkTokenResultIOS,
  ExternalPurchaseCustomLinkTokenTypeIOS,
  ExternalPurchaseLinkResultIOS,
  ExternalPurchaseNoticeResultIOS,
  GetBillingChoiceInfoParamsAndroid,
  InAppMessageParamsAndroid,
  InAppMessageResultAndroid,
  LaunchExternalLinkParamsAndroid,
} from './external';
import type {EventSubscription, IapEvent, IapEventListener, PurchaseUpdatedListenerOptions} from './events';

/**
 * Operations available on every platform.
 */
export interface CommonOperations {
  /**
   * Opens the connection to the store. Call it once before any other operation.
   *
   * @remarks
   * This is the first step of the purchase life cycle. On Android the
   * optional configuration can turn on a Google Play billing program.
   *
   * @category Connection Management
   * @param config - Optional connection settings, such as the Android billing program to enable.
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
   * @param params - The product identifiers to load and, optionally, which kinds of product to return.
   * @returns The products found; subscription products when subscriptions were asked for.
   * @example
   * ```ts
   * const products = await fetchProducts({
   *   skus: ['premium_monthly', 'premium_yearly'],
   *   type: 'subs',
   * });
   * ```
   */
  fetchProducts(params: ProductRequest): Promise<ProductOrSubscription[] | Product[] | ProductSubscription[] | null>;

  /**
   * Starts the store's purchase flow for a product or subscription.
   *
   * @remarks
   * The result arrives through `purchaseUpdatedListener` or
   * `purchaseErrorListener`, so register both before calling this. A deferred Android downgrade completes with an
   * empty purchase list, which is a success.
   *
   * @category Purchase Operations
   * @param params - The per-platform purchase parameters and whether this is a one-time or subscription purchase.
   * @returns The purchase or purchases when the store reports them at once, else `null`; rely on the purchase events
   * for the outcome.
   * @example
   * ```ts
   * await requestPurchase({
   *   request: {
   *     apple: { sku: 'coins_100' },
   *     google: { skus: ['coins_100'] },
   *   },
   *   type: 'in-app',
   * });
   * ```
   */
  requestPurchase(params: RequestPurchaseProps): Promise<Purchase | Purchase[] | null>;

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
   * @returns Nothing: the promise resolves once the store has done it.
   * @example
   * ```ts
   * purchaseUpdatedListener(async (purchase) => {
   *   await deliverCoins(purchase);
   *   await finishTransaction({ purchase, isConsumable: true });
   * });
   * ```
   */
  finishTransaction(purchase: Purchase, isConsumable?: boolean): Promise<void>;

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
   * @returns Nothing: the promise resolves once the store has done it.
   * @example
   * ```ts
   * await restorePurchases();
   * const owned = await getAvailablePurchases();
   * ```
   */
  restorePurchases(): Promise<void>;

  /**
   * Reads the country of the user's store account.
   *
   * @remarks
   * The code is the store's own: three letters (ISO 3166-1 alpha-3) on Apple
   * platforms, two (alpha-2) on Android. When the store gives none the call
   * fails; it never guesses from the device's locale.
   *
   * @category Storefront
   * @returns The country code the store reports.
   * @example
   * ```ts
   * const country = await getStorefront();
   * const showEuPricing = ['DEU', 'FRA', 'DE', 'FR'].includes(country);
   * ```
   */
  getStorefront(): Promise<string>;

  /**
   * Lists the user's active subscriptions.
   *
   * @remarks
   * On iOS each entry says how many days are left in `daysUntilExpirationIOS`.
   *
   * @category Subscription Management
   * @param subscriptionIds - Optional product identifiers to limit the result to; all subscriptions when omitted.
   * @returns The active subscriptions found.
   * @example
   * ```ts
   * const subs = await getActiveSubscriptions(['premium_monthly']);
   * const endingThisWeek = subs.filter((s) => (s.daysUntilExpirationIOS ?? Infinity) <= 7);
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
   * @returns Nothing: the promise resolves once the store has done it.
   * @example
   * ```ts
   * await deepLinkToSubscriptions({
   *   skuAndroid: 'premium_monthly',
   *   packageNameAndroid: 'com.example.app',
   * });
   * ```
   */
  deepLinkToSubscriptions(options?: DeepLinkOptions): Promise<void>;

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
   * purchaseUpdatedListener(async (purchase) => {
   *   const result = await verifyPurchase({ apple: { sku: purchase.productId } });
   *   if ('isValid' in result && result.isValid) {
   *     await unlockPremium();
   *   }
   * });
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
   * purchaseUpdatedListener(async (purchase) => {
   *   const {iapkit} = await verifyPurchaseWithProvider({
   *     provider: 'iapkit',
   *     iapkit: { google: { purchaseToken: purchase.purchaseToken ?? '' } },
   *   });
   *   if (iapkit?.isValid) {
   *     await unlockPremium();
   *   }
   * });
   * ```
   */
  verifyPurchaseWithProvider(options: VerifyPurchaseWithProviderProps): Promise<VerifyPurchaseWithProviderResult>;
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
   * Lists transactions that StoreKit delivered but the app has not finished yet.
   *
   * @category iOS APIs
   * @platform ios
   * @returns The unfinished transactions.
   * @example
   * ```ts
   * const pending = await getPendingTransactionsIOS();
   * for (const tx of pending) {
   *   await finishTransaction({ purchase: tx });
   * }
   * ```
   */
  getPendingTransactionsIOS(): Promise<PurchaseIOS[]>;

  /**
   * Lists every StoreKit transaction of the user, finished or not.
   *
   * @remarks
   * Unlike `getAvailablePurchases`, it always answers in the iOS purchase
   * shape. Finished consumables are included only on iOS 18 and later, and
   * only when the app's Info.plist sets
   * `SKIncludeConsumableInAppPurchaseHistory`.
   *
   * @category iOS APIs
   * @platform ios
   * @returns Every transaction of the user.
   * @example
   * ```ts
   * const history = await getAllTransactionsIOS();
   * const refunded = history.filter((tx) => tx.revocationDateIOS !== null);
   * ```
   */
  getAllTransactionsIOS(): Promise<PurchaseIOS[]>;

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
   * const renewing = statuses.some((s) => s.renewalInfo?.willAutoRenew);
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
   * if (receipt) await sendToServer({ receipt });
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
   * @remarks
   * With a recent enough SDK and OS the redeemed transaction comes back; elsewhere the answer is `null`, and the
   * redemption arrives like any other purchase, through the purchase events or `getAvailablePurchases`.
   *
   * @category iOS APIs
   * @platform ios
   * @returns The transaction the redemption produced, or `null`.
   * @example
   * ```ts
   * const redeemed = await presentCodeRedemptionSheetIOS();
   * if (redeemed) {
   *   await validateAndDeliver(redeemed);
   * }
   * ```
   */
  presentCodeRedemptionSheetIOS(): Promise<PurchaseIOS | null>;

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
   * purchaseUpdatedListener(async (purchase) => {
   *   await acknowledgePurchaseAndroid(purchase.purchaseToken ?? '');
   * });
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
   * purchaseUpdatedListener(async (purchase) => {
   *   await consumePurchaseAndroid(purchase.purchaseToken ?? '');
   * });
   * ```
   */
  consumePurchaseAndroid(purchaseToken: string): Promise<boolean>;

  /**
   * Tells whether a Google Play billing program is available to this user and app.
   *
   * @category Android APIs
   * @platform android
   * @param program - The billing program to check.
   * @returns Whether the program is available, with the program checked.
   * @example
   * ```ts
   * const {isAvailable} = await isBillingProgramAvailableAndroid('external-offer');
   * ```
   */
  isBillingProgramAvailableAndroid(program: BillingProgramAndroid): Promise<BillingProgramAvailabilityResultAndroid>;

  /**
   * Creates the details the app's backend reports to Google Play for a transaction made under a billing program.
   *
   * @remarks
   * For external offers and external content links, create fresh details
   * right before each time the user leaves the app; do not keep a token for a
   * later visit.
   *
   * @category Android APIs
   * @platform android
   * @param program - The billing program of the transaction.
   * @param developerBillingType - For `BILLING_CHOICE`, whether the developer's billing is in the app or on the web; in the app when omitted.
   * @returns The program and the external transaction token to report.
   * @example
   * ```ts
   * const details = await createBillingProgramReportingDetailsAndroid({ program: 'external-offer' });
   * await reportToBackend({ token: details.externalTransactionToken });
   * ```
   */
  createBillingProgramReportingDetailsAndroid(
    program: BillingProgramAndroid,
    developerBillingType?: DeveloperBillingTypeAndroid,
  ): Promise<BillingProgramReportingDetailsAndroid>;

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
   *   billingProgram: 'external-offer',
   *   launchMode: 'launch-in-external-browser-or-app',
   *   linkType: 'link-to-digital-content-offer',
   *   linkUri: 'https://example.com/offer',
   * });
   * ```
   */
  launchExternalLinkAndroid(params: LaunchExternalLinkParamsAndroid): Promise<boolean>;

  /**
   * Reads the image and loyalty text of Google Play's option, for an app that draws its own Billing Choice screen.
   *
   * @remarks
   * Needs Play Billing Library 9.1 or later and the `BILLING_CHOICE` program.
   *
   * @category Android APIs
   * @platform android
   * @param params - The program, the image shape and, optionally, the language.
   * @returns Google Play's image address and the user's loyalty text.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * const {playBillingChoiceImageUrl} = await getBillingChoiceInfoAndroid({
   *   billingProgram: 'billing-choice',
   *   playBillingChoiceImageLayout: 'rectangular-four-by-one',
   * });
   * ```
   */
  getBillingChoiceInfoAndroid(params: GetBillingChoiceInfoParamsAndroid): Promise<BillingChoiceInfoAndroid>;

  /**
   * Shows Google Play's required information dialog before an app's own Billing Choice screen.
   *
   * @remarks
   * For Billing Choice screens the app draws itself, when the user is to pay
   * in the app.
   *
   * @category Android APIs
   * @platform android
   * @param params - The program and the token created for this choice.
   * @returns Google Play's result code and message.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * const {externalTransactionToken} = await createBillingProgramReportingDetailsAndroid({
   *   program: 'billing-choice',
   *   developerBillingType: 'in-app',
   * });
   * const result = await showBillingProgramInformationDialogAndroid({
   *   billingProgram: 'billing-choice',
   *   externalTransactionToken,
   * });
   * ```
   */
  showBillingProgramInformationDialogAndroid(params: BillingProgramInformationDialogParamsAndroid): Promise<BillingResultAndroid>;

  /**
   * Lets Google Play show its pending billing messages over the app, such as a declined payment.
   *
   * @remarks
   * When the user fixes a subscription there, the result says so and
   * carries its purchase token: check that purchase again.
   *
   * @category Android APIs
   * @platform android
   * @param params - The kinds of message to show; transactional ones when omitted.
   * @returns Whether the app has anything to do, with the token of a subscription whose status changed.
   * @throws NotPrepared - the billing client is not ready
   * @example
   * ```ts
   * const {responseCode, purchaseToken} = await showInAppMessagesAndroid();
   * if (responseCode === 'subscription-status-updated' && purchaseToken) {
   *   await refreshSubscription(purchaseToken);
   * }
   * ```
   */
  showInAppMessagesAndroid(params?: InAppMessageParamsAndroid): Promise<InAppMessageResultAndroid>;

  /**
   * Opens Google Play's page where the user redeems an offer or promo code.
   *
   * @remarks
   * The Android counterpart of `presentCodeRedemptionSheetIOS`. It works
   * without an open billing connection. A redeemed purchase may reach the
   * purchase-updated listener while the app runs; check
   * `getAvailablePurchases` when the app comes back to the foreground anyway.
   *
   * @category Android APIs
   * @platform android
   * @returns `true` when the page opened, `false` when the app's store has no such page.
   * @example
   * ```ts
   * if (!(await openRedeemOfferCodeAndroid())) {
   *   showMessage('Codes cannot be redeemed in this store.');
   * }
   * ```
   */
  openRedeemOfferCodeAndroid(): Promise<boolean>;
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
   * @param options - On iOS, whether a transaction StoreKit delivers again reaches the listener again.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = purchaseUpdatedListener(async (purchase) => {
   *   await validateAndDeliver(purchase);
   *   await finishTransaction({ purchase });
   * });
   * ```
   */
  purchaseUpdatedListener(listener: IapEventListener<IapEvent.PurchaseUpdated>, options?: PurchaseUpdatedListenerOptions): EventSubscription;

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
   * @param listener - Called with the promoted product's identifier.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = promotedProductListenerIOS(async (productId) => {
   *   await requestPurchase({ request: { apple: { sku: productId } }, type: 'in-app' });
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
   * @param listener - Called with the chosen products and, where the program gives them, the token to report and the link to open.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = developerProvidedBillingListenerAndroid(async (details) => {
   *   const paid = await chargeWithOwnBilling(details.products.map((product) => product.id));
   *   if (paid && details.externalTransactionToken) {
   *     await reportToBackend({ token: details.externalTransactionToken });
   *   }
   * });
   * ```
   */
  developerProvidedBillingListenerAndroid(listener: IapEventListener<IapEvent.DeveloperProvidedBillingAndroid>): EventSubscription;

  /**
   * Registers a function that runs when a subscription's payment fails and the user has to fix it.
   *
   * @remarks
   * On iOS it needs iOS 16.4 or later; on Android, Google Play with Play
   * Billing Library 8.1 or later. The Meta Horizon and Amazon stores never
   * send it, so do not rely on it alone. Send the user to the store's
   * subscription settings with `deepLinkToSubscriptions`.
   *
   * @category Subscription Management
   * @param listener - Called with the subscription's purchase.
   * @returns A subscription whose `remove` stops the listener.
   * @example
   * ```ts
   * const sub = subscriptionBillingIssueListener((purchase) => {
   *   showPaymentProblemBanner(purchase.productId);
   * });
   * ```
   */
  subscriptionBillingIssueListener(listener: IapEventListener<IapEvent.SubscriptionBillingIssue>): EventSubscription;
}

/**
 * The complete OpenIAP surface: common, iOS and Android operations plus the event listeners.
 */
export interface OpenIap extends CommonOperations, IosOperations, AndroidOperations, EventListeners {}
