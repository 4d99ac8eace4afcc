/**
 * The purchase life cycle both stores share: connecting, the purchase sheet, owning and finishing purchases,
 * subscriptions that renew or expire as the clock moves. Where the App Store and Google Play differ, the engine
 * asks the store (an abstract method), so no rule here names a platform.
 */
import type {AlternativeBillingModeName} from '@site/shared/retiredSpec';
import type {
  ActiveSubscription,
  DeepLinkOptions,
  InitConnectionConfig,
  ProductOrSubscription,
  ProductRequest,
  Purchase,
  PurchaseOptions,
  VerifyPurchaseProps,
  VerifyPurchaseResult,
  RequestPurchaseProps,
} from '@site/spec';
import {CATALOG, findEntry, toProduct, type CatalogEntry, type PlanDefinition} from '@site/shared/sandboxCatalog';
import {DAY_MS} from './clock';
import {GRACE_PERIOD_DAYS} from './scenarios';
import type {SandboxErrorName} from '@site/shared/sandboxConstants';
import {StoreCore} from './core';
import {
  storeAttempt,
  planEnd,
  type DueEvent,
  type PurchaseAttempt,
  type RequestedPurchase,
  type SubscriptionRecord,
  type TransactionRecord,
  type TransactionState,
} from './records';
import {snapshotOf} from './snapshot';
import type {SandboxSnapshot} from './types';

export abstract class StoreEngine extends StoreCore {
  // ---------------------------------------------------------------------------------------------------------------
  // What each store decides for itself

  /** Reads the store's own part of the request, rejecting a request that lacks it. */
  protected abstract readRequest(props: RequestPurchaseProps): RequestedPurchase;
  /** The transaction id, purchase token and base plan a new purchase gets. */
  protected abstract transactionIdentity(attempt: PurchaseAttempt): {id: string; purchaseToken: string; basePlanId: string | null};
  /** Where a new subscription sits: its iOS group, or its Android base plan. */
  protected abstract subscriptionPlacement(attempt: PurchaseAttempt, plan: PlanDefinition): {groupIdIOS: string | null; basePlanId: string | null};
  /** Whether the purchase is a plan change, which the store then carries out; false for a new purchase. */
  protected abstract changePlan(attempt: PurchaseAttempt): boolean;
  /** Why buying this subscription again is refused, or null. */
  protected abstract subscriptionOwnershipProblem(attempt: PurchaseAttempt): string | null;
  /** The message for buying a consumable whose last purchase is still owned. */
  protected abstract unconsumedProblem(sku: string): string;
  /** Finishes (iOS), acknowledges or consumes (Android) a settled purchase. */
  protected abstract finishOwned(transaction: TransactionRecord, isConsumable: boolean | undefined): void;
  protected abstract renew(subscription: SubscriptionRecord): void;
  /** Whether StoreKit delivers unfinished transactions again after a relaunch; and what the log says about it. */
  abstract readonly redeliversAfterRelaunch: boolean;
  abstract relaunchNote(): string;
  abstract findTransaction(purchase: Purchase | undefined): TransactionRecord | undefined;
  abstract availableTransactions(options?: PurchaseOptions): TransactionRecord[];
  abstract toPurchase(transaction: TransactionRecord): Purchase;
  abstract activeSubscription(subscription: SubscriptionRecord, common: ActiveSubscription, left: number): ActiveSubscription;
  abstract openSubscriptionManagement(options: DeepLinkOptions): void;
  abstract validate(props: VerifyPurchaseProps): VerifyPurchaseResult;
  /** The app backend's key of a delivered purchase: it must not grant the same one twice. */
  abstract deliveryKey(purchase: Purchase): string;

