import type {
  PaymentModeIOS,
  IapPlatform,
  PricingPhasesAndroid,
  ProductAndroid,
  ProductCommon,
  ProductIOS,
  ProductOrSubscription,
  SubscriptionOffer,
  SubscriptionOfferTypeIOS,
  SubscriptionPeriodValueIOS,
  ProductSubscriptionAndroid,
  ProductSubscriptionIOS,
} from '../spec';

/*
 * Product fields that older releases had and newer ones dropped for the shared offer shape (`subscriptionOffers`,
 * `discountOffers`). One sandbox serves every docs version, and the older versions' examples still read them.
 */

/** An iOS subscription offer as older releases described it. */
interface OlderOfferIOS {
  displayPrice: string;
  id: string;
  paymentMode: PaymentModeIOS;
  period: SubscriptionPeriodValueIOS;
  periodCount: number;
  price: number;
  type: SubscriptionOfferTypeIOS;
}

interface OlderSubscriptionFieldsIOS {
  subscriptionInfoIOS: {subscriptionGroupId: string; subscriptionPeriod: SubscriptionPeriodValueIOS; introductoryOffer?: OlderOfferIOS};
  discountsIOS: never[];
}

/** An Android base plan or offer as older releases listed it in `subscriptionOfferDetailsAndroid`. */
interface OlderOfferDetailsAndroid {
  basePlanId: string;
  offerId: string | null;
  offerToken: string;
  offerTags: string[];
  pricingPhases: PricingPhasesAndroid;
}

/** What a product is to the sandbox; the stores themselves only know one-time products and subscriptions. */
export type ProductKind = 'consumable' | 'non-consumable' | 'subscription';

/** One billing plan of a subscription: an iOS product of a group, or an Android base plan. */
export interface PlanDefinition {
  /** iOS: the product id of this tier; Android: the base plan id. */
  id: string;
  period: SubscriptionPeriodValueIOS;
  price: number;
  /** iOS service level inside the group: 1 is the highest tier. Upgrades go to a lower number. */
  levelIOS?: number;
  /** An introductory free trial, in days. */
  freeTrialDays?: number;
}

export interface CatalogEntry {
  /** The product id the app asks the store for (case-sensitive). */
  id: string;
  title: string;
  description: string;
  kind: ProductKind;
  /** One-time products only. */
  price?: number;
  /** Subscriptions: the iOS group id (one product per plan) or the Android product's base plans. */
  subscription?: {groupIdIOS: string; plans: PlanDefinition[]};
}

/** The one-time products, the same on both stores. */
const ONE_TIME_PRODUCTS: readonly CatalogEntry[] = [
  {id: 'coins_100', title: '100 Coins', description: 'A pile of coins to spend in the game.', kind: 'consumable', price: 0.99},
  {id: 'remove_ads', title: 'Remove Ads', description: 'No more ads, for good.', kind: 'non-consumable', price: 2.99},
];

/**
 * The sandbox's example store catalogue, per platform. The one-time products are the same on both stores; the
 * premium subscription follows each store's model of tiers: two products in one subscription group on iOS, one
 * subscription product with two base plans on Android. A second, unrelated subscription shows that plan changes
 * stay inside one group or product.
 */
export const CATALOG: Readonly<Record<IapPlatform, readonly CatalogEntry[]>> = {
  ios: [
    ...ONE_TIME_PRODUCTS,
    {
      id: 'premium_monthly',
      title: 'Premium (Monthly)',
      description: 'Every premium feature, billed monthly.',
      kind: 'subscription',
      subscription: {
        groupIdIOS: '21345678',
        plans: [{id: 'premium_monthly', period: {unit: 'month', value: 1}, price: 4.99, levelIOS: 2, freeTrialDays: 7}],
      },
    },
    {
      id: 'premium_yearly',
      title: 'Premium (Yearly)',
      description: 'Every premium feature, billed yearly.',
      kind: 'subscription',
      subscription: {groupIdIOS: '21345678', plans: [{id: 'premium_yearly', period: {unit: 'year', value: 1}, price: 39.99, levelIOS: 1}]},
    },
    {
      id: 'cloud_storage',
      title: 'Cloud Storage',
      description: '100 GB of backups, in a subscription group of its own.',
      kind: 'subscription',
      subscription: {groupIdIOS: '21345679', plans: [{id: 'cloud_storage', period: {unit: 'month', value: 1}, price: 1.99, levelIOS: 1}]},
    },
  ],
  android: [
    ...ONE_TIME_PRODUCTS,
    {
      id: 'premium',
      title: 'Premium',
      description: 'Every premium feature, monthly or yearly.',
      kind: 'subscription',
      subscription: {
        groupIdIOS: '',
        plans: [
          {id: 'monthly', period: {unit: 'month', value: 1}, price: 4.99, freeTrialDays: 7},
          {id: 'yearly', period: {unit: 'year', value: 1}, price: 39.99},
        ],
      },
    },
    {
      id: 'cloud_storage',
      title: 'Cloud Storage',
      description: '100 GB of backups, a subscription product of its own.',
      kind: 'subscription',
      subscription: {groupIdIOS: '', plans: [{id: 'monthly', period: {unit: 'month', value: 1}, price: 1.99}]},
    },
  ],
};

