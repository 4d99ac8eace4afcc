import React from 'react';
import type {VersionKey} from '@site/shared/openIapVersions';

interface Props {
  /** The package: "gql", "google", "apple", "kmp" or "docs". */
  of: VersionKey;
  /** "tag": the version the repository held at the release's git tag, not the one the docs describe. */
  at?: 'tag';
  /** Filled by the spec-model remark plugin from the versions file of the page's docs version. */
  text?: string;
}

/**
 * Prints a package version from the versions file of the page's docs version (Next's openiap-versions.json, or a
 * release's frozen copy), so that no page types a version number by hand: `<Version of="google" />`.
 */
export default function Version({of, text}: Props): React.JSX.Element {
  if (text === undefined) {
    throw new Error(`<Version of="${of}"> has no text: it only works in docs MDX, where the spec-model remark plugin fills it.`);
  }
  return <>{text}</>;
}
