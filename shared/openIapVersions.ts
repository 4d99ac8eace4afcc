/**
 * The package versions a docs version documents. Next reads the site's `openiap-versions.json`; every released docs
 * version reads its own frozen copy, `versioned_docs/version-<v>/_openiap-versions.json`, written by the version cut.
 * plugins/openiap-versions checks both.
 */
export interface OpenIapVersions {
  /** The schema package (`openiap-gql`): the specification version. */
  gql: string;
  /** The docs version that matches the latest release. */
  docs?: string;
  /** `openiap-google` (Kotlin, Play Billing). */
  google?: string;
  /** `openiap-apple` (Swift, StoreKit 2). */
  apple?: string;
  /** kmp-iap, the Kotlin Multiplatform library. */
  kmp?: string;
  /**
   * The git tag of the specification's release: the path segment of its release page and its downloads. It is not
   * always the version number (gql 1.3.17 is tagged `gql-1.3.17`), so links are built from this, never from `gql`.
   * Required in a frozen copy; the unreleased docs have none until their release is cut.
   */
  gitTag?: string;
  /**
   * The module versions the repository held at `gitTag`, when they differ from the ones the docs document (the
   * modules are released on their own, so the docs of a release may describe later module releases).
   */
  atTag?: TaggedPackageVersions;
}

/** The entries that are package versions, as `<Version of="..." />` and the `{key}` placeholders of code name them. */
export type VersionKey = 'gql' | 'docs' | 'google' | 'apple' | 'kmp';

/** The packages whose version at a tag can be recorded. */
export const TAGGED_PACKAGES = ['gql', 'google', 'apple', 'kmp'] as const;
export type TaggedPackageVersions = Partial<Record<(typeof TAGGED_PACKAGES)[number], string>>;

/** What the openiap-versions plugin publishes: the file of Next and the frozen file of each released docs version. */
export interface VersionsFiles {
  current: OpenIapVersions;
  /** Keyed by the docs version name, e.g. "1.2.3". */
  released: Record<string, OpenIapVersions>;
}

/** The name Docusaurus gives the unreleased docs ("Next"). */
export const CURRENT_DOCS_VERSION = 'current';

/** The versions of one docs version: Next's file for "current", else that release's frozen copy. */
export function versionsOfDocsVersion(files: VersionsFiles, docsVersionName: string): OpenIapVersions {
  if (docsVersionName === CURRENT_DOCS_VERSION) return files.current;
  const frozen = files.released[docsVersionName];
  if (!frozen) {
    throw new Error(`Docs version ${docsVersionName} has no versioned_docs/version-${docsVersionName}/_openiap-versions.json.`);
  }
  return frozen;
}

/** Said in place of a package version that a released docs version's frozen file does not record. */
export const VERSION_NOT_RECORDED = 'not recorded for this release';

/**
 * The text of `<Version of="..." />` on a page of docs version `docsVersionName`. Next's file is kept up to date, so
 * a missing entry there is a mistake and stops the build; a frozen file records what its release published, and a
 * package it does not name (kmp-iap is released elsewhere) is said to be not recorded rather than guessed.
 */
export function packageVersionText(versions: OpenIapVersions, key: VersionKey, docsVersionName: string): string {
  const value = versions[key];
  if (value) return value;
  if (docsVersionName !== CURRENT_DOCS_VERSION) return VERSION_NOT_RECORDED;
  throw new Error(`<Version of="${key}" />: openiap-versions.json (the unreleased docs' versions file) has no "${key}" entry.`);
}

/**
 * The text of `<Version of="..." at="tag" />`: the package version the repository held at the release's git tag. A
 * file that records `atTag` documents later module releases than its tag held, so only `atTag` answers, and a package
 * it leaves out is not recorded; a file without `atTag` documents the versions of its tag, so its own entry answers.
 */
export function packageVersionAtTagText(versions: OpenIapVersions, key: VersionKey, docsVersionName: string): string {
  if (key === 'docs') throw new Error('<Version of="docs" at="tag" />: the docs version is not a package held at the tag.');
  if (!versions.atTag) return packageVersionText(versions, key, docsVersionName);
  return versions.atTag[key] ?? VERSION_NOT_RECORDED;
}
