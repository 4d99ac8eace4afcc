/**
 * The server-side steps of the life cycle, as the sandbox's stand-in for an app's backend takes them: verify a
 * purchase with the store, deliver it once, keep the record of an Android plan change Google Play does not keep, and
 * report alternative billing tokens in time. Live examples call these by the names the docs' examples use.
 */
import {findEntry} from '@site/shared/sandboxCatalog';
import {HOUR_MS} from './clock';
import type {StoreEngine} from './engine';
import type {Purchase} from '@site/spec';
import type {PendingChangeRecord} from './types';

/**
 * Asks the store whether a purchase is genuine: valid only for a purchase the store issued, in the Purchased state,
 * not refunded, whose product and identifiers were not altered.
 */
export async function verifyOnServer(store: StoreEngine, purchase: Purchase): Promise<boolean> {
  await store.tick();
  const transaction = store.findTransaction(purchase);
  let reason = '';
  if (!transaction) reason = 'the store issued no such purchase';
  else if (transaction.refunded) reason = 'the purchase was refunded';
  else if (transaction.state !== 'purchased') reason = `the purchase is ${transaction.state}, not paid yet`;
  else if (purchase.productId !== store.reportedProductId(transaction) && purchase.productId !== transaction.productId)
    reason = 'the product id does not match';
  store.record('server', reason ? 'Server: purchase is NOT valid' : 'Server: purchase is valid', reason || `${purchase.productId} (${purchase.id})`);
  store.changed();
  return reason === '';
}

/**
 * Delivers what a validated purchase bought, once: a purchase delivered before (same transaction) is recognised and
 * not granted twice. Returns whether something was granted now.
 */
export async function grantEntitlement(store: StoreEngine, purchase: Purchase): Promise<boolean> {
  await store.tick();
  const key = store.deliveryKey(purchase);
  if (store.delivered.has(key)) {
    store.record('server', 'Server: already delivered', `${purchase.productId} (${purchase.id}) was granted before; nothing granted twice.`);
    store.changed();
    return false;
  }
  store.delivered.set(key, purchase.productId);
  const entry = findEntry(store.platform, purchase.productId);
  const coins = 100 * Math.max(1, purchase.quantity);
  if (entry?.kind === 'consumable') store.coins.balance += coins;
  store.record('server', 'Server: content delivered', entry?.kind === 'consumable' ? `+${coins} coins` : purchase.productId);
  store.changed();
  return true;
}

/** Keeps the record of an Android plan change that takes effect later: Google Play has no field for it. */
export async function recordPendingChange(store: StoreEngine, change: PendingChangeRecord): Promise<void> {
  await store.tick();
  const index = store.pendingChanges.findIndex((entry) => entry.userId === change.userId);
  if (index >= 0) store.pendingChanges.splice(index, 1);
  store.pendingChanges.push({...change});
  store.record(
    'server',
    'Server: POST /api/subscriptions/pending-change',
    `${change.currentSku} → ${change.newSku} on ${store.formatDate(change.effectiveDate)}`,
  );
  store.changed();
}

/** Reports an alternative billing token to Google Play; on time means within the version's report window. */
export async function reportExternalToken(store: StoreEngine, token: string): Promise<{onTime: boolean}> {
  await store.tick();
  const record = store.externalTokens.find((entry) => entry.token === token);
  if (!record) throw store.error('DeveloperError', `Google Play never issued the token "${token}".`);
  if (record.reportedAt !== null) throw store.error('DeveloperError', `The token ${token} was already reported.`);
  record.reportedAt = store.now();
  const hours = store.constants.externalTokenReportHours;
  const onTime = record.reportedAt - record.createdAt <= hours * HOUR_MS;
  store.record(
    'server',
    onTime ? 'Server: token reported to Google Play' : 'Server: token reported LATE',
    onTime ? `${token}, within ${hours} hours` : `${token}, more than ${hours} hours after it was created`,
  );
  store.changed();
  return {onTime};
}
