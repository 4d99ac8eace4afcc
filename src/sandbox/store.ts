import {
  AlternativeBillingModeAndroid,
  ErrorCode,
  IapEvent,
  ReplacementModeAndroid,
  alternativeBillingMinimumBillingLibrary,
  androidAcknowledgeWindowDays,
  externalPurchaseLinkLimits,
  externalTokenReportHours,
  minimumIOSVersions,
  willExpireSoonDays,
} from '@site/spec';
import type {
  ActiveSubscription,
  AndroidOperations,
  AppTransaction,
  CommonOperations,
  ConnectionState,
  DeepLinkOptions,
  EventListeners,
  EventSubscription,
  ExternalPurchaseLinkResultIOS,
  ExternalPurchaseNoticeResultIOS,
  IapEventListener,
  IapEventPayloads,
  InitConnectionConfig,
  IosOperations,
  Platform,
  Product,
  ProductIOS,
  ProductRequest,
  Purchase,
  PurchaseAndroid,
  PurchaseIOS,
  PurchaseOptions,
  PurchaseState,
  ReceiptValidationProps,
  ReceiptValidationResult,
  ReceiptValidationResultIOS,
  RenewalInfoIOS,
  RequestPurchaseProps,
  StorefrontCode,
  SubscriptionProduct,
  SubscriptionStatusIOS,
} from '@site/spec';
import {CATALOG, findEntry, planForOfferToken, toProduct, type CatalogEntry, type PlanDefinition, type ProductKind} from './catalog';
import {HOUR_MS, MINUTE_MS, DAY_MS, SimulatedClock, addMonths, durationMs, type Duration} from './clock';
import {SandboxError} from './errors';
import {
  DEFAULT_SCENARIOS,
  FLAKY_FAILURES,
  type BackendView,
  type ExternalTokenRecord,
  type LogKind,
  type PendingChangeRecord,
  type PurchaseRecordView,
  type SandboxConstants,
  type SandboxLogEntry,
  type SandboxScenarios,
  type SandboxSnapshot,
  type SimulatedStoreOptions,
  type SubscriptionRecordView,
} from './types';

/** The iOS operations the sandbox can simulate honestly; the compiler checks the class implements each one. */
export type SimulatedIosOperationName =
  | 'clearTransactionIOS'
  | 'getStorefrontIOS'
  | 'getPromotedProductIOS'
  | 'requestPurchaseOnPromotedProductIOS'
  | 'getPendingTransactionsIOS'
  | 'isEligibleForIntroOfferIOS'
  | 'subscriptionStatusIOS'
  | 'currentEntitlementIOS'
  | 'latestTransactionIOS'
  | 'showManageSubscriptionsIOS'
  | 'beginRefundRequestIOS'
  | 'isTransactionVerifiedIOS'
  | 'getTransactionJwsIOS'
  | 'getReceiptDataIOS'
  | 'syncIOS'
  | 'getAppTransactionIOS'
  | 'validateReceiptIOS'
  | 'canPresentExternalPurchaseNoticeIOS'
  | 'presentExternalPurchaseNoticeSheetIOS'
  | 'presentExternalPurchaseLinkIOS';

/** Every Android operation of the spec is simulated. */
export type SimulatedAndroidOperationName = keyof AndroidOperations;

/** The OpenIAP surface the simulated store provides. */
export type SimulatedOperations = CommonOperations &
  EventListeners &
  Pick<IosOperations, SimulatedIosOperationName> &
  Pick<AndroidOperations, SimulatedAndroidOperationName>;

/** EU member states and South Korea: the storefronts where iOS external purchases are allowed. */
const EXTERNAL_PURCHASE_STOREFRONTS = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'KR',
]);

const STORE_NAME: Record<Platform, string> = {ios: 'App Store', android: 'Google Play'};
const BUNDLE_ID = 'dev.openiap.sandbox';
const LOG_LIMIT = 300;

