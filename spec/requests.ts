/**
 * Request and option types: what an app passes in when it queries products,
 * starts a purchase, opens the connection or links to subscription settings.
 *
 * @packageDocumentation
 */

import type {IapStore, ProductQueryType, PurchaseState} from './common';
import type {BillingChoiceScreenTypeAndroid, BillingProgramAndroid, DeveloperBillingOptionParamsAndroid} from './external';
import type {SubscriptionBillingPlanTypeIOS} from './products';

/**
 * Which products to load from the store.
 */
export interface ProductRequest {
  /** The product identifiers to look up; they must match the console exactly, including case. */
  skus: string[];
  /** Which kinds of product to return; `'in-app'` when omitted. */
  type?: ProductQueryType;
}

/**
 * Options for listing the purchases the user already owns.
 *
 * @remarks
 * Both options only affect iOS; Android ignores them.
 */
export interface PurchaseOptions {
  /**
   * Also deliver each returned purchase to the purchase-updated listener.
   *
   * @platform ios
   */
  alsoPublishToEventListenerIOS?: boolean;
  /**
   * Leave out expired subscriptions and other items that no longer grant access.
   *
   * @platform ios
   */
  onlyIncludeActiveItemsIOS?: boolean;
  /**
   * Also return suspended subscriptions, which the buyer cannot use until payment is fixed.
   *
   * @platform android
   */
  includeSuspendedAndroid?: boolean;
}

/**
 * A signed promotional offer to apply to an iOS subscription purchase.
 *
 * @remarks
 * The signature is produced on the app's server with the in-app purchase
 * key; the other fields are the inputs that were signed.
 *
 * @platform ios
 */
export interface DiscountOfferInputIOS {
  /**
   * The identifier of the promotional offer.
   *
   * @platform ios
   */
  identifier: string;
  /**
   * The identifier of the key used to sign the offer.
   *
   * @platform ios
   */
  keyIdentifier: string;
  /**
   * A single-use value included in the signature.
   *
   * @platform ios
   */
  nonce: string;
  /**
   * The server-generated signature of the offer.
   *
   * @platform ios
   */
  signature: string;
  /**
   * When the signature was created, as signed on the server.
   *
   * @platform ios
   */
  timestamp: number;
}

/**
 * iOS parameters for starting a purchase.
 *
 * @platform ios
 */
export interface RequestPurchaseIosProps {
  /**
   * The product identifier to buy.
   *
   * @platform ios
   */
  sku: string;
  /**
   * Finish the transaction as soon as it succeeds, before the app can validate it.
   *
   * @remarks
   * Skipping validation means content may be granted for purchases that
   * were never verified. Leave this off unless you know why you need it.
   *
   * @platform ios
   */
  andDangerouslyFinishTransactionAutomatically?: boolean;
  /**
   * An identifier that ties the transaction to a user account in the app's own system.
   *
   * @platform ios
   */
  appAccountToken?: string;
  /**
   * How many units to buy.
   *
   * @platform ios
   */
  quantity?: number;
  /**
   * A signed promotional offer to apply.
   *
   * @platform ios
   */
  withOffer?: DiscountOfferInputIOS;
  /**
   * Data for StoreKit's Advanced Commerce API, passed through unchanged.
   *
   * @platform ios
   */
  advancedCommerceData?: string;
}

/**
 * A win-back offer to apply to an iOS subscription purchase.
 *
 * @platform ios
 */
export interface WinBackOfferInputIOS {
  /**
   * The identifier of the win-back offer.
   *
   * @platform ios
   */
  offerId: string;
}

/**
 * A promotional offer signed as a JWS, to apply to an iOS subscription purchase. Earlier docs called it
 * PromotionalOfferJWSInputIOS, the schema's name; the published TypeScript writes `Jws`.
 *
 * @schemaName PromotionalOfferJWSInputIOS
 * @platform ios
 */
export interface PromotionalOfferJwsInputIOS {
  /**
   * The identifier of the promotional offer.
   *
   * @platform ios
   */
  offerId: string;
  /**
   * The signed offer, produced on the app's server.
   *
   * @platform ios
   */
  jws: string;
}

/**
 * Android parameters for starting a one-time purchase.
 *
 * @platform android
 */
