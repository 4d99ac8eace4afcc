import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import MigrationPicker from '@site/src/components/MigrationPicker';
import {changeSummary, type MigrationIndexData} from '@site/shared/migration';
import styles from './styles.module.css';

/** What the page says while there is no pair of releases: never an invented comparison. */
export function noPairText(releases: readonly string[]): string {
  if (releases.length === 0) return 'There is no pair of releases to compare yet: the site documents no released version of the specification.';
  return `There is no pair of releases to compare yet: the site documents one release, ${releases[0]}. A migration page appears here for each pair of consecutive releases once a second one is released.`;
}

/** `/docs/migrating`: every pair of consecutive releases, and a picker for any two. */
export default function MigrationIndex({data}: {data: MigrationIndexData}): React.JSX.Element {
  const {releases, pairs, successors, factsPath} = data;
  return (
    <Layout
      title="Migrating between releases"
      description="What changed in the OpenIAP specification from one release to another, and what to use instead of what was removed.">
      <div className="container margin-vert--lg">
        <main className={styles.main}>
          <article className="markdown">
            <Heading as="h1">Migrating between releases</Heading>
            <p>
              Each migration lists what changed in the specification from one release to another: declarations, fields, operations, events, enum values and
              error codes that were removed, changed (type, optionality or signature), newly deprecated or added. It is compared from the spec model each
              release's documentation was frozen with, and says what to use instead of a removed thing where the project has written it down.
            </p>
            {pairs.length === 0 ? (
              <p data-testid="no-pair">{noPairText(releases)}</p>
            ) : (
              <>
                <Heading as="h2" id="consecutive-releases">
                  Consecutive releases
                </Heading>
                <ul className={styles.pairs}>
                  {[...pairs].reverse().map((pair) => (
                    <li key={pair.path}>
                      <Link to={pair.path}>
                        {pair.from} to {pair.to}
                      </Link>
                      <span className={styles.counts}>{changeSummary(pair)}</span>
                    </li>
                  ))}
                </ul>
                <Heading as="h2" id="compare-any-two-releases">
                  Compare any two releases
                </Heading>
                <MigrationPicker releases={releases} successors={successors} factsPath={factsPath} />
              </>
            )}
          </article>
        </main>
      </div>
    </Layout>
  );
}
