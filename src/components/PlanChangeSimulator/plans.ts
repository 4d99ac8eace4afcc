/**
 * The subscription plans a reader can move between, read from the sandbox's catalogue: on iOS one product per tier
 * (two of them in one group, one in a group of its own), on Android the base plans of a subscription product.
 */
import type {Platform} from '@site/spec';
import {CATALOG, formatPrice} from '@site/src/sandbox/catalog';

export interface PlanOption {
  /** Unique among the platform's options: the product id on iOS, `product:basePlan` on Android. */
  key: string;
  productId: string;
  /** iOS: the product id of the tier; Android: the base plan id. */
  planId: string;
  /** `premium_yearly` on iOS, `premium yearly` (product and base plan) on Android. */
  name: string;
  /** The name with the price: what the form offers. */
  label: string;
  price: number;
}

const PERIOD_NAMES: Record<string, string> = {Day: 'day', Week: 'week', Month: 'month', Year: 'year'};

export function planOptions(platform: Platform): PlanOption[] {
  return CATALOG[platform].flatMap((entry) =>
    (entry.subscription?.plans ?? []).map((plan) => {
      const per = `${formatPrice(plan.price)} a ${PERIOD_NAMES[plan.period.unit] ?? plan.period.unit}`;
      return platform === 'ios'
        ? {key: entry.id, productId: entry.id, planId: plan.id, name: entry.id, label: `${entry.id}, ${per}`, price: plan.price}
        : {
            key: `${entry.id}:${plan.id}`,
            productId: entry.id,
            planId: plan.id,
            name: `${entry.id} ${plan.id}`,
            label: `${entry.id} ${plan.id}, ${per}`,
            price: plan.price,
          };
    }),
  );
}

/** The plans a simulation starts from: the lower premium plan, moving up to the higher one. */
export function defaultPlans(platform: Platform): {current: string; target: string} {
  return platform === 'ios' ? {current: 'premium_monthly', target: 'premium_yearly'} : {current: 'premium:monthly', target: 'premium:yearly'};
}

/**
 * The replacement mode the docs recommend for a change: WithTimeProration for a move to a dearer plan (an upgrade),
 * Deferred for a move to a cheaper one (a downgrade).
 */
export function recommendedModeName(current: PlanOption | undefined, target: PlanOption | undefined): 'WithTimeProration' | 'Deferred' {
  return current && target && target.price < current.price ? 'Deferred' : 'WithTimeProration';
}
