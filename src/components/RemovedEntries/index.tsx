import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SpecLink from '@site/src/components/SpecLink';
import {FACT_KIND_LABELS} from '@site/shared/factKinds';
import {removedInText, type RemovedEntry} from '@site/shared/removedEntries';
import styles from './styles.module.css';

function Entry({entry}: {entry: RemovedEntry}): React.JSX.Element {
  // The entry stands at the old anchor, so links to it are checked by the build like any other anchor.
  useBrokenLinks().collectAnchor(entry.id);
  return (
    <li id={entry.id} className={styles.entry}>
      <p className={styles.title}>
        <code>{entry.name}</code> <span className={styles.kind}>{FACT_KIND_LABELS[entry.kind].one}</span>
        <span className={styles.badge}>{removedInText(entry.removedIn)}</span>
      </p>
      {entry.successor ? (
        <p className={styles.successor}>
          <strong>Instead:</strong> {entry.successor}
        </p>
      ) : null}
      <p className={styles.last}>
        Last documented in <SpecLink to={entry.lastHref}>{entry.lastVersion}</SpecLink>.
      </p>
    </li>
  );
}

/**
 * The end of a docs page: what older releases documented here and a later one removed, each at its old anchor, so a
 * link to it lands on an explanation rather than on a page that silently lacks it.
 */
export default function RemovedEntries({entries}: {entries: RemovedEntry[]}): React.JSX.Element {
  return (
    <ul className={styles.list} data-removed-entries>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