export function findEntry(platform: IapPlatform, productId: string): CatalogEntry | undefined {
  // Product ids are case-sensitive in both stores: no normalisation here.
  return CATALOG[platform].find((entry) => entry.id === productId);
}

export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

function micros(price: number): string {
  return String(Math.round(price * 1_000_000));
}

/** ISO 8601 duration of a period, as Play Billing writes it: P1M, P1Y, P1W. */
export function isoPeriod(period: SubscriptionPeriodValueIOS): string {
  const unit = {day: 'D', week: 'W', month: 'M', year: 'Y', empty: 'D'}[period.unit];
  return `P${period.value}${unit}`;
}

export function offerToken(productId: string, basePlanId: string, offerId: string | null = null): string {
  return offerId ? `${productId}:${basePlanId}:${offerId}` : `${productId}:${basePlanId}`;
}

function iosTypeOf(kind: ProductKind): ProductIOS['typeIOS'] {
  if (kind === 'consumable') return 'consumable';
  if (kind === 'non-consumable') return 'non-consumable';
  return 'auto-renewable-subscription';
}

/** The fields every product has, priced by its first plan (subscriptions) or its own price. */
function commonFields(entry: CatalogEntry): Omit<ProductCommon, 'platform'> & {price: number} {
  const price = entry.subscription?.plans[0]?.price ?? entry.price ?? 0;
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    type: entry.kind === 'subscription' ? 'subs' : 'in-app',
    displayName: entry.title,
    displayPrice: formatPrice(price),
    currency: 'USD',
    price,
    debugDescription: `Sandbox product ${entry.id} (${entry.kind})`,
  };
}

function toProductIOS(entry: CatalogEntry): ProductIOS | (ProductSubscriptionIOS & OlderSubscriptionFieldsIOS) {
  const plan = entry.subscription?.plans[0];
  const common = commonFields(entry);
  const price = common.price;
  const base: ProductIOS = {
    ...common,
    type: 'in-app',
    platform: 'ios',
    displayNameIOS: entry.title,
    isFamilyShareableIOS: false,
    jsonRepresentationIOS: JSON.stringify({productId: entry.id, type: iosTypeOf(entry.kind), price}),
    typeIOS: iosTypeOf(entry.kind),
  };
  if (!plan || !entry.subscription) return base;
  const trial: OlderOfferIOS | undefined = plan.freeTrialDays
    ? {
        displayPrice: formatPrice(0),
        id: `${entry.id}_trial`,
        paymentMode: 'free-trial',
        period: {unit: 'day', value: plan.freeTrialDays},
        periodCount: 1,
        price: 0,
        type: 'introductory',
      }
    : undefined;
  const subscription: ProductSubscriptionIOS & OlderSubscriptionFieldsIOS = {
    ...base,
    type: 'subs',
    subscriptionInfoIOS: {
      subscriptionGroupId: entry.subscription.groupIdIOS,
      subscriptionPeriod: plan.period,
      ...(trial ? {introductoryOffer: trial} : {}),
    },
    discountsIOS: [],
    subscriptionGroupIdIOS: entry.subscription.groupIdIOS,
    introductoryPriceIOS: trial ? trial.displayPrice : null,
    introductoryPriceAsAmountIOS: trial ? String(trial.price) : null,
    introductoryPricePaymentModeIOS: trial ? 'free-trial' : 'empty',
    introductoryPriceNumberOfPeriodsIOS: trial ? '1' : null,
    introductoryPriceSubscriptionPeriodIOS: trial ? 'day' : null,
    subscriptionPeriodNumberIOS: String(plan.period.value),
    subscriptionPeriodUnitIOS: plan.period.unit,
  };
  return subscription;
}

