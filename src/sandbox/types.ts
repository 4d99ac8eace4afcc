import type {AlternativeBillingModeName} from '@site/shared/retiredSpec';
import type {IapPlatform} from '@site/spec';
import type {TransactionState} from './records';
import type {ProductKind} from '@site/shared/sandboxCatalog';
import type {SandboxConstants} from '@site/shared/sandboxConstants';
import type {SandboxScenarios} from './scenarios';

/**
 * The phases of the simulated store's connection, as the Life Cycle page describes them. The releases declare no type
 * for them: a library reports a failed connection as an error of initConnection.
 */
export type ConnectionState = 'Disconnected' | 'Connecting' | 'Connected' | 'Error';

export interface SimulatedStoreOptions {
  platform?: IapPlatform;
  /** The rules of the docs version being read, made from its spec model by {@link sandboxConstantsFromModel}. */
  constants: SandboxConstants;
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
  purchaseState: TransactionState;
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
  /** Set while a renewal is unpaid: when the grace period ends (access goes with it). */
  graceEndsAt: number | null;
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

/** One payment the store took from the user: when, for which plan, how much, and why. */
export interface ChargeRecord {
  at: number;
  productId: string;
  /** iOS: the product of the tier; Android: the base plan; one-time products: the product. */
  plan: string;
  /** In the catalogue's currency (USD), rounded to cents. */
  amount: number;
  reason: 'purchase' | 'upgrade' | 'plan change' | 'renewal';
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
  platform: IapPlatform;
  connectionState: ConnectionState;
  now: number;
  constants: SandboxConstants;
  scenarios: SandboxScenarios;
  /** The older alternative billing mode turned on, or null. */
  alternativeBillingMode: AlternativeBillingModeName | null;
  log: readonly SandboxLogEntry[];
  purchases: readonly PurchaseRecordView[];
  subscriptions: readonly SubscriptionRecordView[];
  backend: BackendView;
  /** Every payment so far, oldest first. */
  charges: readonly ChargeRecord[];
  /** Purchases waiting for a parent's approval (Deferred) or for a payment to complete (Pending). */
  awaitingApproval: number;
  awaitingPayment: number;
  listenerCounts: {purchaseUpdated: number; purchaseError: number};
}
