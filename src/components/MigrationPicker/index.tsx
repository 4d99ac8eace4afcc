import React, {useId, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import MigrationChanges from '@site/src/components/MigrationChanges';
import {diffReleases, type MigrationDiff, type ReleaseFacts, type Successors} from '@site/shared/migration';
import styles from './styles.module.css';

type State = {status: 'idle'} | {status: 'loading'} | {status: 'error'; message: string} | {status: 'done'; diff: MigrationDiff};

/** Checks a downloaded facts file just enough that a damaged one gives a message, not a broken page. */
export function asReleaseFacts(data: unknown, version: string): ReleaseFacts {
  const facts = data as Partial<ReleaseFacts> | null;
  if (!facts || facts.version !== version || !Array.isArray(facts.facts)) throw new Error(`the facts file of ${version} is damaged.`);
  return facts as ReleaseFacts;
}

interface Props {
  /** The released versions, oldest first. */
  releases: string[];
  successors: Successors;
  /** The folder of the per-release facts files, without the site's base URL. */
  factsPath: string;
}

/**
 * Two releases to compare and, once the reader asks, what changed between them. Each release's facts are a small file
 * of their own, fetched on the first comparison that needs it, so neither this page nor any other carries them in its
 * JavaScript. The comparison is the one the migration pages are built with.
 */
export default function MigrationPicker({releases, successors, factsPath}: Props): React.JSX.Element {
  const id = useId();
  const folder = useBaseUrl(factsPath);
  const [from, setFrom] = useState(releases[0]);
  const [to, setTo] = useState(releases[releases.length - 1]);
  const [state, setState] = useState<State>({status: 'idle'});
  const loaded = useRef(new Map<string, Promise<ReleaseFacts>>());

  const factsOf = (version: string): Promise<ReleaseFacts> => {
    let facts = loaded.current.get(version);
    if (!facts) {
      facts = fetch(`${folder}/${encodeURIComponent(version)}.json`).then(async (response) => {
        if (!response.ok) throw new Error(`the facts of ${version} could not be loaded (HTTP ${response.status}).`);
        return asReleaseFacts(await response.json(), version);
      });
      // A failed download is tried again on the next comparison.
      facts.catch(() => loaded.current.delete(version));
      loaded.current.set(version, facts);
    }
    return facts;
  };

  const compare = async (event: React.FormEvent) => {
    event.preventDefault();
    if (from === to) {
      setState({status: 'error', message: 'Choose two different releases.'});
      return;
    }
    setState({status: 'loading'});
    try {
      const [before, after] = await Promise.all([factsOf(from), factsOf(to)]);
      setState({status: 'done', diff: diffReleases(before, after)});
    } catch (error) {
      setState({status: 'error', message: `The comparison failed: ${(error as Error).message}`});
    }
  };

  // The label names the list alone (not wrapping it), so the list's accessible name is "From" or "To".
  const select = (label: string, value: string, onChange: (value: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${label}`}>{label}</label>
      <select id={`${id}-${label}`} value={value} onChange={(event) => onChange(event.target.value)}>
        {releases.map((release) => (
          <option key={release} value={release}>
            {release}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.picker}>
      <form className={styles.form} onSubmit={compare} aria-label="Compare two releases">
        {select('From', from, setFrom)}
        {select('To', to, setTo)}
        <button type="submit" className="button button--primary">
          Compare
        </button>
      </form>
      <div aria-live="polite" className={styles.result} data-testid="migration-result">
        {state.status === 'loading' ? <p>Comparing…</p> : null}
        {state.status === 'error' ? <p className={styles.error}>{state.message}</p> : null}
        {state.status === 'done' ? (
          <>
            <p className={styles.resultTitle}>
              From {state.diff.from} to {state.diff.to}
            </p>
            <MigrationChanges diff={state.diff} successors={successors} anchored={false} />
          </>
        ) : null}
      </div>
    </div>
  );
}
