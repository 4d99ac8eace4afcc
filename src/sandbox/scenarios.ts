/**
 * The reader's switches: what the store's sheets and servers do next. The app cannot choose any of this; a reader
 * flips them to watch an app meet each documented situation.
 */
import type {TransactionState} from './records';

/** What the store's purchase sheet does with the next purchase (store side; the app cannot choose this). */
export type PurchaseOutcome = 'success' | 'user-cancelled' | 'item-unavailable' | 'deferred' | 'pending';

/**
 * How the network behaves for requests that reach the store's servers: `flaky` fails the next
 * {@link FLAKY_FAILURES} of them with E_NETWORK_ERROR and then recovers, which is what a retry is for.
 */
export type NetworkCondition = 'online' | 'offline' | 'flaky';

export const FLAKY_FAILURES = 2;

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
  /** Whether the store can charge the user's payment method when a subscription renews. */
  renewalPayment: 'succeeds' | 'fails';
}

/**
 * The billing grace period the sandbox's app has turned on in App Store Connect and the Play Console. Both stores let
 * the developer choose its length; this is the sandbox's choice, not a rule of either store.
 */
export const GRACE_PERIOD_DAYS = 3;

export const DEFAULT_SCENARIOS: SandboxScenarios = {
  purchaseOutcome: 'success',
  network: 'online',
  connectionFails: false,
  alternativeBillingAvailable: true,
  alternativeBillingDialog: 'accept',
  userChoice: 'google-play',
  externalPurchaseNotice: 'continue',
  renewalPayment: 'succeeds',
};

/** Whether a request to the store's servers got through; a flaky failure says how many more will fail. */
export type NetworkAttempt = {reached: true} | {reached: false; failuresLeft: number | null};

/** The switches as they stand, and the network's memory of how many flaky failures are still to come. */
export class ScenarioSwitches {
  private current: SandboxScenarios;
  private flakyFailuresLeft = 0;

  constructor(initial: Partial<SandboxScenarios> = {}) {
    this.current = {...DEFAULT_SCENARIOS, ...initial};
    if (this.current.network === 'flaky') this.flakyFailuresLeft = FLAKY_FAILURES;
  }

  get value(): Readonly<SandboxScenarios> {
    return this.current;
  }

  /** Flips switches (unspecified ones keep their value) and returns the ones that changed, as `name: value`. */
  set(next: Partial<SandboxScenarios>): string[] {
    const previous = this.current;
    this.current = {...previous, ...next};
    // Switching to flaky starts a fresh run of failures; staying on it keeps counting down.
    if (next.network === 'flaky' && previous.network !== 'flaky') this.flakyFailuresLeft = FLAKY_FAILURES;
    return (Object.keys(next) as Array<keyof SandboxScenarios>)
      .filter((key) => previous[key] !== this.current[key])
      .map((key) => `${key}: ${String(this.current[key])}`);
  }

  /** One request to the store's servers: an offline network fails it; a flaky one fails it while failures are left. */
  attemptRequest(): NetworkAttempt {
    if (this.current.network === 'offline') return {reached: false, failuresLeft: null};
    if (this.current.network === 'flaky' && this.flakyFailuresLeft > 0) {
      this.flakyFailuresLeft--;
      return {reached: false, failuresLeft: this.flakyFailuresLeft};
    }
    return {reached: true};
  }

  /** The state a purchase the sheet lets through is in: paid, waiting for a parent, or waiting for the payment. */
  purchaseState(): TransactionState {
    const outcome = this.current.purchaseOutcome;
    return outcome === 'deferred' ? 'deferred' : outcome === 'pending' ? 'pending' : 'purchased';
  }
}
