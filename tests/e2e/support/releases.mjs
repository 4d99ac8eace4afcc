// The released docs versions as the browser tests need them, read from the project's files so that a version cut
// needs no test edits: versions.json (newest first; the newest is served at /docs, the others under their number)
// and the type-bundle files of src/data/type-bundles.
import {existsSync, readFileSync} from 'node:fs';

const readJson = (relative) => JSON.parse(readFileSync(new URL(`../../../${relative}`, import.meta.url), 'utf8'));

/** The released docs versions, newest first. */
export const RELEASED = readJson('versions.json');

/** Where a released version's docs are served. */
export const docsBaseOf = (version) => (version === RELEASED[0] ? '/docs' : `/docs/${version}`);

/** A version's listed type bundles, or [] when its release's assets are not listed. */
export function bundlesOf(version) {
  const file = `src/data/type-bundles/${version}.json`;
  return existsSync(new URL(`../../../${file}`, import.meta.url)) ? readJson(file) : [];
}

/** The newest release whose bundles are published with size and checksum: the one whose Types page downloads. */
export const DOWNLOADABLE_RELEASE = RELEASED.find((version) => {
  const bundles = bundlesOf(version);
  return bundles.length > 0 && bundles.every((bundle) => bundle.size && bundle.sha256);
});

/** The Types page whose bundle widget downloads, for the tests of downloads and toasts. */
export const DOWNLOADABLE_TYPES_ROUTE = `${docsBaseOf(DOWNLOADABLE_RELEASE)}/types`;
