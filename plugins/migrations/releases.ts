/**
 * The releases a migration compares, from versions.json (newest first there) and their frozen spec models, plus the
 * unreleased docs (Next, spec/ itself) after the newest release: a successor line may be written, and a removal shows
 * on the Next pages, before the release that makes it is cut.
 */
import {readDocsVersionsList} from '../openiap-versions';
import {loadModelForVersion} from '../spec-model/load';
import {diffReleases, releaseFacts, type MigrationDiff, type ReleaseFacts} from '../../shared/migration';

/** The docs plugin's name for the unreleased docs/ folder. */
export const NEXT = 'current';

/** How a version is named to readers: a release by its number, the unreleased docs as "Next". */
export function versionLabel(version: string): string {
  return version === NEXT ? 'Next' : version;
}

/** The released versions, oldest first. */
export function releasesOldestFirst(siteDir: string): string[] {
  return [...readDocsVersionsList(siteDir)].reverse();
}

/** Every docs version, oldest first, Next last. */
export function versionSequence(siteDir: string): string[] {
  return [...releasesOldestFirst(siteDir), NEXT];
}

export function factsOf(siteDir: string, version: string): ReleaseFacts {
  return releaseFacts(version, loadModelForVersion(siteDir, version));
}

/** Each version compared with the one before it: the consecutive release pairs, then the newest release with Next. */
export function consecutiveDiffs(versions: readonly string[], facts: (version: string) => ReleaseFacts): MigrationDiff[] {
  return versions.slice(1).map((version, index) => diffReleases(facts(versions[index]), facts(version)));
}
