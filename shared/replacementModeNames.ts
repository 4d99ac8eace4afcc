/**
 * The two spellings of one Google Play replacement mode: the member name of the numeric enum of releases before 3.0
 * (`WithTimeProration`) and the kebab-case value that later releases send (`with-time-proration`). Imported without
 * the site's path aliases, so that the build's plugins and the browser's sandbox can both load it.
 */

/** The member name of a kebab-case mode: `with-time-proration` is `WithTimeProration`. */
export function modeName(kebab: string): string {
  return kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The kebab-case value of a member name: `WithTimeProration` is `with-time-proration`. */
export function kebabMode(member: string): string {
  return member.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}
