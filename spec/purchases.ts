/**
 * Purchase types: the records a store produces when a buyer pays, plus the
 * subscription views derived from them.
 *
 * @packageDocumentation
 */

import type {IapStore, PurchaseState} from './common';
import type {SubscriptionBillingPlanTypeIOS, SubscriptionPeriodValueIOS} from './products';

/**
 * Fields every purchase has, whatever store it comes from.
 *
 * @remarks
 * On Android `id` falls back to the purchase token when the store gives no
 * order id; on iOS `id` and `transactionId` hold the same value. To identify a
 * purchase on a server, iOS uses the transaction id (the original transaction
 * id for subscriptions) and Android uses the purchase token for every product
 * type.
 */
export interface PurchaseCommon {
  /** The purchase identifier: the order or transaction id, or the purchase token on Android when no order id exists. */
  id: string;
  /** The identifier of the product that was bought. */
  productId: string;
  /** All product identifiers covered by the purchase, when it covers more than one. */
  ids?: string[];
  /** When the transaction happened, in milliseconds since the Unix epoch. */
  transactionDate: number;
  /** The token a server uses to verify the purchase with the store. */
  purchaseToken?: string;
  /** The store the purchase was made in. */
  store: IapStore;
  /** How many units were bought. */
  quantity: number;
  /** The state the purchase is in. */
  purchaseState: PurchaseState;
  /** Whether the subscription renews automatically; `false` for one-time products. */
  isAutoRenewing: boolean;
  /**
   * The plan the subscriber is currently on.
   *
   * @remarks
   * On Android this is the base plan id; on iOS it is the product id.
   */
  currentPlanId?: string;
}

/**
 * The offer that was applied to an iOS transaction.
 *
 * @platform ios
 */
export interface PurchaseOfferIOS {
  /**
   * The identifier of the applied offer.
   *
   * @platform ios
   */
  id: string;
  /**
   * The kind of offer, as reported by StoreKit.
   *
   * @platform ios
   */
  type: string;
  /**
   * How the buyer pays during the offer, as reported by StoreKit.
   *
   * @platform ios
   */
  paymentMode: string;
}

/**
 * Renewal details of an iOS auto-renewable subscription.
 *
 * @remarks
 * During an upgrade StoreKit charges the new tier immediately, but for a few
 * minutes the transaction still names the old product; in that window
 * `autoRenewPreference` and `pendingUpgradeProductId` already name the new
 * one. A downgrade creates no transaction and only changes this renewal
 * information until the renewal date.
 *
 * @platform ios
 */
export interface RenewalInfoIOS {
  /**
   * Whether the subscription is set to renew.
   *
   * @platform ios
   */
  willAutoRenew: boolean;
  /**
   * The product the subscription will renew into.
   *
   * @platform ios
   */
  autoRenewPreference?: string | null;
  /**
   * The raw JSON StoreKit holds for the renewal information.
   *
   * @platform ios
   */
  jsonRepresentation?: string | null;
  /**
   * Why the subscription expired, or `null` while it has not.
   *
   * @remarks
   * StoreKit's reasons arrive as they are: `VOLUNTARY` (auto-renewal was
   * turned off), `BILLING_ERROR` (the renewal could not be charged),
   * `DID_NOT_AGREE_TO_PRICE_INCREASE`, `PRODUCT_NOT_AVAILABLE` or `UNKNOWN`.
   *
   * @platform ios
   */
  expirationReason?: string | null;
  /**
   * When the billing grace period ends, in epoch milliseconds, or `null` when not in one.
   *
   * @platform ios
   */
  gracePeriodExpirationDate?: number | null;
  /**
   * Whether the store is still trying to collect a failed renewal.
   *
   * @platform ios
   */
  isInBillingRetry?: boolean | null;
  /**
   * The product an upgrade is moving to, or `null` (empty) when no upgrade is pending.
   *
   * @remarks
   * It is the auto-renew preference when that differs from the current
   * product and auto-renewal is on. Apps should show this product rather
   * than the transaction's product while it is set.
   *
   * @platform ios
   */
  pendingUpgradeProductId?: string | null;
  /**
   * The subscriber's answer to a price increase, or `null` when none is in progress.
   *
   * @remarks
   * `AGREED` once the subscriber accepted the new price, `PENDING` while they
   * have not answered.
   *
   * @platform ios
   */
  priceIncreaseStatus?: string | null;
  /**
   * When the subscription next renews, in epoch milliseconds, or `null` when unknown.
   *
   * @platform ios
   */
  renewalDate?: number | null;
  /**
   * The offer that applies at the next renewal, or `null` when none.
   *
   * @platform ios
   */
  renewalOfferId?: string | null;
  /**
   * The kind of offer that applies at the next renewal, or `null` when none.
   *
   * @remarks
   * The store's own word for it, such as `PROMOTIONAL`,
   * `SUBSCRIPTION_OFFER_CODE` or `WIN_BACK`.
   *
   * @platform ios
   */
  renewalOfferType?: string | null;
  /**
   * The billing plan the subscription renews on after the current period (iOS 26.4 and later).
   *
   * @platform ios
   */
  renewalBillingPlanType?: SubscriptionBillingPlanTypeIOS;
  /**
   * The renewal of a monthly plan with a twelve-month commitment, when the subscription is on one.
   *
   * @platform ios
   */
  commitmentInfo?: RenewalCommitmentInfoIOS;
  /**
   * The original transaction identifier of the subscription bundle the next renewal uses.
   *
   * @platform ios
   */
  bundleOriginalTransactionId?: string;
  /**
   * The product identifier of the subscription bundle the next renewal uses.
   *
   * @platform ios
   */
  bundleProductId?: string;
  /**
   * The subscription group of the bundle the next renewal uses.
   *
   * @platform ios
   */
  bundleSubscriptionGroupId?: string;
  /**
   * Whether the subscription leaves its bundle at the next renewal and renews on its own.
   *
   * @platform ios
   */
  willUnbundle?: boolean;
}