  /** The older alternative billing mode a connection opens with (Android only; none elsewhere). */
  protected connectionMode(config: InitConnectionConfig | undefined): AlternativeBillingModeName | null {
    void config;
    return null;
  }
  protected onConnected(): void {}
  onPurchaseListenerAdded(): void {}
  /** Store-wide ids the app must not use (Android's retired static test ids). */
  protected checkRequestedIds(skus: string[]): void {
    void skus;
  }
  /** Android only: reads the offer and plan change of a subscription request. */
  protected prepareSubscription(attempt: PurchaseAttempt, props: RequestPurchaseProps): void {
    void attempt;
    void props;
  }
  /** Whether the user left the store's billing on the choice screen (Android's USER_CHOICE), ending the purchase. */
  protected userChoseOtherBilling(attempt: PurchaseAttempt): boolean {
    void attempt;
    return false;
  }
  /** What a subscription has due besides its renewal (iOS: an upgrade settling). */
  protected subscriptionDeadlines(subscription: SubscriptionRecord): DueEvent[] {
    void subscription;
    return [];
  }
  protected beforeRenewal(subscription: SubscriptionRecord): void {
    void subscription;
  }
  /** When the store tells the app of a billing issue: iOS as soon as a renewal fails, Google Play once it suspends. */
  protected abstract readonly billingIssueSignal: 'payment-failed' | 'suspended';
  /** The product a transaction names; iOS lags behind an upgrade for a few minutes. */
  reportedProductId(transaction: TransactionRecord): string {
    return transaction.productId;
  }
  /** iOS renewal info's pending upgrade; Android has no such field. */
  pendingUpgradeOf(subscription: SubscriptionRecord): string | null {
    void subscription;
    return null;
  }

