/**
 * The App Store's rules for the shared life cycle: StoreKit transactions, finishing, redelivery of unfinished
 * transactions after a relaunch, and tier changes inside a subscription group (an upgrade is charged at once, a
 * downgrade waits for the renewal). The operations only iOS has are in ./app-store-apis.ts.
 */
import type {
  ActiveSubscription,
  DeepLinkOptions,
  Purchase,
  PurchaseIOS,
  PurchaseOptions,
  VerifyPurchaseProps,
  VerifyPurchaseResultIOS,
  RenewalInfoIOS,
  RequestPurchaseProps,
} from '@site/spec';
import {appleRequest} from './request-shapes';
import {findEntry, type PlanDefinition} from '@site/shared/sandboxCatalog';
import {DAY_MS, MINUTE_MS} from './clock';
import {StoreEngine} from './engine';
import {
  BUNDLE_ID,
  base64,
  derivePendingUpgradeProductId,
  planEnd,
  storeAttempt,
  type DueEvent,
  type PurchaseAttempt,
  type RequestedPurchase,
  type SubscriptionRecord,
  type TransactionRecord,
  reportedPurchaseState,
} from './records';
import type {SimulatedStoreOptions} from './types';

export class AppStore extends StoreEngine {
  readonly redeliversAfterRelaunch = true;
  protected readonly billingIssueSignal = 'payment-failed';

