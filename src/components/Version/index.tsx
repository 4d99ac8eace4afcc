import React from 'react';
import {useDocsOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import type {VersionKey} from '@site/shared/openIapVersions';

/**
 * Prints a package version from the versions file of the page's docs version (Next's openiap-versions.json, or a
 * release's frozen copy), so that no page types a version number by hand: `<Version of="google" />`.
 */
export default function Version({of}: {of: VersionKey}): React.JSX.Element {
  const versions = useDocsOpenIapVersions();
  const value = versions[of];
  if (!value) {
    throw new Error(`<Version of="${of}" />: the versions file of this docs version (gql ${versions.gql}) has no "${of}" entry.`);
  }
  return <>{value}</>;
}
