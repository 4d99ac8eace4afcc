/**
 * The public names and addresses of the project, kept in one place so that a fork changes them once.
 * Every value is the project's real public one, never a placeholder.
 */
const repositoryUrl = 'https://github.com/hyodotdev/openiap';

export const site = {
  productName: 'OpenIAP',
  tagline: 'Unified specification for in-app purchases',
  contactEmail: 'hyo@hyo.dev',
  copyrightYear: 2025,
  repositoryUrl,
  releasesUrl: `${repositoryUrl}/releases`,
  appleModuleUrl: `${repositoryUrl}/tree/main/packages/apple`,
  googleModuleUrl: `${repositoryUrl}/tree/main/packages/google`,
  chatCommunityUrl: 'http://hyo.dev/joinSlack',
} as const;

/**
 * The page of one release of the gql package, e.g. for the "View release" button of a download. It takes the
 * release's git tag (`gitTag` of its versions file), which is not always its version number: 1.3.17 is `gql-1.3.17`.
 */
export function releasePageUrl(gitTag: string): string {
  return `${site.releasesUrl}/tag/${encodeURIComponent(gitTag)}`;
}

/** A file attached to one release of the gql package, e.g. a type-definition bundle, by the release's git tag. */
export function releaseAssetUrl(gitTag: string, filename: string): string {
  return `${site.releasesUrl}/download/${encodeURIComponent(gitTag)}/${encodeURIComponent(filename)}`;
}
