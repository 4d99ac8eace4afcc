/**
 * How Google Play's records look from outside the simulated store: the request fields of an older release that its
 * live examples still send, the purchase the app receives, and the record Google Play's server answers a verification
 * with.
 */
import type {PurchaseAndroid, VerifyPurchaseGoogleOptions, VerifyPurchaseResultAndroid} from '@site/spec';
import type {RetiredConnectionFields} from '@site/shared/retiredSpec';
import {BUNDLE_ID, base64, reportedPurchaseState, type TransactionRecord} from './records';

/**
 * The Android request fields as older releases named them. One sandbox serves every docs version, so the live examples
 * of 1.2.3's pages, written with these names, must keep working next to the newer ones.
 */
interface LegacyAndroidRequestFields {
  obfuscatedAccountIdAndroid?: string;
  obfuscatedProfileIdAndroid?: string;
  purchaseTokenAndroid?: string;
  /** Google Play's integer for the mode, as 1.2.3 named it. */
  replacementModeAndroid?: number;
  /** The integer releases before 3.0 took, before per-product replacement params replaced it. */
  replacementMode?: number;
}

export function legacy(android: object | undefined): LegacyAndroidRequestFields {
  return (android ?? {}) as LegacyAndroidRequestFields;
}

/** The connection settings of releases that still had the older alternative billing modes. */
export function legacyConnection(config: object | undefined): RetiredConnectionFields {
  return (config ?? {}) as RetiredConnectionFields;
}

/** Release 1.2.3's validateReceipt input (`sku` plus `androidOptions` with `productToken`), read as verify options. */
export function legacyGoogleOptions(props: object): VerifyPurchaseGoogleOptions | undefined {
  const old = props as {sku?: string; androidOptions?: {packageName?: string; productToken?: string; accessToken?: string; isSub?: boolean}};
  if (!old.androidOptions) return undefined;
  const {packageName = '', productToken = '', accessToken = '', isSub} = old.androidOptions;
  return {sku: old.sku ?? '', packageName, purchaseToken: productToken, accessToken, ...(isSub === undefined ? {} : {isSub})};
}

/** Google Play's server-side record of a purchase, as a verification returns it. */
export function googlePlayPurchaseRecord(transaction: TransactionRecord): VerifyPurchaseResultAndroid {
  const subscription = transaction.subscription;
  return {
    isValid: !transaction.refunded && transaction.state === 'purchased',
    autoRenewing: subscription?.willAutoRenew ?? false,
    betaProduct: false,
    cancelDate: transaction.refundedAt,
    cancelReason: transaction.refunded ? '1' : null,
    deferredDate: null,
    deferredSku: subscription?.deferredBasePlanId ?? null,
    freeTrialEndDate: 0,
    gracePeriodEndDate: 0,
    parentProductId: transaction.productId,
    productId: transaction.productId,
    productType: transaction.kind === 'subscription' ? 'subs' : 'inapp',
    purchaseDate: transaction.transactionDate,
    quantity: transaction.quantity,
    receiptId: transaction.id,
    renewalDate: subscription?.expiresAt ?? 0,
    term: subscription?.basePlanId ?? '',
    termSku: transaction.productId,
    testTransaction: true,
  };
}

/**
 * A Google Play purchase as the app receives it. Older releases' pages read `platform`, which newer purchases leave out;
 * one sandbox answers them all.
 */
export function googlePlayPurchase(transaction: TransactionRecord): PurchaseAndroid & {platform: 'android'} {
  const subscription = transaction.subscription;
  const productId = transaction.productId;
  const data = {
    orderId: transaction.id,
    packageName: BUNDLE_ID,
    productId,
    purchaseTime: transaction.transactionDate,
    purchaseToken: transaction.purchaseToken,
    acknowledged: transaction.finished,
  };
  return {
    id: transaction.id,
    productId,
    ids: [productId],
    transactionDate: transaction.transactionDate,
    purchaseToken: transaction.purchaseToken,
    store: 'google',
    platform: 'android',
    quantity: transaction.quantity,
    purchaseState: reportedPurchaseState(transaction.state),
    isAutoRenewing: subscription?.willAutoRenew ?? false,
    currentPlanId: subscription?.basePlanId ?? transaction.basePlanId ?? undefined,
    dataAndroid: JSON.stringify(data),
    transactionId: transaction.id,
    signatureAndroid: base64(`sandbox-signature:${transaction.purchaseToken}`),
    autoRenewingAndroid: subscription?.willAutoRenew ?? false,
    isAcknowledgedAndroid: transaction.finished,
    packageNameAndroid: BUNDLE_ID,
    developerPayloadAndroid: '',
    obfuscatedAccountIdAndroid: transaction.obfuscatedAccountId,
    obfuscatedProfileIdAndroid: transaction.obfuscatedProfileId,
    // Suspended: the grace period ended unpaid, and Google Play holds the subscription until the payment is fixed.
    ...(subscription?.billingIssue && subscription.status === 'Expired' ? {isSuspendedAndroid: true} : {}),
  };
}
