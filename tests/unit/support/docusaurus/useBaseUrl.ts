/** Stand-in for @docusaurus/useBaseUrl: the site's baseUrl is "/". */
export default function useBaseUrl(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}
