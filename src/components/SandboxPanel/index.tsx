import React, {useId} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {IapPlatform as Platform} from '@site/spec';
import type {NetworkCondition, PurchaseOutcome, SandboxScenarios, SandboxSnapshot, SimulatedStore} from '@site/src/sandbox';
import {useStoreSnapshot} from '../SandboxProvider/hooks';
import {formatStoreTime} from '../SandboxEventLog';
import styles from './styles.module.css';

/** The groups of controls a live example can show; its code block's meta picks them: ```jsx live controls="outcome,clock". */
export type SandboxControl =
  'platform' | 'outcome' | 'network' | 'clock' | 'relaunch' | 'approval' | 'subscriptions' | 'alternative' | 'billing' | 'refunds' | 'promoted' | 'state';

export const DEFAULT_CONTROLS: readonly SandboxControl[] = ['platform', 'outcome', 'network', 'clock', 'relaunch', 'approval', 'state'];

const OUTCOMES: ReadonlyArray<[PurchaseOutcome, string]> = [
  ['success', 'Succeeds'],
  ['user-cancelled', 'User cancels (E_USER_CANCELLED)'],
  ['item-unavailable', 'Item unavailable (E_ITEM_UNAVAILABLE)'],
  ['deferred', 'Ask to Buy (Deferred)'],
  ['pending', 'Pending payment (Pending)'],
];

const NETWORKS: ReadonlyArray<[NetworkCondition, string]> = [
  ['online', 'Online'],
  ['offline', 'Offline (E_NETWORK_ERROR)'],
  ['flaky', 'Next 2 requests fail, then recover'],
];

const CLOCK_STEPS: ReadonlyArray<[string, {days?: number; minutes?: number}]> = [
  ['+5 min', {minutes: 5}],
  ['+1 day', {days: 1}],
  ['+3 days', {days: 3}],
  ['+30 days', {days: 30}],
  ['+1 year', {days: 365}],
];

interface Props {
  store: SimulatedStore;
  controls: readonly SandboxControl[];
  /** Offers the iOS / Android switch; switching starts a fresh store on the other platform. */
  onPlatformChange?: (platform: Platform) => void;
  /** Kills and restarts the example app (its preview remounts). */
  onRelaunch: () => void;
  docsVersion: string;
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<[T, string]>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </span>
  );
}

function ConnectionBadge({state}: {state: SandboxSnapshot['connectionState']}) {
  return (
    <span className={clsx(styles.badge, styles[`connection${state}`])} data-connection={state}>
      <span aria-hidden="true" className={styles.dot} />
      {state}
    </span>
  );
}

