/**
 * The subscription plans the plan-change simulator offers, read from the sandbox's catalogue: on iOS one product per
 * tier (two of them in one group, one in a group of its own), on Android the base plans of a subscription product.
 * The build reads them (the spec-model remark plugin) and gives them to the simulator, so that a page carries the
 * plans and not the whole catalogue.
 */
import type {IapPlatform} from '../spec';
import {CATALOG, formatPrice} from './sandboxCatalog';

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

/** The plans of each store the simulator offers. */
export type PlansByPlatform = Record<IapPlatform, PlanOption[]>;

const PERIOD_NAMES: Record<string, string> = {Day: 'day', Week: 'week', Month: 'month', Year: 'year'};

export function planOptions(platform: IapPlatform): PlanOption[] {
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

/** Every store's plans, as the simulator's `plans` prop. */
export function plansByPlatform(): PlansByPlatform {
  return {ios: planOptions('ios'), android: planOptions('android')};
}
