/**
 * What happens to a store outside the app, as the sandbox's panel plays it: the reader flips a scenario switch, time
 * passes, the app is killed and relaunched, the store drops the connection, a parent approves, a payment completes,
 * the user turns auto-renewal off in the store's settings. None of these is an OpenIAP call, so none is logged as one.
 */
import {findEntry} from '@site/shared/sandboxCatalog';
import {durationMs, type Duration} from './clock';
import type {StoreEngine} from './engine';
import {storeAttempt} from './records';
import type {SandboxScenarios} from './scenarios';

export function setScenarios(store: StoreEngine, next: Partial<SandboxScenarios>): void {
  const changed = store.switches.set(next);
  if (changed.length > 0) store.record('store', 'Scenario changed', changed.join(', '));
  store.changed();
}

/** Moves the store clock forward and lets the store do what falls due, earliest first: refunds, renewals, expiries. */
export function advanceTime(store: StoreEngine, duration: Duration): void {
  const step = durationMs(duration);
  if (!Number.isFinite(step) || step < 0) throw new RangeError('The sandbox clock only moves forward.');
  const target = store.clock.now() + step;
  // Each happening can schedule the next (a renewal sets the next expiry), so ask again after each one.
  for (let guard = 0; guard < 10_000; guard++) {
    const due = store
      .dueEvents()
      .filter((candidate) => candidate.at <= target)
      .sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    store.clock.advanceTo(due.at);
    due.run();
  }
  store.clock.advanceTo(target);
  const {days, hours, minutes} = duration;
  const parts = [days ? `${days} day(s)` : '', hours ? `${hours} hour(s)` : '', minutes ? `${minutes} minute(s)` : ''].filter(Boolean);
  store.record('store', 'Clock advanced', `+${parts.join(' ') || '0'} → ${store.formatDate(store.now())}`);
  store.changed();
}

/** The app is killed and started again: listeners and the connection are gone; what the store redelivers differs. */
export function relaunch(store: StoreEngine): void {
  for (const set of Object.values(store.listeners)) set.clear();
  store.connection = 'Disconnected';
  store.connecting = null;
  store.connectAttempt++;
  store.connectionClosedByStore = false;
  store.alternativeBillingMode = null;
  store.launchPendingRedelivery = store.redeliversAfterRelaunch;
  store.redeliverWhenListening = false;
  store.record('store', 'App relaunched', store.relaunchNote());
  store.changed();
}

/** The store closes the connection (for example, the billing service died): operations fail with E_CONNECTION_CLOSED. */
export function dropConnection(store: StoreEngine): void {
  if (store.connection !== 'Connected') return;
  store.connection = 'Error';
  store.connectionClosedByStore = true;
  store.record('store', 'Connection closed by the store', 'Operations now fail with E_CONNECTION_CLOSED until initConnection runs again.');
  store.changed();
}

/** Every purchase waiting in `state` goes through (a parent approves, a payment completes) and arrives as an update. */
export function settleAwaiting(store: StoreEngine, state: 'deferred' | 'pending', title: string): number {
  const waiting = store.transactions.filter((transaction) => transaction.state === state);
  for (const transaction of waiting) {
    transaction.state = 'purchased';
    transaction.purchasedAt = store.now();
    transaction.transactionDate = store.now();
    const entry = findEntry(store.platform, transaction.productId)!;
    const plans = entry.subscription?.plans ?? [];
    const plan = plans.find((candidate) => candidate.id === (transaction.basePlanId ?? transaction.productId)) ?? plans[0] ?? null;
    store.chargeNewPurchase(entry, plan, transaction.quantity);
    if (plan) store.startSubscription(transaction, storeAttempt(entry, plan));
    store.record('store', title, transaction.productId);
    if (store.connection === 'Connected') store.deliver(transaction);
  }
  if (waiting.length === 0) store.record('store', `${title}: nothing was waiting`);
  store.changed();
  return waiting.length;
}

/** The user turns auto-renewal off (or on) in the store's subscription settings. */
export function setAutoRenew(store: StoreEngine, productId: string, willAutoRenew: boolean): void {
  const subscription = store.subscriptions.find(
    (entry) => entry.status === 'Active' && (entry.productId === productId || entry.autoRenewPreference === productId),
  );
  if (!subscription) throw store.error('ItemNotOwned', `There is no active subscription to ${productId}.`, productId);
  subscription.willAutoRenew = willAutoRenew;
  store.record(
    'store',
    willAutoRenew ? 'Auto-renewal turned on' : 'Auto-renewal turned off',
    `${subscription.productId}: ${willAutoRenew ? 'renews' : 'ends'} on ${store.formatDate(subscription.expiresAt)}.`,
  );
  store.changed();
}

/**
 * The store refunds the latest purchase of a product (its support granted the user's request): the user no longer
 * owns it. No OpenIAP event tells the app; the store notifies the app's server, and the stand-in backend takes back
 * what it delivered.
 */
export function refund(store: StoreEngine, productId: string): void {
  const transaction = [...store.transactions]
    .reverse()
    .find((entry) => store.reportedProductId(entry) === productId && entry.state === 'purchased' && !entry.refunded && !entry.replaced);
  if (!transaction) throw store.error('ItemNotOwned', `There is no purchase of ${productId} to refund.`, productId);
  transaction.refunded = true;
  transaction.refundedAt = store.now();
  const subscription = transaction.subscription;
  if (subscription?.latest === transaction) {
    subscription.status = 'Revoked';
    subscription.billingIssue = null;
  }
  store.record('store', `Refunded by the ${store.storeName}`, `${productId} (${transaction.id}): the user no longer owns it. No event reaches the app.`);
  const notice = store.platform === 'ios' ? 'App Store Server Notification REFUND' : 'Google Play voided purchase notification';
  const taken = store.delivered.delete(store.deliveryKey(store.toPurchase(transaction)));
  store.record('server', `Server: ${notice}`, taken ? `${productId} taken back.` : `${productId} had not been delivered.`);
  store.changed();
}
