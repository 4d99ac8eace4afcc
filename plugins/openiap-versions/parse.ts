/**
 * Reading and checking `openiap-versions.json`, the file that says which release of each OpenIAP package the
 * site documents. Only `gql` is required; the other entries are optional version strings.
 */
import type {OpenIapVersions} from '../../shared/openIapVersions';

export type {OpenIapVersions};

const OPTIONAL_KEYS = ['docs', 'google', 'apple', 'kmp'] as const;

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
