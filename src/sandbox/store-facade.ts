/**
 * The part of the simulated store that is not an OpenIAP operation: the engine behind it (the App Store or Google
 * Play, chosen at creation), what the sandbox's panel reads and does (state, scenarios, store-side actions, the
 * stand-in backend), and how each operation is run and logged. ./store.ts adds the operations themselves.
 */
import type {IapPlatform, Purchase} from '@site/spec';
import * as ios from './app-store-apis';
import {AppStore} from './app-store';
import * as backend from './backend';
import type {Duration} from './clock';
import type {SandboxConstants} from '@site/shared/sandboxConstants';
import type {StoreEngine} from './engine';
import {GooglePlay} from './google-play';
import type {SandboxScenarios} from './scenarios';
import * as actions from './store-actions';
import type {ConnectionState, PendingChangeRecord, SandboxLogEntry, SandboxSnapshot, SimulatedStoreOptions} from './types';

export abstract class StoreFacade {
  protected readonly engine: StoreEngine;

  constructor(options: SimulatedStoreOptions) {
    this.engine = options.platform === 'android' ? new GooglePlay(options) : new AppStore(options);
  }

  get platform(): IapPlatform {
    return this.engine.platform;
  }
  get constants(): SandboxConstants {
    return this.engine.constants;
  }
  get storefront(): string {
    return this.engine.storefront;
  }
  get billingLibraryVersion(): string {
    return this.engine.billingLibraryVersion;
  }
  get iosVersion(): string {
    return this.engine.iosVersion;
  }
  get connectionState(): ConnectionState {
    return this.engine.connection;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Observation (for the sandbox's own UI and tests)

  /** Calls `observer` after every change of the sandbox. Returns the function that stops it. */
  subscribe(observer: () => void): () => void {
    return this.engine.subscribe(observer);
  }
  /** An immutable picture of the whole sandbox, a new object after every change. */
  getSnapshot(): SandboxSnapshot {
    return this.engine.getSnapshot();
  }
  /** The store clock's current time, in epoch ms. */
  now(): number {
    return this.engine.now();
  }
  getScenarios(): SandboxScenarios {
    return {...this.engine.switches.value};
  }
  getLog(): readonly SandboxLogEntry[] {
    return this.engine.log;
  }
  /** Resolves once every answer the store has scheduled (sheets, events, listeners they started) has run. */
  settle(): Promise<void> {
    return this.engine.settle();
  }
  /** Stops every scheduled answer and forgets every observer; the store is not used after this. */
  dispose(): void {
    this.engine.dispose();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Scenarios and store-side actions (what the store, the user outside the app, or time does)

  setScenarios(next: Partial<SandboxScenarios>): void {
    actions.setScenarios(this.engine, next);
  }
  advanceTime(duration: Duration): void {
    actions.advanceTime(this.engine, duration);
  }
  /** The app is killed and started again; on iOS, StoreKit then redelivers every unfinished transaction. */
  relaunch(): void {
    actions.relaunch(this.engine);
  }
  dropConnection(): void {
    actions.dropConnection(this.engine);
  }
  /** A parent approves every purchase waiting in Ask to Buy (Deferred): each arrives as a purchase update. */
  approveAskToBuy(): number {
    return actions.settleAwaiting(this.engine, 'deferred', 'Ask to Buy approved');
  }
  /** Every pending payment (for example cash at a shop) completes: each arrives as a purchase update. */
  completePendingPayments(): number {
    return actions.settleAwaiting(this.engine, 'pending', 'Pending payment completed');
  }
  setAutoRenew(productId: string, willAutoRenew: boolean): void {
    actions.setAutoRenew(this.engine, productId, willAutoRenew);
  }
  /** The store refunds the latest purchase of a product; see store-actions.ts. */
  refund(productId: string): void {
    actions.refund(this.engine, productId);
  }
  /** iOS: the user taps one of the app's promoted products on the App Store; the promoted-product event fires. */
  promoteProduct(productId: string): void {
    if (!(this.engine instanceof AppStore)) throw this.engine.error('DeveloperError', ios.PROMOTED_PRODUCTS_ONLY_ON_IOS);
    ios.promoteProduct(this.engine, productId);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The simulated app backend (server-side steps of the life cycle)

  verifyOnServer(purchase: Purchase): Promise<boolean> {
    return backend.verifyOnServer(this.engine, purchase);
  }
  grantEntitlement(purchase: Purchase): Promise<boolean> {
    return backend.grantEntitlement(this.engine, purchase);
  }
  recordPendingChange(change: PendingChangeRecord): Promise<void> {
    return backend.recordPendingChange(this.engine, change);
  }
  reportExternalToken(token: string): Promise<{onTime: boolean}> {
    return backend.reportExternalToken(this.engine, token);
  }
  /** A message the app shows its user, recorded in the event log. */
  appMessage(text: string): void {
    this.engine.record('app', 'App message', text);
    this.engine.changed();
  }

  // ---------------------------------------------------------------------------------------------------------------

  protected call<T>(label: string, needsConnection: boolean, body: () => Promise<T>, summarize?: (result: T) => string): Promise<T> {
    return this.engine.operation(label, needsConnection, body, summarize);
  }

  /** An operation only iOS has: on Google Play it is rejected with E_FEATURE_NOT_SUPPORTED, as a library does. */
  protected onIOS<T>(label: string, body: (store: AppStore) => Promise<T>, summarize?: (result: T) => string, needsConnection = true): Promise<T> {
    return this.call(
      label,
      needsConnection,
      async () => {
        if (!(this.engine instanceof AppStore))
          throw this.engine.error('FeatureNotSupported', `${label.split('(')[0]} only exists on iOS; this sandbox is simulating Android.`);
        return body(this.engine);
      },
      summarize,
    );
  }

  /** An operation only Android has: on the App Store it is rejected with E_FEATURE_NOT_SUPPORTED. */
  protected onAndroid<T>(label: string, body: (store: GooglePlay) => Promise<T>, summarize?: (result: T) => string): Promise<T> {
    return this.call(
      label,
      true,
      async () => {
        if (!(this.engine instanceof GooglePlay))
          throw this.engine.error('FeatureNotSupported', `${label.split('(')[0]} only exists on Android; this sandbox is simulating iOS.`);
        return body(this.engine);
      },
      summarize,
    );
  }
}
