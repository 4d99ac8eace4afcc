/**
 * The operations only iOS has, as the App Store answers them: transaction queries, the promoted product, the app
 * transaction, and external purchases (allowed only in some storefronts, from some iOS versions, with link rules).
 * SimulatedStore logs each call; these functions are what the store does.
 */
import type {
  AppTransaction,
  ExternalPurchaseLinkResultIOS,
  ExternalPurchaseNoticeResultIOS,
  ProductIOS,
  PurchaseIOS,
  RequestPurchaseProps,
  SubscriptionStatusIOS,
} from '@site/spec';
import {findEntry, toProduct} from '@site/shared/sandboxCatalog';
import type {SandboxConstants} from '@site/shared/sandboxConstants';
import type {AppStore} from './app-store';
import {BUNDLE_ID, base64, versionAtLeast} from './records';

/** Finishes every unfinished transaction at once (a test helper of StoreKit). */
export function clearTransactionQueue(store: AppStore): void {
  const unfinished = store.unfinishedTransactions();
  for (const transaction of unfinished) {
    transaction.finished = true;
    if (transaction.kind === 'consumable') transaction.consumed = true;
  }
  store.record('store', 'Transaction queue cleared', `${unfinished.length} transaction(s) finished.`);
}

export const PROMOTED_PRODUCTS_ONLY_ON_IOS = 'Promoted products exist only on iOS, for products of the catalogue.';

/** The user taps one of the app's promoted products on the App Store; the promoted-product event fires. */
export function promoteProduct(store: AppStore, productId: string): void {
  const entry = findEntry('ios', productId);
  if (!entry) throw store.error('DeveloperError', PROMOTED_PRODUCTS_ONLY_ON_IOS);
  store.promotedProductId = productId;
  store.record('store', 'Promoted product tapped on the App Store', productId);
  // The release's event carries the product's identifier; getPromotedProductIOS gives the product.
  store.emit(store.constants.events.PromotedProductIOS, productId);
  store.changed();
}

export function promotedProduct(store: AppStore): ProductIOS | null {
  const entry = store.promotedProductId ? findEntry('ios', store.promotedProductId) : undefined;
  return entry ? (toProduct('ios', entry) as ProductIOS) : null;
}

export function buyPromotedProduct(store: AppStore): void {
  const productId = store.promotedProductId;
  if (!productId) throw store.error('DeveloperError', 'No product was promoted: there is nothing to buy.');
  const entry = findEntry('ios', productId)!;
  const props = {request: {ios: {sku: productId}}, type: entry.kind === 'subscription' ? 'subs' : 'in-app'} as RequestPurchaseProps;
  const attempt = store.preparePurchase(props);
  store.promotedProductId = null;
  store.startPreparedPurchase(attempt);
}

export function pendingTransactions(store: AppStore): PurchaseIOS[] {
  return store.unfinishedTransactions().map((transaction) => store.toPurchase(transaction));
}

export function subscriptionStatus(store: AppStore, sku: string): SubscriptionStatusIOS[] {
  const group = findEntry('ios', sku)?.subscription?.groupIdIOS;
  return store.subscriptions
    .filter((subscription) => subscription.groupIdIOS !== null && subscription.groupIdIOS === group)
    .map((subscription) => ({
      state: subscription.status === 'Active' ? 'subscribed' : subscription.status === 'Revoked' ? 'revoked' : 'expired',
      renewalInfo: store.renewalInfo(subscription),
    }));
}

export function currentEntitlement(store: AppStore, sku: string): PurchaseIOS | null {
  const transaction = store.availableTransactions().find((entry) => store.reportedProductId(entry) === sku && entry.kind !== 'consumable');
  return transaction ? store.toPurchase(transaction) : null;
}

export function latestTransaction(store: AppStore, sku: string): PurchaseIOS | null {
  const transaction = store.latestFor(sku);
  return transaction ? store.toPurchase(transaction) : null;
}

export function beginRefundRequest(store: AppStore, sku: string): string {
  const transaction = store.latestFor(sku);
  if (!transaction || transaction.refunded) throw store.error('ItemNotOwned', `There is no purchase of ${sku} to refund.`, sku);
  store.record('store', 'Refund request submitted', `${sku}: Apple reviews the request; the sandbox does not decide it.`);
  return 'success';
}

