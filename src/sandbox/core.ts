/**
 * The machinery under both simulated stores: what they hold, the event log, the listeners, the store's own latency
 * and the wrapper every operation runs in. It knows no store's rules; src/sandbox/engine.ts and the two stores add
 * those. Its members are public to the sandbox's own modules only: readers reach a store through SimulatedStore.
 */
import type {AlternativeBillingModeName} from '@site/shared/retiredSpec';
import type {ErrorCode, IapEvent, IapEventListener, IapEventPayloads, IapPlatform, ProductIOS, Purchase, EventSubscription} from '@site/spec';
import {MINUTE_MS, SimulatedClock} from './clock';
import {errorCodeOf, type SandboxConstants, type SandboxErrorName} from '@site/shared/sandboxConstants';
import {SandboxError, describeError} from './errors';
import {formatDate, type SubscriptionRecord, type TransactionRecord} from './records';
import {ScenarioSwitches} from './scenarios';
import type {
  ChargeRecord,
  ConnectionState,
  ExternalTokenRecord,
  LogKind,
  PendingChangeRecord,
  SandboxLogEntry,
  SandboxSnapshot,
  SimulatedStoreOptions,
} from './types';

const STORE_NAMES: Record<IapPlatform, string> = {ios: 'App Store', android: 'Google Play'};
const LOG_LIMIT = 300;

type ListenerMap = {[E in IapEvent]: Set<IapEventListener<E>>};

export abstract class StoreCore {
  readonly platform: IapPlatform;
  /** "App Store" or "Google Play", as messages name the store. */
  readonly storeName: string;
  readonly constants: SandboxConstants;
  readonly storefront: string;
  readonly billingLibraryVersion: string;
  readonly iosVersion: string;
  readonly clock: SimulatedClock;
  readonly latencyMs: number;
  readonly upgradeSettleMs: number;
  readonly switches: ScenarioSwitches;

  connection: ConnectionState = 'Disconnected';
  connectionClosedByStore = false;
  connecting: Promise<boolean> | null = null;
  connectAttempt = 0;
  /** The alternative billing flow turned on (an older release's mode, or the billing program played as one), or null. */
  alternativeBillingMode: AlternativeBillingModeName | null = null;
  readonly listeners: ListenerMap;
  readonly transactions: TransactionRecord[] = [];
  readonly subscriptions: SubscriptionRecord[] = [];
  readonly introOfferUsedGroups = new Set<string>();
  /** Every payment the store took, for the panel and the plan-change timeline; the log stays about calls and events. */
  readonly charges: ChargeRecord[] = [];
  promotedProductId: string | null = null;
  redeliverWhenListening = false;
  launchPendingRedelivery = false;

  // The simulated app backend's records (src/sandbox/backend.ts).
  readonly coins = {balance: 0};
  readonly delivered = new Map<string, string>();
  readonly pendingChanges: PendingChangeRecord[] = [];
  readonly externalTokens: ExternalTokenRecord[] = [];

  log: SandboxLogEntry[] = [];
  revision = 0;
  private logCounter = 0;
  private idCounter = 0;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly observers = new Set<() => void>();
  private snapshot: SandboxSnapshot | null = null;
  private disposed = false;

  constructor(platform: IapPlatform, options: SimulatedStoreOptions) {
    if (!options.constants) throw new Error('A simulated store needs the constants of a docs version (SandboxConstants); none were given.');
    this.platform = platform;
    this.storeName = STORE_NAMES[platform];
    this.constants = options.constants;
    this.storefront = options.storefront ?? 'US';
    this.billingLibraryVersion = options.billingLibraryVersion ?? '7.0';
    this.iosVersion = options.iosVersion ?? '18.4';
    this.clock = new SimulatedClock(options.startTime ?? Date.now());
    this.latencyMs = Math.max(0, options.latencyMs ?? 0);
    this.upgradeSettleMs = (options.upgradeSettleMinutes ?? 5) * MINUTE_MS;
    this.switches = new ScenarioSwitches(options.scenarios);
    const events = this.constants.events;
    this.listeners = {
      [events.PurchaseUpdated]: new Set(),
      [events.PurchaseError]: new Set(),
      [events.PromotedProductIOS]: new Set(),
      [events.UserChoiceBillingAndroid]: new Set(),
      // Releases before the billing-issue event have no such listener.
      ...(events.SubscriptionBillingIssue === undefined ? {} : {[events.SubscriptionBillingIssue]: new Set()}),
    } as ListenerMap;
  }

  /** The picture of the whole store the panel renders; built by the engine, cached here until the next change. */
  protected abstract buildSnapshot(): SandboxSnapshot;