function androidOffers(entry: CatalogEntry): OlderOfferDetailsAndroid[] {
  return (entry.subscription?.plans ?? []).flatMap((plan) => {
    const regular = {
      formattedPrice: formatPrice(plan.price),
      priceCurrencyCode: 'USD',
      billingPeriod: isoPeriod(plan.period),
      billingCycleCount: 0,
      priceAmountMicros: micros(plan.price),
      recurrenceMode: 1,
    };
    const basePlan: OlderOfferDetailsAndroid = {
      basePlanId: plan.id,
      offerId: null,
      offerToken: offerToken(entry.id, plan.id),
      offerTags: [],
      pricingPhases: {pricingPhaseList: [regular]},
    };
    if (!plan.freeTrialDays) return [basePlan];
    const trial: OlderOfferDetailsAndroid = {
      basePlanId: plan.id,
      offerId: 'free-week',
      offerToken: offerToken(entry.id, plan.id, 'free-week'),
      offerTags: ['trial'],
      pricingPhases: {
        pricingPhaseList: [
          {
            formattedPrice: 'Free',
            priceCurrencyCode: 'USD',
            billingPeriod: `P${plan.freeTrialDays}D`,
            billingCycleCount: 1,
            priceAmountMicros: '0',
            recurrenceMode: 2,
          },
          regular,
        ],
      },
    };
    return [trial, basePlan];
  });
}

/**
 * A base plan or offer of the catalogue in the shared offer shape, which is where newer releases list every one of
 * them (an app takes the offer token it buys with from here). A free trial's first phase is the free one. A base plan
 * has no offer id, so its id is the base plan's; the shape requires a kind, and the sandbox calls a base plan's
 * regular price promotional, since it is not an introductory one.
 */
function sharedOffer(detail: OlderOfferDetailsAndroid): SubscriptionOffer {
  const [first] = detail.pricingPhases.pricingPhaseList;
  const trial = detail.offerId !== null;
  return {
    id: detail.offerId ?? detail.basePlanId,
    displayPrice: first.formattedPrice,
    price: Number(first.priceAmountMicros) / 1_000_000,
    currency: first.priceCurrencyCode,
    type: trial ? 'introductory' : 'promotional',
    paymentMode: trial ? 'free-trial' : 'pay-as-you-go',
    basePlanIdAndroid: detail.basePlanId,
    offerTokenAndroid: detail.offerToken,
    offerTagsAndroid: detail.offerTags,
    pricingPhasesAndroid: detail.pricingPhases,
  };
}

function toProductAndroid(entry: CatalogEntry): ProductAndroid | ProductSubscriptionAndroid {
  const common = commonFields(entry);
  const price = common.price;
  const base: ProductAndroid = {
    ...common,
    type: 'in-app',
    // Google Play appends the app's name to a product's title.
    title: `${entry.title} (Sandbox App)`,
    platform: 'android',
    nameAndroid: entry.title,
  };
  if (entry.kind !== 'subscription') {
    const offer = {
      priceCurrencyCode: 'USD',
      formattedPrice: formatPrice(price),
      priceAmountMicros: micros(price),
      offerToken: offerToken(entry.id, 'base'),
      offerTags: [],
    };
    const product: ProductAndroid & {oneTimePurchaseOfferDetailsAndroid: (typeof offer)[]} = {...base, oneTimePurchaseOfferDetailsAndroid: [offer]};
    return product;
  }
  const details = androidOffers(entry);
  const subscription: ProductSubscriptionAndroid & {subscriptionOfferDetailsAndroid: OlderOfferDetailsAndroid[]} = {
    ...base,
    type: 'subs',
    subscriptionOfferDetailsAndroid: details,
    subscriptionOffers: details.map((detail) => sharedOffer(detail)),
  };
  return subscription;
}

export function toProduct(platform: IapPlatform, entry: CatalogEntry): ProductOrSubscription {
  return platform === 'ios' ? toProductIOS(entry) : toProductAndroid(entry);
}

/** The plan an Android offer token selects, or undefined when the token belongs to another product. */
export function planForOfferToken(entry: CatalogEntry, token: string): PlanDefinition | undefined {
  return entry.subscription?.plans.find((plan) => token === offerToken(entry.id, plan.id) || token.startsWith(`${offerToken(entry.id, plan.id)}:`));
}
