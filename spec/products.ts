/**
 * Product types: what the stores return when the app asks for its catalogue,
 * in a shared form plus the fields only one platform provides.
 *
 * @packageDocumentation
 */

import type {IapPlatform, ProductType} from './common';

/**
 * How the buyer pays during a subscription offer.
 *
 * @remarks
 * - `'FreeTrial'`: nothing is charged for the offer period.
 * - `'PayAsYouGo'`: a reduced price is charged each period of the offer.
 * - `'PayUpFront'`: a single reduced price covers the whole offer.
 * - `''` (empty): no payment mode applies, for example when a product has no
 *   introductory offer.
 *
 * The schema's enum writes these values `Empty`, `FreeTrial`, `PayAsYouGo`
 * and `PayUpFront`.
 *
 */
export type PaymentModeIOS = 'empty' | 'free-trial' | 'pay-as-you-go' | 'pay-up-front';

/**
 * The calendar unit of a subscription period.
 *
 * @remarks
 * The empty string means the unit is not known or does not apply. The
 * schema's enum writes the values `Day`, `Week`, `Month`, `Year` and `Empty`.
 *
 */
export type SubscriptionPeriodIOS = 'day' | 'week' | 'month' | 'year' | 'empty';

/**
 * A length of time expressed as a count of calendar units.
 *
 * @remarks
 * For example `{ unit: 'Month', value: 3 }` is a quarterly period.
 *
 */
export interface SubscriptionPeriodValueIOS {
  /** The calendar unit the period is counted in. */
  unit: SubscriptionPeriodIOS;
  /** How many units make up the period. */
  value: number;
}

/**
 * The StoreKit category of an iOS product.
 *
 * @platform ios
 */
export type ProductTypeIOS =
  'consumable' | 'non-consumable' | 'auto-renewable-subscription' | 'non-renewing-subscription' | 'subscription-bundle' | 'subscription-suite';

/**
 * Whether an iOS subscription offer is an introductory, a promotional or a win-back one. Earlier docs called it
 * SubscriptionOfferType.
 *
 * @remarks
 * Introductory offers target new subscribers; promotional offers are
 * granted to chosen existing or lapsed subscribers; win-back offers (iOS 18
 * and later) bring back subscribers whose subscription has ended. The
 * schema's enum writes the values `Introductory`, `Promotional` and `WinBack`.
 * @platform ios
 */
export type SubscriptionOfferTypeIOS = 'introductory' | 'promotional' | 'win-back';

/**
 * How the buyer pays during an offer, on either store.
 *
 * @remarks
 * `'FreeTrial'` charges nothing for the offer period, `'PayAsYouGo'` charges
 * a reduced price each period, `'PayUpFront'` charges one reduced price for
 * the whole offer, and `'Unknown'` is used when the store does not say.
 */
export type PaymentMode = 'free-trial' | 'pay-as-you-go' | 'pay-up-front' | 'unknown';

/**
 * The calendar unit of a subscription period, on either store.
 */
export type SubscriptionPeriodUnit = 'day' | 'week' | 'month' | 'year' | 'unknown';

/**
 * A length of time as a count of calendar units, on either store.
 */
export interface SubscriptionPeriod {
  /** The calendar unit the period is counted in. */
  unit: SubscriptionPeriodUnit;
  /** How many units make up the period. */
  value: number;
}

/**
 * The kind of a discount or subscription offer, on either store.
 *
 * @remarks
 * `'OneTime'` is a discount on a one-time product; the other two are
 * subscription offers.
 */
export type DiscountOfferType = 'introductory' | 'promotional' | 'one-time';

/**
 * Whether Google Play could return the details of a requested product.
 *
 * @remarks
 * The values are the schema's: `OK`, `NOT_FOUND`, `NO_OFFERS_AVAILABLE` and `UNKNOWN`.
 *
 * @platform android
 */
export type ProductStatusAndroid = 'ok' | 'not-found' | 'no-offers-available' | 'unknown';

