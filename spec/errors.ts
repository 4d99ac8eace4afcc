/**
 * The error catalogue: unified error codes, the error object, recommended
 * handling, retry strategies and the mapping from native store codes.
 *
 * @packageDocumentation
 */

import type {SubResponseCodeAndroid} from './external';

/**
 * Every error code the library can report, the same on all platforms.
 *
 * @remarks
 * Native StoreKit and Play Billing codes are translated into these values
 * (see {@link billingResponseCodeErrors}, {@link skErrorCodeErrors} and {@link storeKitErrorCaseErrors}),
 * so apps can handle errors once for every store.
 */
export enum ErrorCode {
  /** Something went wrong and the store gave no more specific reason. */
  Unknown = 'unknown',
  /** The user closed or cancelled the purchase flow. Not a real failure; handle it silently. */
  UserCancelled = 'user-cancelled',
  /** The request could not go ahead because of the user's account or device settings. */
  UserError = 'user-error',
  /** The product cannot be bought right now, for example because it is not set up or not for sale in this region. */
  ItemUnavailable = 'item-unavailable',
  /** The store's servers returned an error. Retry after a fixed pause of 10 seconds. */
  RemoteError = 'remote-error',
  /** The device could not reach the store. Retry with exponential backoff. */
  NetworkError = 'network-error',
  /** The store service failed or is temporarily unavailable. Retry with a linearly growing pause. */
  ServiceError = 'service-error',
  /** The purchase could not be verified. */
  PurchaseVerificationFailed = 'purchase-verification-failed',
  /** The purchase was already verified and finished earlier. */
  PurchaseVerificationFinished = 'purchase-verification-finished',
  /** Finishing the transaction after verification failed. */
  PurchaseVerificationFinishFailed = 'purchase-verification-finish-failed',
  /** The store connection is not ready; call `initConnection` first. */
  NotPrepared = 'not-prepared',
  /** The previous connection or operation has not ended yet. */
  NotEnded = 'not-ended',
  /** The user already owns this item; offer to restore purchases instead. */
  AlreadyOwned = 'already-owned',
  /** The request was malformed or the store configuration is wrong; a bug for the developer to fix. */
  DeveloperError = 'developer-error',
  /** A response from the billing service could not be parsed as JSON. */
  BillingResponseJsonParseError = 'billing-response-json-parse-error',
  /** The payment waits for approval, such as parental consent; wait for a later update. */
  DeferredPayment = 'deferred-payment',
  /** The purchase flow was interrupted before it completed. */
  Interrupted = 'interrupted',
  /** In-app purchases are not available on this device or in this configuration. */
  IapNotAvailable = 'iap-not-available',
  /** The purchase failed for a reason not covered by a more specific code. */
  PurchaseError = 'purchase-error',
  /** Synchronising transactions with the store failed. Retry with exponential backoff. */
  SyncError = 'sync-error',
  /** The store could not verify the transaction. */
  TransactionValidationFailed = 'transaction-validation-failed',
  /** No foreground activity or screen was available to show the store's purchase UI. */
  ActivityUnavailable = 'activity-unavailable',
  /** The connection was already initialized. */
  AlreadyPrepared = 'already-prepared',
  /** The purchase is pending and has not been completed yet. */
  Pending = 'pending',
  /** The store connection was closed. Initialize it again before retrying. */
  ConnectionClosed = 'connection-closed',
  /** Opening the store connection failed. */
  InitConnection = 'init-connection',
  /** The billing service disconnected; also returned when deprecated static Android test product ids are requested. */
  ServiceDisconnected = 'service-disconnected',
  /** The store service did not answer in time. */
  ServiceTimeout = 'service-timeout',
  /** Querying products from the store failed. */
  QueryProduct = 'query-product',
  /** A requested product identifier was not found in the store. */
  SkuNotFound = 'sku-not-found',
  /** The chosen offer does not belong to the requested product. */
  SkuOfferMismatch = 'sku-offer-mismatch',
  /** The user does not own the item the operation refers to. */
  ItemNotOwned = 'item-not-owned',
  /** The billing service is not available on this device or account. */
  BillingUnavailable = 'billing-unavailable',
  /** The store or device does not support the requested feature. */
  FeatureNotSupported = 'feature-not-supported',
  /** The request listed no product identifiers. */
  EmptySkuList = 'empty-sku-list',
  /** The purchase was reported as a duplicate of another one. */
  DuplicatePurchase = 'duplicate-purchase',
}

/**
 * The error object delivered by the purchase-error event and by rejected operations.
 */
