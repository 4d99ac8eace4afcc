/**
 * Reading and checking `openiap-versions.json`, the file that says which release of each OpenIAP package the
 * site documents, and the frozen copy of it that each released docs version keeps. Only `gql` is required; the
 * package entries are optional version strings, `gitTag` the release's git tag and `atTag` the module versions at
 * that tag. A frozen copy must name its tag and the gql version of its docs version.
 */
import {TAGGED_PACKAGES, type OpenIapVersions, type TaggedPackageVersions} from '../../shared/openIapVersions';

export type {OpenIapVersions};

const OPTIONAL_KEYS = ['docs', 'google', 'apple', 'kmp'] as const;
const KNOWN_KEYS: readonly string[] = ['gql', ...OPTIONAL_KEYS, 'gitTag', 'atTag'];

/**
 * A git tag as it appears in a release address (`1.2.3`, `gql-1.3.17`): letters, digits, dots, dashes and
 * underscores, so that it is one safe path segment.
 */
const GIT_TAG = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export class VersionsFileError extends Error {
  override name = 'VersionsFileError';
}

/** Parses the versions file text; throws a VersionsFileError naming the file and the problem. */
export function parseVersionsFile(text: string, fileName: string): OpenIapVersions {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new VersionsFileError(
      `${fileName} contains invalid JSON (${(cause as Error).message}). Fix the file so that it is one JSON object, e.g. {"gql": "1.2.3"}.`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new VersionsFileError(`${fileName} must hold a JSON object such as {"gql": "1.2.3"}.`);
  }
  const record = data as Record<string, unknown>;
  const gql = record.gql;
  if (typeof gql !== 'string' || gql.trim() === '') {
    throw new VersionsFileError(`${fileName} is missing the "gql" version string: add a non-empty "gql" entry, e.g. {"gql": "1.2.3"}.`);
  }
  const versions: OpenIapVersions = {gql};
  for (const key of OPTIONAL_KEYS) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new VersionsFileError(`${fileName}: "${key}" must be a non-empty version string when present.`);
    }
    versions[key] = value;
  }
  const unknown = Object.keys(record).filter((key) => !KNOWN_KEYS.includes(key));
  if (unknown.length > 0) {
    throw new VersionsFileError(
      `${fileName}: unknown entr${unknown.length > 1 ? 'ies' : 'y'} ${unknown.map((key) => `"${key}"`).join(', ')} (allowed: ${KNOWN_KEYS.join(', ')}).`,
    );
  }
  if (record.gitTag !== undefined) versions.gitTag = parseGitTag(record.gitTag, fileName);
  if (record.atTag !== undefined) versions.atTag = parseAtTag(record.atTag, fileName);
  return versions;
}

/** Whether a text can be a release's git tag in the site's release addresses. */
export function isGitTag(value: unknown): value is string {
  return typeof value === 'string' && GIT_TAG.test(value);
}

function parseGitTag(value: unknown, fileName: string): string {
  if (!isGitTag(value)) {
    throw new VersionsFileError(
      `${fileName}: "gitTag" must be the release's git tag, letters, digits, dots, dashes or underscores, e.g. "1.2.3" or "gql-1.3.17"; got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

function parseAtTag(value: unknown, fileName: string): TaggedPackageVersions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new VersionsFileError(`${fileName}: "atTag" must be an object of package versions, e.g. {"google": "1.3.2"}.`);
  }
  const tagged: TaggedPackageVersions = {};
  for (const [key, version] of Object.entries(value)) {
    if (!(TAGGED_PACKAGES as readonly string[]).includes(key)) {
      throw new VersionsFileError(`${fileName}: "atTag" has an unknown package "${key}" (allowed: ${TAGGED_PACKAGES.join(', ')}).`);
    }
    if (typeof version !== 'string' || version.trim() === '') {
      throw new VersionsFileError(`${fileName}: "atTag.${key}" must be a non-empty version string.`);
    }
    tagged[key as keyof TaggedPackageVersions] = version;
  }
  return tagged;
}

/**
 * Parses the frozen versions file of released docs version `docsVersion`. Besides the rules of any versions file, it
 * must name the release's git tag (the release links are built from it) and the gql version the docs are named after.
 */
export function parseFrozenVersionsFile(text: string, fileName: string, docsVersion: string): OpenIapVersions {
  const versions = parseVersionsFile(text, fileName);
  if (versions.gitTag === undefined) {
    throw new VersionsFileError(`${fileName} is missing "gitTag": add the git tag of release ${docsVersion} (e.g. "${docsVersion}" or "gql-${docsVersion}").`);
  }
  if (versions.gql !== docsVersion) {
    throw new VersionsFileError(`${fileName} names gql ${versions.gql}, but it belongs to docs version ${docsVersion}; they must be the same.`);
  }
  return versions;
}

/**
 * The latest released docs version must be the gql version the site documents: otherwise the docs at /docs would
 * describe another release than the one the versions file (and the downloads) name.
 */
export function checkDocsVersionAgreement(versions: OpenIapVersions, docsVersions: string[], fileName: string): void {
  const latest = docsVersions[0];
  if (latest === undefined) return;
  if (latest !== versions.gql) {
    throw new VersionsFileError(
      `${fileName} names gql ${versions.gql}, but the latest docs version in versions.json is ${latest}. Cut the docs for ${versions.gql} with "npm run version:cut -- ${versions.gql}", or correct "gql" in ${fileName}.`,
    );
  }
  if (versions.docs !== undefined && versions.docs !== latest) {
    throw new VersionsFileError(`${fileName} names docs ${versions.docs}, but the latest docs version in versions.json is ${latest}; they must be the same.`);
  }
}
