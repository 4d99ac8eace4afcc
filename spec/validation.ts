/**
 * Purchase verification types. Every purchase must be verified on a server
 * before the app grants what was bought.
 *
 * @packageDocumentation
 */

import type {IapStore} from './common';
import type {Purchase} from './purchases';

/**
 * What the App Store needs to verify a purchase.
 *
 * @platform ios
 */
export interface VerifyPurchaseAppleOptions {
  /**
   * The product identifier of the purchase to verify.
   *
   * @platform ios
   */
  sku: string;
}

/**
 * What Google Play needs to verify a purchase.
 *
 * @remarks
 * The access token is a Google API credential; it belongs on a server and
 * should not be embedded in the app.
 *
 * @platform android
 */
export interface VerifyPurchaseGoogleOptions {
  /**
   * The product identifier of the purchase to verify.
   *
   * @platform android
   */
  sku: string;
  /**
   * The package name of the app that made the purchase.
   *
   * @platform android
   */
  packageName: string;
  /**
   * The purchase token to verify.
   *
   * @platform android
   */
  purchaseToken: string;
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
 * What Meta Horizon needs to verify a purchase.
 *
 * @remarks
 * The access token is a Meta credential; like Google's, it belongs on a server.
 *
 * @platform android
 */
export interface VerifyPurchaseHorizonOptions {
  /**
   * The product identifier of the purchase to verify.
   *
   * @platform android
   */
  sku: string;
  /**
   * The Horizon user who made the purchase.
   *
   * @platform android
   */
  userId: string;
  /**
   * The access token used to ask Meta about the purchase.
   *
   * @platform android
   */
  accessToken: string;
}

/**
 * What to verify, given per store: pass the options of the store the purchase came from.
 */
export interface VerifyPurchaseProps {
  /**
   * App Store options.
   *
   * @platform ios
   */
  apple?: VerifyPurchaseAppleOptions;
  /**
   * Google Play options.
   *
   * @platform android
   */
  google?: VerifyPurchaseGoogleOptions;
  /** Meta Horizon options. */
  horizon?: VerifyPurchaseHorizonOptions;
}

/**
 * What every store's verification result says: whether the purchase is valid.
 *
 * @remarks
 * An app can grant or refuse the entitlement from `isValid` without first telling which store answered.
 */
export interface VerifyPurchaseResultCommon {
  /** Whether the store found the purchase valid. */
  isValid: boolean;
}

/**
 * The outcome of verifying an iOS purchase.
 *
 * @platform ios
 */
export interface VerifyPurchaseResultIOS extends VerifyPurchaseResultCommon {
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
  latestTransaction?: Purchase;
}

/**
 * The outcome of verifying an Android purchase with the Google Play Developer API.
 *
 * @remarks
 * Dates are in epoch milliseconds. Fields that only describe subscriptions
 * or cancellations are `null` when they do not apply.
 *
 * @platform android
 */
export interface VerifyPurchaseResultAndroid extends VerifyPurchaseResultCommon {
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
  cancelDate?: number | null;
  /**
   * The store code for why the purchase was cancelled, or `null` if it was not.
   *
   * @platform android
   */
  cancelReason?: string | null;
  /**
   * When a deferred change takes effect, or `null` when none is scheduled.
   *
   * @platform android
   */
  deferredDate?: number | null;
  /**
   * The product a deferred change moves to, or `null` when none is scheduled.
   *
   * @platform android
   */
  deferredSku?: string | null;
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
 * The outcome of verifying a Meta Horizon purchase.
 *
 * @platform android
 */
export interface VerifyPurchaseResultHorizon extends VerifyPurchaseResultCommon {
  /**
   * Whether Meta confirmed the purchase; the same answer as `isValid`.
   *
   * @deprecated Read `isValid`, which every store's result has.
   * @platform android
   */
  success: boolean;
  /**
   * When the entitlement was granted, in epoch milliseconds, when Meta reports it.
   *
   * @platform android
   */
  grantTime?: number;
}

/**
 * The outcome of purchase verification, in the form of the store that verified it.
 */
export type VerifyPurchaseResult = VerifyPurchaseResultAndroid | VerifyPurchaseResultIOS | VerifyPurchaseResultHorizon;

/**
 * The verification services `verifyPurchaseWithProvider` can use.
 *
 * @remarks
 * The schema's enum writes the one value `Iapkit`.
 */
export type PurchaseVerificationProvider = 'iapkit';

/**
 * The App Store part of a request to IAPKit: the signed transaction.
 */
export interface RequestVerifyPurchaseWithIapkitAppleProps {
  /** The JWS of the transaction to verify. */
  jws: string;
}

/**
 * The Google Play part of a request to IAPKit: the purchase token.
 */
export interface RequestVerifyPurchaseWithIapkitGoogleProps {
  /** The purchase token to verify. */
  purchaseToken: string;
}

/**
 * The Amazon Appstore part of a request to IAPKit: the receipt and its user.
 */
export interface RequestVerifyPurchaseWithIapkitAmazonProps {
  /** The Amazon user id the purchase belongs to. */
  userId?: string;
  /** The Amazon receipt id to verify. */
  receiptId: string;
  /** Check the receipt against Amazon's sandbox, for receipts of App Tester. */
  sandbox?: boolean;
  /** The product the receipt must be for; the verification fails when Amazon reports another one. */
  expectedProductId?: string;
}

/**
 * A verification request for IAPKit: the key and the purchase of one store.
 */
export interface RequestVerifyPurchaseWithIapkitProps {
  /** The IAPKit API key, when the implementation does not supply it itself. */
  apiKey?: string;
  /** The address of the IAPKit server, for a self-hosted or test server; IAPKit's own when omitted. */
  baseUrl?: string;
  /** Also return the product's client payload with a valid App Store or Google Play answer; `false` when omitted. */
  includeClientPayload?: boolean;
  /** The App Store purchase to verify. */
  apple?: RequestVerifyPurchaseWithIapkitAppleProps;
  /** The Google Play purchase to verify. */
  google?: RequestVerifyPurchaseWithIapkitGoogleProps;
  /** The Amazon Appstore purchase to verify. */
  amazon?: RequestVerifyPurchaseWithIapkitAmazonProps;
}

/**
 * The text format of an IAPKit client payload.
 *
 * @remarks
 * The schema's enum writes the values `Toml`, `Json` and `Text`.
 */
export type IapkitClientPayloadFormat = 'toml' | 'json' | 'text';

/**
 * Data for the app that is kept with a product in IAPKit.
 *
 * @remarks
 * The app receives it, so it must hold nothing secret: no credentials, no
 * keys, no rules the server has to enforce.
 */
export interface IapkitProductClientPayload {
  /** How `body` is written. */
  format: IapkitClientPayloadFormat;
  /** The payload itself. */
  body: string;
  /** The payload's version number. */
  version: number;
  /** When the payload was last changed, in epoch milliseconds. */
  updatedAt: number;
}

/**
 * The state IAPKit reports for a verified purchase.
 *
 * @remarks
 * The values are the schema's: `ENTITLED`, `PENDING_ACKNOWLEDGMENT`, `PENDING`,
 * `CANCELED`, `EXPIRED`, `READY_TO_CONSUME`, `CONSUMED`, `UNKNOWN` and `INAUTHENTIC`.
 */
export type IapkitPurchaseState =
  'entitled' | 'pending-acknowledgment' | 'pending' | 'canceled' | 'expired' | 'ready-to-consume' | 'consumed' | 'unknown' | 'inauthentic';

/**
 * IAPKit's answer for one purchase.
 */
export interface RequestVerifyPurchaseWithIapkitResult {
  /** The store the purchase belongs to. */
  store: IapStore;
  /**
   * Whether the purchase is valid and can be acted on.
   *
   * @remarks
   * Only entitled purchases, purchases awaiting acknowledgement and
   * consumables ready to consume count. Still check that `productId` is the
   * product the app expects before granting it.
   */
  isValid: boolean;
  /** The state of the purchase. */
  state: IapkitPurchaseState;
  /** The product identifier the store confirmed, when IAPKit returns one. */
  productId?: string;
  /** The product's client payload, when it was asked for, the purchase is valid and the product has one. */
  clientPayload?: IapkitProductClientPayload;
  /**
   * The store environment IAPKit verified against, such as `Sandbox` or `Production`, when it says.
   *
   * @remarks
   * The set of values belongs to IAPKit and the stores, so pass an unknown value on instead of refusing the purchase.
   */
  environment?: string;
}

/**
 * Which provider verifies the purchase, and the request for it.
 */
export interface VerifyPurchaseWithProviderProps {
  /** The verification service to use. */
  provider: PurchaseVerificationProvider;
  /** The request, when the provider is IAPKit. */
  iapkit?: RequestVerifyPurchaseWithIapkitProps;
}

/**
 * A problem a verification provider reported.
 */
export interface VerifyPurchaseWithProviderError {
  /** What went wrong. */
  message: string;
  /** The provider's code for the problem, when it gives one. */
  code?: string;
}

/**
 * The answer of a verification provider.
 */
export interface VerifyPurchaseWithProviderResult {
  /** The provider that answered. */
  provider: PurchaseVerificationProvider;
  /** IAPKit's answer, when IAPKit was asked. */
  iapkit?: RequestVerifyPurchaseWithIapkitResult;
  /** The problems the provider reported, if any. */
  errors?: VerifyPurchaseWithProviderError[];
}

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
  environment: string;
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
  /**
   * When the app download was revoked, in epoch milliseconds; absent when it was not.
   *
   * @platform ios
   */
  revocationDate?: number;
  /**
   * The kind of store the app was first obtained from, such as the consumer or education store.
   *
   * @platform ios
   */
  storeType?: string;
}