  now(): number {
    return this.clock.now();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Observation

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

  changed(): void {
    this.revision++;
    this.snapshot = null;
    for (const observer of [...this.observers]) observer();
  }

  record(kind: LogKind, title: string, detail?: string): SandboxLogEntry {
    const entry: SandboxLogEntry = {id: ++this.logCounter, at: this.now(), kind, title};
    if (detail !== undefined) entry.detail = detail;
    this.log = [...this.log, entry].slice(-LOG_LIMIT);
    return entry;
  }

  /** Resolves once every answer the store has scheduled (sheets, events, listeners they started) has run. */
  async settle(): Promise<void> {
    for (let round = 0; round < 1000; round++) {
      await Promise.resolve();
      if (this.pending.size === 0) return;
      await Promise.allSettled([...this.pending]);
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.observers.clear();
    for (const set of Object.values(this.listeners)) set.clear();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Operations

  /** The error of one of the spec's codes, as this docs version spells it. */
  error(name: SandboxErrorName, message: string, productId?: string): SandboxError {
    return new SandboxError(errorCodeOf(this.constants.errorCodes, name) as ErrorCode, message, productId);
  }

  /** Runs one OpenIAP call: it waits a tick (calls are asynchronous), logs the call and its result or rejection. */
  async operation<T>(label: string, needsConnection: boolean, body: () => Promise<T>, summarize?: (result: T) => string): Promise<T> {
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

  assertConnected(): void {
    if (this.connection === 'Connected') return;
    if (this.connection === 'Error' && this.connectionClosedByStore) {
      throw this.error('ConnectionClosed', 'The store closed the connection. Call initConnection() again before retrying.');
    }
    throw this.error('NotPrepared', `The store connection is not ready (state: ${this.connection}). Call initConnection() first and wait for it.`);
  }

  setConnection(state: ConnectionState): void {
    const previous = this.connection;
    this.connection = state;
    this.record('store', `Connection: ${previous} → ${state}`);
    this.changed();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Time the store takes

  /** Runs `task` after the store's latency, tracked so that {@link settle} can wait for it. */
  later(task: () => void): void {
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
  tick(): Promise<void> {
    if (this.latencyMs === 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, this.latencyMs / 2));
  }

  /** A request to the store's servers: fails with the error `name` while the network is offline or still flaky. */
  async reachServers(name: SandboxErrorName): Promise<void> {
    await this.tick();
    const attempt = this.switches.attemptRequest();
    if (attempt.reached) return;
    const message = `The ${this.storeName} could not be reached (simulated network error).`;
    if (attempt.failuresLeft === null) throw this.error(name, message);
    throw this.error(
      name,
      `${message} ${attempt.failuresLeft === 0 ? 'The next attempt will get through.' : `${attempt.failuresLeft} more attempt(s) will fail.`}`,
    );
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Events

  addListener<E extends IapEvent>(event: E, listener: IapEventListener<E>): EventSubscription {
    if (typeof listener !== 'function') throw this.error('DeveloperError', `A ${event} listener must be a function.`);
    const set = this.listeners[event] as Set<IapEventListener<E>>;
    set.add(listener);
    this.changed();
    return {
      remove: () => {
        if (set.delete(listener)) this.changed();
      },
    };
  }

  emit<E extends IapEvent>(event: E, payload: IapEventPayloads[E]): void {
    const set = this.listeners[event] as Set<IapEventListener<E>>;
    const entry = this.record(
      'event',
      event,
      this.describePayload(event, payload) + (set.size === 0 ? ' — no listener registered, so nobody received it' : ''),
    );
    if (event === this.constants.events.PurchaseError) entry.code = (payload as IapEventPayloads[IapEvent.PurchaseError]).code;
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
    const events = this.constants.events;
    if (event === events.PurchaseUpdated) {
      const purchase = payload as Purchase;
      return `${purchase.productId} · ${purchase.purchaseState} · id ${purchase.id}`;
    }
    if (event === events.PurchaseError) return (payload as IapEventPayloads[IapEvent.PurchaseError]).message;
    if (event === events.SubscriptionBillingIssue) return `${(payload as Purchase).productId} · id ${(payload as Purchase).id}`;
    // Releases differ in what the promoted-product event carries: the product, or only its identifier.
    if (event === events.PromotedProductIOS) return typeof payload === 'string' ? payload : (payload as ProductIOS).id;
    const details = payload as IapEventPayloads[IapEvent.UserChoiceBillingAndroid];
    return `${details.products.join(', ')} · token ${details.externalTransactionToken}`;
  }

  /** The store takes a payment now; nothing is recorded for a zero amount (a free trial, a change charged later). */
  charge(productId: string, plan: string, amount: number, reason: ChargeRecord['reason']): void {
    const cents = Math.round(amount * 100) / 100;
    if (cents > 0) this.charges.push({at: this.now(), productId, plan, amount: cents, reason});
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Identifiers and dates

  nextId(prefix: string): string {
    this.idCounter++;
    return `${prefix}${String(this.idCounter).padStart(4, '0')}`;
  }

  /** The counter the last {@link nextId} used; Android tokens carry it. */
  get lastId(): number {
    return this.idCounter;
  }

  formatDate(time: number): string {
    return formatDate(time);
  }
}
