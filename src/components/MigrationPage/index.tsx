import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import TOC from '@theme/TOC';
import MigrationChanges, {migrationHeadings} from '@site/src/components/MigrationChanges';
import {changeSummary, type MigrationPageData} from '@site/shared/migration';
import styles from './styles.module.css';

/** The migration from one release to the next: `/docs/migrating/<from>-to-<to>`, built from the two frozen models. */
export default function MigrationPage({data}: {data: MigrationPageData}): React.JSX.Element {
  const {diff, successors, indexPath} = data;
  const toc = migrationHeadings(diff).map(({id, title, level}) => ({id, value: title, level}));
  const title = `Migrating from ${diff.from} to ${diff.to}`;
  return (
    <Layout
      title={title}
      description={`What changed in the OpenIAP specification from release ${diff.from} to release ${diff.to}, and what to use instead of what was removed.`}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className={`col ${styles.main}`}>
            <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
              <Link to={indexPath}>Migrating</Link> <span aria-hidden="true">›</span> {diff.from} to {diff.to}
            </nav>
            <article className="markdown">
              <Heading as="h1">{title}</Heading>
              <p>
                What a codebase written against release {diff.from} of the specification meets in release {diff.to}: every declaration, field, operation, event,
                enum value and error code that was removed, changed, newly deprecated or added, compared from the spec model each release's documentation was
                frozen with. Removed things come first, with what to use instead where the project has written it down.
              </p>
              <p className={styles.summary}>
                {changeSummary({removed: diff.removed.length, changed: diff.changed.length, deprecated: diff.deprecated.length, added: diff.added.length})}.
              </p>
              <MigrationChanges diff={diff} successors={successors} anchored />
            </article>
          </main>
          {toc.length > 0 ? (
            <div className={`col col--3 ${styles.toc}`}>
              <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />
            </div>
          ) : null}
        </div>
      </div>
    </Layout>
  );
}
