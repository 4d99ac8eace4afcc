/**
 * Plays one plan change on the simulated store, the way an app would meet it: subscribe to the current plan, ask
 * for the change ten days later, then let the store clock run past the next renewal. Every step records what the
 * store did, what reached the app, what the user paid, and what the app reads back, from the store itself.
 * Loaded only when a reader presses Simulate.
 */
import type {IapPlatform as Platform, Purchase, RequestPurchaseProps} from '@site/spec';
import {
  MINUTE_MS,
  createSimulatedStore,
  offerToken,
  subscriptionReplacementMode,
  type ChargeRecord,
  type PendingChangeRecord,
  type SandboxConstants,
  type SandboxReplacementMode,
  type SimulatedStore,
} from '@site/src/sandbox';
import type {PlanOption} from '@site/shared/planOptions';

/** A fixed start, so that the same choices always give the same timeline. */
const START = Date.UTC(2025, 0, 15, 9, 0);
const DAYS_BEFORE_CHANGE = 10;
/** How long the iOS upgrade takes to settle in the sandbox (its default), and the step that waits for it. */
const SETTLE_MINUTES = 5;
const USER_ID = 'user_42';

export interface ChangeRequest {
  platform: Platform;
  current: PlanOption;
  target: PlanOption;
  /** Android: the replacement mode as the version's request carries it. */
  mode?: SandboxReplacementMode;
}

/** One active subscription as getActiveSubscriptions() returns it, reduced to what a plan change moves. */
export interface SubscriptionReading {
  productId: string;
  /** Android: basePlanIdAndroid. */
  basePlan?: string;
  purchaseToken?: string;
  willAutoRenew?: boolean;
  /** iOS renewal info. */
  autoRenewPreference?: string;
  pendingUpgradeProductId?: string | null;
  expiresAt?: number;
}

export interface TimelineEvent {
  name: string;
  detail: string;
  code?: string;
}

export interface TimelineStep {
  kind: 'subscribe' | 'change' | 'settle' | 'renewal';
  title: string;
  at: number;
  /** The OpenIAP calls the app made, with their result or rejection. */
  calls: string[];
  /** What the store (and Play Billing's own callback) did. */
  store: string[];
  /** What the app's backend did or was told. */
  backend: string[];
  /** The events that reached the app's listeners. */
  events: TimelineEvent[];
  charges: ChargeRecord[];
  active: SubscriptionReading[];
  /** Android: the pending-change record the app's backend keeps, since Google Play has none. */
  pendingChange: PendingChangeRecord | null;
}

export interface Timeline {
  request: ChangeRequest;
  start: number;
  steps: TimelineStep[];
}

/** The request as the page teaches it: a plan change names the product it replaces and the mode by its name. */
function purchaseRequest(platform: Platform, plan: PlanOption, change?: {purchaseToken: string; modeName: string}): RequestPurchaseProps {
  if (platform === 'ios') return {request: {apple: {sku: plan.productId}}, type: 'subs'};
  return {
    request: {
      google: {
        skus: [plan.productId],
        subscriptionOffers: [{sku: plan.productId, offerToken: offerToken(plan.productId, plan.planId)}],
        ...(change
          ? {
              purchaseToken: change.purchaseToken,
              subscriptionProductReplacementParams: {oldProductId: plan.productId, replacementMode: subscriptionReplacementMode(change.modeName)},
            }
          : {}),
      },
    },
    type: 'subs',
  };
}

/** `6 (Deferred)` where the version takes Google Play's integer, `deferred` where it takes the string. */
function describeMode(mode: SandboxReplacementMode | undefined, name: string | undefined): string {
  return typeof mode === 'string' ? mode : `${mode} (${name ?? 'unknown'})`;
}

function describeLine(title: string, detail?: string): string {
  return detail ? `${title}: ${detail}` : title;
}

/** A call as the log has it: `getActiveSubscriptions([premium]) → premium/yearly`. */
function describeCall(title: string, detail?: string): string {
  return detail ? `${title} ${detail}` : title;
}