  constructor(options: SimulatedStoreOptions) {
    super('ios', options);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Purchases

  protected readRequest(props: RequestPurchaseProps): RequestedPurchase {
    const ios = appleRequest(props);
    if (!ios) throw this.error('DeveloperError', 'requestPurchase needs request.apple (with a sku) on iOS.');
    return {
      skus: ios.sku ? [ios.sku] : [],
      quantity: Math.max(1, Math.floor(ios.quantity ?? 1)),
      finishAutomatically: ios.andDangerouslyFinishTransactionAutomatically === true,
      appAccountToken: ios.appAccountToken ?? null,
      obfuscatedAccountId: null,
      obfuscatedProfileId: null,
    };
  }

  protected transactionIdentity(attempt: PurchaseAttempt): {id: string; purchaseToken: string; basePlanId: string | null} {
    const id = this.nextId('200000000');
    // A StoreKit 2 transaction is a signed JWS; the sandbox's is shaped like one and says it is not really signed.
    return {id, purchaseToken: `eyJhbGciOiJFUzI1NiJ9.${base64(JSON.stringify({transactionId: id, productId: attempt.entry.id}))}.sandbox`, basePlanId: null};
  }

  protected subscriptionPlacement(attempt: PurchaseAttempt): {groupIdIOS: string | null; basePlanId: string | null} {
    return {groupIdIOS: attempt.entry.subscription?.groupIdIOS ?? null, basePlanId: null};
  }

  protected unconsumedProblem(sku: string): string {
    return `${sku} has an unfinished transaction: finish it before it can be bought again.`;
  }

  protected subscriptionOwnershipProblem(attempt: PurchaseAttempt): string | null {
    const sku = attempt.entry.id;
    const current = this.activeInGroup(attempt.entry.subscription?.groupIdIOS ?? '');
    return current && current.productId === sku && current.autoRenewPreference === sku ? `${sku} is already subscribed.` : null;
  }

  protected finishOwned(transaction: TransactionRecord, isConsumable: boolean | undefined): void {
    if (transaction.finished) throw this.error('ReceiptFinished', `Transaction ${transaction.id} was already finished.`, transaction.productId);
    transaction.finished = true;
    if (transaction.kind === 'consumable') transaction.consumed = true;
    this.record(
      'store',
      'Transaction finished',
      `${transaction.productId} (${transaction.id})${isConsumable !== undefined ? '; iOS ignores isConsumable' : ''}. StoreKit will not deliver it again.`,
    );
  }

  findTransaction(purchase: Purchase | undefined): TransactionRecord | undefined {
    if (!purchase) return undefined;
    const id = (purchase as PurchaseIOS).transactionId ?? purchase.id;
    return this.transactions.find((entry) => entry.id === id);
  }

  /** Unfinished transactions stay available until finished; finished ones while they still grant something. */
  availableTransactions(options?: PurchaseOptions): TransactionRecord[] {
    const includeExpired = options?.onlyIncludeActiveItemsIOS === false;
    return this.transactions.filter((transaction) => {
      if (transaction.refunded || transaction.replaced) return false;
      if (transaction.state !== 'purchased') return false;
      if (!transaction.finished) return true;
      if (transaction.kind === 'consumable') return false;
      const subscription = transaction.subscription;
      if (!subscription) return true;
      if (subscription.latest !== transaction) return false;
      return subscription.status === 'Active' || (includeExpired && subscription.status === 'Expired');
    });
  }

  /** The transactions of a product, newest first, whichever product name they report. */
  latestFor(productId: string): TransactionRecord | undefined {
    return [...this.transactions].reverse().find((entry) => entry.productId === productId || this.reportedProductId(entry) === productId);
  }

  unfinishedTransactions(): TransactionRecord[] {
    return this.transactions.filter((transaction) => transaction.state === 'purchased' && !transaction.finished && !transaction.refunded);
  }

  deliveryKey(purchase: Purchase): string {
    return purchase.id;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Redelivery after a relaunch

  relaunchNote(): string {
    return `Listeners and connection are gone. ${this.unfinishedTransactions().length} unfinished transaction(s) will be delivered again after initConnection.`;
  }

  protected onConnected(): void {
    if (!this.launchPendingRedelivery) return;
    this.launchPendingRedelivery = false;
    this.redeliverWhenListening = true;
    this.later(() => this.redeliverUnfinished());
  }

  onPurchaseListenerAdded(): void {
    if (this.redeliverWhenListening && this.connection === 'Connected') this.later(() => this.redeliverUnfinished());
  }

  /** StoreKit hands every unfinished transaction to the app again, once it is connected and listening. */
  private redeliverUnfinished(): void {
    if (!this.redeliverWhenListening || this.connection !== 'Connected') return;
    if (this.listeners[this.constants.events.PurchaseUpdated].size === 0) return;
    this.redeliverWhenListening = false;
    const unfinished = this.unfinishedTransactions();
    if (unfinished.length > 0)
      this.record('store', 'StoreKit redelivers unfinished transactions', `${unfinished.length} transaction(s) from before the relaunch.`);
    for (const transaction of unfinished) this.emit(this.constants.events.PurchaseUpdated, this.toPurchase(transaction));
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Subscriptions: tiers of a group

  private activeInGroup(groupId: string): SubscriptionRecord | undefined {
    return this.subscriptions.find((subscription) => subscription.status === 'Active' && subscription.groupIdIOS === groupId);
  }

  /**
   * Tier changes inside one subscription group. An upgrade is charged at once with a new transaction, which for a
   * few minutes still names the old product while the renewal info names the new one; a downgrade creates no
   * transaction and only changes the renewal info until the renewal date. Returns false when it is a new subscription.
   */
  protected changePlan(attempt: PurchaseAttempt): boolean {
    if (attempt.entry.kind !== 'subscription') return false;
    const target = attempt.entry;
    const current = this.activeInGroup(target.subscription?.groupIdIOS ?? '');
    if (!current) return false;
    // Level 1 is the highest tier of a group, so an upgrade goes to a lower level number.
    const level = (productId: string) => findEntry('ios', productId)?.subscription?.plans[0].levelIOS ?? 1;
    if (level(target.id) >= level(current.productId)) {
      current.autoRenewPreference = target.id;
      current.willAutoRenew = true;
      this.record(
        'store',
        'Downgrade scheduled (no transaction)',
        `${current.productId} stays until ${this.formatDate(current.expiresAt)}; the renewal info now prefers ${target.id}. No purchase-updated event.`,
      );
      return true;
    }
    current.latest.isUpgraded = true;
    const transaction = this.createTransaction(attempt, 'purchased', current);
    transaction.subscription = current;
    current.latest = transaction;
    current.autoRenewPreference = target.id;
    current.willAutoRenew = true;
    current.upgradeSettlesAt = this.now() + this.upgradeSettleMs;
    current.expiresAt = planEnd(this.now(), attempt.plan!);
    transaction.periodEnd = current.expiresAt;
    this.charge(target.id, attempt.plan!.id, attempt.plan!.price, 'upgrade');
    this.record(
      'store',
      'Upgrade charged immediately',
      `${target.id} is paid for. For ${this.upgradeSettleMs / MINUTE_MS} minutes the transaction still names ${current.productId}; pendingUpgradeProductId names ${target.id}.`,
    );
    this.deliver(transaction);
    return true;
  }

  protected subscriptionDeadlines(subscription: SubscriptionRecord): DueEvent[] {
    return subscription.upgradeSettlesAt === null ? [] : [{at: subscription.upgradeSettlesAt, run: () => this.settleUpgrade(subscription)}];
  }

  protected beforeRenewal(subscription: SubscriptionRecord): void {
    if (subscription.upgradeSettlesAt !== null) this.settleUpgrade(subscription);
  }

  private settleUpgrade(subscription: SubscriptionRecord): void {
    const from = subscription.productId;
    subscription.productId = subscription.autoRenewPreference;
    subscription.upgradeSettlesAt = null;
    this.record('store', 'Upgrade settled', `The transaction now names ${subscription.productId} (was ${from}); pendingUpgradeProductId is empty again.`);
  }

  /** A renewal is a new transaction, of the product the renewal info prefers (a scheduled downgrade takes effect). */
  protected renew(subscription: SubscriptionRecord): void {
    const entry = findEntry('ios', subscription.autoRenewPreference)!;
    const changedTier = subscription.autoRenewPreference !== subscription.productId;
    const plan: PlanDefinition = entry.subscription!.plans[0];
    const renewal = this.createTransaction(storeAttempt(entry, plan, subscription.latest.appAccountToken), 'purchased', subscription);
    renewal.reason = 'RENEWAL';
    renewal.subscription = subscription;
    subscription.latest = renewal;
    subscription.productId = entry.id;
    subscription.expiresAt = planEnd(subscription.expiresAt, plan);
    subscription.renewals++;
    renewal.periodEnd = subscription.expiresAt;
    this.charge(entry.id, plan.id, plan.price, 'renewal');
    this.record(
      'store',
      'Subscription renewed',
      `${entry.id}${changedTier ? ' (the scheduled downgrade takes effect)' : ''}, until ${this.formatDate(subscription.expiresAt)}.`,
    );
    if (this.connection === 'Connected') this.emit(this.constants.events.PurchaseUpdated, this.toPurchase(renewal));
  }

  renewalInfo(subscription: SubscriptionRecord): RenewalInfoIOS {
    return {
      willAutoRenew: subscription.willAutoRenew,
      autoRenewPreference: subscription.autoRenewPreference,
      jsonRepresentation: JSON.stringify({autoRenewProductId: subscription.autoRenewPreference, autoRenewStatus: subscription.willAutoRenew ? 1 : 0}),
      expirationReason: subscription.expirationReason,
      gracePeriodExpirationDate: subscription.billingIssue && subscription.status === 'Active' ? subscription.billingIssue.graceEndsAt : null,
      isInBillingRetry: subscription.billingIssue !== null,
      pendingUpgradeProductId: this.pendingUpgradeOf(subscription),
      priceIncreaseStatus: null,
      renewalDate: subscription.status === 'Active' ? subscription.expiresAt : null,
      renewalOfferId: null,
      renewalOfferType: null,
    };
  }

  pendingUpgradeOf(subscription: SubscriptionRecord): string | null {
    return derivePendingUpgradeProductId(subscription.productId, subscription);
  }

  activeSubscription(subscription: SubscriptionRecord, common: ActiveSubscription, left: number): ActiveSubscription {
    // The same renewal info as the subscription status gives: the release declares one RenewalInfoIOS for both.
    const renewal = this.renewalInfo(subscription);
    return {
      ...common,
      expirationDateIOS: subscription.expiresAt,
      environmentIOS: 'Sandbox',
      daysUntilExpirationIOS: Math.max(0, Math.floor(left / DAY_MS)),
      currentPlanId: subscription.productId,
      renewalInfoIOS: renewal,
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // What the app receives

  /** The product an iOS transaction names: during an upgrade's first minutes, still the old tier. */
  reportedProductId(transaction: TransactionRecord): string {
    const subscription = transaction.subscription;
    if (subscription && subscription.latest === transaction) return subscription.productId;
    return transaction.productId;
  }

  /** Older releases' pages read `platform`, which newer purchases leave out; one sandbox answers them all. */
  toPurchase(transaction: TransactionRecord): PurchaseIOS & {platform: 'ios'} {
    const subscription = transaction.subscription;
    const productId = this.reportedProductId(transaction);
    const isLatest = subscription?.latest === transaction;
    return {
      id: transaction.id,
      productId,
      transactionDate: transaction.transactionDate,
      purchaseToken: transaction.purchaseToken,
      store: 'apple',
      platform: 'ios',
      quantity: transaction.quantity,
      purchaseState: reportedPurchaseState(transaction.state),
      isAutoRenewing: isLatest ? subscription!.willAutoRenew : false,
      currentPlanId: productId,
      transactionId: transaction.id,
      quantityIOS: transaction.quantity,
      originalTransactionDateIOS: transaction.originalTransactionDate,
      originalTransactionIdentifierIOS: transaction.originalTransactionId,
      appAccountToken: transaction.appAccountToken,
      expirationDateIOS: subscription ? (isLatest ? subscription.expiresAt : transaction.periodEnd) : null,
      webOrderLineItemIdIOS: subscription ? `${transaction.originalTransactionId}.${transaction.id}` : null,
      environmentIOS: 'Sandbox',
      storefrontCountryCodeIOS: this.storefront,
      appBundleIdIOS: BUNDLE_ID,
      subscriptionGroupIdIOS: subscription?.groupIdIOS ?? null,
      isUpgradedIOS: transaction.isUpgraded,
      ownershipTypeIOS: 'PURCHASED',
      reasonIOS: transaction.reason.toLowerCase(),
      reasonStringRepresentationIOS: transaction.reason === 'RENEWAL' ? 'renewal' : 'purchase',
      transactionReasonIOS: transaction.reason,
      revocationDateIOS: transaction.refundedAt,
      revocationReasonIOS: transaction.refunded ? 'refunded' : null,
      offerIOS: null,
      currencyCodeIOS: 'USD',
      currencySymbolIOS: '$',
      countryCodeIOS: this.storefront,
      renewalInfoIOS: subscription && isLatest ? this.renewalInfo(subscription) : null,
    };
  }

  openSubscriptionManagement(options: DeepLinkOptions): void {
    void options; // iOS opens the App Store's own page; the Android fields are not needed.
    this.record('store', 'App Store subscription management opened');
  }

  validate(props: VerifyPurchaseProps): VerifyPurchaseResultIOS {
    // Release 1.2.3 passed the product as `sku` at the top level; one sandbox serves that version's examples too.
    const sku = props.apple?.sku ?? (props as {sku?: string}).sku;
    if (!sku) throw this.error('DeveloperError', 'On iOS, verifyPurchase needs apple: {sku}.');
    return this.validateLatest(sku);
  }

  /** StoreKit validates the latest transaction of the product on the device. */
  validateLatest(sku: string): VerifyPurchaseResultIOS {
    const transaction = this.latestFor(sku);
    if (!transaction) throw this.error('ReceiptFailed', `The App Store has no transaction for ${sku}.`, sku);
    return {
      isValid: !transaction.refunded && transaction.state === 'purchased',
      receiptData: base64(JSON.stringify({transactionId: transaction.id, productId: transaction.productId})),
      jwsRepresentation: transaction.purchaseToken,
      latestTransaction: this.toPurchase(transaction),
    };
  }
}
