import React from 'react';
import {useOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import type {OpenIapVersions} from '@site/shared/openIapVersions';

/**
 * Prints a package version from openiap-versions.json, so that no page types a version number by hand:
 * `<Version of="google" />`.
 */
export default function Version({of}: {of: keyof OpenIapVersions}): React.JSX.Element {
  const versions = useOpenIapVersions();
  const value = versions[of];
  if (!value) {
    throw new Error(`<Version of="${of}" />: openiap-versions.json has no "${of}" entry.`);
  }
  return <>{value}</>;
}
