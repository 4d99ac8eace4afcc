/**
 * Resolves a link of site data: `doc:types` is the Types page of the docs version being read, so that a reader of
 * Next stays in Next; any other value is a path used as it is.
 */
export function resolveDocLink(to: string, versionPath: string): string {
  return to.startsWith('doc:') ? `${versionPath}/${to.slice(4)}` : to;
}
