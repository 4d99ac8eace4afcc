import React from 'react';
import {PLATFORM_LABELS} from '@site/shared/platformLabels';
import {formatPrice} from '@site/shared/sandboxCatalog';
import type {SubscriptionReading, Timeline, TimelineStep} from './simulate';
import styles from './styles.module.css';

const DAY_MS = 86_400_000;

/** Store time as a day count from the first purchase, and the time of day (UTC): "Day 10, 09:05 UTC". */
function storeTime(time: number, start: number): string {
  return `Day ${Math.floor((time - start) / DAY_MS)}, ${new Date(time).toISOString().slice(11, 16)} UTC`;
}

function reading(subscription: SubscriptionReading, start: number): string {
  const parts = [`productId ${subscription.productId}`];
  if (subscription.basePlan) parts.push(`basePlanIdAndroid ${subscription.basePlan}`);
  if (subscription.purchaseToken) parts.push(`purchaseTokenAndroid ${subscription.purchaseToken}`);
  if (subscription.autoRenewPreference) parts.push(`autoRenewPreference ${subscription.autoRenewPreference}`);
  if (subscription.expiresAt) parts.push(`renews ${storeTime(subscription.expiresAt, start)}`);
  return parts.join(' · ');
}

/** The pending change as the app can know it: iOS renewal info, or the Android backend's own record. */
function pendingChange(step: TimelineStep, platform: 'ios' | 'android', start: number): string {
  if (platform === 'android') {
    const record = step.pendingChange;
    return record
      ? `Your backend's record: ${record.userId}, ${record.currentSku} → ${record.newSku} on ${storeTime(record.effectiveDate, start)}`
      : 'None: Google Play keeps no field for it, and your backend holds no record.';
  }
  const pending = step.active.map((subscription) => subscription.pendingUpgradeProductId).find(Boolean);
  return pending ? `renewalInfoIOS.pendingUpgradeProductId: ${pending}` : 'renewalInfoIOS.pendingUpgradeProductId: empty';
}

function Lines({lines, none}: {lines: string[]; none: string}) {
  if (lines.length === 0) return <span className={styles.none}>{none}</span>;
  return (
    <ul className={styles.lines}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

function Step({step, platform, start}: {step: TimelineStep; platform: 'ios' | 'android'; start: number}) {
  return (
    <li className={styles.step} data-step={step.kind}>
      <p className={styles.stepTitle}>
        <span className={styles.when}>{storeTime(step.at, start)}</span> {step.title}
      </p>
      <dl className={styles.facts}>
        <dt>The app calls</dt>
        <dd data-row="calls">
          <Lines lines={step.calls} none="Nothing: the store acts on its own." />
        </dd>
        <dt>The store</dt>
        <dd data-row="store">
          <Lines lines={step.store} none="Nothing changes yet." />
        </dd>
        {step.backend.length > 0 && (
          <>
            <dt>Your backend</dt>
            <dd data-row="backend">
              <Lines lines={step.backend} none="" />
            </dd>
          </>
        )}
        <dt>Events reaching the app</dt>
        <dd data-row="events">
          <Lines
            lines={step.events.map((event) => `${event.name}${event.code ? ` (${event.code})` : ''}: ${event.detail}`)}
            none="None: no listener is called."
          />
        </dd>
        <dt>Charged</dt>
        <dd data-row="charges">
          <Lines
            lines={step.charges.map(
              (charge) =>
                `${formatPrice(charge.amount)} for ${charge.productId}${charge.plan !== charge.productId ? ` (${charge.plan})` : ''}, ${charge.reason}`,
            )}
            none="Nothing."
          />
        </dd>
        <dt>
          <code>getActiveSubscriptions()</code>
        </dt>
        <dd data-row="active">
          <Lines lines={step.active.map((subscription) => reading(subscription, start))} none="[] (no active subscription)" />
        </dd>
        <dt>Pending change</dt>
        <dd data-row="pending">{pendingChange(step, platform, start)}</dd>
      </dl>
    </li>
  );
}

/** The timeline of one simulated plan change: each moment, in order, with what the app and the user see. */
export default function TimelineView({timeline}: {timeline: Timeline}): React.JSX.Element {
  const {request, start, steps} = timeline;
  return (
    <>
      <p className={styles.summary}>
        {PLATFORM_LABELS[request.platform]}: {request.current.name} → {request.target.name}
        {request.platform === 'android' && `, replacement mode ${request.mode}`}. Day 0 is {new Date(start).toISOString().slice(0, 10)} (UTC).
      </p>
      <ol className={styles.timeline} aria-label="Timeline of the plan change">
        {steps.map((step) => (
          <Step key={step.kind} step={step} platform={request.platform} start={start} />
        ))}
      </ol>
    </>
  );
}