/**
 * Where an iOS transaction stands in a monthly plan with a twelve-month commitment.
 *
 * @platform ios
 */
export interface TransactionCommitmentInfoIOS {
  /**
   * Which billing period of the commitment this transaction pays for, counting from one.
   *
   * @platform ios
   */
  billingPeriodNumber: number;
  /**
   * When the commitment ends, in epoch milliseconds.
   *
   * @platform ios
   */
  commitmentExpiresDate: number;
  /**
   * The price of the whole commitment.
   *
   * @platform ios
   */
  commitmentPrice: number;
  /**
   * How many billing periods the commitment has.
   *
   * @platform ios
   */
  totalBillingPeriods: number;
}

/**
 * What happens when a twelve-month commitment of an iOS subscription ends.
 *
 * @platform ios
 */
export interface RenewalCommitmentInfoIOS {
  /**
   * The product the commitment renews into.
   *
   * @platform ios
   */
  commitmentAutoRenewProductId: string;
  /**
   * Whether the commitment is set to renew.
   *
   * @platform ios
   */
  commitmentAutoRenewStatus: boolean;
  /**
   * The billing plan of the renewed commitment.
   *
   * @platform ios
   */
  commitmentRenewalBillingPlanType: SubscriptionBillingPlanTypeIOS;
  /**
   * When the commitment renews, in epoch milliseconds.
   *
   * @platform ios
   */
  commitmentRenewalDate: number;
  /**
   * The price of the renewed commitment.
   *
   * @platform ios
   */
  commitmentRenewalPrice: number;
}

/**
 * The details of a transaction made through Apple's Advanced Commerce API, which sells items the app defines under one generic product.
 *
 * @platform ios
 */
export interface AdvancedCommerceInfoIOS {
  /**
   * The items bought in the transaction.
   *
   * @platform ios
   */
  items: AdvancedCommerceItemIOS[];
  /**
   * The reference the app gave the request, for tracking.
   *
   * @platform ios
   */
  requestReferenceId?: string;
  /**
   * The tax code of the transaction.
   *
   * @platform ios
   */
  taxCode?: string;
  /**
   * The price before tax, as a decimal string.
   *
   * @platform ios
   */
  taxExclusivePrice?: string;
  /**
   * The estimated tax, as a decimal string.
   *
   * @platform ios
   */
  estimatedTax?: string;
  /**
   * The tax rate applied, as a decimal string.
   *
   * @platform ios
   */
  taxRate?: string;
  /**
   * A name to show for the transaction.
   *
   * @platform ios
   */
  displayName?: string;
  /**
   * A description of the transaction.
   *
   * @platform ios
   */
  description?: string;
  /**
   * The subscription period the transaction covers, when it is a subscription.
   *
   * @platform ios
   */
  period?: SubscriptionPeriodValueIOS;
}