function StoreState({snapshot}: {snapshot: SandboxSnapshot}) {
  const start = snapshot.log[0]?.at ?? snapshot.now;
  const purchases = snapshot.purchases;
  const subscriptions = snapshot.subscriptions;
  const backend = snapshot.backend;
  const android = snapshot.platform === 'android';
  return (
    <div className={styles.state} aria-label="Store state" role="group">
      <div className={styles.stateColumn}>
        <Heading as="h4" className={styles.stateTitle}>
          Purchases in the store
        </Heading>
        {purchases.length === 0 ? (
          <p className={styles.none}>None yet.</p>
        ) : (
          <ul className={styles.stateList}>
            {purchases.map((purchase) => {
              const flags = [
                purchase.purchaseState,
                purchase.refunded ? 'refunded' : '',
                purchase.replaced ? 'replaced' : '',
                purchase.consumed
                  ? 'consumed'
                  : purchase.finished
                    ? android
                      ? 'acknowledged'
                      : 'finished'
                    : purchase.purchaseState === 'purchased' && !purchase.refunded
                      ? android
                        ? 'not acknowledged'
                        : 'unfinished'
                      : '',
              ].filter(Boolean);
              return (
                <li key={purchase.id} data-product={purchase.productId} data-status={flags.join(' ')}>
                  <code>{purchase.productId}</code>
                  {purchase.basePlanId ? ` (${purchase.basePlanId})` : ''} — {flags.join(', ')}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {subscriptions.length > 0 && (
        <div className={styles.stateColumn}>
          <Heading as="h4" className={styles.stateTitle}>
            Subscriptions
          </Heading>
          <ul className={styles.stateList}>
            {subscriptions.map((subscription) => (
              <li key={subscription.purchaseToken + subscription.status} data-product={subscription.productId}>
                <code>{subscription.plan}</code> — {subscription.status}
                {subscription.graceEndsAt !== null &&
                  (subscription.status === 'Active'
                    ? `, payment failed: grace period until ${formatStoreTime(subscription.graceEndsAt, start)}`
                    : ', payment failed: no access')}
                {subscription.status === 'Active' && subscription.graceEndsAt === null && (
                  <>
                    , {subscription.willAutoRenew ? 'renews' : 'ends'} {formatStoreTime(subscription.expiresAt, start)}
                    {!android && subscription.autoRenewPreference !== subscription.productId && (
                      <>
                        ; renews into <code>{subscription.autoRenewPreference}</code>
                      </>
                    )}
                    {subscription.pendingUpgradeProductId && (
                      <>
                        ; pendingUpgradeProductId <code>{subscription.pendingUpgradeProductId}</code>
                      </>
                    )}
                    {subscription.deferredPlanAndroid && (
                      <>
                        ; moves to <code>{subscription.deferredPlanAndroid}</code> at renewal
                      </>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.stateColumn}>
        <Heading as="h4" className={styles.stateTitle}>
          Your backend
        </Heading>
        <ul className={styles.stateList}>
          <li data-backend="coins">Coins delivered: {backend.coins}</li>
          <li data-backend="entitlements">Delivered: {backend.entitlements.length ? backend.entitlements.join(', ') : 'nothing'}</li>
          {backend.pendingChanges.map((change) => (
            <li key={change.userId}>
              Pending change: {change.currentSku} → {change.newSku}
            </li>
          ))}
          {backend.externalTokens.map((token) => (
            <li key={token.token}>
              Token <code>{token.token}</code>: {token.reportedAt !== null ? 'reported' : token.overdue ? 'NOT reported in time' : 'to report'}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The switches of a live example: platform, what the store does next, the store clock and the store-side actions a
 * user or a parent would take outside the app. Every switch is also logged, so the event log tells the whole story.
 */
export default function SandboxPanel({store, controls, onPlatformChange, onRelaunch, docsVersion}: Props): React.JSX.Element {
  const snapshot = useStoreSnapshot(store);
  const scenarios = snapshot.scenarios;
  const set = (next: Partial<SandboxScenarios>) => store.setScenarios(next);
  const show = (control: SandboxControl) => controls.includes(control);
  const platformGroup = useId();
  const start = snapshot.log[0]?.at ?? snapshot.now;
  const activeSubscriptions = snapshot.subscriptions.filter((subscription) => subscription.status === 'Active');
  const refundable = [
    ...new Set(
      snapshot.purchases
        .filter((purchase) => purchase.purchaseState === 'purchased' && !purchase.refunded && !purchase.replaced)
        .map((purchase) => purchase.productId),
    ),
  ];
  const versionLabel = docsVersion === 'current' ? 'Next' : docsVersion;

  return (
    <div className={styles.panel} role="region" aria-label="Sandbox controls">
      <div className={styles.row}>
        {show('platform') && onPlatformChange && (
          <span className={styles.segmented} role="radiogroup" aria-label="Platform">
            {(['ios', 'android'] as const).map((platform) => (
              <label key={platform} className={clsx(styles.segment, snapshot.platform === platform && styles.segmentActive)}>
                <input
                  type="radio"
                  name={platformGroup}
                  value={platform}
                  checked={snapshot.platform === platform}
                  onChange={() => onPlatformChange(platform)}
                />
                {platform === 'ios' ? 'iOS' : 'Android'}
              </label>
            ))}
          </span>
        )}
        {!(show('platform') && onPlatformChange) && (
          <span className={styles.platformLabel}>{snapshot.platform === 'ios' ? 'iOS (App Store)' : 'Android (Google Play)'}</span>
        )}
        <ConnectionBadge state={snapshot.connectionState} />
        <span className={styles.version} title="The sandbox follows the spec of the docs version you are reading">
          Spec {versionLabel}: refund after {snapshot.constants.androidAcknowledgeWindowDays} days
          {snapshot.constants.willExpireSoonDays === undefined ? '' : `, expires soon within ${snapshot.constants.willExpireSoonDays} days`}
        </span>
      </div>
      {(show('outcome') || show('network') || show('alternative') || show('billing')) && (
        <div className={styles.row}>
          {show('outcome') && (
            <Select label="Next purchase" value={scenarios.purchaseOutcome} options={OUTCOMES} onChange={(purchaseOutcome) => set({purchaseOutcome})} />
          )}
          {show('network') && <Select label="Network" value={scenarios.network} options={NETWORKS} onChange={(network) => set({network})} />}
          {show('billing') && (
            <Select
              label="Renewal payment"
              value={scenarios.renewalPayment}
              options={[
                ['succeeds', 'Succeeds'],
                ['fails', 'Card declined'],
              ]}
              onChange={(renewalPayment) => set({renewalPayment})}
            />
          )}
          {show('alternative') && snapshot.platform === 'android' && (
            <>
              <Select
                label="Alternative billing"
                value={scenarios.alternativeBillingAvailable ? 'yes' : 'no'}
                options={[
                  ['yes', 'Available'],
                  ['no', 'Not available'],
                ]}
                onChange={(value) => set({alternativeBillingAvailable: value === 'yes'})}
              />
              <Select
                label="Dialog"
                value={scenarios.alternativeBillingDialog}
                options={[
                  ['accept', 'User accepts'],
                  ['cancel', 'User cancels'],
                ]}
                onChange={(alternativeBillingDialog) => set({alternativeBillingDialog})}
              />
              <Select
                label="User choice"
                value={scenarios.userChoice}
                options={[
                  ['google-play', 'Google Play'],
                  ['alternative', 'App’s own billing'],
                ]}
                onChange={(userChoice) => set({userChoice})}
              />
            </>
          )}
        </div>
      )}
      {(show('clock') || show('relaunch') || show('approval') || show('subscriptions') || show('refunds') || show('promoted')) && (
        <div className={styles.row}>
          {show('clock') && (
            <span className={styles.group} role="group" aria-label="Store clock">
              <span className={styles.clock}>
                Store time <strong>{formatStoreTime(snapshot.now, start)}</strong>
              </span>
              {CLOCK_STEPS.map(([label, step]) => (
                <button
                  key={label}
                  type="button"
                  className={styles.button}
                  onClick={() => store.advanceTime(step)}
                  title={`Advance the store clock by ${label.slice(1)}`}>
                  {label}
                </button>
              ))}
            </span>
          )}
          {show('approval') && (
            <>
              <button type="button" className={styles.button} disabled={snapshot.awaitingApproval === 0} onClick={() => store.approveAskToBuy()}>
                Parent approves ({snapshot.awaitingApproval})
              </button>
              <button type="button" className={styles.button} disabled={snapshot.awaitingPayment === 0} onClick={() => store.completePendingPayments()}>
                Payment completes ({snapshot.awaitingPayment})
              </button>
            </>
          )}
          {show('subscriptions') &&
            activeSubscriptions.map((subscription) => (
              <button
                key={subscription.purchaseToken}
                type="button"
                className={styles.button}
                onClick={() => store.setAutoRenew(subscription.productId, !subscription.willAutoRenew)}>
                {subscription.willAutoRenew ? 'Turn off' : 'Turn on'} auto-renew of {subscription.plan}
              </button>
            ))}
          {show('refunds') &&
            refundable.map((productId) => (
              <button key={productId} type="button" className={styles.button} onClick={() => store.refund(productId)}>
                Store refunds {productId}
              </button>
            ))}
          {show('promoted') && snapshot.platform === 'ios' && (
            <button type="button" className={styles.button} onClick={() => store.promoteProduct('remove_ads')}>
              User taps promoted remove_ads on the App Store
            </button>
          )}
          {show('relaunch') && (
            <button type="button" className={styles.button} onClick={onRelaunch}>
              Relaunch app
            </button>
          )}
        </div>
      )}
      {show('state') && <StoreState snapshot={snapshot} />}
    </div>
  );
}
