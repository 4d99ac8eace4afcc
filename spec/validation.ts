/**
 * Receipt validation types. Every purchase must be validated on a server
 * before the app grants what was bought.
 *
 * @packageDocumentation
 */

import type {EnvironmentIOS, PurchaseIOS} from './purchases';

/**
 * Credentials and purchase data needed to validate an Android receipt with Google.
 *
 * @remarks
 * The access token is a Google API credential; it belongs on a server and
 * should not be embedded in the app.
 *
 * @platform android
 */
export interface ReceiptValidationAndroidOptions {
  /**
   * The package name of the app that made the purchase.
   *
   * @platform android
   */
  packageName: string;
  /**
   * The purchase token to validate.
   *
   * @platform android
   */
  productToken: string;
  /**
   * An OAuth access token for the Google Play Developer API.
   *
   * @platform android
   */
  accessToken: string;
  /**
   * Whether the purchase is a subscription.
   *
   * @platform android
   */
  isSub?: boolean;
}

/**
 * What to validate: a product and, on Android, the data Google needs.
 */
export interface ReceiptValidationProps {
  /** The product identifier of the purchase to validate. */
  sku: string;
  /**
   * Android validation data; required for validation to work on Android.
   *
   * @platform android
   */
  androidOptions?: ReceiptValidationAndroidOptions;
}

/**
 * The outcome of validating an iOS receipt.
 *
 * @platform ios
 */
export interface ReceiptValidationResultIOS {
  /**
   * Whether the receipt passed validation.
   *
   * @platform ios
   */
  isValid: boolean;
  /**
   * The base64-encoded receipt data.
   *
   * @platform ios
   */
  receiptData: string;
  /**
   * The signed JWS of the transaction, for verification on a server.
   *
   * @platform ios
   */
  jwsRepresentation: string;
  /**
   * The most recent transaction for the product, when there is one.
   *
   * @platform ios
   */
  latestTransaction?: PurchaseIOS;
}

/**
 * The outcome of validating an Android receipt with the Google Play Developer API.
 *
 * @remarks
 * Dates are in epoch milliseconds. Fields that only describe subscriptions
 * or cancellations are `null` when they do not apply.
 *
 * @platform android
 */
export interface ReceiptValidationResultAndroid {
  /**
   * Whether the subscription renews automatically.
   *
   * @platform android
   */
  autoRenewing: boolean;
  /**
   * Whether the product is a beta product.
   *
   * @platform android
   */
  betaProduct: boolean;
  /**
   * When the purchase was cancelled, or `null` if it was not.
   *
   * @platform android
   */
  cancelDate: number | null;
  /**
   * The store code for why the purchase was cancelled, or `null` if it was not.
   *
   * @platform android
   */
  cancelReason: number | null;
  /**
   * When a deferred change takes effect, or `null` when none is scheduled.
   *
   * @platform android
   */
  deferredDate: number | null;
  /**
   * The product a deferred change moves to, or `null` when none is scheduled.
   *
   * @platform android
   */
  deferredSku: string | null;
  /**
   * When the free trial ends, in epoch milliseconds.
   *
   * @platform android
   */
  freeTrialEndDate: number;
  /**
   * When the grace period ends, in epoch milliseconds.
   *
   * @platform android
   */
  gracePeriodEndDate: number;
  /**
   * The parent product identifier.
   *
   * @platform android
   */
  parentProductId: string;
  /**
   * The product identifier.
   *
   * @platform android
   */
  productId: string;
  /**
   * The product type reported by Google.
   *
   * @platform android
   */
  productType: string;
  /**
   * When the purchase was made, in epoch milliseconds.
   *
   * @platform android
   */
  purchaseDate: number;
  /**
   * How many units were bought.
   *
   * @platform android
   */
  quantity: number;
  /**
   * The receipt identifier.
   *
   * @platform android
   */
  receiptId: string;
  /**
   * When the subscription renews, in epoch milliseconds.
   *
   * @platform android
   */
  renewalDate: number;
  /**
   * The subscription term.
   *
   * @platform android
   */
  term: string;
  /**
   * The product identifier of the subscription term.
   *
   * @platform android
   */
  termSku: string;
  /**
   * Whether the purchase was a test transaction.
   *
   * @platform android
   */
  testTransaction: boolean;
}

/**
 * The outcome of receipt validation on either platform.
 */
export type ReceiptValidationResult = ReceiptValidationResultIOS | ReceiptValidationResultAndroid;

/**
 * StoreKit's signed record of the app download itself.
 *
 * @remarks
 * Available on iOS 16 and later. `appTransactionId` and `originalPlatform`
 * need iOS 18.4 or later.
 *
 * @platform ios
 */
export interface AppTransaction {
  /**
   * The bundle identifier of the app.
   *
   * @platform ios
   */
  bundleId: string;
  /**
   * The app version this record was signed for.
   *
   * @platform ios
   */
  appVersion: string;
  /**
   * The version of the app the user first obtained.
   *
   * @platform ios
   */
  originalAppVersion: string;
  /**
   * When the user first obtained the app, in epoch milliseconds.
   *
   * @platform ios
   */
  originalPurchaseDate: number;
  /**
   * A value the server uses to check the record belongs to this device.
   *
   * @platform ios
   */
  deviceVerification: string;
  /**
   * The nonce used when computing `deviceVerification`.
   *
   * @platform ios
   */
  deviceVerificationNonce: string;
  /**
   * Whether the record comes from the sandbox or from production.
   *
   * @platform ios
   */
  environment: EnvironmentIOS;
  /**
   * When StoreKit signed the record, in epoch milliseconds.
   *
   * @platform ios
   */
  signedDate: number;
  /**
   * The App Store identifier of the app.
   *
   * @platform ios
   */
  appId: number;
  /**
   * The App Store identifier of the app version.
   *
   * @platform ios
   */
  appVersionId: number;
  /**
   * When the user pre-ordered the app, in epoch milliseconds, if they did.
   *
   * @platform ios
   */
  preorderDate?: number;
  /**
   * A unique identifier of the app download. Requires iOS 18.4 or later.
   *
   * @platform ios
   */
  appTransactionId?: string;
  /**
   * The platform the user first obtained the app on. Requires iOS 18.4 or later.
   *
   * @platform ios
   */
  originalPlatform?: string;
}
