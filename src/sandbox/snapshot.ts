/** The immutable picture of a store that the sandbox's panel and event log render, rebuilt after every change. */
import type {StoreEngine} from './engine';
import type {BackendView, PurchaseRecordView, SandboxSnapshot, SubscriptionRecordView} from './types';

export function snapshotOf(store: StoreEngine): SandboxSnapshot {
  const purchases: PurchaseRecordView[] = store.transactions.map((transaction) => ({
    id: transaction.id,
    productId: store.reportedProductId(transaction),
    kind: transaction.kind,
    purchaseState: transaction.state,
    purchaseToken: transaction.purchaseToken,
    finished: transaction.finished,
    consumed: transaction.consumed,
    refunded: transaction.refunded,
    replaced: transaction.replaced,
    transactionDate: transaction.transactionDate,
    ...(transaction.basePlanId ? {basePlanId: transaction.basePlanId} : {}),
  }));
  const subscriptions: SubscriptionRecordView[] = store.subscriptions.map((subscription) => ({
    productId: subscription.productId,
    plan: subscription.basePlanId ?? subscription.productId,
    expiresAt: subscription.expiresAt,
    willAutoRenew: subscription.willAutoRenew,
    autoRenewPreference: subscription.autoRenewPreference,
    pendingUpgradeProductId: store.pendingUpgradeOf(subscription),
    deferredPlanAndroid: subscription.deferredBasePlanId,
    status: subscription.status,
    purchaseToken: subscription.purchaseToken,
    graceEndsAt: subscription.billingIssue?.graceEndsAt ?? null,
  }));
  const backend: BackendView = {
    coins: store.coins.balance,
    entitlements: [...new Set(store.delivered.values())],
    deliveredTransactions: [...store.delivered.keys()],
    pendingChanges: store.pendingChanges.map((change) => ({...change})),
    externalTokens: store.externalTokens.map((token) => ({...token})),
  };
  const events = store.constants.events;
  return {
    revision: store.revision,
    platform: store.platform,
    connectionState: store.connection,
    now: store.now(),
    constants: store.constants,
    scenarios: {...store.switches.value},
    alternativeBillingMode: store.alternativeBillingMode,
    log: store.log,
    purchases,
    subscriptions,
    backend,
    charges: store.charges.map((charge) => ({...charge})),
    awaitingApproval: store.transactions.filter((transaction) => transaction.state === 'deferred').length,
    awaitingPayment: store.transactions.filter((transaction) => transaction.state === 'pending').length,
    listenerCounts: {
      purchaseUpdated: store.listeners[events.PurchaseUpdated].size,
      purchaseError: store.listeners[events.PurchaseError].size,
    },
  };
}
