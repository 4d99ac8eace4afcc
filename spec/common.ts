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
 * The store platform a value came from or is meant for. Earlier docs called it Platform.
 *
 * @remarks
 * Used as the discriminator on products and purchases. `'ios'` covers
 * StoreKit on Apple devices; `'android'` covers Google Play Billing and the
 * Meta Horizon OS store, which is served through the Android implementation.
 * The schema's enum writes the values `IOS` and `Android`.
 */
export type IapPlatform = 'ios' | 'android';

/**
 * The store a purchase was made in.
 *
 * @remarks
 * Finer than {@link IapPlatform}: it tells Google Play, Meta Horizon and the
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
 *
 * @remarks
 * The published TypeScript declares it as `void`, and those operations as resolving with `Promise<void>`.
 */
export interface VoidResult {
  /** Whether the operation succeeded. */
  success: boolean;
}

/**
 * The state recorded on a purchase object.
 *
 * @remarks
 * Only these three values are carried on a purchase: a failed or cancelled
 * purchase arrives as an error, not as a state. `'unknown'` is for what the
 * store reports and the library cannot classify. A `'purchased'` value still
 * requires server-side verification before entitlements are granted.
 */
export type PurchaseState = 'pending' | 'purchased' | 'unknown';

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
