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
 * (see {@link iosNativeErrorMapping} and {@link androidResponseCodeMapping}),
 * so apps can handle errors once for every store.
 */
export enum ErrorCode {
  /** Something went wrong and the store gave no more specific reason. */
  Unknown = 'E_UNKNOWN',
  /** The user closed or cancelled the purchase flow. Not a real failure; handle it silently. */
  UserCancelled = 'E_USER_CANCELLED',
  /** The request could not go ahead because of the user's account or device settings. */
  UserError = 'E_USER_ERROR',
  /** The product cannot be bought right now, for example because it is not set up or not for sale in this region. */
  ItemUnavailable = 'E_ITEM_UNAVAILABLE',
  /** The store's servers returned an error. Retry after a fixed pause of 10 seconds. */
  RemoteError = 'E_REMOTE_ERROR',
  /** The device could not reach the store. Retry with exponential backoff. */
  NetworkError = 'E_NETWORK_ERROR',
  /** The store service failed or is temporarily unavailable. Retry with a linearly growing pause. */
  ServiceError = 'E_SERVICE_ERROR',
  /** The purchase could not be verified. */
  PurchaseVerificationFailed = 'E_PURCHASE_VERIFICATION_FAILED',
  /** The purchase was already verified and finished earlier. */
  PurchaseVerificationFinished = 'E_PURCHASE_VERIFICATION_FINISHED',
  /** Finishing the transaction after verification failed. */
  PurchaseVerificationFinishFailed = 'E_PURCHASE_VERIFICATION_FINISH_FAILED',
  /** The store connection is not ready; call `initConnection` first. */
  NotPrepared = 'E_NOT_PREPARED',
  /** The previous connection or operation has not ended yet. */
  NotEnded = 'E_NOT_ENDED',
  /** The user already owns this item; offer to restore purchases instead. */
  AlreadyOwned = 'E_ALREADY_OWNED',
  /** The request was malformed or the store configuration is wrong; a bug for the developer to fix. */
  DeveloperError = 'E_DEVELOPER_ERROR',
  /** A response from the billing service could not be parsed as JSON. */
  BillingResponseJsonParseError = 'E_BILLING_RESPONSE_JSON_PARSE_ERROR',
  /** The payment waits for approval, such as parental consent; wait for a later update. */
  DeferredPayment = 'E_DEFERRED_PAYMENT',
  /** The purchase flow was interrupted before it completed. */
  Interrupted = 'E_INTERRUPTED',
  /** In-app purchases are not available on this device or in this configuration. */
  IapNotAvailable = 'E_IAP_NOT_AVAILABLE',
  /** The purchase failed for a reason not covered by a more specific code. */
  PurchaseError = 'E_PURCHASE_ERROR',
  /** Synchronising transactions with the store failed. Retry with exponential backoff. */
  SyncError = 'E_SYNC_ERROR',
  /** The store could not verify the transaction. */
  TransactionValidationFailed = 'E_TRANSACTION_VALIDATION_FAILED',
  /** No foreground activity or screen was available to show the store's purchase UI. */
  ActivityUnavailable = 'E_ACTIVITY_UNAVAILABLE',
  /** The connection was already initialized. */
  AlreadyPrepared = 'E_ALREADY_PREPARED',
  /** The purchase is pending and has not been completed yet. */
  Pending = 'E_PENDING',
  /** The store connection was closed. Initialize it again before retrying. */
  ConnectionClosed = 'E_CONNECTION_CLOSED',
  /** Opening the store connection failed. */
  InitConnection = 'E_INIT_CONNECTION',
  /** The billing service disconnected; also returned when deprecated static Android test product ids are requested. */
  ServiceDisconnected = 'E_SERVICE_DISCONNECTED',
  /** The store service did not answer in time. */
  ServiceTimeout = 'E_SERVICE_TIMEOUT',
  /** Querying products from the store failed. */
  QueryProduct = 'E_QUERY_PRODUCT',
  /** A requested product identifier was not found in the store. */
  SkuNotFound = 'E_SKU_NOT_FOUND',
  /** The chosen offer does not belong to the requested product. */
  SkuOfferMismatch = 'E_SKU_OFFER_MISMATCH',
  /** The user does not own the item the operation refers to. */
  ItemNotOwned = 'E_ITEM_NOT_OWNED',
  /** The billing service is not available on this device or account. */
  BillingUnavailable = 'E_BILLING_UNAVAILABLE',
  /** The store or device does not support the requested feature. */
  FeatureNotSupported = 'E_FEATURE_NOT_SUPPORTED',
  /** The request listed no product identifiers. */
  EmptySkuList = 'E_EMPTY_SKU_LIST',
  /** The purchase was reported as a duplicate of another one. */
  DuplicatePurchase = 'E_DUPLICATE_PURCHASE',
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
 * One row of the StoreKit error translation table.
 *
 * @platform ios
 */
export interface IosNativeErrorMappingEntry {
  /**
   * The numeric StoreKit error code.
   *
   * @platform ios
   */
  nativeCode: number;
  /**
   * The unified code it becomes.
   *
   * @platform ios
   */
  errorCode: ErrorCode;
}

/**
 * How StoreKit error codes 0 to 6 translate into unified error codes.
 *
 * @platform ios
 */
export const iosNativeErrorMapping: ReadonlyArray<IosNativeErrorMappingEntry> = [
  {nativeCode: 0, errorCode: ErrorCode.Unknown},
  {nativeCode: 1, errorCode: ErrorCode.UserCancelled},
  {nativeCode: 2, errorCode: ErrorCode.NetworkError},
  {nativeCode: 3, errorCode: ErrorCode.ItemUnavailable},
  {nativeCode: 4, errorCode: ErrorCode.ServiceError},
  // StoreKit's receipt failure: the verification failure took over from the removed receipt failure code.
  {nativeCode: 5, errorCode: ErrorCode.PurchaseVerificationFailed},
  {nativeCode: 6, errorCode: ErrorCode.AlreadyOwned},
];

/**
 * One row of the Play Billing response code translation table.
 *
 * @platform android
 */
export interface AndroidResponseCodeMappingEntry {
  /**
   * The numeric Play Billing response code.
   *
   * @platform android
   */
  responseCode: number;
  /**
   * The unified code it becomes, or `null` for the success code (OK).
   *
   * @platform android
   */
  errorCode: ErrorCode | null;
}

/**
 * How Play Billing response codes 0 to 8 translate into unified error codes.
 *
 * @remarks
 * Code 0 means OK and is not an error. Codes 2 and 3 both become
 * {@link ErrorCode.ServiceError}.
 *
 * @platform android
 */
export const androidResponseCodeMapping: ReadonlyArray<AndroidResponseCodeMappingEntry> = [
  {responseCode: 0, errorCode: null},
  {responseCode: 1, errorCode: ErrorCode.UserCancelled},
  {responseCode: 2, errorCode: ErrorCode.ServiceError},
  {responseCode: 3, errorCode: ErrorCode.ServiceError},
  {responseCode: 4, errorCode: ErrorCode.ItemUnavailable},
  {responseCode: 5, errorCode: ErrorCode.DeveloperError},
  {responseCode: 6, errorCode: ErrorCode.Unknown},
  {responseCode: 7, errorCode: ErrorCode.AlreadyOwned},
  {responseCode: 8, errorCode: ErrorCode.ItemNotOwned},
];