/**
 * Dates of an Android pre-order, in epoch milliseconds written as strings.
 *
 * @platform android
 */
export interface PreorderDetailsAndroid {
  /**
   * When the pre-order sale ends.
   *
   * @platform android
   */
  preorderPresaleEndTimeMillis: string;
  /**
   * When the product is released.
   *
   * @platform android
   */
  preorderReleaseTimeMillis: string;
}

/**
 * The terms of an Android rental, as ISO 8601 durations.
 *
 * @platform android
 */
export interface RentalDetailsAndroid {
  /**
   * How long the rental lasts.
   *
   * @platform android
   */
  rentalPeriod: string;
  /**
   * How long the buyer has after starting to use the item, when the store sets a limit.
   *
   * @platform android
   */
  rentalExpirationPeriod?: string;
}

/**
 * The time window in which an Android offer can be bought, in epoch milliseconds written as strings.
 *
 * @platform android
 */
export interface ValidTimeWindowAndroid {
  /**
   * When the window opens.
   *
   * @platform android
   */
  startTimeMillis: string;
  /**
   * When the window closes.
   *
   * @platform android
   */
  endTimeMillis: string;
}

/**
 * How many units of a limited Android offer a buyer may take.
 *
 * @platform android
 */
export interface LimitedQuantityInfoAndroid {
  /**
   * The most the buyer may buy.
   *
   * @platform android
   */
  maximumQuantity: number;
  /**
   * How many the buyer can still buy.
   *
   * @platform android
   */
  remainingQuantity: number;
}

/**
 * A discount given as an amount of money.
 *
 * @platform android
 */
export interface DiscountAmountAndroid {
  /**
   * The amount in micro-units, as a string.
   *
   * @platform android
   */
  discountAmountMicros: string;
  /**
   * The amount formatted for display.
   *
   * @platform android
   */
  formattedDiscountAmount: string;
}

/**
 * How an Android discount is presented: as a percentage or as an amount.
 *
 * @platform android
 */
export interface DiscountDisplayInfoAndroid {
  /**
   * The discount as a percentage, when given that way.
   *
   * @platform android
   */
  percentageDiscount?: number;
  /**
   * The discount as an amount, when given that way.
   *
   * @platform android
   */
  discountAmount?: DiscountAmountAndroid;
}

/**
 * The commitment of an Android subscription paid in instalments.
 *
 * @platform android
 */
export interface InstallmentPlanDetailsAndroid {
  /**
   * How many payments the first commitment has.
   *
   * @platform android
   */
  commitmentPaymentsCount: number;
  /**
   * How many payments each later commitment has.
   *
   * @platform android
   */
  subsequentCommitmentPaymentsCount: number;
}

/**
 * A discount on a one-time product, in one shape for both stores.
 *
 * @remarks
 * Fields ending in `Android` are only filled on Google Play.
 */
export interface DiscountOffer {
  /** The offer identifier, when the store gives one. */
  id?: string;
  /** The discounted price formatted for display. */
  displayPrice: string;
  /** The discounted price as a number. */
  price: number;
  /** The ISO 4217 code of the price currency. */
  currency: string;
  /** The kind of offer. */
  type: DiscountOfferType;
  /**
   * The token to pass when buying this offer.
   *
   * @platform android
   */
  offerTokenAndroid?: string;
  /**
   * The tags set on the offer in the Play Console.
   *
   * @platform android
   */
  offerTagsAndroid?: string[];
  /**
   * The price before the discount, in micro-units.
   *
   * @platform android
   */
  fullPriceMicrosAndroid?: string;
  /**
   * The discount as a percentage.
   *
   * @platform android
   */
  percentageDiscountAndroid?: number;
  /**
   * The discount as an amount in micro-units.
   *
   * @platform android
   */
  discountAmountMicrosAndroid?: string;
  /**
   * The discount amount formatted for display.
   *
   * @platform android
   */
  formattedDiscountAmountAndroid?: string;
  /**
   * When the offer can be bought.
   *
   * @platform android
   */
  validTimeWindowAndroid?: ValidTimeWindowAndroid;
  /**
   * The quantity limit of the offer.
   *
   * @platform android
   */
  limitedQuantityInfoAndroid?: LimitedQuantityInfoAndroid;
  /**
   * Pre-order dates, for a pre-order offer.
   *
   * @platform android
   */
  preorderDetailsAndroid?: PreorderDetailsAndroid;
  /**
   * Rental terms, for a rental offer.
   *
   * @platform android
   */
  rentalDetailsAndroid?: RentalDetailsAndroid;
  /**
   * The purchase option the offer belongs to.
   *
   * @platform android
   */
  purchaseOptionIdAndroid?: string;
}