export interface RequestPurchaseAndroidProps {
  /**
   * The product identifiers to buy.
   *
   * @platform android
   */
  skus: string[];
  /**
   * An obfuscated id of the user's account in the app, stored with the purchase.
   *
   * @platform android
   */
  obfuscatedAccountId?: string;
  /**
   * An obfuscated id of the user's profile in the app, stored with the purchase.
   *
   * @platform android
   */
  obfuscatedProfileId?: string;
  /**
   * Whether the price was personalised for this user, which Google Play may disclose to the buyer.
   *
   * @platform android
   */
  isOfferPersonalized?: boolean;
  /**
   * The token of the one-time offer to buy, from the product's `discountOffers`.
   *
   * @platform android
   */
  offerToken?: string;
  /**
   * Sends the buyer to the developer's own billing under a Google Play billing program.
   *
   * @platform android
   */
  developerBillingOption?: DeveloperBillingOptionParamsAndroid;
}

/**
 * iOS parameters for starting a subscription purchase: those of a one-time purchase plus the subscription offers.
 *
 * @platform ios
 */
export interface RequestSubscriptionIosProps extends RequestPurchaseIosProps {
  /**
   * A win-back offer to apply.
   *
   * @platform ios
   */
  winBackOffer?: WinBackOfferInputIOS;
  /**
   * A promotional offer signed as a JWS to apply.
   *
   * @platform ios
   */
  promotionalOfferJWS?: PromotionalOfferJwsInputIOS;
  /**
   * A JWS signed by the app's server that decides the buyer's introductory offer eligibility; StoreKit decides when omitted.
   *
   * @platform ios
   */
  compactJWS?: string;
  /**
   * The billing plan to buy a yearly subscription on, such as monthly with a twelve-month commitment (iOS 26.4 and later).
   *
   * @platform ios
   */
  billingPlanType?: SubscriptionBillingPlanTypeIOS;
}

/**
 * An Android subscription offer to buy. Earlier docs called it SubscriptionOfferAndroid.
 *
 * @platform android
 */
export interface AndroidSubscriptionOfferInput {
  /**
   * The subscription product identifier.
   *
   * @platform android
   */
  sku: string;
  /**
   * The `offerTokenAndroid` of one of the product's `subscriptionOffers`.
   *
   * @platform android
   */
  offerToken: string;
}

/**
 * Android parameters for starting or changing a subscription.
 *
 * @platform android
 */
export interface RequestSubscriptionAndroidProps {
  /**
   * The subscription products to buy.
   *
   * @platform android
   */
  skus: string[];
  /**
   * An obfuscated id of the user's account in the app, stored with the purchase.
   *
   * @platform android
   */
  obfuscatedAccountId?: string;
  /**
   * An obfuscated id of the user's profile in the app, stored with the purchase.
   *
   * @platform android
   */
  obfuscatedProfileId?: string;
  /**
   * Whether the price was personalised for this user, which Google Play may disclose to the buyer.
   *
   * @platform android
   */
  isOfferPersonalized?: boolean;
  /**
   * The purchase token of the subscription being replaced, when changing plans.
   *
   * @platform android
   */
  purchaseToken?: string;
  /**
   * The offers to buy, one per subscription product.
   *
   * @platform android
   */
  subscriptionOffers?: AndroidSubscriptionOfferInput[];
  /**
   * Replaces one product of the subscription, with its own replacement mode; `skus` must then name exactly one product.
   *
   * @platform android
   */
  subscriptionProductReplacementParams?: SubscriptionProductReplacementParamsAndroid;
  /**
   * The external transaction id of the subscription being replaced, when it was bought through the developer's billing.
   *
   * @platform android
   */
  originalExternalTransactionId?: string;
  /**
   * Sends the buyer to the developer's own billing under a Google Play billing program.
   *
   * @platform android
   */
  developerBillingOption?: DeveloperBillingOptionParamsAndroid;
}

/**
 * The replacement modes of a per-product subscription replacement.
 *
 * @remarks
 * The values are the schema's: `UNKNOWN_REPLACEMENT_MODE`, `WITH_TIME_PRORATION`,
 * `CHARGE_PRORATED_PRICE`, `CHARGE_FULL_PRICE`, `WITHOUT_PRORATION`, `DEFERRED`
 * and `KEEP_EXISTING`.
 *
 * @platform android
 */
export type SubscriptionReplacementModeAndroid =
  'unknown-replacement-mode' | 'with-time-proration' | 'charge-prorated-price' | 'charge-full-price' | 'without-proration' | 'deferred' | 'keep-existing';