/**
 * One item of an Advanced Commerce transaction.
 *
 * @platform ios
 */
export interface AdvancedCommerceItemIOS {
  /**
   * The item's details.
   *
   * @platform ios
   */
  details?: AdvancedCommerceItemDetailsIOS;
  /**
   * The refunds of the item, if any.
   *
   * @platform ios
   */
  refunds?: AdvancedCommerceRefundIOS[];
  /**
   * When access to the item was revoked, in epoch milliseconds.
   *
   * @platform ios
   */
  revocationDate?: number;
}

/**
 * The details of an Advanced Commerce item.
 *
 * @platform ios
 */
export interface AdvancedCommerceItemDetailsIOS {
  /**
   * The details as JSON.
   *
   * @platform ios
   */
  jsonRepresentation?: string;
}

/**
 * A refund of an Advanced Commerce item.
 *
 * @platform ios
 */
export interface AdvancedCommerceRefundIOS {
  /**
   * The refund as JSON.
   *
   * @platform ios
   */
  jsonRepresentation?: string;
}

/**
 * A purchase as reported by StoreKit on iOS.
 *
 * @platform ios
 */
export interface PurchaseIOS extends PurchaseCommon {
  /**
   * The transaction id; identical to `id` on iOS.
   *
   * @remarks
   * For non-consumables it equals `originalTransactionIdentifierIOS`.
   *
   * @platform ios
   */
  transactionId: string;
  /**
   * How many units StoreKit recorded for the transaction.
   *
   * @platform ios
   */
  quantityIOS?: number | null;
  /**
   * When the original purchase was made, in epoch milliseconds.
   *
   * @platform ios
   */
  originalTransactionDateIOS?: number | null;
  /**
   * The id of the first transaction in the chain; the stable identifier for subscriptions.
   *
   * @platform ios
   */
  originalTransactionIdentifierIOS?: string | null;
  /**
   * The account token the app supplied when starting the purchase, or `null` when none was given.
   *
   * @platform ios
   */
  appAccountToken?: string | null;
  /**
   * When the subscription period ends, in epoch milliseconds, or `null` for non-subscriptions.
   *
   * @platform ios
   */
  expirationDateIOS?: number | null;
  /**
   * The identifier that links a subscription renewal to its web order, or `null` when not applicable.
   *
   * @platform ios
   */
  webOrderLineItemIdIOS?: string | null;
  /**
   * Whether the transaction was made in the sandbox or in production.
   *
   * @remarks
   * `Sandbox` for test purchases made with sandbox accounts, `Production`
   * for real ones.
   *
   * @platform ios
   */
  environmentIOS?: string | null;
  /**
   * The storefront country of the buyer's account.
   *
   * @platform ios
   */
  storefrontCountryCodeIOS?: string | null;
  /**
   * The bundle identifier of the app that made the purchase.
   *
   * @platform ios
   */
  appBundleIdIOS?: string | null;
  /**
   * The subscription group of the product, or `null` for non-subscriptions.
   *
   * @platform ios
   */
  subscriptionGroupIdIOS?: string | null;
  /**
   * Whether the subscriber has since moved to a higher tier in the same group.
   *
   * @platform ios
   */
  isUpgradedIOS?: boolean | null;
  /**
   * Whether the buyer purchased the item or has it through Family Sharing, as reported by StoreKit.
   *
   * @platform ios
   */
  ownershipTypeIOS?: string | null;
  /**
   * The reason StoreKit gives for the transaction.
   *
   * @platform ios
   */
  reasonIOS?: string | null;
  /**
   * A readable text form of the transaction reason.
   *
   * @platform ios
   */
  reasonStringRepresentationIOS?: string | null;
  /**
   * Whether the transaction is a purchase, a renewal or something else.
   *
   * @remarks
   * `PURCHASE` for a purchase the buyer made, `RENEWAL` for an automatic
   * subscription renewal; the store may send other reasons.
   *
   * @platform ios
   */
  transactionReasonIOS?: string | null;
  /**
   * When Apple revoked the transaction, in epoch milliseconds, or `null` if it was not revoked.
   *
   * @platform ios
   */
  revocationDateIOS?: number | null;
  /**
   * Why Apple revoked the transaction, or `null` if it was not revoked.
   *
   * @platform ios
   */
  revocationReasonIOS?: string | null;
  /**
   * The offer that was applied to the transaction, or `null` when none was.
   *
   * @platform ios
   */
  offerIOS?: PurchaseOfferIOS | null;
  /**
   * ISO 4217 code of the currency the buyer paid in.
   *
   * @platform ios
   */
  currencyCodeIOS?: string | null;
  /**
   * The symbol of the currency the buyer paid in.
   *
   * @platform ios
   */
  currencySymbolIOS?: string | null;
  /**
   * The country code associated with the transaction.
   *
   * @platform ios
   */
  countryCodeIOS?: string | null;
  /**
   * Renewal details for auto-renewable subscriptions, or `null` for other products.
   *
   * @platform ios
   */
  renewalInfoIOS?: RenewalInfoIOS | null;
  /**
   * The billing plan chosen for this transaction (iOS 26.4 and later).
   *
   * @platform ios
   */
  billingPlanTypeIOS?: SubscriptionBillingPlanTypeIOS;
  /**
   * Progress through a monthly plan with a twelve-month commitment (iOS 26.4 and later).
   *
   * @platform ios
   */
  commitmentInfoIOS?: TransactionCommitmentInfoIOS;
  /**
   * The Advanced Commerce details, only for transactions made through that API (iOS 18.4 and later).
   *
   * @platform ios
   */
  advancedCommerceInfoIOS?: AdvancedCommerceInfoIOS;
  /**
   * The kind of revocation StoreKit reports for the transaction, when it was revoked.
   *
   * @platform ios
   */
  revocationTypeIOS?: string;
  /**
   * The original transaction identifier of the subscription bundle this transaction came from.
   *
   * @platform ios
   */
  bundleOriginalTransactionIdIOS?: string;
  /**
   * The product identifier of the subscription bundle this transaction came from.
   *
   * @platform ios
   */
  bundleProductIdIOS?: string;
  /**
   * The subscription group of the bundle this transaction came from.
   *
   * @platform ios
   */
  bundleSubscriptionGroupIdIOS?: string;
  /**
   * The transaction identifier of the bundle this transaction is part of.
   *
   * @platform ios
   */
  bundleTransactionIdIOS?: string;
  /**
   * The original transaction identifier this one replaced when the subscription moved into or out of a bundle.
   *
   * @platform ios
   */
  previousOriginalTransactionIdIOS?: string;
}

