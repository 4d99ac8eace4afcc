import React from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {packageVersionText, versionsOfDocsVersion, type VersionKey, type VersionsFiles} from '@site/shared/openIapVersions';

/**
 * Prints a package version from the versions file of the page's docs version (Next's openiap-versions.json, or a
 * release's frozen copy), so that no page types a version number by hand: `<Version of="google" />`.
 */
export default function Version({of}: {of: VersionKey}): React.JSX.Element {
  const docsVersion = useDocsVersion().version;
  const versions = versionsOfDocsVersion(usePluginData('openiap-versions') as VersionsFiles, docsVersion);
  return <>{packageVersionText(versions, of, docsVersion)}</>;
}