/**
 * A subscription offer, in one shape for both stores.
 *
 * @remarks
 * Fields ending in `IOS` or `Android` are only filled by that store.
 */
export interface SubscriptionOffer {
  /** The offer identifier. */
  id: string;
  /** The offer price formatted for display. */
  displayPrice: string;
  /** The offer price as a number. */
  price: number;
  /** The ISO 4217 code of the price currency, when known. */
  currency?: string;
  /** The kind of offer. */
  type: DiscountOfferType;
  /** The length of one offer period. */
  period?: SubscriptionPeriod;
  /** How many periods the offer lasts. */
  periodCount?: number;
  /** How the buyer pays during the offer. */
  paymentMode?: PaymentMode;
  /**
   * The key identifier of a signed promotional offer.
   *
   * @platform ios
   */
  keyIdentifierIOS?: string;
  /**
   * The single-use value of a signed promotional offer.
   *
   * @platform ios
   */
  nonceIOS?: string;
  /**
   * The signature of a signed promotional offer.
   *
   * @platform ios
   */
  signatureIOS?: string;
  /**
   * When a promotional offer was signed.
   *
   * @platform ios
   */
  timestampIOS?: number;
  /**
   * The number of periods as StoreKit reports it.
   *
   * @platform ios
   */
  numberOfPeriodsIOS?: number;
  /**
   * The offer price as StoreKit formats it.
   *
   * @platform ios
   */
  localizedPriceIOS?: string;
  /**
   * The base plan the offer belongs to.
   *
   * @platform android
   */
  basePlanIdAndroid?: string;
  /**
   * The token to pass when buying this offer.
   *
   * @platform android
   */
  offerTokenAndroid?: string;
  /**
   * The tags set on the offer in the Play Console.
   *
   * @platform android
   */
  offerTagsAndroid?: string[];
  /**
   * The price phases of the offer.
   *
   * @platform android
   */
  pricingPhasesAndroid?: PricingPhasesAndroid;
  /**
   * The instalment commitment, for an instalment plan.
   *
   * @platform android
   */
  installmentPlanDetailsAndroid?: InstallmentPlanDetailsAndroid;
}

/**
 * Fields every product has, whatever store it comes from.
 *
 * @remarks
 * Platform forms ({@link ProductIOS}, {@link ProductAndroid}) extend this
 * interface with store-specific fields.
 */
export interface ProductCommon {
  /** The product identifier as configured in the store console; case-sensitive. */
  id: string;
  /** The localized title shown to the buyer. */
  title: string;
  /** The localized description shown to the buyer. */
  description: string;
  /** Whether the product is a one-time item or a subscription. */
  type: ProductType;
  /** A display name for the product, when the store provides one. */
  displayName?: string;
  /** The price formatted for display in the buyer's currency, for example `$4.99`. */
  displayPrice: string;
  /** The ISO 4217 code of the currency the price is in, for example `USD`. */
  currency: string;
  /** The price as a number in {@link ProductCommon.currency}, when the store provides it. */
  price?: number;
  /** A developer-oriented text dump of the product, useful for logging. */
  debugDescription?: string;
  /** The platform the product comes from. */
  platform: IapPlatform;
}

