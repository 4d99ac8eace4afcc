/**
 * What the simulated stores remember about purchases and subscriptions, and the small pure rules both stores share
 * (version comparisons, billing periods). Internal to the sandbox: the panel sees these through the snapshot's views.
 */
import type {PurchaseState, RenewalInfoIOS, RequestPurchaseProps} from '@site/spec';
import type {CatalogEntry, PlanDefinition, ProductKind} from '@site/shared/sandboxCatalog';
import type {SandboxReplacementMode} from '@site/shared/sandboxConstants';
import {DAY_MS, addMonths} from './clock';

/** The app the sandbox pretends to be, as purchases and receipts name it. */
export const BUNDLE_ID = 'dev.openiap.sandbox';

/**
 * The state the simulated stores keep for a transaction: the public purchase states plus `Deferred`, a purchase
 * waiting for a parent's approval (Ask to Buy). The specification's purchase state has no such value, so a purchase
 * handed to the app reports a deferred transaction as `Pending`.
 */
export type TransactionState = PurchaseState | 'deferred';

/** The state a purchase object reports for a transaction. */
export function reportedPurchaseState(state: TransactionState): PurchaseState {
  return state === 'deferred' ? 'pending' : state;
}

export interface TransactionRecord {
  /** iOS transaction id; Android order id. */
  id: string;
  productId: string;
  kind: ProductKind;
  purchaseToken: string;
  state: TransactionState;
  transactionDate: number;
  /** When the payment went through; Android's acknowledge window counts from here. */
  purchasedAt: number | null;
  quantity: number;
  originalTransactionId: string;
  originalTransactionDate: number;
  /** iOS: finished. Android: acknowledged. */
  finished: boolean;
  /** Android: consumed. iOS: a finished consumable. */
  consumed: boolean;
  refunded: boolean;
  refundedAt: number | null;
  /** Android: replaced by a plan change. */
  replaced: boolean;
  reason: 'PURCHASE' | 'RENEWAL';
  subscription: SubscriptionRecord | null;
  basePlanId: string | null;
  periodEnd: number | null;
  isUpgraded: boolean;
  appAccountToken: string | null;
  obfuscatedAccountId: string | null;
  obfuscatedProfileId: string | null;
}

export interface SubscriptionRecord {
  /** iOS: the product the transactions name (it lags behind an upgrade); Android: the subscription product. */
  productId: string;
  groupIdIOS: string | null;
  /** Android: the current base plan. */
  basePlanId: string | null;
  latest: TransactionRecord;
  originalTransactionId: string;
  purchaseToken: string;
  expiresAt: number;
  willAutoRenew: boolean;
  /** iOS: the product the subscription renews into. */
  autoRenewPreference: string;
  /** iOS: when the transaction starts naming the upgraded product. */
  upgradeSettlesAt: number | null;
  /** Android: the base plan a deferred (mode 6) change moves to at the next renewal. */
  deferredBasePlanId: string | null;
  status: 'Active' | 'Expired' | 'Revoked' | 'Replaced';
  expirationReason: RenewalInfoIOS['expirationReason'];
  renewals: number;
  /** A renewal the store could not charge: when its grace period ends and when the store tries the payment again. */
  billingIssue: {graceEndsAt: number; retryAt: number} | null;
}

/** A purchase the app asked for, checked and waiting for the store's sheet to answer. */
export interface PurchaseAttempt {
  entry: CatalogEntry;
  type: RequestPurchaseProps['type'];
  quantity: number;
  plan: PlanDefinition | null;
  trialDays: number;
  finishAutomatically: boolean;
  appAccountToken: string | null;
  obfuscatedAccountId: string | null;
  obfuscatedProfileId: string | null;
  replacing: SubscriptionRecord | null;
  /** The mode as the version's request carries it. */
  replacementMode: SandboxReplacementMode | null;
}

/** What the app's request names, read the way each store reads its own part of `RequestPurchaseProps`. */
export interface RequestedPurchase {
  skus: string[];
  quantity: number;
  finishAutomatically: boolean;
  appAccountToken: string | null;
  obfuscatedAccountId: string | null;
  obfuscatedProfileId: string | null;
}

/** Something the store does on its own once the clock reaches `at`: a renewal, a refund, a deadline passing. */
export interface DueEvent {
  at: number;
  run: () => void;
}

/** A store-issued renewal or store-side purchase: an attempt with no request behind it. */
export function storeAttempt(entry: CatalogEntry, plan: PlanDefinition, appAccountToken: string | null = null): PurchaseAttempt {
  return {
    entry,
    type: 'subs',
    quantity: 1,
    plan,
    trialDays: 0,
    finishAutomatically: false,
    appAccountToken,
    obfuscatedAccountId: null,
    obfuscatedProfileId: null,
    replacing: null,
    replacementMode: null,
  };
}

/** Compares dotted version numbers: '7.0' >= '6.2'. */
export function versionAtLeast(version: string, minimum: string): boolean {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left !== right) return left > right;
  }
  return true;
}

/**
 * iOS renewal information derives `pendingUpgradeProductId`: the auto-renew preference, when it differs from the
 * product the transaction names and auto-renewal is on; otherwise empty (null).
 */
export function derivePendingUpgradeProductId(productId: string, renewal: {autoRenewPreference: string; willAutoRenew: boolean}): string | null {
  return renewal.willAutoRenew && renewal.autoRenewPreference !== productId ? renewal.autoRenewPreference : null;
}

/** When a billing period of `plan` that starts at `start` ends (calendar months for months and years). */
export function planEnd(start: number, plan: PlanDefinition): number {
  const {unit, value} = plan.period;
  if (unit === 'year') return addMonths(start, 12 * value);
  if (unit === 'month') return addMonths(start, value);
  if (unit === 'week') return start + 7 * value * DAY_MS;
  return start + value * DAY_MS;
}

export function planLengthMs(plan: PlanDefinition): number {
  return planEnd(0, plan) - 0;
}

export function base64(text: string): string {
  // UTF-8 bytes as a binary string, which is what btoa takes.
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary);
}

export function formatDate(time: number): string {
  return new Date(time).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}