interface TransactionRecord {
  /** iOS transaction id; Android order id. */
  id: string;
  productId: string;
  kind: ProductKind;
  purchaseToken: string;
  state: PurchaseState;
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

interface SubscriptionRecord {
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
}

interface PurchaseAttempt {
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
  replacementMode: ReplacementModeAndroid | null;
}

type ListenerMap = {[E in IapEvent]: Set<IapEventListener<E>>};

function resolveConstants(raw: SimulatedStoreOptions['constants']): SandboxConstants {
  const pick = (name: keyof SandboxConstants, fallback: number): number => {
    const value = (raw as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    androidAcknowledgeWindowDays: pick('androidAcknowledgeWindowDays', androidAcknowledgeWindowDays),
    willExpireSoonDays: pick('willExpireSoonDays', willExpireSoonDays),
    externalTokenReportHours: pick('externalTokenReportHours', externalTokenReportHours),
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

function planEnd(start: number, plan: PlanDefinition): number {
  const {unit, value} = plan.period;
  if (unit === 'Year') return addMonths(start, 12 * value);
  if (unit === 'Month') return addMonths(start, value);
  if (unit === 'Week') return start + 7 * value * DAY_MS;
  return start + value * DAY_MS;
}

function planLengthMs(plan: PlanDefinition): number {
  return planEnd(0, plan) - 0;
}

function base64(text: string): string {
  // UTF-8 bytes as a binary string, which is what btoa takes.
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary);
}

function describeError(error: unknown): {code?: string; message: string} {
  if (error instanceof SandboxError) return {code: error.code, message: error.message};
  if (error instanceof Error) return {message: error.message};
  return {message: String(error)};
}

/**
 * An in-browser simulation of a store behind the OpenIAP API: the App Store or Google Play, chosen when it is created.
 *
 * It follows the behaviour the specification documents (connection states, event-based purchases, finishing,
 * acknowledging and consuming, the Android acknowledge window, iOS redelivery, subscription renewals and plan
 * changes, alternative billing) against a small example catalogue, on a clock that only moves when told to.
 * Scenarios ({@link SandboxScenarios}) decide what the store's sheets and servers do next.
 */
export class SimulatedStore implements SimulatedOperations {
  readonly platform: Platform;
  readonly constants: SandboxConstants;
  readonly storefront: string;
  readonly billingLibraryVersion: string;
  readonly iosVersion: string;

  private readonly clock: SimulatedClock;
  private readonly latencyMs: number;
  private readonly upgradeSettleMs: number;
  private scenarios: SandboxScenarios;
  private connection: ConnectionState = 'Disconnected';
  private connectionClosedByStore = false;
  private connecting: Promise<boolean> | null = null;
  private connectAttempt = 0;
  private alternativeBillingMode: AlternativeBillingModeAndroid = AlternativeBillingModeAndroid.NONE;
  private flakyFailuresLeft = 0;
  private readonly listeners: ListenerMap = {
    [IapEvent.PurchaseUpdated]: new Set(),
    [IapEvent.PurchaseError]: new Set(),
    [IapEvent.PromotedProductIOS]: new Set(),
    [IapEvent.UserChoiceBillingAndroid]: new Set(),
  };
  private readonly transactions: TransactionRecord[] = [];
  private readonly subscriptions: SubscriptionRecord[] = [];
  private readonly introOfferUsedGroups = new Set<string>();
  private promotedProductId: string | null = null;
  private redeliverWhenListening = false;
  private launchPendingRedelivery = false;

  private readonly coins = {balance: 0};
  private readonly delivered = new Map<string, string>();
  private readonly pendingChanges: PendingChangeRecord[] = [];
  private readonly externalTokens: ExternalTokenRecord[] = [];

  private log: SandboxLogEntry[] = [];
  private logCounter = 0;
  private idCounter = 0;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly observers = new Set<() => void>();
  private revision = 0;
  private snapshot: SandboxSnapshot | null = null;
  private disposed = false;

  constructor(options: SimulatedStoreOptions = {}) {
    this.platform = options.platform ?? 'ios';
    this.constants = resolveConstants(options.constants);
    this.storefront = options.storefront ?? 'US';
    this.billingLibraryVersion = options.billingLibraryVersion ?? '7.0';
    this.iosVersion = options.iosVersion ?? '18.4';
    this.clock = new SimulatedClock(options.startTime ?? Date.now());
    this.latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.upgradeSettleMs = (options.upgradeSettleMinutes ?? 5) * MINUTE_MS;
    this.scenarios = {...DEFAULT_SCENARIOS, ...options.scenarios};
    if (this.scenarios.network === 'flaky') this.flakyFailuresLeft = FLAKY_FAILURES;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Observation (for the sandbox's own UI and tests)

  /** Calls `observer` after every change of the sandbox. Returns the function that stops it. */
  subscribe(observer: () => void): () => void {
    this.observers.add(observer);
    return () => {
      this.observers.delete(observer);
    };
  }

  getSnapshot(): SandboxSnapshot {
    if (!this.snapshot) this.snapshot = this.buildSnapshot();
    return this.snapshot;
  }

  /** The store clock's current time, in epoch ms. */
  now(): number {
    return this.clock.now();
  }

  get connectionState(): ConnectionState {
    return this.connection;
  }

  getScenarios(): SandboxScenarios {
    return {...this.scenarios};
  }

  getLog(): readonly SandboxLogEntry[] {
    return this.log;
  }

  /** Resolves once every answer the store has scheduled (sheets, events, listeners they started) has run. */
  async settle(): Promise<void> {
    for (let round = 0; round < 1000; round++) {
      await Promise.resolve();
      if (this.pending.size === 0) return;
      await Promise.allSettled([...this.pending]);
    }
  }

  /** Stops every scheduled answer and forgets every observer; the store is not used after this. */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.observers.clear();
    for (const set of Object.values(this.listeners)) set.clear();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Scenarios and store-side actions (what the store, the user outside the app, or time does)

  /** Flips scenario switches; unspecified ones keep their value. */
  setScenarios(next: Partial<SandboxScenarios>): void {
    const previous = this.scenarios;
    this.scenarios = {...this.scenarios, ...next};
    if (next.network === 'flaky' && previous.network !== 'flaky') this.flakyFailuresLeft = FLAKY_FAILURES;
    const changed = (Object.keys(next) as Array<keyof SandboxScenarios>).filter((key) => previous[key] !== this.scenarios[key]);
    if (changed.length > 0) {
      this.record('store', 'Scenario changed', changed.map((key) => `${key}: ${String(this.scenarios[key])}`).join(', '));
    }
    this.changed();
  }

  /** Moves the store clock forward and lets the store do what falls due: refunds, renewals, expiries, upgrades settling. */
  advanceTime(duration: Duration): void {
    const step = durationMs(duration);
    if (!Number.isFinite(step) || step < 0) throw new RangeError('The sandbox clock only moves forward.');
    const target = this.clock.now() + step;
    for (let guard = 0; guard < 10_000; guard++) {
      const due = this.nextDue(target);
      if (!due) break;
      this.clock.advanceTo(due.at);
      due.run();
    }
    this.clock.advanceTo(target);
    this.record('store', 'Clock advanced', this.describeDuration(duration));
    this.changed();
  }

  /**
   * The app is killed and started again: listeners and the connection are gone. On iOS, StoreKit delivers every
   * unfinished transaction again once the app has reconnected and listens for purchase updates.
   */
  relaunch(): void {
    for (const set of Object.values(this.listeners)) set.clear();
    this.connection = 'Disconnected';
    this.connecting = null;
    this.connectAttempt++;
    this.connectionClosedByStore = false;
    this.alternativeBillingMode = AlternativeBillingModeAndroid.NONE;
    this.launchPendingRedelivery = this.platform === 'ios';
    this.redeliverWhenListening = false;
    const unfinished = this.unfinishedTransactionsIOS().length;
    this.record(
      'store',
      'App relaunched',
      this.platform === 'ios'
        ? `Listeners and connection are gone. ${unfinished} unfinished transaction(s) will be delivered again after initConnection.`
        : 'Listeners and connection are gone. Google Play redelivers nothing: read owned purchases with getAvailablePurchases.',
    );
    this.changed();
  }

  /** The store closes the connection (for example, the billing service died): operations fail with E_CONNECTION_CLOSED. */
  dropConnection(): void {
    if (this.connection !== 'Connected') return;
    this.connection = 'Error';
    this.connectionClosedByStore = true;
    this.record('store', 'Connection closed by the store', 'Operations now fail with E_CONNECTION_CLOSED until initConnection runs again.');
    this.changed();
  }

  /** A parent approves every purchase waiting in Ask to Buy (Deferred): each arrives as a purchase update. */
  approveAskToBuy(): number {
    return this.settleAwaiting('Deferred', 'Ask to Buy approved');
  }

  /** Every pending payment (for example cash at a shop) completes: each arrives as a purchase update. */
  completePendingPayments(): number {
    return this.settleAwaiting('Pending', 'Pending payment completed');
  }

  /** The user turns auto-renewal off (or on) in the store's subscription settings, outside the app. */
  setAutoRenew(productId: string, willAutoRenew: boolean): void {
    const subscription = this.subscriptions.find(
      (entry) => entry.status === 'Active' && (entry.productId === productId || entry.autoRenewPreference === productId),
    );
    if (!subscription) throw new SandboxError(ErrorCode.ItemNotOwned, `There is no active subscription to ${productId}.`, productId);
    subscription.willAutoRenew = willAutoRenew;
    this.record(
      'store',
      willAutoRenew ? 'Auto-renewal turned on' : 'Auto-renewal turned off',
      `${subscription.productId}: ${willAutoRenew ? 'renews' : 'ends'} on ${this.formatDate(subscription.expiresAt)}.`,
    );
    this.changed();
  }

  /** iOS: the user taps one of the app's promoted products on the App Store; the promoted-product event fires. */
  promoteProduct(productId: string): void {
    const entry = findEntry('ios', productId);
    if (this.platform !== 'ios' || !entry) throw new SandboxError(ErrorCode.DeveloperError, `Promoted products exist only on iOS, for products of the catalogue.`);
    this.promotedProductId = productId;
    this.record('store', 'Promoted product tapped on the App Store', productId);
    this.emit(IapEvent.PromotedProductIOS, toProduct('ios', entry) as ProductIOS);
    this.changed();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The simulated app backend (server-side steps of the life cycle)

  /**
   * What an app's server does with a purchase: asks the store whether it is genuine. Valid only for a purchase the
   * store issued, in the Purchased state, not refunded, whose product and identifiers were not altered.
   */
  async verifyOnServer(purchase: Purchase): Promise<boolean> {
    await this.tick();
    const transaction = this.findTransaction(purchase);
    let reason = '';
    if (!transaction) reason = 'the store issued no such purchase';
    else if (transaction.refunded) reason = 'the purchase was refunded';
    else if (transaction.state !== 'Purchased') reason = `the purchase is ${transaction.state}, not paid yet`;
    else if (purchase.productId !== this.reportedProductId(transaction) && purchase.productId !== transaction.productId) reason = 'the product id does not match';
    this.record('server', reason ? 'Server: purchase is NOT valid' : 'Server: purchase is valid', reason || `${purchase.productId} (${purchase.id})`);
    this.changed();
    return reason === '';
  }

  /**
   * Delivers what a validated purchase bought, once: a purchase delivered before (same transaction) is recognised and
   * not granted twice. Returns whether something was granted now.
   */
  async grantEntitlement(purchase: Purchase): Promise<boolean> {
    await this.tick();
    const key = this.platform === 'android' ? `${purchase.purchaseToken}:${purchase.id}` : purchase.id;
    if (this.delivered.has(key)) {
      this.record('server', 'Server: already delivered', `${purchase.productId} (${purchase.id}) was granted before; nothing granted twice.`);
      this.changed();
      return false;
    }
    this.delivered.set(key, purchase.productId);
    const entry = findEntry(this.platform, purchase.productId);
    if (entry?.kind === 'consumable') this.coins.balance += 100 * Math.max(1, purchase.quantity);
    this.record('server', 'Server: content delivered', entry?.kind === 'consumable' ? `+${100 * Math.max(1, purchase.quantity)} coins` : purchase.productId);
    this.changed();
    return true;
  }

  /** The app backend keeps a record of an Android plan change that takes effect later (Play has no field for it). */
  async recordPendingChange(change: PendingChangeRecord): Promise<void> {
    await this.tick();
    const index = this.pendingChanges.findIndex((entry) => entry.userId === change.userId);
    if (index >= 0) this.pendingChanges.splice(index, 1);
    this.pendingChanges.push({...change});
    this.record('server', 'Server: POST /api/subscriptions/pending-change', `${change.currentSku} → ${change.newSku} on ${this.formatDate(change.effectiveDate)}`);
    this.changed();
  }

  /** The app backend reports an alternative billing token to Google Play. */
  async reportExternalToken(token: string): Promise<{onTime: boolean}> {
    await this.tick();
    const record = this.externalTokens.find((entry) => entry.token === token);
    if (!record) throw new SandboxError(ErrorCode.DeveloperError, `Google Play never issued the token "${token}".`);
    if (record.reportedAt !== null) throw new SandboxError(ErrorCode.DeveloperError, `The token ${token} was already reported.`);
    record.reportedAt = this.now();
    const onTime = record.reportedAt - record.createdAt <= this.constants.externalTokenReportHours * HOUR_MS;
    this.record(
      'server',
      onTime ? 'Server: token reported to Google Play' : 'Server: token reported LATE',
      onTime
        ? `${token}, within ${this.constants.externalTokenReportHours} hours`
        : `${token}, more than ${this.constants.externalTokenReportHours} hours after it was created`,
    );
    this.changed();
    return {onTime};
  }

  /** A message the app shows its user, recorded in the event log. */
  appMessage(text: string): void {
    this.record('app', 'App message', text);
    this.changed();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Common operations

  initConnection(config?: InitConnectionConfig): Promise<boolean> {
    const mode = config?.alternativeBillingModeAndroid;
    return this.operation(`initConnection(${mode ? `{alternativeBillingModeAndroid: ${mode}}` : ''})`, false, async () => {
      if (this.connection === 'Connected') return true;
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
          if (this.scenarios.connectionFails) {
            this.setConnection('Error');
            reject(new SandboxError(ErrorCode.InitConnection, `The ${STORE_NAME[this.platform]} connection could not be opened (simulated failure).`));
            return;
          }
          this.alternativeBillingMode = this.platform === 'android' ? (mode ?? AlternativeBillingModeAndroid.NONE) : AlternativeBillingModeAndroid.NONE;
          this.setConnection('Connected');
          if (this.launchPendingRedelivery) {
            this.launchPendingRedelivery = false;
            this.redeliverWhenListening = true;
            this.later(() => this.redeliverUnfinished());
          }
          resolve(true);
        });
      });
      return this.connecting;
    }, String);
  }

  endConnection(): Promise<boolean> {
    return this.operation('endConnection()', false, async () => {
      this.connecting = null;
      this.connectAttempt++;
      this.alternativeBillingMode = AlternativeBillingModeAndroid.NONE;
      if (this.connection !== 'Disconnected') this.setConnection('Disconnected');
      return true;
    }, String);
  }

  fetchProducts(request: ProductRequest): Promise<Array<Product | SubscriptionProduct>> {
    return this.operation(`fetchProducts({skus: [${(request?.skus ?? []).join(', ')}], type: ${request?.type ?? "'in-app'"}})`, true, async () => {
      const type = request?.type ?? 'in-app';
      if (type !== 'in-app' && type !== 'subs' && type !== 'all') {
        throw new SandboxError(ErrorCode.DeveloperError, `Unknown product type "${String(type)}": use 'in-app', 'subs' or 'all'.`);
      }
      const skus = Array.isArray(request?.skus) ? request.skus : [];
      if (skus.length === 0) throw new SandboxError(ErrorCode.EmptySkuList, 'fetchProducts needs at least one product id in skus.');
      this.rejectStaticTestIds(skus);
      await this.reachServers(ErrorCode.NetworkError);
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
    }, (products) => `${products.length} product(s): ${products.map((product) => product.id).join(', ') || 'none'}`);
  }

  requestPurchase(props: RequestPurchaseProps): Promise<void> {
    const request = this.platform === 'ios' ? props?.request?.ios : props?.request?.android;
    const label = this.platform === 'ios' ? (request as {sku?: string} | undefined)?.sku : (request as {skus?: string[]} | undefined)?.skus?.join(', ');
    return this.operation(`requestPurchase(${label ?? '?'}, type: ${props?.type})`, true, async () => {
      const attempt = this.preparePurchase(props);
      this.later(() => this.completePurchaseSheet(attempt));
    });
  }

  finishTransaction(purchase: Purchase, isConsumable?: boolean): Promise<void> {
    return this.operation(`finishTransaction(${purchase?.productId}${isConsumable === undefined ? '' : `, ${isConsumable}`})`, true, async () => {
      const transaction = this.findTransaction(purchase);
      if (!transaction) throw new SandboxError(ErrorCode.ItemNotOwned, `The ${STORE_NAME[this.platform]} has no purchase ${purchase?.id} to finish.`, purchase?.productId);
      if (isConsumable === true && transaction.kind === 'subscription') {
        throw new SandboxError(
          ErrorCode.DeveloperError,
          `isConsumable must never be true for a subscription: ${transaction.productId} is a subscription. Call finishTransaction(purchase) without the flag.`,
          transaction.productId,
        );
      }
      this.assertSettled(transaction);
      if (transaction.refunded) throw new SandboxError(ErrorCode.ItemNotOwned, `${transaction.productId} was refunded; there is nothing to finish.`, transaction.productId);
      if (this.platform === 'ios') {
        if (transaction.finished) throw new SandboxError(ErrorCode.ReceiptFinished, `Transaction ${transaction.id} was already finished.`, transaction.productId);
        transaction.finished = true;
        if (transaction.kind === 'consumable') transaction.consumed = true;
        this.record('store', 'Transaction finished', `${transaction.productId} (${transaction.id})${isConsumable !== undefined ? '; iOS ignores isConsumable' : ''}. StoreKit will not deliver it again.`);
        return;
      }
      if (isConsumable === true) {
        if (transaction.consumed) throw new SandboxError(ErrorCode.ReceiptFinished, `${transaction.productId} was already consumed.`, transaction.productId);
        this.consume(transaction);
        return;
      }
      if (transaction.finished) throw new SandboxError(ErrorCode.ReceiptFinished, `${transaction.productId} was already acknowledged.`, transaction.productId);
      this.acknowledge(transaction);
    });
  }

  getAvailablePurchases(options?: PurchaseOptions): Promise<Purchase[]> {
    return this.operation('getAvailablePurchases()', true, async () => {
      const purchases = this.availableTransactions(options).map((transaction) => this.toPurchase(transaction));
      if (this.platform === 'ios' && options?.alsoPublishToEventListenerIOS) {
        this.later(() => purchases.forEach((purchase) => this.emit(IapEvent.PurchaseUpdated, purchase)));
      }
      return purchases;
    }, (purchases) => `${purchases.length} purchase(s)${purchases.length ? `: ${purchases.map((purchase) => purchase.productId).join(', ')}` : ''}`);
  }

  restorePurchases(): Promise<void> {
    return this.operation('restorePurchases()', true, async () => {
      await this.reachServers(ErrorCode.SyncError);
      this.record('store', 'Purchases restored', `${this.availableTransactions().length} purchase(s) available; read them with getAvailablePurchases().`);
    });
  }

  getStorefront(): Promise<StorefrontCode> {
    return this.operation('getStorefront()', true, async () => this.storefront, (code) => (code ? `'${code}'` : "'' (unknown)"));
  }

  getActiveSubscriptions(subscriptionIds?: string[]): Promise<ActiveSubscription[]> {
    return this.operation(`getActiveSubscriptions(${subscriptionIds ? `[${subscriptionIds.join(', ')}]` : ''})`, true, async () => this.activeSubscriptions(subscriptionIds), (subs) =>
      subs.length ? subs.map((sub) => `${sub.productId}${sub.basePlanIdAndroid ? `/${sub.basePlanIdAndroid}` : ''}${sub.willExpireSoon ? ' (expires soon)' : ''}`).join(', ') : 'none',
    );
  }

  hasActiveSubscriptions(subscriptionIds?: string[]): Promise<boolean> {
    return this.operation(`hasActiveSubscriptions(${subscriptionIds ? `[${subscriptionIds.join(', ')}]` : ''})`, true, async () => this.activeSubscriptions(subscriptionIds).length > 0, String);
  }

  deepLinkToSubscriptions(options: DeepLinkOptions): Promise<void> {
    return this.operation('deepLinkToSubscriptions()', false, async () => {
      if (this.platform === 'android') {
        const missing = (['skuAndroid', 'packageNameAndroid'] as const).filter((key) => !options?.[key]);
        if (missing.length > 0) {
          throw new SandboxError(ErrorCode.DeveloperError, `deepLinkToSubscriptions needs ${missing.join(' and ')} on Android.`);
        }
        this.record('store', 'Google Play subscription page opened', `${options.skuAndroid} of ${options.packageNameAndroid}`);
        return;
      }
      this.record('store', 'App Store subscription management opened');
    });
  }

  validateReceipt(props: ReceiptValidationProps): Promise<ReceiptValidationResult> {
    return this.operation(`validateReceipt(${props?.sku})`, false, async () => {
      if (this.platform === 'ios') return this.validateIOS(props.sku);
      const options = props.androidOptions;
      if (!options?.packageName || !options.productToken || !options.accessToken) {
        throw new SandboxError(
          ErrorCode.DeveloperError,
          'On Android, validateReceipt needs androidOptions with packageName, productToken and accessToken (keep the access token on your server).',
          props.sku,
        );
      }
      const transaction = this.transactions.find((entry) => entry.purchaseToken === options.productToken && entry.productId === props.sku);
      if (!transaction) throw new SandboxError(ErrorCode.ReceiptFailed, `Google Play knows no purchase of ${props.sku} with that token.`, props.sku);
      const subscription = transaction.subscription;
      return {
        autoRenewing: subscription?.willAutoRenew ?? false,
        betaProduct: false,
        cancelDate: transaction.refundedAt,
        cancelReason: transaction.refunded ? 1 : null,
        deferredDate: null,
        deferredSku: subscription?.deferredBasePlanId ?? null,
        freeTrialEndDate: 0,
        gracePeriodEndDate: 0,
        parentProductId: transaction.productId,
        productId: transaction.productId,
        productType: transaction.kind === 'subscription' ? 'subs' : 'inapp',
        purchaseDate: transaction.transactionDate,
        quantity: transaction.quantity,
        receiptId: transaction.id,
        renewalDate: subscription?.expiresAt ?? 0,
        term: subscription?.basePlanId ?? '',
        termSku: transaction.productId,
        testTransaction: true,
      };
    }, (result) => ('isValid' in result ? `isValid: ${result.isValid}` : `productId: ${result.productId}`));
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Event listeners

  purchaseUpdatedListener(listener: IapEventListener<IapEvent.PurchaseUpdated>): EventSubscription {
    const subscription = this.addListener(IapEvent.PurchaseUpdated, listener);
    if (this.redeliverWhenListening && this.connection === 'Connected') this.later(() => this.redeliverUnfinished());
    return subscription;
  }

  purchaseErrorListener(listener: IapEventListener<IapEvent.PurchaseError>): EventSubscription {
    return this.addListener(IapEvent.PurchaseError, listener);
  }

  promotedProductListenerIOS(listener: IapEventListener<IapEvent.PromotedProductIOS>): EventSubscription {
    return this.addListener(IapEvent.PromotedProductIOS, listener);
  }

  userChoiceBillingListenerAndroid(listener: IapEventListener<IapEvent.UserChoiceBillingAndroid>): EventSubscription {
    return this.addListener(IapEvent.UserChoiceBillingAndroid, listener);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // iOS operations

  clearTransactionIOS(): Promise<void> {
    return this.iosOperation('clearTransactionIOS()', async () => {
      const unfinished = this.unfinishedTransactionsIOS();
      for (const transaction of unfinished) {
        transaction.finished = true;
        if (transaction.kind === 'consumable') transaction.consumed = true;
      }
      this.record('store', 'Transaction queue cleared', `${unfinished.length} transaction(s) finished.`);
    });
  }

  getStorefrontIOS(): Promise<StorefrontCode> {
    return this.iosOperation('getStorefrontIOS()', async () => this.storefront, (code) => `'${code}'`);
  }

  getPromotedProductIOS(): Promise<ProductIOS | null> {
    return this.iosOperation('getPromotedProductIOS()', async () => {
      const entry = this.promotedProductId ? findEntry('ios', this.promotedProductId) : undefined;
      return entry ? (toProduct('ios', entry) as ProductIOS) : null;
    }, (product) => product?.id ?? 'null');
  }

  requestPurchaseOnPromotedProductIOS(): Promise<void> {
    return this.iosOperation('requestPurchaseOnPromotedProductIOS()', async () => {
      const productId = this.promotedProductId;
      if (!productId) throw new SandboxError(ErrorCode.DeveloperError, 'No product was promoted: there is nothing to buy.');
      const entry = findEntry('ios', productId)!;
      const attempt = this.preparePurchase({request: {ios: {sku: productId}}, type: entry.kind === 'subscription' ? 'subs' : 'in-app'} as RequestPurchaseProps);
      this.promotedProductId = null;
      this.later(() => this.completePurchaseSheet(attempt));
    });
  }

  getPendingTransactionsIOS(): Promise<PurchaseIOS[]> {
    return this.iosOperation('getPendingTransactionsIOS()', async () => this.unfinishedTransactionsIOS().map((transaction) => this.toPurchase(transaction) as PurchaseIOS), (list) => `${list.length} transaction(s)`);
  }

  isEligibleForIntroOfferIOS(groupID: string): Promise<boolean> {
    return this.iosOperation(`isEligibleForIntroOfferIOS(${groupID})`, async () => !this.introOfferUsedGroups.has(groupID), String);
  }

  subscriptionStatusIOS(sku: string): Promise<SubscriptionStatusIOS[]> {
    return this.iosOperation(`subscriptionStatusIOS(${sku})`, async () => {
      const group = findEntry('ios', sku)?.subscription?.groupIdIOS;
      return this.subscriptions
        .filter((subscription) => subscription.groupIdIOS !== null && subscription.groupIdIOS === group)
        .map((subscription) => ({
          state: subscription.status === 'Active' ? 'subscribed' : subscription.status === 'Revoked' ? 'revoked' : 'expired',
          renewalInfo: {
            jsonRepresentation: JSON.stringify({autoRenewProductId: subscription.autoRenewPreference, willAutoRenew: subscription.willAutoRenew}),
            willAutoRenew: subscription.willAutoRenew,
            autoRenewPreference: subscription.autoRenewPreference,
          },
        }));
    }, (list) => list.map((status) => status.state).join(', ') || 'none');
  }

  currentEntitlementIOS(sku: string): Promise<PurchaseIOS | null> {
    return this.iosOperation(`currentEntitlementIOS(${sku})`, async () => {
      const transaction = this.availableTransactions().find((entry) => this.reportedProductId(entry) === sku && entry.kind !== 'consumable');
      return transaction ? (this.toPurchase(transaction) as PurchaseIOS) : null;
    }, (purchase) => purchase?.id ?? 'null');
  }

  latestTransactionIOS(sku: string): Promise<PurchaseIOS | null> {
    return this.iosOperation(`latestTransactionIOS(${sku})`, async () => {
      const transaction = this.latestFor(sku);
      return transaction ? (this.toPurchase(transaction) as PurchaseIOS) : null;
    }, (purchase) => purchase?.id ?? 'null');
  }

  showManageSubscriptionsIOS(): Promise<void> {
    return this.iosOperation('showManageSubscriptionsIOS()', async () => {
      this.record('store', 'Manage Subscriptions sheet shown and closed', 'Use the sandbox panel to change auto-renewal as a user would there.');
    });
  }

  beginRefundRequestIOS(sku: string): Promise<string | null> {
    return this.iosOperation(`beginRefundRequestIOS(${sku})`, async () => {
      const transaction = this.latestFor(sku);
      if (!transaction || transaction.refunded) throw new SandboxError(ErrorCode.ItemNotOwned, `There is no purchase of ${sku} to refund.`, sku);
      this.record('store', 'Refund request submitted', `${sku}: Apple reviews the request; the sandbox does not decide it.`);
      return 'success';
    }, (outcome) => String(outcome));
  }

  isTransactionVerifiedIOS(sku: string): Promise<boolean> {
    return this.iosOperation(`isTransactionVerifiedIOS(${sku})`, async () => {
      const transaction = this.latestFor(sku);
      return transaction !== undefined && !transaction.refunded;
    }, String);
  }

  getTransactionJwsIOS(sku: string): Promise<string | null> {
    return this.iosOperation(`getTransactionJwsIOS(${sku})`, async () => {
      const transaction = this.latestFor(sku);
      return transaction ? transaction.purchaseToken : null;
    }, (jws) => (jws ? 'a JWS string' : 'null'));
  }

  getReceiptDataIOS(): Promise<string> {
    return this.iosOperation('getReceiptDataIOS()', async () => {
      const receipt = this.transactions.map((transaction) => ({id: transaction.id, productId: transaction.productId, date: transaction.transactionDate}));
      return base64(JSON.stringify({bundleId: BUNDLE_ID, environment: 'Sandbox', inApp: receipt}));
    }, () => 'base64 receipt');
  }

  syncIOS(): Promise<void> {
    return this.iosOperation('syncIOS()', async () => {
      await this.reachServers(ErrorCode.SyncError);
      this.record('store', 'Transactions synchronised with the App Store');
    });
  }

  getAppTransactionIOS(): Promise<AppTransaction | null> {
    return this.iosOperation('getAppTransactionIOS()', async () => {
      if (!versionAtLeast(this.iosVersion, minimumIOSVersions.appTransaction)) {
        throw new SandboxError(ErrorCode.FeatureNotSupported, `getAppTransactionIOS needs iOS ${minimumIOSVersions.appTransaction} or later; this device runs iOS ${this.iosVersion}.`);
      }
      const transaction: AppTransaction = {
        bundleId: BUNDLE_ID,
        appVersion: '1.0',
        originalAppVersion: '1.0',
        originalPurchaseDate: this.now(),
        deviceVerification: base64('sandbox-device'),
        deviceVerificationNonce: '00000000-0000-4000-8000-000000000000',
        environment: 'Sandbox',
        signedDate: this.now(),
        appId: 0,
        appVersionId: 0,
      };
      if (versionAtLeast(this.iosVersion, minimumIOSVersions.appTransactionExtendedFields)) {
        transaction.appTransactionId = 'sandbox-app-transaction';
        transaction.originalPlatform = 'iOS';
      }
      return transaction;
    }, (transaction) => (transaction ? transaction.bundleId : 'null'));
  }

  validateReceiptIOS(sku: string): Promise<ReceiptValidationResultIOS> {
    return this.iosOperation(`validateReceiptIOS(${sku})`, async () => this.validateIOS(sku), (result) => `isValid: ${result.isValid}`);
  }

  canPresentExternalPurchaseNoticeIOS(): Promise<boolean> {
    return this.iosOperation('canPresentExternalPurchaseNoticeIOS()', async () => {
      this.assertExternalPurchaseVersion(minimumIOSVersions.externalPurchaseApis, 'the external purchase notice');
      return EXTERNAL_PURCHASE_STOREFRONTS.has(this.storefront);
    }, String, false);
  }

  presentExternalPurchaseNoticeSheetIOS(): Promise<ExternalPurchaseNoticeResultIOS> {
    return this.iosOperation('presentExternalPurchaseNoticeSheetIOS()', async () => {
      this.assertExternalPurchaseVersion(minimumIOSVersions.externalPurchaseApis, 'the external purchase notice');
      this.assertExternalPurchaseStorefront();
      return {result: this.scenarios.externalPurchaseNotice};
    }, (result) => result.result, false);
  }

  presentExternalPurchaseLinkIOS(url: string): Promise<ExternalPurchaseLinkResultIOS> {
    return this.iosOperation(`presentExternalPurchaseLinkIOS(${url})`, async () => {
      this.assertExternalPurchaseVersion(minimumIOSVersions.externalPurchaseLink, 'external purchase links');
      this.assertExternalPurchaseStorefront();
      const problem = externalLinkProblem(url);
      if (problem) throw new SandboxError(ErrorCode.DeveloperError, `The external purchase URL is not allowed: ${problem}.`);
      this.record('store', 'External link opened', `${url}. No App Store transaction and no purchase-updated event: your backend handles the payment.`);
      return {success: true};
    }, (result) => `success: ${result.success}`, false);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Android operations

  acknowledgePurchaseAndroid(purchaseToken: string): Promise<void> {
    return this.androidOperation(`acknowledgePurchaseAndroid(${purchaseToken})`, async () => {
      const transaction = this.ownedByToken(purchaseToken);
      this.assertSettled(transaction);
      if (transaction.finished) throw new SandboxError(ErrorCode.ReceiptFinished, `${transaction.productId} was already acknowledged.`, transaction.productId);
      this.acknowledge(transaction);
    });
  }

  consumePurchaseAndroid(purchaseToken: string): Promise<void> {
    return this.androidOperation(`consumePurchaseAndroid(${purchaseToken})`, async () => {
      const transaction = this.ownedByToken(purchaseToken);
      if (transaction.kind === 'subscription') {
        throw new SandboxError(ErrorCode.DeveloperError, `Never consume a subscription: ${transaction.productId} is one. Acknowledge it instead.`, transaction.productId);
      }
      this.assertSettled(transaction);
      this.consume(transaction);
    });
  }

  checkAlternativeBillingAvailabilityAndroid(): Promise<boolean> {
    return this.androidOperation('checkAlternativeBillingAvailabilityAndroid()', async () => {
      this.assertAlternativeBilling();
      return this.scenarios.alternativeBillingAvailable;
    }, String);
  }

  showAlternativeBillingDialogAndroid(): Promise<boolean> {
    return this.androidOperation('showAlternativeBillingDialogAndroid()', async () => {
      this.assertAlternativeBilling();
      await this.tick();
      return this.scenarios.alternativeBillingDialog === 'accept';
    }, (accepted) => (accepted ? 'true (accepted)' : 'false (cancelled)'));
  }

  createAlternativeBillingTokenAndroid(): Promise<string> {
    return this.androidOperation('createAlternativeBillingTokenAndroid()', async () => {
      this.assertAlternativeBilling();
      if (!this.scenarios.alternativeBillingAvailable) {
        throw new SandboxError(ErrorCode.BillingUnavailable, 'Alternative billing is not available for this user.');
      }
      await this.reachServers(ErrorCode.NetworkError);
      return this.issueExternalToken('alternative-only', []).token;
    }, (token) => token);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Internals: operations, logging, scheduling

  private async operation<T>(label: string, needsConnection: boolean, body: () => Promise<T>, summarize?: (result: T) => string): Promise<T> {
    try {
      await Promise.resolve();
      if (needsConnection) this.assertConnected();
      const result = await body();
      this.record('call', label, summarize ? `→ ${summarize(result)}` : undefined);
      this.changed();
      return result;
    } catch (error) {
      const {code, message} = describeError(error);
      const entry = this.record('error', `${label} rejected`, message);
      if (code) entry.code = code;
      this.changed();
      throw error;
    }
  }

  private iosOperation<T>(label: string, body: () => Promise<T>, summarize?: (result: T) => string, needsConnection = true): Promise<T> {
    return this.operation(label, needsConnection, async () => {
      if (this.platform !== 'ios') throw new SandboxError(ErrorCode.FeatureNotSupported, `${label.split('(')[0]} only exists on iOS; this sandbox is simulating Android.`);
      return body();
    }, summarize);
  }

  private androidOperation<T>(label: string, body: () => Promise<T>, summarize?: (result: T) => string): Promise<T> {
    return this.operation(label, true, async () => {
      if (this.platform !== 'android') throw new SandboxError(ErrorCode.FeatureNotSupported, `${label.split('(')[0]} only exists on Android; this sandbox is simulating iOS.`);
      return body();
    }, summarize);
  }

  private assertConnected(): void {
    if (this.connection === 'Connected') return;
    if (this.connection === 'Error' && this.connectionClosedByStore) {
      throw new SandboxError(ErrorCode.ConnectionClosed, 'The store closed the connection. Call initConnection() again before retrying.');
    }
    throw new SandboxError(ErrorCode.NotPrepared, `The store connection is not ready (state: ${this.connection}). Call initConnection() first and wait for it.`);
  }

  private record(kind: LogKind, title: string, detail?: string): SandboxLogEntry {
    const entry: SandboxLogEntry = {id: ++this.logCounter, at: this.now(), kind, title};
    if (detail !== undefined) entry.detail = detail;
    this.log = [...this.log, entry].slice(-LOG_LIMIT);
    return entry;
  }

  private changed(): void {
    this.revision++;
    this.snapshot = null;
    for (const observer of [...this.observers]) observer();
  }

  private setConnection(state: ConnectionState): void {
    const previous = this.connection;
    this.connection = state;
    this.record('store', `Connection: ${previous} → ${state}`);
    this.changed();
  }

  /** Runs `task` after the store's latency, tracked so that {@link settle} can wait for it. */
  private later(task: () => void): void {
    if (this.disposed) return;
    let done!: () => void;
    const promise = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.pending.add(promise);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      try {
        if (!this.disposed) task();
      } finally {
        this.pending.delete(promise);
        done();
        if (!this.disposed) this.changed();
      }
    }, this.latencyMs);
    this.timers.add(timer);
  }

  /** Half a latency of waiting, for answers that come from the store's servers. */
  private tick(): Promise<void> {
    if (this.latencyMs === 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs / 2));
  }

  /** A request to the store's servers: fails with `code` while the network is offline or still flaky. */
  private async reachServers(code: ErrorCode): Promise<void> {
    await this.tick();
    const message = `The ${STORE_NAME[this.platform]} could not be reached (simulated network error).`;
    if (this.scenarios.network === 'offline') throw new SandboxError(code, message);
    if (this.scenarios.network === 'flaky' && this.flakyFailuresLeft > 0) {
      this.flakyFailuresLeft--;
      throw new SandboxError(code, `${message} ${this.flakyFailuresLeft === 0 ? 'The next attempt will get through.' : `${this.flakyFailuresLeft} more attempt(s) will fail.`}`);
    }
  }

  private addListener<E extends IapEvent>(event: E, listener: IapEventListener<E>): EventSubscription {
    if (typeof listener !== 'function') throw new SandboxError(ErrorCode.DeveloperError, `A ${event} listener must be a function.`);
    const set = this.listeners[event] as Set<IapEventListener<E>>;
    set.add(listener);
    this.changed();
    return {
      remove: () => {
        if (set.delete(listener)) this.changed();
      },
    };
  }

  private emit<E extends IapEvent>(event: E, payload: IapEventPayloads[E]): void {
    const set = this.listeners[event] as Set<IapEventListener<E>>;
    const entry = this.record('event', event, this.describePayload(event, payload) + (set.size === 0 ? ' — no listener registered, so nobody received it' : ''));
    if (event === IapEvent.PurchaseError) entry.code = (payload as IapEventPayloads[IapEvent.PurchaseError]).code;
    for (const listener of [...set]) {
      try {
        const result: unknown = listener(payload);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          const tracked = (result as Promise<unknown>).then(
            () => undefined,
            (error: unknown) => this.listenerFailed(event, error),
          );
          this.pending.add(tracked);
          void tracked.finally(() => this.pending.delete(tracked));
        }
      } catch (error) {
        this.listenerFailed(event, error);
      }
    }
    this.changed();
  }

  private listenerFailed(event: IapEvent, error: unknown): void {
    const {code, message} = describeError(error);
    const entry = this.record('app', `Your ${event} listener threw`, message);
    if (code) entry.code = code;
    this.changed();
  }

  private describePayload(event: IapEvent, payload: unknown): string {
    if (event === IapEvent.PurchaseUpdated) {
      const purchase = payload as Purchase;
      return `${purchase.productId} · ${purchase.purchaseState} · id ${purchase.id}`;
    }
    if (event === IapEvent.PurchaseError) {
      return (payload as IapEventPayloads[IapEvent.PurchaseError]).message;
    }
    if (event === IapEvent.PromotedProductIOS) return (payload as ProductIOS).id;
    const details = payload as IapEventPayloads[IapEvent.UserChoiceBillingAndroid];
    return `${details.products.join(', ')} · token ${details.externalTransactionToken}`;
  }

  private describeDuration({days, hours, minutes}: Duration): string {
    const parts = [days ? `${days} day(s)` : '', hours ? `${hours} hour(s)` : '', minutes ? `${minutes} minute(s)` : ''].filter(Boolean);
    return `+${parts.join(' ') || '0'} → ${this.formatDate(this.now())}`;
  }

  private formatDate(time: number): string {
    return new Date(time).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  }

  private nextId(prefix: string): string {
    this.idCounter++;
    return `${prefix}${String(this.idCounter).padStart(4, '0')}`;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Internals: purchases

  private rejectStaticTestIds(skus: string[]): void {
    if (this.platform !== 'android') return;
    const legacy = skus.find((sku) => sku.startsWith('android.test.'));
    if (legacy) {
      throw new SandboxError(ErrorCode.ServiceDisconnected, `${legacy} is one of Google Play's deprecated static test product ids; create a real product and test with a license tester.`, legacy);
    }
  }

  private preparePurchase(props: RequestPurchaseProps): PurchaseAttempt {
    if (!props || (props.type !== 'in-app' && props.type !== 'subs')) {
      throw new SandboxError(ErrorCode.DeveloperError, "requestPurchase needs type 'in-app' or 'subs'.");
    }
    const ios = props.request?.ios;
    const android = props.request?.android;
    if (this.platform === 'ios' && !ios) throw new SandboxError(ErrorCode.DeveloperError, 'requestPurchase needs request.ios (with a sku) on iOS.');
    if (this.platform === 'android' && !android) throw new SandboxError(ErrorCode.DeveloperError, 'requestPurchase needs request.android (with skus) on Android.');
    const skus = this.platform === 'ios' ? (ios?.sku ? [ios.sku] : []) : (android?.skus ?? []);
    if (skus.length === 0) throw new SandboxError(ErrorCode.EmptySkuList, 'requestPurchase needs a product id.');
    this.rejectStaticTestIds(skus);
    const sku = skus[0];
    const entry = findEntry(this.platform, sku);
    if (!entry) {
      const near = CATALOG[this.platform].find((candidate) => candidate.id.toLowerCase() === sku.toLowerCase());
      throw new SandboxError(
        ErrorCode.SkuNotFound,
        `The ${STORE_NAME[this.platform]} has no product "${sku}"${near ? `; did you mean "${near.id}"? Product ids are case-sensitive` : ''}.`,
        sku,
      );
    }
    if ((entry.kind === 'subscription') !== (props.type === 'subs')) {
      throw new SandboxError(
        ErrorCode.DeveloperError,
        entry.kind === 'subscription' ? `${sku} is a subscription: request it with type 'subs'.` : `${sku} is not a subscription: request it with type 'in-app'.`,
        sku,
      );
    }
    const attempt: PurchaseAttempt = {
      entry,
      type: props.type,
      quantity: Math.max(1, Math.floor(ios?.quantity ?? 1)),
      plan: entry.subscription?.plans[0] ?? null,
      trialDays: 0,
      finishAutomatically: this.platform === 'ios' && ios?.andDangerouslyFinishTransactionAutomatically === true,
      appAccountToken: this.platform === 'ios' ? (ios?.appAccountToken ?? null) : null,
      obfuscatedAccountId: this.platform === 'android' ? (android?.obfuscatedAccountIdAndroid ?? null) : null,
      obfuscatedProfileId: this.platform === 'android' ? (android?.obfuscatedProfileIdAndroid ?? null) : null,
      replacing: null,
      replacementMode: null,
    };
    if (this.platform === 'android' && props.type === 'subs') this.prepareAndroidSubscription(attempt, props);
    return attempt;
  }

  private prepareAndroidSubscription(attempt: PurchaseAttempt, props: RequestPurchaseProps): void {
    const android = props.type === 'subs' ? props.request.android : undefined;
    const sku = attempt.entry.id;
    const offer = android?.subscriptionOffers?.find((candidate) => candidate.sku === sku) ?? android?.subscriptionOffers?.[0];
    if (!offer) {
      throw new SandboxError(
        ErrorCode.DeveloperError,
        `Android subscriptions need subscriptionOffers: [{sku: '${sku}', offerToken}] with an offerToken from the product's subscriptionOfferDetailsAndroid.`,
        sku,
      );
    }
    const plan = offer.sku === sku ? planForOfferToken(attempt.entry, offer.offerToken) : undefined;
    if (!plan) throw new SandboxError(ErrorCode.SkuOfferMismatch, `The offer token "${offer.offerToken}" does not belong to ${sku}.`, sku);
    attempt.plan = plan;
    attempt.trialDays = offer.offerToken.endsWith(':free-week') ? plan.freeTrialDays ?? 0 : 0;
    const oldToken = android?.purchaseTokenAndroid;
    if (!oldToken) return;
    const current = this.subscriptions.find((subscription) => subscription.purchaseToken === oldToken && subscription.status === 'Active');
    if (!current) throw new SandboxError(ErrorCode.ItemNotOwned, 'purchaseTokenAndroid does not belong to an active subscription.', sku);
    if (current.productId !== sku) {
      throw new SandboxError(
        ErrorCode.DeveloperError,
        `Plan changes only work between base plans of one subscription product: the token belongs to ${current.productId}, not ${sku}.`,
        sku,
      );
    }
    const mode = android?.replacementModeAndroid ?? ReplacementModeAndroid.WithTimeProration;
    if (!Object.values(ReplacementModeAndroid).includes(mode)) {
      throw new SandboxError(ErrorCode.DeveloperError, `Unknown replacementModeAndroid ${String(mode)}: use 1, 2, 3, 5 or 6.`, sku);
    }
    attempt.replacing = current;
    attempt.replacementMode = mode;
  }

  /** What the store's purchase sheet ends with; the result only ever reaches the app through the listeners. */
  private completePurchaseSheet(attempt: PurchaseAttempt): void {
    const sku = attempt.entry.id;
    const fail = (code: ErrorCode, message: string) => this.emit(IapEvent.PurchaseError, {code, message, productId: sku});
    if (this.scenarios.network === 'offline' || (this.scenarios.network === 'flaky' && this.flakyFailuresLeft > 0)) {
      if (this.scenarios.network === 'flaky') this.flakyFailuresLeft--;
      fail(ErrorCode.NetworkError, `The ${STORE_NAME[this.platform]} could not be reached (simulated network error). Retry with exponential backoff.`);
      return;
    }
    const owned = this.ownershipProblem(attempt);
    if (owned) {
      fail(ErrorCode.AlreadyOwned, owned);
      return;
    }
    const outcome = this.scenarios.purchaseOutcome;
    if (outcome === 'user-cancelled') {
      fail(ErrorCode.UserCancelled, 'The user cancelled the purchase.');
      return;
    }
    if (outcome === 'item-unavailable') {
      fail(ErrorCode.ItemUnavailable, `${sku} is not available for purchase right now (simulated).`);
      return;
    }
    if (this.platform === 'android' && this.alternativeBillingMode === AlternativeBillingModeAndroid.USER_CHOICE) {
      if (!versionAtLeast(this.billingLibraryVersion, alternativeBillingMinimumBillingLibrary[AlternativeBillingModeAndroid.USER_CHOICE])) {
        this.record('store', 'No choice screen', `USER_CHOICE needs Play Billing ${alternativeBillingMinimumBillingLibrary.USER_CHOICE}+; this app ships ${this.billingLibraryVersion}.`);
      } else if (this.scenarios.userChoice === 'alternative') {
        const record = this.issueExternalToken('user-choice', [sku]);
        this.record('store', 'User chose the app’s own billing', 'No Google Play purchase is made.');
        this.emit(IapEvent.UserChoiceBillingAndroid, {externalTransactionToken: record.token, products: [sku]});
        return;
      } else {
        this.record('store', 'User chose Google Play billing');
      }
    }
    if (this.platform === 'ios' && attempt.entry.kind === 'subscription' && this.changeIOSPlan(attempt)) return;
    if (attempt.replacing) {
      this.changeAndroidPlan(attempt);
      return;
    }
    const state: PurchaseState = outcome === 'deferred' ? 'Deferred' : outcome === 'pending' ? 'Pending' : 'Purchased';
    const transaction = this.createTransaction(attempt, state);
    if (attempt.entry.kind === 'subscription' && state === 'Purchased') this.startSubscription(transaction, attempt);
    this.deliver(transaction);
    if (attempt.finishAutomatically && state === 'Purchased') {
      transaction.finished = true;
      if (transaction.kind === 'consumable') transaction.consumed = true;
      this.record('store', 'Finished automatically', 'andDangerouslyFinishTransactionAutomatically was set: validate before granting anyway.');
    }
  }

  private deliver(transaction: TransactionRecord): void {
    const purchase = this.toPurchase(transaction);
    if (this.platform === 'android') this.record('native', 'onPurchasesUpdated(OK, [1 purchase])', `${purchase.productId} · ${purchase.purchaseState}`);
    this.emit(IapEvent.PurchaseUpdated, purchase);
  }

  private ownershipProblem(attempt: PurchaseAttempt): string | null {
    const sku = attempt.entry.id;
    const live = this.transactions.filter((transaction) => transaction.productId === sku && !transaction.refunded && !transaction.replaced);
    if (attempt.entry.kind === 'consumable') {
      const unconsumed = live.find((transaction) => !transaction.consumed);
      if (unconsumed) {
        return this.platform === 'android'
          ? `${sku} is still owned: consume it with finishTransaction(purchase, true) before it can be bought again.`
          : `${sku} has an unfinished transaction: finish it before it can be bought again.`;
      }
      return null;
    }
    if (attempt.entry.kind === 'non-consumable') {
      return live.some((transaction) => !transaction.consumed) ? `${sku} is already owned: restore purchases instead of buying it again.` : null;
    }
    if (this.platform === 'ios') {
      const current = this.activeIOSSubscription(attempt.entry.subscription?.groupIdIOS ?? '');
      return current && current.productId === sku && current.autoRenewPreference === sku ? `${sku} is already subscribed.` : null;
    }
    const current = this.subscriptions.find((subscription) => subscription.status === 'Active' && subscription.productId === sku);
    if (!current) return null;
    if (!attempt.replacing) return `${sku} is already subscribed: pass purchaseTokenAndroid and replacementModeAndroid to change plans.`;
    const targetPlan = attempt.plan?.id ?? null;
    if (current.basePlanId === targetPlan && current.deferredBasePlanId === null) return `${sku} is already on the ${targetPlan} base plan.`;
    return null;
  }

  private createTransaction(attempt: PurchaseAttempt, state: PurchaseState, original?: SubscriptionRecord): TransactionRecord {
    const android = this.platform === 'android';
    const id = android ? `GPA.3300-0000-${this.nextId('')}` : this.nextId('200000000');
    const token = android ? `token_${attempt.entry.id}_${this.idCounter}` : `eyJhbGciOiJFUzI1NiJ9.${base64(JSON.stringify({transactionId: id, productId: attempt.entry.id}))}.sandbox`;
    const transaction: TransactionRecord = {
      id,
      productId: attempt.entry.id,
      kind: attempt.entry.kind,
      purchaseToken: token,
      state,
      transactionDate: this.now(),
      purchasedAt: state === 'Purchased' ? this.now() : null,
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
      basePlanId: android ? (attempt.plan?.id ?? null) : null,
      periodEnd: null,
      isUpgraded: false,
      appAccountToken: attempt.appAccountToken,
      obfuscatedAccountId: attempt.obfuscatedAccountId,
      obfuscatedProfileId: attempt.obfuscatedProfileId,
    };
    this.transactions.push(transaction);
    return transaction;
  }

  private startSubscription(transaction: TransactionRecord, attempt: PurchaseAttempt, expiresAt?: number): SubscriptionRecord {
    const plan = attempt.plan!;
    const end = expiresAt ?? (attempt.trialDays > 0 ? this.now() + attempt.trialDays * DAY_MS : planEnd(this.now(), plan));
    const subscription: SubscriptionRecord = {
      productId: attempt.entry.id,
      groupIdIOS: this.platform === 'ios' ? (attempt.entry.subscription?.groupIdIOS ?? null) : null,
      basePlanId: this.platform === 'android' ? plan.id : null,
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
    };
    transaction.subscription = subscription;
    transaction.periodEnd = end;
    this.subscriptions.push(subscription);
    if (subscription.groupIdIOS) this.introOfferUsedGroups.add(subscription.groupIdIOS);
    return subscription;
  }

  private activeIOSSubscription(groupId: string): SubscriptionRecord | undefined {
    return this.subscriptions.find((subscription) => subscription.status === 'Active' && subscription.groupIdIOS === groupId);
  }

  /**
   * iOS tier changes inside one subscription group. An upgrade is charged at once with a new transaction, which for a
   * few minutes still names the old product while the renewal info names the new one; a downgrade creates no
   * transaction and only changes the renewal info until the renewal date. Returns false when it is a new subscription.
   */
  private changeIOSPlan(attempt: PurchaseAttempt): boolean {
    const target = attempt.entry;
    const current = this.activeIOSSubscription(target.subscription?.groupIdIOS ?? '');
    if (!current) return false;
    const level = (productId: string) => findEntry('ios', productId)?.subscription?.plans[0].levelIOS ?? 1;
    const isUpgrade = level(target.id) < level(current.productId);
    if (!isUpgrade) {
      current.autoRenewPreference = target.id;
      current.willAutoRenew = true;
      this.record(
        'store',
        'Downgrade scheduled (no transaction)',
        `${current.productId} stays until ${this.formatDate(current.expiresAt)}; the renewal info now prefers ${target.id}. No purchase-updated event.`,
      );
      return true;
    }
    const previous = current.latest;
    previous.isUpgraded = true;
    const transaction = this.createTransaction(attempt, 'Purchased', current);
    transaction.subscription = current;
    current.latest = transaction;
    current.autoRenewPreference = target.id;
    current.willAutoRenew = true;
    current.upgradeSettlesAt = this.now() + this.upgradeSettleMs;
    current.expiresAt = planEnd(this.now(), attempt.plan!);
    transaction.periodEnd = current.expiresAt;
    this.record(
      'store',
      'Upgrade charged immediately',
      `${target.id} is paid for. For ${this.upgradeSettleMs / MINUTE_MS} minutes the transaction still names ${current.productId}; pendingUpgradeProductId names ${target.id}.`,
    );
    this.deliver(transaction);
    return true;
  }

  /** Android plan changes between base plans of one subscription product, by replacement mode. */
  private changeAndroidPlan(attempt: PurchaseAttempt): void {
    const current = attempt.replacing!;
    const plan = attempt.plan!;
    const mode = attempt.replacementMode!;
    if (mode === ReplacementModeAndroid.Deferred) {
      current.deferredBasePlanId = plan.id;
      this.record('native', 'onPurchasesUpdated(OK, [])', 'An empty purchase list: the deferred change succeeded. Nothing is bought until the next renewal, so no purchase-updated event.');
      this.record('store', 'Deferred change scheduled', `${current.productId}: ${current.basePlanId} until ${this.formatDate(current.expiresAt)}, then ${plan.id}.`);
      return;
    }
    const oldPlan = attempt.entry.subscription!.plans.find((candidate) => candidate.id === current.basePlanId) ?? plan;
    const remaining = Math.max(0, current.expiresAt - this.now());
    let expiresAt: number;
    let charge: string;
    if (mode === ReplacementModeAndroid.WithTimeProration) {
      const credit = (remaining * (oldPlan.price / planLengthMs(oldPlan))) / (plan.price / planLengthMs(plan));
      expiresAt = planEnd(this.now(), plan) + Math.round(credit);
      charge = 'charged now; the unused time of the old plan extends the new one';
    } else if (mode === ReplacementModeAndroid.ChargeProratedPrice) {
      expiresAt = current.expiresAt;
      charge = 'the prorated price difference is charged now; the billing date stays';
    } else if (mode === ReplacementModeAndroid.WithoutProration) {
      expiresAt = current.expiresAt;
      charge = 'nothing charged now; the new price applies from the next renewal';
    } else {
      expiresAt = planEnd(this.now(), plan);
      charge = 'the full price is charged now and a new period starts';
    }
    current.status = 'Replaced';
    current.latest.replaced = true;
    const transaction = this.createTransaction(attempt, 'Purchased');
    const replacement = this.startSubscription(transaction, attempt, expiresAt);
    replacement.willAutoRenew = true;
    this.record('store', `Plan changed immediately (mode ${mode})`, `${current.basePlanId} → ${plan.id}: ${charge}. The new purchase replaces the old one.`);
    this.deliver(transaction);
  }

  private settleAwaiting(state: 'Deferred' | 'Pending', title: string): number {
    const waiting = this.transactions.filter((transaction) => transaction.state === state);
    for (const transaction of waiting) {
      transaction.state = 'Purchased';
      transaction.purchasedAt = this.now();
      transaction.transactionDate = this.now();
      if (transaction.kind === 'subscription') {
        const entry = findEntry(this.platform, transaction.productId)!;
        this.startSubscription(transaction, {
          entry,
          type: 'subs',
          quantity: 1,
          plan: entry.subscription!.plans.find((plan) => plan.id === (transaction.basePlanId ?? transaction.productId)) ?? entry.subscription!.plans[0],
          trialDays: 0,
          finishAutomatically: false,
          appAccountToken: null,
          obfuscatedAccountId: null,
          obfuscatedProfileId: null,
          replacing: null,
          replacementMode: null,
        });
      }
      this.record('store', title, transaction.productId);
      if (this.connection === 'Connected') this.deliver(transaction);
    }
    if (waiting.length === 0) this.record('store', `${title}: nothing was waiting`);
    this.changed();
    return waiting.length;
  }

  private assertSettled(transaction: TransactionRecord): void {
    if (transaction.state === 'Deferred') {
      throw new SandboxError(ErrorCode.DeferredPayment, `${transaction.productId} is waiting for approval (Deferred): wait for its next update before finishing it.`, transaction.productId);
    }
    if (transaction.state === 'Pending') {
      throw new SandboxError(ErrorCode.Pending, `${transaction.productId} is Pending: the payment has not completed, so it cannot be finished yet.`, transaction.productId);
    }
  }

  private acknowledge(transaction: TransactionRecord): void {
    transaction.finished = true;
    this.record('store', 'Purchase acknowledged', `${transaction.productId}: Google Play keeps it${transaction.kind === 'consumable' ? ', but a consumable must be consumed before it can be bought again' : ''}.`);
  }

  private consume(transaction: TransactionRecord): void {
    transaction.consumed = true;
    transaction.finished = true;
    this.record('store', 'Purchase consumed', `${transaction.productId} can be bought again.${transaction.kind === 'non-consumable' ? ' The user no longer owns it: never consume a non-consumable.' : ''}`);
  }

  private ownedByToken(purchaseToken: string): TransactionRecord {
    const transaction = this.transactions.find((entry) => entry.purchaseToken === purchaseToken);
    if (!transaction || transaction.refunded || transaction.consumed || transaction.replaced) {
      throw new SandboxError(ErrorCode.ItemNotOwned, `The user does not own a purchase with the token "${purchaseToken}".`, transaction?.productId);
    }
    return transaction;
  }

  private findTransaction(purchase: Purchase | undefined): TransactionRecord | undefined {
    if (!purchase) return undefined;
    if (this.platform === 'android') {
      return this.transactions.find((entry) => entry.purchaseToken === purchase.purchaseToken && (purchase.id === entry.id || purchase.id === entry.purchaseToken));
    }
    const id = (purchase as PurchaseIOS).transactionId ?? purchase.id;
    return this.transactions.find((entry) => entry.id === id);
  }

  private latestFor(productId: string): TransactionRecord | undefined {
    return [...this.transactions].reverse().find((entry) => entry.productId === productId || this.reportedProductId(entry) === productId);
  }

  private unfinishedTransactionsIOS(): TransactionRecord[] {
    if (this.platform !== 'ios') return [];
    return this.transactions.filter((transaction) => transaction.state === 'Purchased' && !transaction.finished && !transaction.refunded);
  }

  private redeliverUnfinished(): void {
    if (!this.redeliverWhenListening || this.connection !== 'Connected') return;
    if (this.listeners[IapEvent.PurchaseUpdated].size === 0) return;
    this.redeliverWhenListening = false;
    const unfinished = this.unfinishedTransactionsIOS();
    if (unfinished.length > 0) this.record('store', 'StoreKit redelivers unfinished transactions', `${unfinished.length} transaction(s) from before the relaunch.`);
    for (const transaction of unfinished) this.emit(IapEvent.PurchaseUpdated, this.toPurchase(transaction));
  }

  private availableTransactions(options?: PurchaseOptions): TransactionRecord[] {
    const includeExpired = this.platform === 'ios' && options?.onlyIncludeActiveItemsIOS === false;
    return this.transactions.filter((transaction) => {
      if (transaction.refunded || transaction.replaced) return false;
      const subscription = transaction.subscription;
      if (this.platform === 'android') {
        if (transaction.consumed) return false;
        if (transaction.state !== 'Purchased' && transaction.state !== 'Pending') return false;
        return !subscription || (subscription.status === 'Active' && subscription.latest === transaction);
      }
      if (transaction.state !== 'Purchased') return false;
      if (!transaction.finished) return true;
      if (transaction.kind === 'consumable') return false;
      if (!subscription) return true;
      if (subscription.latest !== transaction) return false;
      return subscription.status === 'Active' || (includeExpired && subscription.status === 'Expired');
    });
  }

  private activeSubscriptions(ids?: string[]): ActiveSubscription[] {
    const soon = this.constants.willExpireSoonDays * DAY_MS;
    return this.subscriptions
      .filter((subscription) => subscription.status === 'Active')
      .filter((subscription) => !ids || ids.includes(subscription.productId))
      .map((subscription) => {
        const left = subscription.expiresAt - this.now();
        const latest = subscription.latest;
        const base: ActiveSubscription = {
          productId: subscription.productId,
          isActive: true,
          willExpireSoon: left <= soon,
          transactionId: latest.id,
          purchaseToken: latest.purchaseToken,
          transactionDate: latest.transactionDate,
        };
        if (this.platform === 'ios') {
          const renewal = this.renewalInfo(subscription);
          return {
            ...base,
            expirationDateIOS: subscription.expiresAt,
            environmentIOS: 'Sandbox',
            daysUntilExpirationIOS: Math.max(0, Math.floor(left / DAY_MS)),
            currentPlanId: subscription.productId,
            renewalInfoIOS: {
              willAutoRenew: renewal.willAutoRenew,
              pendingUpgradeProductId: renewal.pendingUpgradeProductId,
              renewalDate: renewal.renewalDate,
              expirationReason: renewal.expirationReason,
              autoRenewPreference: renewal.autoRenewPreference,
            },
          };
        }
        return {
          ...base,
          autoRenewingAndroid: subscription.willAutoRenew,
          basePlanIdAndroid: subscription.basePlanId ?? undefined,
          currentPlanId: subscription.basePlanId ?? undefined,
          purchaseTokenAndroid: subscription.purchaseToken,
        };
      });
  }

  private renewalInfo(subscription: SubscriptionRecord): RenewalInfoIOS {
    return {
      willAutoRenew: subscription.willAutoRenew,
      autoRenewPreference: subscription.autoRenewPreference,
      jsonRepresentation: JSON.stringify({autoRenewProductId: subscription.autoRenewPreference, autoRenewStatus: subscription.willAutoRenew ? 1 : 0}),
      expirationReason: subscription.expirationReason,
      gracePeriodExpirationDate: null,
      isInBillingRetry: false,
      pendingUpgradeProductId: derivePendingUpgradeProductId(subscription.productId, subscription),
      priceIncreaseStatus: null,
      renewalDate: subscription.status === 'Active' ? subscription.expiresAt : null,
      renewalOfferId: null,
      renewalOfferType: null,
    };
  }

  /** The product an iOS transaction names: during an upgrade's first minutes, still the old tier. */
  private reportedProductId(transaction: TransactionRecord): string {
    const subscription = transaction.subscription;
    if (this.platform === 'ios' && subscription && subscription.latest === transaction) return subscription.productId;
    return transaction.productId;
  }

  private toPurchase(transaction: TransactionRecord): Purchase {
    const subscription = transaction.subscription;
    const productId = this.reportedProductId(transaction);
    if (this.platform === 'ios') {
      const isLatest = subscription?.latest === transaction;
      const purchase: PurchaseIOS = {
        id: transaction.id,
        productId,
        transactionDate: transaction.transactionDate,
        purchaseToken: transaction.purchaseToken,
        platform: 'ios',
        quantity: transaction.quantity,
        purchaseState: transaction.state,
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
      return purchase;
    }
    const data = {orderId: transaction.id, packageName: BUNDLE_ID, productId, purchaseTime: transaction.transactionDate, purchaseToken: transaction.purchaseToken, acknowledged: transaction.finished};
    const purchase: PurchaseAndroid = {
      id: transaction.id,
      productId,
      ids: [productId],
      transactionDate: transaction.transactionDate,
      purchaseToken: transaction.purchaseToken,
      platform: 'android',
      quantity: transaction.quantity,
      purchaseState: transaction.state,
      isAutoRenewing: subscription?.willAutoRenew ?? false,
      currentPlanId: subscription?.basePlanId ?? transaction.basePlanId ?? undefined,
      dataAndroid: JSON.stringify(data),
      transactionId: transaction.id,
      signatureAndroid: base64(`sandbox-signature:${transaction.purchaseToken}`),
      autoRenewingAndroid: subscription?.willAutoRenew ?? false,
      isAcknowledgedAndroid: transaction.finished,
      packageNameAndroid: BUNDLE_ID,
      developerPayloadAndroid: '',
      obfuscatedAccountIdAndroid: transaction.obfuscatedAccountId,
      obfuscatedProfileIdAndroid: transaction.obfuscatedProfileId,
    };
    return purchase;
  }

  private validateIOS(sku: string): ReceiptValidationResultIOS {
    const transaction = this.latestFor(sku);
    if (!transaction) throw new SandboxError(ErrorCode.ReceiptFailed, `The receipt has no transaction for ${sku}.`, sku);
    return {
      isValid: !transaction.refunded && transaction.state === 'Purchased',
      receiptData: base64(JSON.stringify({transactionId: transaction.id, productId: transaction.productId})),
      jwsRepresentation: transaction.purchaseToken,
      latestTransaction: this.toPurchase(transaction) as PurchaseIOS,
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Internals: alternative billing and external purchases

  private assertAlternativeBilling(): void {
    const mode = this.alternativeBillingMode;
    if (mode === AlternativeBillingModeAndroid.NONE) {
      throw new SandboxError(
        ErrorCode.DeveloperError,
        'Alternative billing is off: call initConnection({alternativeBillingModeAndroid: AlternativeBillingModeAndroid.ALTERNATIVE_ONLY}) (or USER_CHOICE) first.',
      );
    }
    const minimum = alternativeBillingMinimumBillingLibrary[mode];
    if (!versionAtLeast(this.billingLibraryVersion, minimum)) {
      throw new SandboxError(ErrorCode.FeatureNotSupported, `${mode} needs Play Billing Library ${minimum} or later; this app ships ${this.billingLibraryVersion}.`);
    }
  }

  private issueExternalToken(source: ExternalTokenRecord['source'], products: string[]): ExternalTokenRecord {
    const record: ExternalTokenRecord = {
      token: `ext_${this.nextId('')}`,
      createdAt: this.now(),
      source,
      products,
      reportedAt: null,
      overdue: false,
    };
    this.externalTokens.push(record);
    this.record('store', 'External transaction token created', `${record.token}: report it from your backend within ${this.constants.externalTokenReportHours} hours.`);
    return record;
  }

  private assertExternalPurchaseVersion(minimum: string, feature: string): void {
    if (!versionAtLeast(this.iosVersion, minimum)) {
      throw new SandboxError(ErrorCode.FeatureNotSupported, `${feature} needs iOS ${minimum} or later; this device runs iOS ${this.iosVersion}.`);
    }
  }

  private assertExternalPurchaseStorefront(): void {
    if (!EXTERNAL_PURCHASE_STOREFRONTS.has(this.storefront)) {
      throw new SandboxError(ErrorCode.FeatureNotSupported, `External purchases are only allowed in EU storefronts and South Korea; this account's storefront is '${this.storefront}'.`);
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Internals: time

  /** The earliest store-side happening due by `limit`, if any. */
  private nextDue(limit: number): {at: number; run: () => void} | null {
    const candidates: Array<{at: number; run: () => void}> = [];
    const windowMs = this.constants.androidAcknowledgeWindowDays * DAY_MS;
    if (this.platform === 'android') {
      for (const transaction of this.transactions) {
        if (transaction.state === 'Purchased' && !transaction.finished && !transaction.refunded && !transaction.replaced && transaction.purchasedAt !== null) {
          candidates.push({at: transaction.purchasedAt + windowMs, run: () => this.refundUnacknowledged(transaction)});
        }
      }
    }
    for (const subscription of this.subscriptions) {
      if (subscription.status !== 'Active') continue;
      if (subscription.upgradeSettlesAt !== null) {
        candidates.push({at: subscription.upgradeSettlesAt, run: () => this.settleUpgrade(subscription)});
      }
      candidates.push({at: subscription.expiresAt, run: () => this.renewOrExpire(subscription)});
    }
    const reportMs = this.constants.externalTokenReportHours * HOUR_MS;
    for (const token of this.externalTokens) {
      if (token.reportedAt === null && !token.overdue) {
        candidates.push({
          at: token.createdAt + reportMs + 1,
          run: () => {
            token.overdue = true;
            this.record('store', 'External token NOT reported in time', `${token.token} was not reported to Google Play within ${this.constants.externalTokenReportHours} hours.`);
          },
        });
      }
    }
    const due = candidates.filter((candidate) => candidate.at <= limit).sort((a, b) => a.at - b.at);
    return due[0] ?? null;
  }

  private refundUnacknowledged(transaction: TransactionRecord): void {
    transaction.refunded = true;
    transaction.refundedAt = this.now();
    if (transaction.subscription && transaction.subscription.latest === transaction) {
      transaction.subscription.status = 'Revoked';
    }
    this.record(
      'store',
      'Refunded by Google Play',
      `${transaction.productId} was not acknowledged within ${this.constants.androidAcknowledgeWindowDays} days: refunded, and the user no longer owns it.`,
    );
  }

  private settleUpgrade(subscription: SubscriptionRecord): void {
    const from = subscription.productId;
    subscription.productId = subscription.autoRenewPreference;
    subscription.upgradeSettlesAt = null;
    this.record('store', 'Upgrade settled', `The transaction now names ${subscription.productId} (was ${from}); pendingUpgradeProductId is empty again.`);
  }

  private renewOrExpire(subscription: SubscriptionRecord): void {
    if (subscription.upgradeSettlesAt !== null) this.settleUpgrade(subscription);
    if (!subscription.willAutoRenew) {
      subscription.status = 'Expired';
      subscription.expirationReason = 'VOLUNTARY';
      this.record('store', 'Subscription expired', `${subscription.productId}: auto-renewal was off.`);
      return;
    }
    const entry = findEntry(this.platform, this.platform === 'ios' ? subscription.autoRenewPreference : subscription.productId)!;
    if (this.platform === 'ios') {
      const changedTier = subscription.autoRenewPreference !== subscription.productId;
      const plan = entry.subscription!.plans[0];
      const renewal = this.createTransaction(
        {entry, type: 'subs', quantity: 1, plan, trialDays: 0, finishAutomatically: false, appAccountToken: subscription.latest.appAccountToken, obfuscatedAccountId: null, obfuscatedProfileId: null, replacing: null, replacementMode: null},
        'Purchased',
        subscription,
      );
      renewal.reason = 'RENEWAL';
      renewal.subscription = subscription;
      subscription.latest = renewal;
      subscription.productId = entry.id;
      subscription.expiresAt = planEnd(subscription.expiresAt, plan);
      subscription.renewals++;
      renewal.periodEnd = subscription.expiresAt;
      this.record('store', 'Subscription renewed', `${entry.id}${changedTier ? ' (the scheduled downgrade takes effect)' : ''}, until ${this.formatDate(subscription.expiresAt)}.`);
      if (this.connection === 'Connected') this.emit(IapEvent.PurchaseUpdated, this.toPurchase(renewal));
      return;
    }
    const deferred = subscription.deferredBasePlanId;
    const plan = entry.subscription!.plans.find((candidate) => candidate.id === (deferred ?? subscription.basePlanId)) ?? entry.subscription!.plans[0];
    const previousPlan = subscription.basePlanId;
    subscription.basePlanId = plan.id;
    subscription.latest.basePlanId = plan.id;
    subscription.deferredBasePlanId = null;
    subscription.expiresAt = planEnd(subscription.expiresAt, plan);
    subscription.renewals++;
    subscription.latest.id = `${subscription.latest.id.split('..')[0]}..${subscription.renewals - 1}`;
    this.record(
      'store',
      'Subscription renewed',
      `${subscription.productId}/${plan.id}${deferred && deferred !== previousPlan ? ` (the deferred change from ${previousPlan} takes effect)` : ''}, until ${this.formatDate(subscription.expiresAt)}.`,
    );
    const change = this.pendingChanges.findIndex((record) => record.newSku === plan.id || record.newSku === `${subscription.productId}:${plan.id}`);
    if (deferred && change >= 0) {
      const [applied] = this.pendingChanges.splice(change, 1);
      this.record('server', 'Server: real-time developer notification', `SUBSCRIPTION_RENEWED on ${plan.id}: pending change for ${applied.userId} applied and deleted.`);
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Internals: snapshot

  private buildSnapshot(): SandboxSnapshot {
    const purchases: PurchaseRecordView[] = this.transactions.map((transaction) => ({
      id: transaction.id,
      productId: this.reportedProductId(transaction),
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
    const subscriptions: SubscriptionRecordView[] = this.subscriptions.map((subscription) => ({
      productId: subscription.productId,
      plan: subscription.basePlanId ?? subscription.productId,
      expiresAt: subscription.expiresAt,
      willAutoRenew: subscription.willAutoRenew,
      autoRenewPreference: subscription.autoRenewPreference,
      pendingUpgradeProductId: this.platform === 'ios' ? derivePendingUpgradeProductId(subscription.productId, subscription) : null,
      deferredPlanAndroid: subscription.deferredBasePlanId,
      status: subscription.status,
      purchaseToken: subscription.purchaseToken,
    }));
    const backend: BackendView = {
      coins: this.coins.balance,
      entitlements: [...new Set(this.delivered.values())],
      deliveredTransactions: [...this.delivered.keys()],
      pendingChanges: this.pendingChanges.map((change) => ({...change})),
      externalTokens: this.externalTokens.map((token) => ({...token})),
    };
    return {
      revision: this.revision,
      platform: this.platform,
      connectionState: this.connection,
      now: this.now(),
      constants: this.constants,
      scenarios: {...this.scenarios},
      alternativeBillingMode: this.alternativeBillingMode,
      log: this.log,
      purchases,
      subscriptions,
      backend,
      awaitingApproval: this.transactions.filter((transaction) => transaction.state === 'Deferred').length,
      awaitingPayment: this.transactions.filter((transaction) => transaction.state === 'Pending').length,
      listenerCounts: {
        purchaseUpdated: this.listeners[IapEvent.PurchaseUpdated].size,
        purchaseError: this.listeners[IapEvent.PurchaseError].size,
      },
    };
  }
}

/** Why an external purchase URL breaks Apple's link rules, or null when it follows them. */
export function externalLinkProblem(url: string): string | null {
  if (url.length > externalPurchaseLinkLimits.maxUrlLength) return `it is longer than ${externalPurchaseLinkLimits.maxUrlLength} characters`;
  // eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
  if (!/^[\x00-\x7F]*$/.test(url)) return 'it must be ASCII only';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it must be an absolute URL';
  }
  if (parsed.protocol !== 'https:') return 'it must use HTTPS';
  if (parsed.search !== '' || url.includes('?')) return 'it must not have query parameters';
  return null;
}

/** Creates a simulated store; see {@link SimulatedStore}. */
export function createSimulatedStore(options?: SimulatedStoreOptions): SimulatedStore {
  return new SimulatedStore(options);
}