/**
 * A purchase as reported by Google Play Billing on Android.
 *
 * @remarks
 * A purchase must be acknowledged or consumed within three days, or Google
 * Play refunds it.
 *
 * @platform android
 */
export interface PurchaseAndroid extends PurchaseCommon {
  /**
   * The original purchase JSON returned by Play Billing.
   *
   * @platform android
   */
  dataAndroid?: string | null;
  /**
   * The Google Play order id of the purchase.
   *
   * @platform android
   */
  transactionId?: string | null;
  /**
   * The signature Play Billing produced over `dataAndroid`.
   *
   * @platform android
   */
  signatureAndroid?: string | null;
  /**
   * Whether the subscription renews automatically.
   *
   * @platform android
   */
  autoRenewingAndroid?: boolean | null;
  /**
   * Whether the purchase has been acknowledged.
   *
   * @platform android
   */
  isAcknowledgedAndroid?: boolean | null;
  /**
   * The package name of the app that made the purchase.
   *
   * @platform android
   */
  packageNameAndroid?: string | null;
  /**
   * The developer payload stored with the purchase.
   *
   * @platform android
   */
  developerPayloadAndroid?: string | null;
  /**
   * The obfuscated account id the app attached to the purchase, or `null` when none was given.
   *
   * @platform android
   */
  obfuscatedAccountIdAndroid?: string | null;
  /**
   * The obfuscated profile id the app attached to the purchase, or `null` when none was given.
   *
   * @platform android
   */
  obfuscatedProfileIdAndroid?: string | null;
  /**
   * Whether the subscription is suspended, for example after a failed payment; the buyer keeps no access meanwhile.
   *
   * @platform android
   */
  isSuspendedAndroid?: boolean;
  /**
   * A change to the purchase that has not completed yet, when there is one.
   *
   * @platform android
   */
  pendingPurchaseUpdateAndroid?: PendingPurchaseUpdateAndroid;
  /**
   * The Amazon Appstore user id, which Amazon needs with the receipt id to verify a purchase; absent on Google Play and Meta Horizon.
   *
   * @platform android
   */
  userIdAmazon?: string;
  /**
   * The Amazon Appstore marketplace of the user, such as `US`; absent on Google Play and Meta Horizon.
   *
   * @platform android
   */
  userMarketplaceAmazon?: string;
}