/**
 * How an iOS subscription is billed: monthly within a twelve-month commitment, or all at once.
 *
 * @remarks
 * The schema's enum writes the values `Unknown`, `Monthly` and `UpFront`.
 * `'monthly'` is a year's subscription paid month by month, with a
 * twelve-month commitment; `'up-front'` pays the whole period at once.
 *
 * @platform ios
 */
export type SubscriptionBillingPlanTypeIOS = 'unknown' | 'monthly' | 'up-front';

/**
 * The commitment behind a billing plan of an iOS subscription.
 *
 * @platform ios
 */
export interface SubscriptionCommitmentInfoIOS {
  /**
   * The price of the whole commitment, formatted for display.
   *
   * @platform ios
   */
  displayPrice: string;
  /**
   * How long the commitment lasts.
   *
   * @platform ios
   */
  period: SubscriptionPeriodValueIOS;
  /**
   * The price of the whole commitment.
   *
   * @platform ios
   */
  price: number;
}

/**
 * One way of paying for an iOS subscription: its billing plan, what each charge costs and the commitment behind it.
 *
 * @platform ios
 */
export interface SubscriptionPricingTermsIOS {
  /**
   * The price of each charge, formatted for display.
   *
   * @platform ios
   */
  billingDisplayPrice: string;
  /**
   * How often the user is charged.
   *
   * @platform ios
   */
  billingPeriod: SubscriptionPeriodValueIOS;
  /**
   * The billing plan these terms describe.
   *
   * @platform ios
   */
  billingPlanType: SubscriptionBillingPlanTypeIOS;
  /**
   * The price of each charge.
   *
   * @platform ios
   */
  billingPrice: number;
  /**
   * The commitment the charges add up to.
   *
   * @platform ios
   */
  commitmentInfo: SubscriptionCommitmentInfoIOS;
  /**
   * The offers available on these terms, in the shared shape.
   *
   * @platform ios
   */
  subscriptionOffers?: SubscriptionOffer[];
}

/**
 * A product as returned by StoreKit on iOS.
 *
 * @platform ios
 */
export interface ProductIOS extends ProductCommon {
  /**
   * Always `'in-app'` for this form; a subscription is a {@link ProductSubscriptionIOS}.
   *
   * @platform ios
   */
  type: 'in-app';
  /**
   * The display name StoreKit reports for the product.
   *
   * @platform ios
   */
  displayNameIOS: string;
  /**
   * Whether the purchase can be shared with the buyer's Family Sharing group.
   *
   * @platform ios
   */
  isFamilyShareableIOS: boolean;
  /**
   * The raw JSON StoreKit holds for the product.
   *
   * @platform ios
   */
  jsonRepresentationIOS: string;
  /**
   * Always `'ios'` for this form.
   *
   * @platform ios
   */
  platform: 'ios';
  /**
   * The product's subscription offers in the shared shape.
   *
   * @platform ios
   */
  subscriptionOffers?: SubscriptionOffer[];
  /**
   * The billing plans a subscription can be bought on (iOS 26.4 and later).
   *
   * @platform ios
   */
  pricingTermsIOS?: SubscriptionPricingTermsIOS[];
  /**
   * The StoreKit product category.
   *
   * @platform ios
   */
  typeIOS: ProductTypeIOS;
}

/**
 * One phase of an Android subscription offer, such as a free week followed by a monthly price.
 *
 * @platform android
 */
