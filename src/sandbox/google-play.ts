/**
 * Google Play's rules for the shared life cycle: purchases to acknowledge within the window or lose, consumables
 * consumed to be bought again, base plans of one subscription product changed by replacement mode, and alternative
 * billing with its external transaction tokens.
 */
import type {
  ActiveSubscription,
  DeepLinkOptions,
  InAppMessageResultAndroid,
  InitConnectionConfig,
  Purchase,
  PurchaseAndroid,
  VerifyPurchaseProps,
  VerifyPurchaseResult,
  RequestPurchaseProps,
} from '@site/spec';
import {findEntry, planForOfferToken} from '@site/shared/sandboxCatalog';
import {DAY_MS, HOUR_MS} from './clock';
import {StoreEngine} from './engine';
import {changeBasePlan} from './google-play-plan-change';
import {googlePlayPurchase, googlePlayPurchaseRecord, legacy, legacyConnection, legacyGoogleOptions} from './google-play-records';
import {appleRequest, googleRequest, replacementModeMember} from './request-shapes';
import type {AlternativeBillingModeName} from '@site/shared/retiredSpec';
import type {SandboxReplacementMode} from '@site/shared/sandboxConstants';
import {planEnd, versionAtLeast, type DueEvent, type PurchaseAttempt, type RequestedPurchase, type SubscriptionRecord, type TransactionRecord} from './records';
import type {ExternalTokenRecord, SimulatedStoreOptions} from './types';

export class GooglePlay extends StoreEngine {
  readonly redeliversAfterRelaunch = false;
  protected readonly billingIssueSignal = 'suspended';