export function isTransactionVerified(store: AppStore, sku: string): boolean {
  const transaction = store.latestFor(sku);
  return transaction !== undefined && !transaction.refunded;
}

export function transactionJws(store: AppStore, sku: string): string | null {
  return store.latestFor(sku)?.purchaseToken ?? null;
}

export function receiptData(store: AppStore): string {
  const receipt = store.transactions.map((transaction) => ({id: transaction.id, productId: transaction.productId, date: transaction.transactionDate}));
  return base64(JSON.stringify({bundleId: BUNDLE_ID, environment: 'Sandbox', inApp: receipt}));
}

/** The app transaction exists from one iOS version; some of its fields only from a later one. */
export function appTransaction(store: AppStore): AppTransaction {
  const minimum = store.constants.minimumIOSVersions;
  if (!versionAtLeast(store.iosVersion, minimum.appTransaction)) {
    throw store.error('FeatureNotSupported', `getAppTransactionIOS needs iOS ${minimum.appTransaction} or later; this device runs iOS ${store.iosVersion}.`);
  }
  const transaction: AppTransaction = {
    bundleId: BUNDLE_ID,
    appVersion: '1.0',
    originalAppVersion: '1.0',
    originalPurchaseDate: store.now(),
    deviceVerification: base64('sandbox-device'),
    deviceVerificationNonce: '00000000-0000-4000-8000-000000000000',
    environment: 'Sandbox',
    signedDate: store.now(),
    appId: 0,
    appVersionId: 0,
  };
  if (versionAtLeast(store.iosVersion, minimum.appTransactionExtendedFields)) {
    transaction.appTransactionId = 'sandbox-app-transaction';
    transaction.originalPlatform = 'iOS';
  }
  return transaction;
}

// ---------------------------------------------------------------------------------------------------------------
// External purchases

function assertIOSVersion(store: AppStore, minimum: string, feature: string): void {
  if (!versionAtLeast(store.iosVersion, minimum)) {
    throw store.error('FeatureNotSupported', `${feature} needs iOS ${minimum} or later; this device runs iOS ${store.iosVersion}.`);
  }
}

function assertExternalPurchaseStorefront(store: AppStore): void {
  if (!store.constants.externalPurchaseStorefronts.includes(store.storefront)) {
    throw store.error(
      'FeatureNotSupported',
      `External purchases are only allowed in EU storefronts and South Korea; this account's storefront is '${store.storefront}'.`,
    );
  }
}

export function canPresentExternalPurchaseNotice(store: AppStore): boolean {
  assertIOSVersion(store, store.constants.minimumIOSVersions.externalPurchaseApis, 'the external purchase notice');
  return store.constants.externalPurchaseStorefronts.includes(store.storefront);
}

export function presentExternalPurchaseNoticeSheet(store: AppStore): ExternalPurchaseNoticeResultIOS {
  assertIOSVersion(store, store.constants.minimumIOSVersions.externalPurchaseApis, 'the external purchase notice');
  assertExternalPurchaseStorefront(store);
  return {result: store.switches.value.externalPurchaseNotice};
}

export function presentExternalPurchaseLink(store: AppStore, url: string): ExternalPurchaseLinkResultIOS {
  assertIOSVersion(store, store.constants.minimumIOSVersions.externalPurchaseLink, 'external purchase links');
  assertExternalPurchaseStorefront(store);
  const problem = externalLinkProblem(url, store.constants);
  if (problem) throw store.error('DeveloperError', `The external purchase URL is not allowed: ${problem}.`);
  store.record('store', 'External link opened', `${url}. No App Store transaction and no purchase-updated event: your backend handles the payment.`);
  return {success: true};
}

/** Why an external purchase URL breaks Apple's link rules, or null when it follows them. */
export function externalLinkProblem(url: string, constants: Pick<SandboxConstants, 'externalPurchaseLinkLimits'>): string | null {
  const {maxUrlLength} = constants.externalPurchaseLinkLimits;
  if (url.length > maxUrlLength) return `it is longer than ${maxUrlLength} characters`;
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7F]*$/.test(url)) return 'it must be ASCII only';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it must be an absolute URL';
  }
  if (parsed.protocol !== 'https:') return 'it must use HTTPS';
  if (parsed.search !== '' || url.includes('?')) return 'it must not have query parameters';
  return null;
}
