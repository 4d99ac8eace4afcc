/**
 * The release a docs version belongs to, as its versions file records it: its git tag (release links are built
 * from it) and the module versions the repository held at that tag. Shared by the components and the Markdown copies
 * of the docs (plugins/markdown-export).
 */
import {TAGGED_PACKAGES, type OpenIapVersions} from './openIapVersions';

/** The published names of the packages a versions file names. */
export const PACKAGE_NAMES: Record<(typeof TAGGED_PACKAGES)[number], string> = {
  gql: 'openiap-gql',
  google: 'openiap-google',
  apple: 'openiap-apple',
  kmp: 'kmp-iap',
};

/** The git tag of the docs version's release, or undefined when it has none yet (unreleased docs). */
export function releaseTagOf(versions: OpenIapVersions): string | undefined {
  const tag = versions.gitTag?.trim();
  return tag ? tag : undefined;
}

/** "openiap-google 1.3.2 · openiap-apple 1.2.27": the module versions at the tag, or undefined when not recorded. */
export function packagesAtTag(versions: OpenIapVersions): string | undefined {
  const atTag = versions.atTag;
  if (!atTag) return undefined;
  const parts = TAGGED_PACKAGES.filter((key) => atTag[key]).map((key) => `${PACKAGE_NAMES[key]} ${atTag[key]}`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
