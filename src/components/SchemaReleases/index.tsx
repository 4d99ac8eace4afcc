import React from 'react';
import Link from '@docusaurus/Link';
import {useOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import {releasePageUrl, site} from '@site/shared/site';
import styles from './styles.module.css';

/** The text shown where there is no schema tag to link to. */
export const NO_TAG = '—';

/**
 * "Latest schema tag" (a link to the release page of the gql version, or a dash when there is no tag) and
 * "View all releases". `tag` overrides the gql version of openiap-versions.json.
 */
export function SchemaReleaseLinks({tag}: {tag: string | undefined}): React.JSX.Element {
  const cleanTag = tag?.trim();
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>Latest schema tag</dt>
        <dd data-testid="latest-schema-tag">
          {cleanTag ? (
            <Link href={releasePageUrl(cleanTag)}>{cleanTag}</Link>
          ) : (
            <span aria-label="No tag available" title="No tag available">
              {NO_TAG}
            </span>
          )}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>All schema releases</dt>
        <dd>
          <Link href={site.releasesUrl}>View all releases</Link>
        </dd>
      </div>
    </dl>
  );
}

/** The schema release links for the gql version this site documents. */
export default function SchemaReleases(): React.JSX.Element {
  const versions = useOpenIapVersions();
  return <SchemaReleaseLinks tag={versions.gql} />;
}