export interface PurchaseError {
  /** The unified error code. */
  code: ErrorCode;
  /** A human-readable description of the failure. */
  message: string;
  /** The product the error concerns, when there is one. */
  productId?: string;
  /** The store's message for developers, when it gave one; not meant for users. */
  debugMessage?: string;
  /** The store's numeric response code, when there is one. */
  responseCode?: number;
  /**
   * Google Play's finer reason for the failure, when it gave one.
   *
   * @platform android
   */
  subResponseCodeAndroid?: SubResponseCodeAndroid;
  /** Every product the error concerns, when there are several. */
  productIds?: string[];
  /** The kind of product the failed request was for, when known. */
  productType?: string;
  /** Whether the request failed because it listed no products. */
  isEmptyProductList?: boolean;
}

/**
 * Retry with a delay that doubles each attempt: `baseSeconds` to the power of the attempt number.
 */
export interface ExponentialRetryStrategy {
  /** Identifies the exponential strategy. */
  kind: 'exponential';
  /** The base of the exponent; the delay is 2^n seconds for attempt n. */
  baseSeconds: 2;
}

/**
 * Retry with a delay that grows by a fixed step each attempt.
 */
export interface LinearRetryStrategy {
  /** Identifies the linear strategy. */
  kind: 'linear';
  /** The step in seconds; the delay is n × 5 seconds for attempt n. */
  stepSeconds: 5;
}

/**
 * Retry after the same pause every time.
 */
export interface FixedRetryStrategy {
  /** Identifies the fixed strategy. */
  kind: 'fixed';
  /** The pause in seconds before each retry. */
  seconds: 10;
}

/**
 * Open the store connection again before retrying.
 */
export interface ReinitializeRetryStrategy {
  /** Identifies the reinitialize strategy. */
  kind: 'reinitialize';
}

/**
 * How to retry after an error that may go away on its own.
 */
export type RetryStrategy = ExponentialRetryStrategy | LinearRetryStrategy | FixedRetryStrategy | ReinitializeRetryStrategy;

/**
 * The retry strategy for each error code worth retrying.
 *
 * @remarks
 * Codes that are not listed should not be retried automatically.
 */
export const retryStrategies: Partial<Record<ErrorCode, RetryStrategy>> = {
  [ErrorCode.NetworkError]: {kind: 'exponential', baseSeconds: 2},
  [ErrorCode.ServiceError]: {kind: 'linear', stepSeconds: 5},
  [ErrorCode.RemoteError]: {kind: 'fixed', seconds: 10},
  [ErrorCode.ConnectionClosed]: {kind: 'reinitialize'},
  [ErrorCode.SyncError]: {kind: 'exponential', baseSeconds: 2},
};

/**
 * What an app should do when it meets each of the common error codes.
 */
export const recommendedHandling: Partial<Record<ErrorCode, string>> = {
  [ErrorCode.UserCancelled]: 'Do nothing visible; the user chose to stop.',
  [ErrorCode.ItemUnavailable]: 'Check that the product is available in the store before offering it again.',
  [ErrorCode.NetworkError]: 'Retry with exponential backoff.',
  [ErrorCode.AlreadyOwned]: 'Restore purchases to give the user what they already own.',
  [ErrorCode.DeferredPayment]: 'Wait for the approval to arrive as a later purchase update.',
  [ErrorCode.NotPrepared]: 'Initialize the connection first, then try again.',
};

/**
 * One store error that an official module turns into an error code.
 */
export interface NativeErrorMappingEntry {
  /** The store's number for the error, where it has one: a Play Billing response code or an `SKError` code. */
  code?: number;
  /** The store's own name for the error: `ITEM_ALREADY_OWNED`, `paymentCancelled`, `notEntitled`. */
  name: string;
  /** The error code the module reports for it. */
  errorCode: ErrorCode;
}

/**
 * The Play Billing response codes (`BillingResponseCode`) the Android module maps, and the error code each becomes.
 *
 * @remarks
 * Any other response code becomes {@link nativeErrorFallbacks}' Android code.
 *
 * @platform android
 */
