/**
 * Events the library emits. Purchase results arrive through events, so the
 * listeners must be registered before a purchase starts.
 *
 * @packageDocumentation
 */

import type {Purchase} from './purchases';
import type {PurchaseError} from './errors';
import type {DeveloperProvidedBillingDetailsAndroid, UserChoiceBillingDetails} from './external';

/**
 * The names of the events the library emits.
 */
export enum IapEvent {
  /** A purchase succeeded or changed; carries the purchase. */
  PurchaseUpdated = 'purchase-updated',
  /** A purchase failed or was cancelled; carries the error. */
  PurchaseError = 'purchase-error',
  /**
   * The user started a purchase of a product promoted on the App Store; carries the product's identifier.
   *
   * @platform ios
   */
  PromotedProductIOS = 'promoted-product-ios',
  /**
   * The user chose the app's own billing in user-choice mode; carries the billing details.
   *
   * @platform android
   */
  UserChoiceBillingAndroid = 'user-choice-billing-android',
  /**
   * The user chose the developer's billing offered under a billing program; carries the chosen products and, when there is one, the reporting token.
   *
   * @platform android
   */
  DeveloperProvidedBillingAndroid = 'developer-provided-billing-android',
  /** A subscription ran into a payment problem the user has to fix; carries the purchase. */
  SubscriptionBillingIssue = 'subscription-billing-issue',
}

/**
 * The payload delivered with each event.
 */
export interface IapEventPayloads {
  /** The purchase that was made or updated. */
  [IapEvent.PurchaseUpdated]: Purchase;
  /** The error describing what went wrong. */
  [IapEvent.PurchaseError]: PurchaseError;
  /**
   * The identifier (SKU) of the promoted product the user wants to buy.
   *
   * @platform ios
   */
  [IapEvent.PromotedProductIOS]: string;
  /**
   * The products and external transaction token for the alternative payment.
   *
   * @platform android
   */
  [IapEvent.UserChoiceBillingAndroid]: UserChoiceBillingDetails;
  /**
   * The chosen products, with the external transaction token to report to Google Play when the program gives one.
   *
   * @platform android
   */
  [IapEvent.DeveloperProvidedBillingAndroid]: DeveloperProvidedBillingDetailsAndroid;
  /** The subscription purchase whose payment failed. */
  [IapEvent.SubscriptionBillingIssue]: Purchase;
}

/**
 * Options of the purchase-updated listener.
 */
export interface PurchaseUpdatedListenerOptions {
  /**
   * Deliver each transaction only once per connection; `true` when omitted. Set it to `false` to also receive the
   * transactions StoreKit replays. Android ignores it.
   *
   * @platform ios
   */
  dedupeTransactionIOS?: boolean;
}

/**
 * A function that receives the payload of one event.
 *
 * @typeParam E - The event the listener handles.
 */
export type IapEventListener<E extends IapEvent> = (payload: IapEventPayloads[E]) => void;

/**
 * A handle to a registered listener.
 *
 * @remarks
 * Call `remove` when the listener is no longer needed, for example when the
 * screen that registered it goes away.
 */
export interface EventSubscription {
  /** Stops delivering events to the listener. */
  remove(): void;
}
