import React from 'react';
import Link from '@docusaurus/Link';
import {useDocsOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import {releasePageUrl, site} from '@site/shared/site';
import {packagesAtTag, releaseTagOf} from '@site/shared/releaseTag';
import styles from './styles.module.css';

/** The text shown where there is no schema tag to link to. */
export const NO_TAG = '—';

/**
 * "Latest schema tag" (a link to the release page of the docs version's git tag, or a dash when there is no tag),
 * the module versions at that tag when the versions file records them, and "View all releases".
 */
export function SchemaReleaseLinks({tag, atTag}: {tag: string | undefined; atTag?: string}): React.JSX.Element {
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
      {cleanTag && atTag && (
        <div className={styles.row}>
          <dt>Packages at this tag</dt>
          <dd data-testid="packages-at-tag">{atTag}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>All schema releases</dt>
        <dd>
          <Link href={site.releasesUrl}>View all releases</Link>
        </dd>
      </div>
    </dl>
  );
}

/** The schema release links of the docs version being read, from its versions file. */
export default function SchemaReleases(): React.JSX.Element {
  const versions = useDocsOpenIapVersions();
  return <SchemaReleaseLinks tag={releaseTagOf(versions)} atTag={packagesAtTag(versions)} />;
}