export interface PricingPhaseAndroid {
  /**
   * The phase price formatted for display.
   *
   * @platform android
   */
  formattedPrice: string;
  /**
   * ISO 4217 code of the phase currency.
   *
   * @platform android
   */
  priceCurrencyCode: string;
  /**
   * The billing period as an ISO 8601 duration, such as `P1W`, `P1M` or `P1Y`.
   *
   * @platform android
   */
  billingPeriod: string;
  /**
   * How many billing periods the phase lasts.
   *
   * @platform android
   */
  billingCycleCount: number;
  /**
   * The phase price in micro-units, kept as a string to avoid precision loss.
   *
   * @platform android
   */
  priceAmountMicros: string;
  /**
   * The Play Billing recurrence mode of the phase, as reported by the store.
   *
   * @platform android
   */
  recurrenceMode: number;
}

/**
 * The ordered pricing phases of an Android subscription offer.
 *
 * @platform android
 */
export interface PricingPhasesAndroid {
  /**
   * The phases in the order the buyer goes through them.
   *
   * @platform android
   */
  pricingPhaseList: PricingPhaseAndroid[];
}

/**
 * A product as returned by Google Play Billing on Android.
 *
 * @platform android
 */
export interface ProductAndroid extends ProductCommon {
  /**
   * Always `'in-app'` for this form; a subscription is a {@link ProductSubscriptionAndroid}.
   *
   * @platform android
   */
  type: 'in-app';
  /**
   * The product name as configured in the Play Console.
   *
   * @platform android
   */
  nameAndroid: string;
  /**
   * Whether Google Play could return the product's details.
   *
   * @platform android
   */
  productStatusAndroid?: ProductStatusAndroid;
  /**
   * The product's one-time offers in the shared shape.
   *
   * @platform android
   */
  discountOffers?: DiscountOffer[];
  /**
   * The product's subscription offers in the shared shape.
   *
   * @platform android
   */
  subscriptionOffers?: SubscriptionOffer[];
  /**
   * Always `'android'` for this form.
   *
   * @platform android
   */
  platform: 'android';
}

/**
 * A product from either store, told apart by its `platform` field.
 */
export type Product = ProductIOS | ProductAndroid;

/**
 * One auto-renewable subscription that an Apple subscription bundle contains.
 *
 * @remarks
 * Subscription bundles and suites are in beta, from Apple's version 27 systems (iOS 27 and later).
 *
 * @platform ios
 */
export interface BundledSubscriptionIOS {
  /**
   * The product identifier of the contained subscription.
   *
   * @platform ios
   */
  id: string;
  /**
   * The localized name of the contained subscription.
   *
   * @platform ios
   */
  displayName: string;
  /**
   * The localized description of the contained subscription.
   *
   * @platform ios
   */
  description: string;
  /**
   * The price as a number.
   *
   * @platform ios
   */
  price: number;
  /**
   * The price formatted for display.
   *
   * @platform ios
   */
  displayPrice: string;
  /**
   * Whether the subscription can be shared with the Family Sharing group.
   *
   * @platform ios
   */
  isFamilyShareable: boolean;
  /**
   * The subscription group the contained subscription belongs to.
   *
   * @platform ios
   */
  subscriptionGroupId: string;
  /**
   * Its level within that group.
   *
   * @platform ios
   */
  subscriptionGroupLevel: number;
  /**
   * The display name of that group.
   *
   * @platform ios
   */
  subscriptionGroupDisplayName: string;
}

/**
 * An iOS product of type `'subs'`, with the extra subscription pricing fields. Earlier docs called it
 * SubscriptionProductIOS.
 *
 * @platform ios
 */
