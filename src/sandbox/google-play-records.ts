/**
 * How Google Play's records look from outside the simulated store: the request fields of an older release that its
 * live examples still send, and the purchase record Google Play's server answers a verification with.
 */
import type {ReplacementModeAndroid, VerifyPurchaseGoogleOptions, VerifyPurchaseResultAndroid} from '@site/spec';
import type {TransactionRecord} from './records';

/**
 * The Android request fields as release 1.2.3 named them. One sandbox serves every docs version, so the live examples
 * of 1.2.3's pages, written with these names, must keep working next to the newer ones.
 */
interface LegacyAndroidRequestFields {
  obfuscatedAccountIdAndroid?: string;
  obfuscatedProfileIdAndroid?: string;
  purchaseTokenAndroid?: string;
  replacementModeAndroid?: ReplacementModeAndroid;
}

export function legacy(android: object | undefined): LegacyAndroidRequestFields {
  return (android ?? {}) as LegacyAndroidRequestFields;
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