/** Records one step: what the store logged while `action` ran, then what the app reads back. */
async function step(store: SimulatedStore, kind: TimelineStep['kind'], title: string, action: () => Promise<unknown>): Promise<TimelineStep> {
  const logFrom = store.getLog().at(-1)?.id ?? 0;
  const chargesFrom = store.getSnapshot().charges.length;
  await action();
  await store.settle();
  const entries = store.getLog().filter((entry) => entry.id > logFrom && entry.title !== 'Clock advanced');
  const snapshot = store.getSnapshot();
  const readings = await store.getActiveSubscriptions();
  const pending = snapshot.backend.pendingChanges[0];
  return {
    kind,
    title,
    at: snapshot.now,
    calls: entries
      .filter((entry) => entry.kind === 'call' || entry.kind === 'error')
      .map((entry) => (entry.kind === 'call' ? describeCall : describeLine)(entry.title, entry.detail)),
    store: entries.filter((entry) => entry.kind === 'store' || entry.kind === 'native').map((entry) => describeLine(entry.title, entry.detail)),
    backend: entries.filter((entry) => entry.kind === 'server').map((entry) => describeLine(entry.title, entry.detail)),
    events: entries
      .filter((entry) => entry.kind === 'event')
      .map((entry) => ({name: entry.title, detail: entry.detail ?? '', ...(entry.code ? {code: entry.code} : {})})),
    charges: snapshot.charges.slice(chargesFrom),
    active: readings.map((reading) => ({
      productId: reading.productId,
      ...(reading.basePlanIdAndroid ? {basePlan: reading.basePlanIdAndroid} : {}),
      ...(reading.purchaseTokenAndroid ? {purchaseToken: reading.purchaseTokenAndroid} : {}),
      willAutoRenew: reading.renewalInfoIOS?.willAutoRenew ?? reading.autoRenewingAndroid,
      ...(reading.renewalInfoIOS
        ? {
            autoRenewPreference: reading.renewalInfoIOS.autoRenewPreference ?? undefined,
            pendingUpgradeProductId: reading.renewalInfoIOS.pendingUpgradeProductId ?? null,
          }
        : {}),
      ...(reading.expirationDateIOS ? {expiresAt: reading.expirationDateIOS} : {}),
    })),
    pendingChange: pending ?? null,
  };
}

/** Plays the change on a fresh store with the given version's rules and returns its timeline. */
export async function simulatePlanChange(request: ChangeRequest, constants: SandboxConstants): Promise<Timeline> {
  const {platform, current, target} = request;
  const store = createSimulatedStore({platform, constants, startTime: START, latencyMs: 0, upgradeSettleMinutes: SETTLE_MINUTES});
  const errors: unknown[] = [];
  try {
    // A well-behaved app: it finishes (on Android, acknowledges) every purchase that reaches it.
    store.purchaseUpdatedListener((purchase: Purchase) => store.finishTransaction(purchase).catch(() => undefined));
    store.purchaseErrorListener((error) => errors.push(error));
    await store.initConnection();
    const steps: TimelineStep[] = [];

    steps.push(await step(store, 'subscribe', `The user subscribes to ${current.name}`, () => store.requestPurchase(purchaseRequest(platform, current))));

    store.advanceTime({days: DAYS_BEFORE_CHANGE});
    const modeName = Object.entries(constants.replacementModes).find(([, value]) => value === request.mode)?.[0];
    const changeTitle = `${DAYS_BEFORE_CHANGE} days later, the app asks for ${target.name}${platform === 'android' ? ` with replacement mode ${describeMode(request.mode, modeName)}` : ''}`;
    steps.push(
      await step(store, 'change', changeTitle, async () => {
        // On Android the app names the purchase it replaces, as the page's upgrade example does.
        const owned = platform === 'android' ? (await store.getActiveSubscriptions([current.productId]))[0] : undefined;
        const errorsBefore = errors.length;
        const mode = request.mode ?? constants.replacementModes.WithTimeProration;
        const change = owned?.purchaseTokenAndroid
          ? {
              purchaseToken: owned.purchaseTokenAndroid,
              mode,
              modeName: Object.entries(constants.replacementModes).find(([, value]) => value === mode)?.[0] ?? '',
            }
          : undefined;
        try {
          await store.requestPurchase(purchaseRequest(platform, target, change));
        } catch {
          return; // the rejection is in the store's log, and so in the timeline
        }
        await store.settle();
        // A deferred change succeeds with an empty list and leaves no trace at Google Play: the app's backend keeps it.
        if (change && change.mode === constants.replacementModes.Deferred && errors.length === errorsBefore) {
          const {renewalDate} = (await store.verifyPurchase({
            google: {sku: current.productId, packageName: 'dev.openiap.sandbox', purchaseToken: change.purchaseToken, accessToken: 'server-side', isSub: true},
          })) as {renewalDate: number};
          await store.recordPendingChange({userId: USER_ID, currentSku: current.planId, newSku: target.planId, effectiveDate: renewalDate});
        }
      }),
    );

    if (platform === 'ios') {
      steps.push(await step(store, 'settle', `${SETTLE_MINUTES} minutes later`, async () => store.advanceTime({minutes: SETTLE_MINUTES})));
    }

    const renewsAt = Math.min(
      ...store
        .getSnapshot()
        .subscriptions.filter((subscription) => subscription.status === 'Active')
        .map((subscription) => subscription.expiresAt),
    );
    if (Number.isFinite(renewsAt)) {
      steps.push(
        await step(store, 'renewal', 'The next renewal', async () => store.advanceTime({minutes: Math.ceil((renewsAt - store.now()) / MINUTE_MS) + 1})),
      );
    }
    return {request, start: START, steps};
  } finally {
    store.dispose();
  }
}
