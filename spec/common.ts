/**
 * Shared building blocks of the OpenIAP specification: platform and product
 * discriminators, the connection, purchase and subscription states, and the
 * lifecycle constants every implementation must respect.
 *
 * @packageDocumentation
 */

// Named by the {@link} tags of comments below; type-only, so nothing is imported at run time.
/* eslint-disable @typescript-eslint/no-unused-vars -- ESLint does not count a name used by a {@link} tag */
import type {ProductTypeIOS} from './products';
import type {ActiveSubscription} from './purchases';
/* eslint-enable @typescript-eslint/no-unused-vars */

/**
 * The store platform a value came from or is meant for.
 *
 * @remarks
 * Used as the discriminator on products and purchases. `'ios'` covers
 * StoreKit on Apple devices; `'android'` covers Google Play Billing and the
 * Meta Horizon OS store, which is served through the Android implementation.
 * The schema's enum writes the values `IOS` and `Android`.
 *
 * @schemaName IapPlatform
 */
export type Platform = 'ios' | 'android';

/**
 * The store a purchase was made in.
 *
 * @remarks
 * Finer than {@link Platform}: it tells Google Play, Meta Horizon and the
 * Amazon Appstore apart. `'unknown'` is used when the store cannot be told.
 * The schema's enum writes the values `Unknown`, `Apple`, `Google`, `Horizon`
 * and `Amazon`.
 */
export type IapStore = 'unknown' | 'apple' | 'google' | 'horizon' | 'amazon';

/**
 * The kind of product a store item is: a one-time item or a subscription.
 *
 * @remarks
 * `'in-app'` stands for one-time products (consumable or not); `'subs'` stands
 * for subscriptions. The schema's enum writes the values `InApp` and `Subs`.
 */
export type ProductType = 'in-app' | 'subs';

/**
 * The product filter accepted when querying the store.
 *
 * @remarks
 * Same values as {@link ProductType} plus `'all'`, which asks for one-time
 * products and subscriptions in a single query. When a query leaves the type
 * out, `'in-app'` is assumed. The schema's enum writes the values `InApp`,
 * `Subs` and `All`.
 */
export type ProductQueryType = 'in-app' | 'subs' | 'all';

/**
 * The schema's result of an operation that gives back nothing but whether it worked.
 */
export interface VoidResult {
  /** Whether the operation succeeded. */
  success: boolean;
}

/**
 * The state of the connection between the app and the store.
 *
 * @remarks
 * A connection starts as `'Disconnected'`. Opening it moves it to
 * `'Connecting'`, then to `'Connected'` on success or `'Error'` on failure.
 * Ending the connection brings it back to `'Disconnected'`.
 */
export type ConnectionState = 'Disconnected' | 'Connecting' | 'Connected' | 'Error';

/**
 * The phases a purchase goes through in the documented life cycle.
 *
 * @remarks
 * This is the conceptual model used on the Life Cycle page; the value carried
 * on a purchase object is the narrower {@link PurchaseState}.
 *
 * - `'Pending'`: the purchase was started but the store has not settled it yet.
 * - `'Processing'`: the store is handling the payment.
 * - `'Purchased'`: payment succeeded; the receipt still has to be validated
 *   on a server before content is delivered.
 * - `'Failed'`: the purchase failed or the user cancelled it.
 * - `'Restored'`: an earlier purchase was brought back, for example on a new
 *   device.
 * - `'Deferred'`: the purchase waits for someone else's approval, such as
 *   parental consent.
 */
export type PurchaseLifecycleState = 'Pending' | 'Processing' | 'Purchased' | 'Failed' | 'Restored' | 'Deferred';

/**
 * The state recorded on a purchase object.
 *
 * @remarks
 * Unlike {@link PurchaseLifecycleState} there is no `'Processing'` value, and
 * `'Unknown'` is added for cases where the store reports something the
 * library cannot classify. A `'Purchased'` value still requires server-side
 * verification before entitlements are granted.
 */
export type PurchaseState = 'pending' | 'purchased' | 'unknown';

/**
 * The states a subscription can be in over its lifetime.
 *
 * @remarks
 * - `'Active'`: the subscriber has access.
 * - `'Expired'`: the subscription ended and access should be removed.
 * - `'In Grace Period'`: a renewal payment failed but access continues
 *   while the store retries.
 * - `'In Billing Retry'`: the store keeps trying to collect a failed renewal.
 * - `'Paused'`: the user paused the subscription. Android only.
 * - `'On Hold'`: access is suspended until the payment problem is fixed.
 */
export type SubscriptionState = 'Active' | 'Expired' | 'In Grace Period' | 'In Billing Retry' | 'Paused' | 'On Hold';

/**
 * The product kinds App Store Connect offers.
 *
 * @remarks
 * These are the console categories a developer chooses when creating an iOS
 * product. The same categories appear on a fetched product as
 * {@link ProductTypeIOS}.
 *
 * @platform ios
 */
export type StoreProductKindIOS = 'consumable' | 'non-consumable' | 'auto-renewable subscription' | 'non-renewable subscription';

/**
 * The product kinds the Google Play Console offers.
 *
 * @remarks
 * Managed products are one-time items; subscriptions are configured with one
 * or more base plans and offers.
 *
 * @platform android
 */
export type StoreProductKindAndroid = 'managed product' | 'subscription';

/**
 * Days an Android purchase may stay unacknowledged before Google Play refunds it.
 *
 * @remarks
 * Finishing the transaction (acknowledging or consuming it) inside this
 * window keeps the purchase. After it, the purchase is refunded automatically.
 *
 * @platform android
 */
export const androidAcknowledgeWindowDays = 3;

/**
 * Hours within which an alternative billing token must be reported to Google Play.
 *
 * @remarks
 * After a payment is processed through an alternative billing system, the
 * token created for it has to be reported by the app's backend inside this
 * window.
 *
 * @platform android
 */
export const externalTokenReportHours = 24;

/**
 * The oldest Android release the specification supports.
 *
 * @platform android
 */
export const minimumAndroidVersion = {
  /** Marketing version of the oldest supported Android release. */
  osVersion: '6.0',
  /** API level of the oldest supported Android release. */
  apiLevel: 23,
} as const;
