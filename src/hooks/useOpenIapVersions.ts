import {usePluginData} from '@docusaurus/useGlobalData';
import type {OpenIapVersions} from '@site/shared/openIapVersions';

/** The package versions of openiap-versions.json, checked at build time by the openiap-versions plugin. */
export function useOpenIapVersions(): OpenIapVersions {
  return usePluginData('openiap-versions') as OpenIapVersions;
}
