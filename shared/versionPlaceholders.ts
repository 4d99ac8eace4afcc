import type {OpenIapVersions} from './openIapVersions';

/**
 * Replaces `{gql}`, `{google}`, `{apple}`, `{kmp}` or `{docs}` in a code sample with the version from
 * openiap-versions.json. An unknown key or a version missing from the file stops the build.
 */
export function fillVersions(template: string, versions: OpenIapVersions): string {
  return template.replace(/\{(gql|docs|google|apple|kmp)\}/g, (_match, key: keyof OpenIapVersions) => {
    const value = versions[key];
    if (!value) throw new Error(`<VersionedCode>: openiap-versions.json has no "${key}" entry.`);
    return value;
  });
}
