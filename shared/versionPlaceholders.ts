import type {OpenIapVersions, VersionKey} from './openIapVersions';

/**
 * Replaces `{gql}`, `{google}`, `{apple}`, `{kmp}` or `{docs}` in a code sample with the version from the
 * versions file of the page's docs version. An unknown key or a version missing from the file stops the build.
 */
export function fillVersions(template: string, versions: OpenIapVersions): string {
  return template.replace(/\{(gql|docs|google|apple|kmp)\}/g, (_match, key: VersionKey) => {
    const value = versions[key];
    if (!value) throw new Error(`<VersionedCode>: the versions file of gql ${versions.gql} has no "${key}" entry.`);
    return value;
  });
}