  protected buildSnapshot(): SandboxSnapshot {
    return snapshotOf(this);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Connection

  connect(config?: InitConnectionConfig): Promise<boolean> {
    if (this.connection === 'Connected') return Promise.resolve(true);
    if (this.connecting) return this.connecting;
    this.setConnection('Connecting');
    this.connectionClosedByStore = false;
    const attempt = ++this.connectAttempt;
    this.connecting = new Promise<boolean>((resolve, reject) => {
      this.later(() => {
        if (attempt !== this.connectAttempt) {
          // endConnection (or a relaunch) came first: this attempt no longer counts.
          resolve(this.connection === 'Connected');
          return;
        }
        this.connecting = null;
        if (this.switches.value.connectionFails) {
          this.setConnection('Error');
          reject(this.error('InitConnection', `The ${this.storeName} connection could not be opened (simulated failure).`));
          return;
        }
        this.alternativeBillingMode = this.connectionMode(config);
        this.setConnection('Connected');
        this.onConnected();
        resolve(true);
      });
    });
    return this.connecting;
  }

  disconnect(): void {
    this.connecting = null;
    this.connectAttempt++;
    this.alternativeBillingMode = null;
    if (this.connection !== 'Disconnected') this.setConnection('Disconnected');
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Products and purchases

  async products(request: ProductRequest): Promise<ProductOrSubscription[]> {
    const type = request?.type ?? 'in-app';
    if (type !== 'in-app' && type !== 'subs' && type !== 'all') {
      throw this.error('DeveloperError', `Unknown product type "${String(type)}": use 'in-app', 'subs' or 'all'.`);
    }
    const skus = Array.isArray(request?.skus) ? request.skus : [];
    if (skus.length === 0) throw this.error('EmptySkuList', 'fetchProducts needs at least one product id in skus.');
    this.checkRequestedIds(skus);
    await this.reachServers('NetworkError');
    const products = skus
      .map((sku) => findEntry(this.platform, sku))
      .filter((entry): entry is CatalogEntry => entry !== undefined)
      .filter((entry) => type === 'all' || (type === 'subs') === (entry.kind === 'subscription'))
      .map((entry) => toProduct(this.platform, entry));
    const missing = skus.filter((sku) => !products.some((product) => product.id === sku));
    if (missing.length > 0) {
      this.record('store', 'Not returned', `${missing.join(', ')}: unknown id (ids are case-sensitive) or not of type '${type}'.`);
    }
    return products;
  }

  /** Checks a purchase request now; the store's sheet answers later, through the listeners only. */
  startPurchase(props: RequestPurchaseProps): void {
    this.startPreparedPurchase(this.preparePurchase(props));
  }

  startPreparedPurchase(attempt: PurchaseAttempt): void {
    this.later(() => this.completePurchaseSheet(attempt));
  }

  finish(purchase: Purchase, isConsumable?: boolean): void {
    const transaction = this.findTransaction(purchase);
    if (!transaction) throw this.error('ItemNotOwned', `The ${this.storeName} has no purchase ${purchase?.id} to finish.`, purchase?.productId);
    if (isConsumable === true && transaction.kind === 'subscription') {
      throw this.error(
        'DeveloperError',
        `isConsumable must never be true for a subscription: ${transaction.productId} is a subscription. Call finishTransaction(purchase) without the flag.`,
        transaction.productId,
      );
    }
    this.assertSettled(transaction);
    if (transaction.refunded) throw this.error('ItemNotOwned', `${transaction.productId} was refunded; there is nothing to finish.`, transaction.productId);
    this.finishOwned(transaction, isConsumable);
  }

  availablePurchases(options?: PurchaseOptions): Purchase[] {
    return this.availableTransactions(options).map((transaction) => this.toPurchase(transaction));
  }

  activeSubscriptions(ids?: string[]): ActiveSubscription[] {
    const soonDays = this.constants.willExpireSoonDays;
    return this.subscriptions
      .filter((subscription) => subscription.status === 'Active')
      .filter((subscription) => !ids || ids.includes(subscription.productId))
      .map((subscription) => {
        const left = subscription.expiresAt - this.now();
        const latest = subscription.latest;
        const common: ActiveSubscription = {
          productId: subscription.productId,
          isActive: true,
          // Only releases that had the flag say how near the end counts as soon.
          ...(soonDays === undefined ? {} : {willExpireSoon: left <= soonDays * DAY_MS}),
          transactionId: latest.id,
          purchaseToken: latest.purchaseToken,
          transactionDate: latest.transactionDate,
        };
        return this.activeSubscription(subscription, common, left);
      });
  }

  preparePurchase(props: RequestPurchaseProps): PurchaseAttempt {
    if (!props || (props.type !== 'in-app' && props.type !== 'subs')) {
      throw this.error('DeveloperError', "requestPurchase needs type 'in-app' or 'subs'.");
    }
    const request = this.readRequest(props);
    const skus = request.skus;
    if (skus.length === 0) throw this.error('EmptySkuList', 'requestPurchase needs a product id.');
    this.checkRequestedIds(skus);
    const sku = skus[0];
    const entry = findEntry(this.platform, sku);
    if (!entry) {
      const near = CATALOG[this.platform].find((candidate) => candidate.id.toLowerCase() === sku.toLowerCase());
      throw this.error(
        'SkuNotFound',
        `The ${this.storeName} has no product "${sku}"${near ? `; did you mean "${near.id}"? Product ids are case-sensitive` : ''}.`,
        sku,
      );
    }
    if ((entry.kind === 'subscription') !== (props.type === 'subs')) {
      throw this.error(
        'DeveloperError',
        entry.kind === 'subscription'
          ? `${sku} is a subscription: request it with type 'subs'.`
          : `${sku} is not a subscription: request it with type 'in-app'.`,
        sku,
      );
    }
    const attempt: PurchaseAttempt = {
      entry,
      type: props.type,
      quantity: request.quantity,
      plan: entry.subscription?.plans[0] ?? null,
      trialDays: 0,
      finishAutomatically: request.finishAutomatically,
      appAccountToken: request.appAccountToken,
      obfuscatedAccountId: request.obfuscatedAccountId,
      obfuscatedProfileId: request.obfuscatedProfileId,
      replacing: null,
      replacementMode: null,
    };
    if (props.type === 'subs') this.prepareSubscription(attempt, props);
    return attempt;
  }

  /** What the store's purchase sheet ends with; the result only ever reaches the app through the listeners. */
  private completePurchaseSheet(attempt: PurchaseAttempt): void {
    const sku = attempt.entry.id;
    const fail = (code: SandboxErrorName, message: string) =>
      this.emit(this.constants.events.PurchaseError, {code: this.error(code, message).code, message, productId: sku});
    if (!this.switches.attemptRequest().reached) {
      fail('NetworkError', `The ${this.storeName} could not be reached (simulated network error). Retry with exponential backoff.`);
      return;
    }
    const owned = this.ownershipProblem(attempt);
    if (owned) {
      fail('AlreadyOwned', owned);
      return;
    }
    const outcome = this.switches.value.purchaseOutcome;
    if (outcome === 'user-cancelled') {
      fail('UserCancelled', 'The user cancelled the purchase.');
      return;
    }
    if (outcome === 'item-unavailable') {
      fail('ItemUnavailable', `${sku} is not available for purchase right now (simulated).`);
      return;
    }
    if (this.userChoseOtherBilling(attempt)) return;
    if (this.changePlan(attempt)) return;
    const state = this.switches.purchaseState();
    const transaction = this.createTransaction(attempt, state);
    if (state === 'purchased') this.chargeNewPurchase(attempt.entry, attempt.plan, attempt.quantity, attempt.trialDays);
    if (attempt.entry.kind === 'subscription' && state === 'purchased') this.startSubscription(transaction, attempt);
    this.deliver(transaction);
    if (attempt.finishAutomatically && state === 'purchased') {
      transaction.finished = true;
      if (transaction.kind === 'consumable') transaction.consumed = true;
      this.record('store', 'Finished automatically', 'andDangerouslyFinishTransactionAutomatically was set: validate before granting anyway.');
    }
  }

  /** A purchase is paid when it goes through: per unit for a one-time product, the first period for a subscription. */
  chargeNewPurchase(entry: CatalogEntry, plan: PlanDefinition | null, quantity: number, trialDays = 0): void {
    if (entry.kind !== 'subscription') this.charge(entry.id, entry.id, (entry.price ?? 0) * quantity, 'purchase');
    else if (plan && trialDays === 0) this.charge(entry.id, plan.id, plan.price, 'purchase');
  }

  deliver(transaction: TransactionRecord): void {
    this.emit(this.constants.events.PurchaseUpdated, this.toPurchase(transaction));
  }

  private ownershipProblem(attempt: PurchaseAttempt): string | null {
    const sku = attempt.entry.id;
    const live = this.transactions.filter((transaction) => transaction.productId === sku && !transaction.refunded && !transaction.replaced);
    if (attempt.entry.kind === 'consumable') return live.some((transaction) => !transaction.consumed) ? this.unconsumedProblem(sku) : null;
    if (attempt.entry.kind === 'non-consumable') {
      return live.some((transaction) => !transaction.consumed) ? `${sku} is already owned: restore purchases instead of buying it again.` : null;
    }
    return this.subscriptionOwnershipProblem(attempt);
  }

  createTransaction(attempt: PurchaseAttempt, state: TransactionState, original?: SubscriptionRecord): TransactionRecord {
    const {id, purchaseToken, basePlanId} = this.transactionIdentity(attempt);
    const transaction: TransactionRecord = {
      id,
      productId: attempt.entry.id,
      kind: attempt.entry.kind,
      purchaseToken,
      state,
      transactionDate: this.now(),
      purchasedAt: state === 'purchased' ? this.now() : null,
      quantity: attempt.quantity,
      originalTransactionId: original?.originalTransactionId ?? id,
      originalTransactionDate: original ? original.latest.originalTransactionDate : this.now(),
      finished: false,
      consumed: false,
      refunded: false,
      refundedAt: null,
      replaced: false,
      reason: 'PURCHASE',
      subscription: null,
      basePlanId,
      periodEnd: null,
      isUpgraded: false,
      appAccountToken: attempt.appAccountToken,
      obfuscatedAccountId: attempt.obfuscatedAccountId,
      obfuscatedProfileId: attempt.obfuscatedProfileId,
    };
    this.transactions.push(transaction);
    return transaction;
  }

  startSubscription(transaction: TransactionRecord, attempt: PurchaseAttempt, expiresAt?: number): SubscriptionRecord {
    const plan = attempt.plan!;
    const end = expiresAt ?? (attempt.trialDays > 0 ? this.now() + attempt.trialDays * DAY_MS : planEnd(this.now(), plan));
    const subscription: SubscriptionRecord = {
      productId: attempt.entry.id,
      ...this.subscriptionPlacement(attempt, plan),
      latest: transaction,
      originalTransactionId: transaction.originalTransactionId,
      purchaseToken: transaction.purchaseToken,
      expiresAt: end,
      willAutoRenew: true,
      autoRenewPreference: attempt.entry.id,
      upgradeSettlesAt: null,
      deferredBasePlanId: null,
      status: 'Active',
      expirationReason: null,
      renewals: 0,
      billingIssue: null,
    };
    transaction.subscription = subscription;
    transaction.periodEnd = end;
    this.subscriptions.push(subscription);
    if (subscription.groupIdIOS) this.introOfferUsedGroups.add(subscription.groupIdIOS);
    return subscription;
  }

  assertSettled(transaction: TransactionRecord): void {
    if (transaction.state === 'deferred') {
      throw this.error(
        'DeferredPayment',
        `${transaction.productId} is waiting for approval (Deferred): wait for its next update before finishing it.`,
        transaction.productId,
      );
    }
    if (transaction.state === 'pending') {
      throw this.error('Pending', `${transaction.productId} is Pending: the payment has not completed, so it cannot be finished yet.`, transaction.productId);
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Time

  /** Everything the store will do on its own, whenever it falls due; the earliest runs first. */
  dueEvents(): DueEvent[] {
    return this.subscriptions
      .filter((subscription) => subscription.status === 'Active')
      .flatMap((subscription) => [
        ...this.subscriptionDeadlines(subscription),
        subscription.billingIssue
          ? {at: subscription.billingIssue.retryAt, run: () => this.retryRenewal(subscription)}
          : {at: subscription.expiresAt, run: () => this.renewOrExpire(subscription)},
      ]);
  }

  renewOrExpire(subscription: SubscriptionRecord): void {
    this.beforeRenewal(subscription);
    if (!subscription.willAutoRenew) {
      subscription.status = 'Expired';
      subscription.expirationReason = 'VOLUNTARY';
      this.record('store', 'Subscription expired', `${subscription.productId}: auto-renewal was off.`);
      return;
    }
    if (this.switches.value.renewalPayment === 'fails') {
      this.renewalFailed(subscription);
      return;
    }
    this.renew(subscription);
  }

  /** The renewal could not be charged: the user keeps access through the grace period while the store retries daily. */
  private renewalFailed(subscription: SubscriptionRecord): void {
    const graceEndsAt = subscription.expiresAt + GRACE_PERIOD_DAYS * DAY_MS;
    subscription.billingIssue = {graceEndsAt, retryAt: Math.min(this.now() + DAY_MS, graceEndsAt)};
    this.record(
      'store',
      'Renewal payment failed',
      `${subscription.productId}: the store retries; in the app's ${GRACE_PERIOD_DAYS}-day grace period the user keeps access until ${this.formatDate(graceEndsAt)}.`,
    );
    if (this.billingIssueSignal === 'payment-failed') this.emitBillingIssue(subscription);
  }

  private retryRenewal(subscription: SubscriptionRecord): void {
    const issue = subscription.billingIssue!;
    if (this.switches.value.renewalPayment === 'succeeds') {
      this.recoverRenewal(subscription);
      return;
    }
    if (this.now() < issue.graceEndsAt) {
      issue.retryAt = Math.min(this.now() + DAY_MS, issue.graceEndsAt);
      this.record('store', 'Renewal payment retried: failed again', subscription.productId);
      return;
    }
    subscription.status = 'Expired';
    subscription.expirationReason = 'BILLING_ERROR';
    this.record('store', 'Grace period over', `${subscription.productId}: still unpaid, so the user loses access while the store keeps retrying.`);
    if (this.billingIssueSignal === 'suspended') this.emitBillingIssue(subscription);
  }

  /** The payment went through after all: the subscription renews, from the moment it lapsed if access had ended. */
  recoverRenewal(subscription: SubscriptionRecord): void {
    subscription.billingIssue = null;
    if (subscription.status === 'Expired') {
      subscription.status = 'Active';
      subscription.expirationReason = null;
      subscription.expiresAt = this.now();
    }
    this.record('store', 'Renewal payment recovered', subscription.productId);
    this.renew(subscription);
  }

  /**
   * The user redeems an offer code on the store's own sheet or page: the code's subscription starts and reaches the
   * app like a purchase. The sandbox's code is for the first subscription of its catalogue.
   */
  redeemOfferCode(): void {
    const entry = CATALOG[this.platform].find((candidate) => candidate.kind === 'subscription')!;
    if (this.subscriptions.some((subscription) => subscription.status === 'Active' && subscription.productId === entry.id)) {
      this.record('store', 'Offer code not redeemed', `The user already subscribes to ${entry.id}.`);
      return;
    }
    this.record('store', 'Offer code redeemed', `${entry.id}: the code's offer starts the subscription.`);
    this.later(() => {
      const attempt = storeAttempt(entry, entry.subscription!.plans[0]);
      const transaction = this.createTransaction(attempt, 'purchased');
      this.startSubscription(transaction, attempt);
      this.deliver(transaction);
    });
  }

  private emitBillingIssue(subscription: SubscriptionRecord): void {
    const event = this.constants.events.SubscriptionBillingIssue;
    // Releases before the event existed have no way to tell the app.
    if (event !== undefined && this.connection === 'Connected') this.emit(event, this.toPurchase(subscription.latest));
  }
}
