/**
 * The releases a migration compares, from versions.json (newest first there) and their frozen spec models, plus the
 * unreleased docs (Next, spec/ itself) after the newest release: a successor line may be written, and a removal shows
 * on the Next pages, before the release that makes it is cut.
 */
import {readDocsVersionsList} from '../openiap-versions';
import {loadModelForVersion} from '../spec-model/load';
import {docsVersionsOf, NEXT, versionLabel} from '../spec-model/versionNames';
import {releaseFacts, type ReleaseFacts} from '../../shared/migration';

export {NEXT, versionLabel};
export {consecutiveDiffs} from '../../shared/migration';

/** The released versions, oldest first. */
export function releasesOldestFirst(siteDir: string): string[] {
  return [...readDocsVersionsList(siteDir)].reverse();
}

/** Every docs version, oldest first, Next last. */
export const versionSequence = docsVersionsOf;

export function factsOf(siteDir: string, version: string): ReleaseFacts {
  return releaseFacts(version, loadModelForVersion(siteDir, version));
}