export const billingResponseCodeErrors: ReadonlyArray<NativeErrorMappingEntry> = [
  {code: -3, name: 'SERVICE_TIMEOUT', errorCode: ErrorCode.ServiceTimeout},
  {code: -2, name: 'FEATURE_NOT_SUPPORTED', errorCode: ErrorCode.FeatureNotSupported},
  {code: -1, name: 'SERVICE_DISCONNECTED', errorCode: ErrorCode.ServiceDisconnected},
  {code: 1, name: 'USER_CANCELED', errorCode: ErrorCode.UserCancelled},
  {code: 2, name: 'SERVICE_UNAVAILABLE', errorCode: ErrorCode.ServiceError},
  {code: 3, name: 'BILLING_UNAVAILABLE', errorCode: ErrorCode.BillingUnavailable},
  {code: 4, name: 'ITEM_UNAVAILABLE', errorCode: ErrorCode.ItemUnavailable},
  {code: 5, name: 'DEVELOPER_ERROR', errorCode: ErrorCode.DeveloperError},
  {code: 6, name: 'ERROR', errorCode: ErrorCode.ServiceError},
  {code: 7, name: 'ITEM_ALREADY_OWNED', errorCode: ErrorCode.AlreadyOwned},
  {code: 8, name: 'ITEM_NOT_OWNED', errorCode: ErrorCode.ItemNotOwned},
  {code: 12, name: 'NETWORK_ERROR', errorCode: ErrorCode.NetworkError},
];

/**
 * The StoreKit 1 error codes (`SKError.Code`) the iOS module maps, and the error code each becomes.
 *
 * @remarks
 * Any other code becomes {@link nativeErrorFallbacks}' iOS code.
 *
 * @platform ios
 */
export const skErrorCodeErrors: ReadonlyArray<NativeErrorMappingEntry> = [
  {code: 0, name: 'unknown', errorCode: ErrorCode.Unknown},
  {code: 1, name: 'clientInvalid', errorCode: ErrorCode.DeveloperError},
  {code: 2, name: 'paymentCancelled', errorCode: ErrorCode.UserCancelled},
  {code: 3, name: 'paymentInvalid', errorCode: ErrorCode.DeveloperError},
  {code: 4, name: 'paymentNotAllowed', errorCode: ErrorCode.IapNotAvailable},
  {code: 5, name: 'storeProductNotAvailable', errorCode: ErrorCode.ItemUnavailable},
  {code: 6, name: 'cloudServicePermissionDenied', errorCode: ErrorCode.ServiceError},
  {code: 7, name: 'cloudServiceNetworkConnectionFailed', errorCode: ErrorCode.NetworkError},
  {code: 8, name: 'cloudServiceRevoked', errorCode: ErrorCode.ServiceError},
  {code: 9, name: 'privacyAcknowledgementRequired', errorCode: ErrorCode.ServiceError},
  {code: 10, name: 'unauthorizedRequestData', errorCode: ErrorCode.TransactionValidationFailed},
  {code: 11, name: 'invalidOfferIdentifier', errorCode: ErrorCode.SkuOfferMismatch},
  {code: 12, name: 'invalidSignature', errorCode: ErrorCode.TransactionValidationFailed},
  {code: 13, name: 'missingOfferParams', errorCode: ErrorCode.SkuOfferMismatch},
  {code: 14, name: 'invalidOfferPrice', errorCode: ErrorCode.SkuOfferMismatch},
];

/**
 * The StoreKit 2 errors (`StoreKitError` cases) the iOS module maps, and the error code each becomes.
 *
 * @platform ios
 */
export const storeKitErrorCaseErrors: ReadonlyArray<NativeErrorMappingEntry> = [
  {name: 'userCancelled', errorCode: ErrorCode.UserCancelled},
  {name: 'networkError', errorCode: ErrorCode.NetworkError},
  {name: 'notAvailableInStorefront', errorCode: ErrorCode.ItemUnavailable},
  {name: 'notEntitled', errorCode: ErrorCode.ItemNotOwned},
  {name: 'systemError', errorCode: ErrorCode.ServiceError},
  {name: 'unknown', errorCode: ErrorCode.Unknown},
  {name: 'unsupported', errorCode: ErrorCode.FeatureNotSupported},
];

/**
 * The StoreKit 2 purchase results (`Product.PurchaseResult` cases) the iOS module turns into an error when a purchase
 * does not complete, and the error code each becomes.
 *
 * @remarks
 * A pending purchase (Ask to Buy, a payment that needs approval) arrives as an error, not as a purchase state.
 *
 * @platform ios
 */
export const purchaseResultErrors: ReadonlyArray<NativeErrorMappingEntry> = [
  {name: 'userCancelled', errorCode: ErrorCode.UserCancelled},
  {name: 'pending', errorCode: ErrorCode.DeferredPayment},
  {name: '@unknown default', errorCode: ErrorCode.Unknown},
];

/**
 * The error code each platform's module reports for a store error it does not map.
 *
 * @remarks
 * On iOS this is the default: some operations pass another code for what they do not map.
 */
export const nativeErrorFallbacks: {android: ErrorCode; ios: ErrorCode} = {
  android: ErrorCode.Unknown,
  ios: ErrorCode.PurchaseError,
};