/**
 * Which product of a subscription to replace, and how.
 *
 * @platform android
 */
export interface SubscriptionProductReplacementParamsAndroid {
  /**
   * The product being replaced.
   *
   * @platform android
   */
  oldProductId: string;
  /**
   * How it is replaced.
   *
   * @platform android
   */
  replacementMode: SubscriptionReplacementModeAndroid;
}

/**
 * One-time purchase parameters, one set per platform.
 *
 * @remarks
 * Give the parameters for every platform the app ships on; the library
 * uses the set that matches the device.
 */
export interface RequestPurchasePropsByPlatforms {
  /**
   * Parameters for the App Store, under the store's name.
   *
   * @platform ios
   */
  apple?: RequestPurchaseIosProps;
  /**
   * Parameters for Google Play, under the store's name.
   *
   * @platform android
   */
  google?: RequestPurchaseAndroidProps;
}

/**
 * Subscription purchase parameters, one set per platform.
 *
 * @remarks
 * iOS subscriptions use the same parameters as one-time purchases; Android
 * adds offer tokens and the fields used for plan changes.
 */
export interface RequestSubscriptionPropsByPlatforms {
  /**
   * Parameters for the App Store, under the store's name.
   *
   * @platform ios
   */
  apple?: RequestSubscriptionIosProps;
  /**
   * Parameters for Google Play, under the store's name.
   *
   * @platform android
   */
  google?: RequestSubscriptionAndroidProps;
}

/**
 * A request to buy one-time products.
 */
export interface RequestPurchaseInAppProps {
  /** The per-platform purchase parameters. */
  request: RequestPurchasePropsByPlatforms;
  /** Marks this as a one-time purchase. */
  type: 'in-app';
}

/**
 * A request to buy or change a subscription.
 */
export interface RequestPurchaseSubsProps {
  /** The per-platform subscription parameters. */
  request: RequestSubscriptionPropsByPlatforms;
  /** Marks this as a subscription purchase. */
  type: 'subs';
}

/**
 * The argument of `requestPurchase`: a one-time or a subscription request, told apart by `type`.
 */
export type RequestPurchaseProps = RequestPurchaseInAppProps | RequestPurchaseSubsProps;

/**
 * The purchase fields the schema's `finishTransaction` takes as its input.
 */
export interface PurchaseInput {
  /** The purchase identifier. */
  id: string;
  /** The identifier of the product bought. */
  productId: string;
  /** The identifiers of every product in the purchase, when there are several. */
  ids?: string[];
  /** When the purchase was made, in milliseconds since the Unix epoch. */
  transactionDate: number;
  /** The store's token for the purchase, when there is one. */
  purchaseToken?: string;
  /** The store the purchase was made in. */
  store?: IapStore;
  /** How many units were bought. */
  quantity: number;
  /** The state of the purchase. */
  purchaseState: PurchaseState;
  /** Whether the purchase is a subscription that renews by itself. */
  isAutoRenewing: boolean;
}

/**
 * Settings applied when the store connection is opened.
 */
export interface InitConnectionConfig {
  /**
   * A Google Play billing program to enable on the connection.
   *
   * @platform android
   */
  enableBillingProgramAndroid?: BillingProgramAndroid;
  /**
   * Who draws the Billing Choice screen, as set in the Play Console; `GOOGLE_RENDERED` when omitted.
   *
   * @remarks
   * It must match the `choiceScreenType` that `isBillingProgramAvailableAndroid`
   * reports. With `GOOGLE_RENDERED` the user's pick of the developer's billing
   * arrives through the developer provided billing event; with
   * `DEVELOPER_RENDERED` the app draws its own screen and uses
   * `getBillingChoiceInfoAndroid`, `showBillingProgramInformationDialogAndroid`
   * and the reporting and link calls.
   *
   * @platform android
   */
  billingChoiceScreenTypeAndroid?: BillingChoiceScreenTypeAndroid;
}

/**
 * Where to send the user when opening the store's subscription management screen.
 *
 * @remarks
 * Both fields are required on Android only, where they select the
 * subscription whose page opens. iOS does not use them, so an iOS call may
 * leave them out.
 */
export interface DeepLinkOptions {
  /**
   * The subscription product whose management page should open. Required on Android.
   *
   * @platform android
   */
  skuAndroid?: string;
  /**
   * The package name of the app that owns the subscription. Required on Android.
   *
   * @platform android
   */
  packageNameAndroid?: string;
}
