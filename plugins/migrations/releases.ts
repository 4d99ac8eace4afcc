/**
 * The releases a migration compares, from versions.json (newest first there) and their frozen spec models, plus the
 * unreleased docs (Next, spec/ itself) after the newest release: a successor line may be written, and a removal shows
 * on the Next pages, before the release that makes it is cut.
 */
import {readDocsVersionsList} from '../openiap-versions';
import {loadModelForVersion} from '../spec-model/load';
import {docsVersionsOf, NEXT, versionLabel} from '../spec-model/versionNames';
import {diffReleases, releaseFacts, type MigrationDiff, type ReleaseFacts} from '../../shared/migration';

export {NEXT, versionLabel};

/** The released versions, oldest first. */
export function releasesOldestFirst(siteDir: string): string[] {
  return [...readDocsVersionsList(siteDir)].reverse();
}

/** Every docs version, oldest first, Next last. */
export const versionSequence = docsVersionsOf;

export function factsOf(siteDir: string, version: string): ReleaseFacts {
  return releaseFacts(version, loadModelForVersion(siteDir, version));
}

/** Each version compared with the one before it: the consecutive release pairs, then the newest release with Next. */
export function consecutiveDiffs(versions: readonly string[], facts: (version: string) => ReleaseFacts): MigrationDiff[] {
  return versions.slice(1).map((version, index) => diffReleases(facts(versions[index]), facts(version)));
}
