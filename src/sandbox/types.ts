import type {AlternativeBillingModeAndroid, ConnectionState, Platform, PurchaseState} from '@site/spec';
import type {ProductKind} from './catalog';

/** What the store's purchase sheet does with the next purchase (store side; the app cannot choose this). */
export type PurchaseOutcome = 'success' | 'user-cancelled' | 'item-unavailable' | 'deferred' | 'pending';

/**
 * How the network behaves for requests that reach the store's servers: `flaky` fails the next
 * {@link FLAKY_FAILURES} of them with E_NETWORK_ERROR and then recovers, which is what a retry is for.
 */
export type NetworkCondition = 'online' | 'offline' | 'flaky';

export const FLAKY_FAILURES = 2;

/** The switches a reader can flip to watch the app meet each documented situation. */
export interface SandboxScenarios {
  purchaseOutcome: PurchaseOutcome;
  network: NetworkCondition;
  /** initConnection ends in the Error state with E_INIT_CONNECTION. */
  connectionFails: boolean;
  /** Android: whether Google Play offers alternative billing to this user. */
  alternativeBillingAvailable: boolean;
  /** Android: what the user does in the alternative billing information dialog. */
  alternativeBillingDialog: 'accept' | 'cancel';
  /** Android, USER_CHOICE mode: which billing the user picks on the choice screen. */
  userChoice: 'google-play' | 'alternative';
  /** iOS: what the user does on the external purchase notice sheet. */
  externalPurchaseNotice: 'continue' | 'dismissed';
}

export const DEFAULT_SCENARIOS: SandboxScenarios = {
  purchaseOutcome: 'success',
  network: 'online',
  connectionFails: false,
  alternativeBillingAvailable: true,
  alternativeBillingDialog: 'accept',
  userChoice: 'google-play',
  externalPurchaseNotice: 'continue',
};

/** The lifecycle constants the store obeys, taken from the spec of the docs version being read. */
export interface SandboxConstants {
  androidAcknowledgeWindowDays: number;
  willExpireSoonDays: number;
  externalTokenReportHours: number;
}

export interface SimulatedStoreOptions {
  platform?: Platform;
  /** The evaluated constants of spec/ (as the spec-model plugin hands them to pages); missing ones use the current spec. */
  constants?: Partial<SandboxConstants> | Record<string, unknown>;
  /** Where the store's clock starts, in epoch ms. Defaults to the real time. */
  startTime?: number;
  /** How long the store's sheets and servers take to answer, in real ms; 0 answers on the next tick. */
  latencyMs?: number;
  /** The store account's country (ISO 3166-1 alpha-2), or '' when it cannot be determined. */
  storefront?: string;
  /** Android: the Play Billing Library version the app ships. */
  billingLibraryVersion?: string;
  /** iOS: the operating system version of the simulated device. */
  iosVersion?: string;
  scenarios?: Partial<SandboxScenarios>;
  /** Minutes an iOS upgrade takes before the transaction names the new product. */
  upgradeSettleMinutes?: number;
}

export type LogKind = 'call' | 'error' | 'event' | 'store' | 'native' | 'server' | 'app';

/** One line of the event log the sandbox keeps for readers: calls, events, and what the store did on its own. */
export interface SandboxLogEntry {
  id: number;
  /** The store clock's time, in epoch ms. */
  at: number;
  kind: LogKind;
  title: string;
  detail?: string;
  /** The error code, for errors and purchase-error events. */
  code?: string;
}

/** A store-side record of one purchase, as the sandbox's panel shows it. */
export interface PurchaseRecordView {
  id: string;
  productId: string;
  kind: ProductKind;
  purchaseState: PurchaseState;
  purchaseToken: string;
  /** iOS: finished; Android: acknowledged. */
  finished: boolean;
  consumed: boolean;
  refunded: boolean;
  replaced: boolean;
  transactionDate: number;
  basePlanId?: string;
}

export interface SubscriptionRecordView {
  productId: string;
  plan: string;
  expiresAt: number;
  willAutoRenew: boolean;
  autoRenewPreference: string;
  pendingUpgradeProductId: string | null;
  deferredPlanAndroid: string | null;
  status: 'Active' | 'Expired' | 'Revoked' | 'Replaced';
  purchaseToken: string;
}

export interface ExternalTokenRecord {
  token: string;
  createdAt: number;
  source: 'alternative-only' | 'user-choice';
  products: string[];
  reportedAt: number | null;
  /** Set once the report window passed without a report. */
  overdue: boolean;
}

export interface PendingChangeRecord {
  userId: string;
  currentSku: string;
  newSku: string;
  effectiveDate: number;
}

/** What the sandbox's simulated app backend holds: delivered content and records it was asked to keep. */
export interface BackendView {
  coins: number;
  entitlements: string[];
  deliveredTransactions: string[];
  pendingChanges: PendingChangeRecord[];
  externalTokens: ExternalTokenRecord[];
}

/** An immutable picture of the whole sandbox, for rendering. A new object after every change. */
export interface SandboxSnapshot {
  revision: number;
  platform: Platform;
  connectionState: ConnectionState;
  now: number;
  constants: SandboxConstants;
  scenarios: SandboxScenarios;
  alternativeBillingMode: AlternativeBillingModeAndroid;
  log: readonly SandboxLogEntry[];
  purchases: readonly PurchaseRecordView[];
  subscriptions: readonly SubscriptionRecordView[];
  backend: BackendView;
  /** Purchases waiting for a parent's approval (Deferred) or for a payment to complete (Pending). */
  awaitingApproval: number;
  awaitingPayment: number;
  listenerCounts: {purchaseUpdated: number; purchaseError: number};
}
