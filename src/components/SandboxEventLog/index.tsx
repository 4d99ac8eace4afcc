import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import type {LogKind, SandboxLogEntry, SimulatedStore} from '@site/src/sandbox';
import {useStoreSnapshot} from '../SandboxProvider/hooks';
import styles from './styles.module.css';

const KIND_LABEL: Record<LogKind, string> = {
  call: 'call',
  error: 'rejected',
  event: 'event',
  store: 'store',
  native: 'native',
  server: 'server',
  app: 'app',
};

/** The store clock as a reader follows it: day number since the store started, then the time of day (UTC). */
export function formatStoreTime(time: number, start: number): string {
  const day = Math.floor((time - start) / 86_400_000);
  const clock = new Date(time).toISOString().slice(11, 16);
  return `Day ${day} ${clock}`;
}

function Entry({entry, start}: {entry: SandboxLogEntry; start: number}): React.JSX.Element {
  const failed = entry.kind === 'error' || entry.code !== undefined;
  return (
    <li className={clsx(styles.entry, styles[entry.kind], failed && styles.failed)} data-kind={entry.kind} data-title={entry.title}>
      <span className={styles.meta}>
        <span className={styles.time}>{formatStoreTime(entry.at, start)}</span>
        <span className={styles.kind}>{KIND_LABEL[entry.kind]}</span>
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{entry.title}</span>
        {entry.code && <code className={styles.code}>{entry.code}</code>}
        {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
      </span>
    </li>
  );
}

interface Props {
  store: SimulatedStore;
  /** Accessible name of the log. */
  label?: string;
  className?: string;
}

/**
 * The event log of a live example: every call the example made, every event the store delivered to its listeners,
 * and what the store, the simulated backend and time did on their own. Newest last; it follows the newest entry.
 */
export default function SandboxEventLog({store, label = 'Event log', className}: Props): React.JSX.Element {
  const snapshot = useStoreSnapshot(store);
  const [mountedAt] = useState(snapshot.now);
  const listRef = useRef<HTMLDivElement>(null);
  const entries = snapshot.log;
  const first = entries[0];
  const start = first ? Math.min(mountedAt, first.at) : mountedAt;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries.length]);

  return (
    <section className={clsx(styles.log, className)} aria-label={label}>
      <div className={styles.header}>
        <span>{label}</span>
        <span className={styles.count}>{entries.length} entries</span>
      </div>
      {entries.length === 0 ? (
        <p className={styles.empty}>Nothing yet. Calls, events and what the store does on its own appear here.</p>
      ) : (
        <div ref={listRef} className={styles.entries} role="log" aria-label={`${label} entries`} tabIndex={0}>
          <ol className={styles.list}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} start={start} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
