/**
 * Google Play's plan changes between base plans of one subscription product. The replacement mode the app passes
 * decides when the new plan starts and what the user pays: every mode but DEFERRED replaces the purchase now (a new
 * purchase token, delivered to the app); DEFERRED keeps the old plan until its renewal and delivers nothing.
 */
import type {GooglePlay} from './google-play';
import {planEnd, planLengthMs, type PurchaseAttempt} from './records';

export function changeBasePlan(store: GooglePlay, attempt: PurchaseAttempt): void {
  const current = attempt.replacing!;
  const plan = attempt.plan!;
  const mode = attempt.replacementMode!;
  const modes = store.constants.replacementModes;
  if (mode === modes.Deferred) {
    current.deferredBasePlanId = plan.id;
    store.record(
      'native',
      'onPurchasesUpdated(OK, [])',
      'An empty purchase list: the deferred change succeeded. Nothing is bought until the next renewal, so no purchase-updated event.',
    );
    store.record(
      'store',
      'Deferred change scheduled',
      `${current.productId}: ${current.basePlanId} until ${store.formatDate(current.expiresAt)}, then ${plan.id}.`,
    );
    return;
  }
  const oldPlan = attempt.entry.subscription!.plans.find((candidate) => candidate.id === current.basePlanId) ?? plan;
  const remaining = Math.max(0, current.expiresAt - store.now());
  const pricePerMs = (candidate: typeof plan) => candidate.price / planLengthMs(candidate);
  let expiresAt: number;
  let charge: string;
  let amount: number;
  if (mode === modes.WithTimeProration) {
    // The unused time of the old plan, at the old plan's price per millisecond, buys time on the new plan.
    const credit = (remaining * pricePerMs(oldPlan)) / pricePerMs(plan);
    expiresAt = planEnd(store.now(), plan) + Math.round(credit);
    amount = plan.price;
    charge = 'charged now; the unused time of the old plan extends the new one';
  } else if (mode === modes.ChargeProratedPrice) {
    // What the rest of the period costs on the new plan, less what it was paid for on the old one (never a refund).
    expiresAt = current.expiresAt;
    amount = Math.max(0, remaining * (pricePerMs(plan) - pricePerMs(oldPlan)));
    charge = 'the prorated price difference is charged now; the billing date stays';
  } else if (mode === modes.WithoutProration) {
    expiresAt = current.expiresAt;
    amount = 0;
    charge = 'nothing charged now; the new price applies from the next renewal';
  } else {
    expiresAt = planEnd(store.now(), plan);
    amount = plan.price;
    charge = 'the full price is charged now and a new period starts';
  }
  current.status = 'Replaced';
  current.latest.replaced = true;
  store.charge(current.productId, plan.id, amount, 'plan change');
  const transaction = store.createTransaction(attempt, 'purchased');
  const replacement = store.startSubscription(transaction, attempt, expiresAt);
  replacement.willAutoRenew = true;
  store.record('store', `Plan changed immediately (mode ${mode})`, `${current.basePlanId} → ${plan.id}: ${charge}. The new purchase replaces the old one.`);
  store.deliver(transaction);
}