/**
 * A purchase from either store, told apart by its `platform` field.
 */
export type Purchase = PurchaseIOS | PurchaseAndroid;

/**
 * A change to an Android purchase that is waiting to complete, such as a plan change paid later.
 *
 * @platform android
 */
export interface PendingPurchaseUpdateAndroid {
  /**
   * The products the purchase will cover once the change completes.
   *
   * @platform android
   */
  products: string[];
  /**
   * The purchase token of the pending change.
   *
   * @platform android
   */
  purchaseToken: string;
}

/**
 * What the schema's `requestPurchase` can give back: one purchase, or several.
 */
export interface RequestPurchaseResult {
  /** The purchase, when the request produced one. */
  purchase?: Purchase;
  /** The purchases, when the request produced several. */
  purchases?: Purchase[];
}

/**
 * A product the user is entitled to on iOS, with the transaction that grants it.
 *
 * @platform ios
 */
export interface EntitlementIOS {
  /**
   * The product identifier.
   *
   * @platform ios
   */
  sku: string;
  /**
   * The identifier of the transaction that grants the entitlement.
   *
   * @platform ios
   */
  transactionId: string;
  /**
   * The raw JSON StoreKit holds for the transaction.
   *
   * @platform ios
   */
  jsonRepresentation: string;
}

/**
 * The outcome of an iOS refund request.
 *
 * @platform ios
 */
export interface RefundResultIOS {
  /**
   * The status StoreKit reports for the request.
   *
   * @platform ios
   */
  status: string;
  /**
   * A message about the outcome, when there is one.
   *
   * @platform ios
   */
  message?: string;
}

/**
 * A summary of one subscription the user currently holds.
 *
 * @remarks
 * Returned by `getActiveSubscriptions`, so that apps can gate features
 * without reading store-specific purchase records.
 */
export interface ActiveSubscription {
  /** The subscription product identifier. */
  productId: string;
  /** Whether the subscription currently grants access. */
  isActive: boolean;
  /**
   * When the current period ends, in epoch milliseconds.
   *
   * @platform ios
   */
  expirationDateIOS?: number;
  /**
   * Whether the subscription renews automatically.
   *
   * @platform android
   */
  autoRenewingAndroid?: boolean;
  /**
   * Whether the subscription was bought in the sandbox or in production.
   *
   * @platform ios
   */
  environmentIOS?: string | null;
  /**
   * Whole days left until the current period ends.
   *
   * @platform ios
   */
  daysUntilExpirationIOS?: number;
  /** The transaction id of the purchase behind the subscription. */
  transactionId: string;
  /** The token a server uses to verify the subscription with the store. */
  purchaseToken?: string;
  /** When the underlying transaction happened, in epoch milliseconds. */
  transactionDate: number;
  /**
   * The base plan the subscriber is on.
   *
   * @platform android
   */
  basePlanIdAndroid?: string;
  /** The plan the subscriber is on: the base plan id on Android, the product id on iOS. */
  currentPlanId?: string;
  /**
   * The Play purchase token of the subscription.
   *
   * @platform android
   */
  purchaseTokenAndroid?: string;
  /**
   * Renewal details, used to show pending upgrades and scheduled downgrades.
   *
   * @platform ios
   */
  renewalInfoIOS?: RenewalInfoIOS | null;
}

/**
 * The StoreKit status of an iOS subscription.
 *
 * @platform ios
 */
export interface SubscriptionStatusIOS {
  /**
   * The subscription state StoreKit reports, such as subscribed, expired or in a grace period.
   *
   * @platform ios
   */
  state: string;
  /**
   * Renewal details that go with the state.
   *
   * @platform ios
   */
  renewalInfo?: RenewalInfoIOS | null;
}