export interface ProductSubscriptionIOS extends ProductCommon {
  /**
   * Always `'subs'` for subscription products.
   *
   * @platform ios
   */
  type: 'subs';
  /**
   * The display name StoreKit reports for the product.
   *
   * @platform ios
   */
  displayNameIOS: string;
  /**
   * Whether the purchase can be shared with the buyer's Family Sharing group.
   *
   * @platform ios
   */
  isFamilyShareableIOS: boolean;
  /**
   * The raw JSON StoreKit holds for the product.
   *
   * @platform ios
   */
  jsonRepresentationIOS: string;
  /**
   * Always `'ios'` for this form.
   *
   * @platform ios
   */
  platform: 'ios';
  /**
   * The product's subscription offers in the shared shape.
   *
   * @platform ios
   */
  subscriptionOffers?: SubscriptionOffer[];
  /**
   * The billing plans a subscription can be bought on (iOS 26.4 and later).
   *
   * @platform ios
   */
  pricingTermsIOS?: SubscriptionPricingTermsIOS[];
  /**
   * The StoreKit product category.
   *
   * @platform ios
   */
  typeIOS: ProductTypeIOS;
  /**
   * The App Store subscription group of the product, as `isEligibleForIntroOfferIOS` takes it.
   *
   * @platform ios
   */
  subscriptionGroupIdIOS?: string;
  /**
   * The introductory price formatted for display, or `null` when the product has no introductory offer.
   *
   * @platform ios
   */
  introductoryPriceIOS?: string | null;
  /**
   * The introductory price as a plain amount, or `null` when there is no introductory offer.
   *
   * @platform ios
   */
  introductoryPriceAsAmountIOS?: string | null;
  /**
   * How the buyer pays during the introductory offer; empty when there is none.
   *
   * @platform ios
   */
  introductoryPricePaymentModeIOS: PaymentModeIOS;
  /**
   * How many periods the introductory offer lasts, or `null` when there is none.
   *
   * @platform ios
   */
  introductoryPriceNumberOfPeriodsIOS?: string | null;
  /**
   * The period unit of the introductory offer; empty when there is none.
   *
   * @platform ios
   */
  introductoryPriceSubscriptionPeriodIOS?: SubscriptionPeriodIOS | null;
  /**
   * How many units make up one regular billing period.
   *
   * @platform ios
   */
  subscriptionPeriodNumberIOS?: string | null;
  /**
   * The unit of the regular billing period.
   *
   * @platform ios
   */
  subscriptionPeriodUnitIOS?: SubscriptionPeriodIOS | null;
  /**
   * The subscriptions a subscription bundle contains; empty or absent for every other kind of product.
   *
   * @platform ios
   */
  bundledSubscriptionsIOS?: BundledSubscriptionIOS[];
}

/**
 * An Android product of type `'subs'`. Earlier docs called it SubscriptionProductAndroid.
 *
 * @remarks
 * Its base plans, offers and pricing phases are in `subscriptionOffers`. Unlike a one-time product it has no
 * `discountOffers`.
 *
 * @platform android
 */
export interface ProductSubscriptionAndroid extends ProductCommon {
  /**
   * The product name as configured in the Play Console.
   *
   * @platform android
   */
  nameAndroid: string;
  /**
   * Whether Google Play could return the product's details.
   *
   * @platform android
   */
  productStatusAndroid?: ProductStatusAndroid;
  /**
   * Always `'android'` for this form.
   *
   * @platform android
   */
  platform: 'android';
  /**
   * Always `'subs'` for subscription products.
   *
   * @platform android
   */
  type: 'subs';
  /**
   * The subscription's offers in the shared shape; always present for a subscription.
   *
   * @platform android
   */
  subscriptionOffers: SubscriptionOffer[];
}

/**
 * A subscription product from either store, told apart by its `platform` field. Earlier docs called it
 * SubscriptionProduct.
 */
export type ProductSubscription = ProductSubscriptionIOS | ProductSubscriptionAndroid;

/**
 * The schema's answer to a product query: the one-time products and the subscriptions found, in two lists.
 *
 * @remarks
 * Which lists are filled follows the `type` of the request.
 */
export interface FetchProductsResult {
  /** The one-time products found, if the query asked for them. */
  products?: Product[];
  /** The subscription products found, if the query asked for them. */
  subscriptions?: ProductSubscription[];
  /** Products and subscriptions together, when the query asked for both. */
  all?: ProductOrSubscription[];
}

/**
 * A product or a subscription product, as a query for every kind returns them.
 */
export type ProductOrSubscription = Product | ProductSubscription;
