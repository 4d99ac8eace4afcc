/** Where a plan change starts, and the replacement mode the docs recommend for it. */
import type {IapPlatform as Platform} from '@site/spec';
import type {PlanOption} from '@site/shared/planOptions';

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