  constructor(options: SimulatedStoreOptions) {
    super('android', options);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Purchases

  protected readRequest(props: RequestPurchaseProps): RequestedPurchase {
    const android = googleRequest(props);
    if (!android) throw this.error('DeveloperError', 'requestPurchase needs request.google (with skus) on Android.');
    return {
      skus: android.skus ?? [],
      quantity: Math.max(1, Math.floor(appleRequest(props)?.quantity ?? 1)),
      finishAutomatically: false,
      appAccountToken: null,
      obfuscatedAccountId: android.obfuscatedAccountId ?? legacy(android).obfuscatedAccountIdAndroid ?? null,
      obfuscatedProfileId: android.obfuscatedProfileId ?? legacy(android).obfuscatedProfileIdAndroid ?? null,
    };
  }

  protected checkRequestedIds(skus: string[]): void {
    const legacy = skus.find((sku) => sku.startsWith('android.test.'));
    if (legacy) {
      throw this.error(
        'ServiceDisconnected',
        `${legacy} is one of Google Play's deprecated static test product ids; create a real product and test with a license tester.`,
        legacy,
      );
    }
  }

  /** A subscription is bought through one of its offers; with the current purchase token it is a plan change. */
  protected prepareSubscription(attempt: PurchaseAttempt, props: RequestPurchaseProps): void {
    const android = props.type === 'subs' ? googleRequest(props) : undefined;
    const sku = attempt.entry.id;
    const offer = android?.subscriptionOffers?.find((candidate) => candidate.sku === sku) ?? android?.subscriptionOffers?.[0];
    if (!offer) {
      throw this.error(
        'DeveloperError',
        `Android subscriptions need subscriptionOffers: [{sku: '${sku}', offerToken}] with the offerTokenAndroid of one of the product's subscriptionOffers.`,
        sku,
      );
    }
    const plan = offer.sku === sku ? planForOfferToken(attempt.entry, offer.offerToken) : undefined;
    if (!plan) throw this.error('SkuOfferMismatch', `The offer token "${offer.offerToken}" does not belong to ${sku}.`, sku);
    attempt.plan = plan;
    attempt.trialDays = offer.offerToken.endsWith(':free-week') ? (plan.freeTrialDays ?? 0) : 0;
    const oldToken = android?.purchaseToken ?? legacy(android).purchaseTokenAndroid;
    if (!oldToken) return;
    const current = this.subscriptions.find((subscription) => subscription.purchaseToken === oldToken && subscription.status === 'Active');
    if (!current) throw this.error('ItemNotOwned', 'purchaseToken does not belong to an active subscription.', sku);
    if (current.productId !== sku) {
      throw this.error(
        'DeveloperError',
        `Plan changes only work between base plans of one subscription product: the token belongs to ${current.productId}, not ${sku}.`,
        sku,
      );
    }
    const modes = this.constants.replacementModes;
    const params = android?.subscriptionProductReplacementParams;
    if (params && params.oldProductId !== current.productId) {
      throw this.error(
        'DeveloperError',
        `subscriptionProductReplacementParams.oldProductId must name the subscription being replaced, ${current.productId}.`,
        sku,
      );
    }
    const named = params ? modes[replacementModeMember(params.replacementMode)] : undefined;
    if (params && named === undefined) {
      throw this.error('DeveloperError', `The sandbox does not simulate the replacement mode ${String(params.replacementMode)}.`, sku);
    }
    const mode = named ?? legacy(android).replacementMode ?? legacy(android).replacementModeAndroid ?? modes.WithTimeProration;
    const known: SandboxReplacementMode[] = Object.values(modes);
    if (!known.includes(mode)) {
      throw this.error('DeveloperError', `Unknown replacementMode ${String(mode)}: use ${known.slice(0, -1).join(', ')} or ${known[known.length - 1]}.`, sku);
    }
    attempt.replacing = current;
    attempt.replacementMode = mode;
  }

  protected transactionIdentity(attempt: PurchaseAttempt): {id: string; purchaseToken: string; basePlanId: string | null} {
    const id = `GPA.3300-0000-${this.nextId('')}`;
    return {id, purchaseToken: `token_${attempt.entry.id}_${this.lastId}`, basePlanId: attempt.plan?.id ?? null};
  }

  protected subscriptionPlacement(attempt: PurchaseAttempt, plan: {id: string}): {groupIdIOS: string | null; basePlanId: string | null} {
    void attempt;
    return {groupIdIOS: null, basePlanId: plan.id};
  }

  protected unconsumedProblem(sku: string): string {
    return `${sku} is still owned: consume it with finishTransaction(purchase, true) before it can be bought again.`;
  }

  protected subscriptionOwnershipProblem(attempt: PurchaseAttempt): string | null {
    const sku = attempt.entry.id;
    const current = this.subscriptions.find((subscription) => subscription.status === 'Active' && subscription.productId === sku);
    if (!current) return null;
    if (!attempt.replacing) return `${sku} is already subscribed: pass purchaseToken and subscriptionProductReplacementParams to change plans.`;
    const targetPlan = attempt.plan?.id ?? null;
    if (current.basePlanId === targetPlan && current.deferredBasePlanId === null) return `${sku} is already on the ${targetPlan} base plan.`;
    return null;
  }

  /** On USER_CHOICE, the user may pick the app's own billing: Google Play then sells nothing and hands over a token. */
  protected userChoseOtherBilling(attempt: PurchaseAttempt): boolean {
    if (this.alternativeBillingMode !== 'USER_CHOICE') return false;
    // Only releases with the older modes name a minimum library version for them.
    const minimum = this.constants.alternativeBillingMinimumBillingLibrary?.USER_CHOICE;
    if (minimum && !versionAtLeast(this.billingLibraryVersion, minimum)) {
      this.record('store', 'No choice screen', `USER_CHOICE needs Play Billing ${minimum}+; this app ships ${this.billingLibraryVersion}.`);
      return false;
    }
    if (this.switches.value.userChoice === 'google-play') {
      this.record('store', 'User chose Google Play billing');
      return false;
    }
    const sku = attempt.entry.id;
    const record = this.issueExternalToken('user-choice', [sku]);
    this.record('store', 'User chose the app’s own billing', 'No Google Play purchase is made.');
    this.emit(this.constants.events.UserChoiceBillingAndroid, {externalTransactionToken: record.token, products: [sku]});
    return true;
  }

  protected changePlan(attempt: PurchaseAttempt): boolean {
    if (!attempt.replacing) return false;
    changeBasePlan(this, attempt);
    return true;
  }

  deliver(transaction: TransactionRecord): void {
    const purchase = this.toPurchase(transaction);
    // What Play Billing's own callback receives, before OpenIAP turns it into the purchase-updated event.
    this.record('native', 'onPurchasesUpdated(OK, [1 purchase])', `${purchase.productId} · ${purchase.purchaseState}`);
    super.deliver(transaction);
  }

  protected finishOwned(transaction: TransactionRecord, isConsumable: boolean | undefined): void {
    if (isConsumable === true) {
      if (transaction.consumed) throw this.error('ReceiptFinished', `${transaction.productId} was already consumed.`, transaction.productId);
      this.consume(transaction);
      return;
    }
    if (transaction.finished) throw this.error('ReceiptFinished', `${transaction.productId} was already acknowledged.`, transaction.productId);
    this.acknowledge(transaction);
  }

  acknowledge(transaction: TransactionRecord): void {
    transaction.finished = true;
    this.record(
      'store',
      'Purchase acknowledged',
      `${transaction.productId}: Google Play keeps it${transaction.kind === 'consumable' ? ', but a consumable must be consumed before it can be bought again' : ''}.`,
    );
  }

  consume(transaction: TransactionRecord): void {
    transaction.consumed = true;
    transaction.finished = true;
    this.record(
      'store',
      'Purchase consumed',
      `${transaction.productId} can be bought again.${transaction.kind === 'non-consumable' ? ' The user no longer owns it: never consume a non-consumable.' : ''}`,
    );
  }

  /** The purchase a token names, if the user still owns it. */
  ownedByToken(purchaseToken: string): TransactionRecord {
    const transaction = this.transactions.find((entry) => entry.purchaseToken === purchaseToken);
    if (!transaction || transaction.refunded || transaction.consumed || transaction.replaced) {
      throw this.error('ItemNotOwned', `The user does not own a purchase with the token "${purchaseToken}".`, transaction?.productId);
    }
    return transaction;
  }

  findTransaction(purchase: Purchase | undefined): TransactionRecord | undefined {
    if (!purchase) return undefined;
    return this.transactions.find(
      (entry) => entry.purchaseToken === purchase.purchaseToken && (purchase.id === entry.id || purchase.id === entry.purchaseToken),
    );
  }

  /** What Google Play still holds for the user: unconsumed purchases and the current period of each subscription. */
  availableTransactions(): TransactionRecord[] {
    return this.transactions.filter((transaction) => {
      if (transaction.refunded || transaction.replaced || transaction.consumed) return false;
      if (transaction.state !== 'purchased' && transaction.state !== 'pending') return false;
      const subscription = transaction.subscription;
      return !subscription || (subscription.status === 'Active' && subscription.latest === transaction);
    });
  }

  deliveryKey(purchase: Purchase): string {
    // Google Play keeps one token across a subscription's renewals; the order id tells the periods apart.
    return `${purchase.purchaseToken}:${purchase.id}`;
  }

  relaunchNote(): string {
    return 'Listeners and connection are gone. Google Play redelivers nothing: read owned purchases with getAvailablePurchases.';
  }

  /**
   * Older releases pick a mode (by the version's value of it); newer ones turn a billing program on, and the sandbox
   * plays user choice billing as the user-choice mode and external offers as the alternative-only flow.
   */
  protected connectionMode(config: InitConnectionConfig | undefined): AlternativeBillingModeName | null {
    const modes = this.constants.alternativeBillingModes;
    const older = legacyConnection(config).alternativeBillingModeAndroid;
    if (modes && older !== undefined) {
      const name = (['USER_CHOICE', 'ALTERNATIVE_ONLY'] as const).find((candidate) => modes[candidate] === older);
      return name ?? null;
    }
    const program = config?.enableBillingProgramAndroid;
    if (program === 'user-choice-billing') return 'USER_CHOICE';
    if (program === 'external-offer') return 'ALTERNATIVE_ONLY';
    return null;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Time: the acknowledge window, renewals, the token report window

  dueEvents(): DueEvent[] {
    const windowMs = this.constants.androidAcknowledgeWindowDays * DAY_MS;
    const refunds = this.transactions
      .filter(
        (transaction) =>
          transaction.state === 'purchased' && !transaction.finished && !transaction.refunded && !transaction.replaced && transaction.purchasedAt !== null,
      )
      .map((transaction) => ({at: transaction.purchasedAt! + windowMs, run: () => this.refundUnacknowledged(transaction)}));
    const reportMs = this.constants.externalTokenReportHours * HOUR_MS;
    const overdueTokens = this.externalTokens
      .filter((token) => token.reportedAt === null && !token.overdue)
      .map((token) => ({at: token.createdAt + reportMs + 1, run: () => this.tokenOverdue(token)}));
    return [...refunds, ...super.dueEvents(), ...overdueTokens];
  }

  private refundUnacknowledged(transaction: TransactionRecord): void {
    transaction.refunded = true;
    transaction.refundedAt = this.now();
    if (transaction.subscription && transaction.subscription.latest === transaction) transaction.subscription.status = 'Revoked';
    this.record(
      'store',
      'Refunded by Google Play',
      `${transaction.productId} was not acknowledged within ${this.constants.androidAcknowledgeWindowDays} days: refunded, and the user no longer owns it.`,
    );
  }

  private tokenOverdue(token: ExternalTokenRecord): void {
    token.overdue = true;
    this.record(
      'store',
      'External token NOT reported in time',
      `${token.token} was not reported to Google Play within ${this.constants.externalTokenReportHours} hours.`,
    );
  }

  /**
   * A renewal keeps the purchase token and adds a period to the order id; a deferred change takes effect now. Play
   * calls no purchase listener for it: the app's backend hears of it from Google Play's server notification.
   */
  protected renew(subscription: SubscriptionRecord): void {
    const entry = findEntry('android', subscription.productId)!;
    const deferred = subscription.deferredBasePlanId;
    const plan = entry.subscription!.plans.find((candidate) => candidate.id === (deferred ?? subscription.basePlanId)) ?? entry.subscription!.plans[0];
    const previousPlan = subscription.basePlanId;
    subscription.basePlanId = plan.id;
    subscription.latest.basePlanId = plan.id;
    subscription.deferredBasePlanId = null;
    subscription.expiresAt = planEnd(subscription.expiresAt, plan);
    subscription.renewals++;
    this.charge(subscription.productId, plan.id, plan.price, 'renewal');
    subscription.latest.id = `${subscription.latest.id.split('..')[0]}..${subscription.renewals - 1}`;
    this.record(
      'store',
      'Subscription renewed',
      `${subscription.productId}/${plan.id}${deferred && deferred !== previousPlan ? ` (the deferred change from ${previousPlan} takes effect)` : ''}, until ${this.formatDate(subscription.expiresAt)}.`,
    );
    const change = this.pendingChanges.findIndex((record) => record.newSku === plan.id || record.newSku === `${subscription.productId}:${plan.id}`);
    if (deferred && change >= 0) {
      const [applied] = this.pendingChanges.splice(change, 1);
      this.record(
        'server',
        'Server: real-time developer notification',
        `SUBSCRIPTION_RENEWED on ${plan.id}: pending change for ${applied.userId} applied and deleted.`,
      );
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // What the app receives

  toPurchase(transaction: TransactionRecord): PurchaseAndroid & {platform: 'android'} {
    return googlePlayPurchase(transaction);
  }

  activeSubscription(subscription: SubscriptionRecord, common: ActiveSubscription): ActiveSubscription {
    return {
      ...common,
      autoRenewingAndroid: subscription.willAutoRenew,
      basePlanIdAndroid: subscription.basePlanId ?? undefined,
      currentPlanId: subscription.basePlanId ?? undefined,
      purchaseTokenAndroid: subscription.purchaseToken,
    };
  }

  openSubscriptionManagement(options: DeepLinkOptions): void {
    const missing = (['skuAndroid', 'packageNameAndroid'] as const).filter((key) => !options?.[key]);
    if (missing.length > 0) throw this.error('DeveloperError', `deepLinkToSubscriptions needs ${missing.join(' and ')} on Android.`);
    this.record('store', 'Google Play subscription page opened', `${options.skuAndroid} of ${options.packageNameAndroid}`);
  }

  /** Google Play's server-side purchase record; the access token belongs on the app's server, never in the app. */
  validate(props: VerifyPurchaseProps): VerifyPurchaseResult {
    const options = props.google ?? legacyGoogleOptions(props);
    if (!options?.sku || !options.packageName || !options.purchaseToken || !options.accessToken) {
      throw this.error(
        'DeveloperError',
        'On Android, verifyPurchase needs google: {sku, packageName, purchaseToken, accessToken} (keep the access token on your server).',
        options?.sku,
      );
    }
    const transaction = this.transactions.find((entry) => entry.purchaseToken === options.purchaseToken && entry.productId === options.sku);
    if (!transaction) throw this.error('ReceiptFailed', `Google Play knows no purchase of ${options.sku} with that token.`, options.sku);
    return googlePlayPurchaseRecord(transaction);
  }

  /**
   * Google Play's transactional in-app message: for a subscription whose payment failed, the user fixes the payment
   * method in it, and Google Play charges the renewal again.
   */
  showBillingMessage(): InAppMessageResultAndroid {
    const subscription = this.subscriptions.find((entry) => entry.billingIssue !== null && entry.status !== 'Revoked');
    if (!subscription) return {responseCode: 'no-action-needed' as InAppMessageResultAndroid['responseCode']};
    this.record('store', 'Google Play message: payment declined', `${subscription.productId}: the user updates the payment method in the message.`);
    this.switches.set({renewalPayment: 'succeeds'});
    this.recoverRenewal(subscription);
    return {responseCode: 'subscription-status-updated' as InAppMessageResultAndroid['responseCode'], purchaseToken: subscription.purchaseToken};
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Alternative billing

  /** Alternative billing needs a mode chosen at initConnection and a Play Billing Library recent enough for it. */
  assertAlternativeBilling(): void {
    const mode = this.alternativeBillingMode;
    const minimums = this.constants.alternativeBillingMinimumBillingLibrary;
    if (mode === null) {
      throw this.error(
        'DeveloperError',
        minimums
          ? 'Alternative billing is off: call initConnection({alternativeBillingModeAndroid: AlternativeBillingModeAndroid.ALTERNATIVE_ONLY}) (or USER_CHOICE) first.'
          : "No billing program is on: call initConnection({enableBillingProgramAndroid: 'external-offer'}) (or 'user-choice-billing') first.",
      );
    }
    const minimum = minimums?.[mode as 'USER_CHOICE' | 'ALTERNATIVE_ONLY'];
    if (minimum && !versionAtLeast(this.billingLibraryVersion, minimum)) {
      throw this.error('FeatureNotSupported', `${mode} needs Play Billing Library ${minimum} or later; this app ships ${this.billingLibraryVersion}.`);
    }
  }

  issueExternalToken(source: ExternalTokenRecord['source'], products: string[]): ExternalTokenRecord {
    const record: ExternalTokenRecord = {token: `ext_${this.nextId('')}`, createdAt: this.now(), source, products, reportedAt: null, overdue: false};
    this.externalTokens.push(record);
    this.record(
      'store',
      'External transaction token created',
      `${record.token}: report it from your backend within ${this.constants.externalTokenReportHours} hours.`,
    );
    return record;
  }
}
