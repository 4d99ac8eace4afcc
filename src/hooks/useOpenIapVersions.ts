import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {versionsOfDocsVersion, type OpenIapVersions, type VersionsFiles} from '@site/shared/openIapVersions';

/**
 * The package versions of openiap-versions.json (the unreleased docs' file), for pages outside the docs, checked at
 * build time by the openiap-versions plugin.
 */
export function useOpenIapVersions(): OpenIapVersions {
  return (usePluginData('openiap-versions') as VersionsFiles).current;
}

/**
 * The package versions and release tag of the docs version being read: a released version's frozen file, or Next's
 * openiap-versions.json. For components inside docs pages only.
 */
export function useDocsOpenIapVersions(): OpenIapVersions {
  const files = usePluginData('openiap-versions') as VersionsFiles;
  return versionsOfDocsVersion(files, useDocsVersion().version);
}
