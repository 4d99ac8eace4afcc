/**
 * Re-freezing a released docs version: while spec/ is still at that release, a maintainer who completed spec/ (a
 * declaration it left out, a corrected type) writes the release's frozen spec model again, so the released version
 * shows the completed spec. The released version's pages, its sidebar and the versions files are never touched: they
 * may have been edited since the cut. Like the cut, it refuses before changing anything.
 */
import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {extractSpecModel} from '../spec-model/extract';
import {SNAPSHOT_FILE_NAME, snapshotPath} from '../spec-model/load';
import {readDocsVersionsList, readVersionsFile, VERSIONS_FILE_NAME} from '../openiap-versions';
import {VersionCutError, type CutOptions} from './cut';

/** Checks that `version` can be re-frozen: it is the newest release and spec/ has not been cut past it. */
export function checkRefreezeVersion(siteDir: string, version: string | undefined): string {
  if (!version) throw new VersionCutError('Say which released version to re-freeze: npm run version:cut -- X.Y.Z --refreeze.');
  const released = readDocsVersionsList(siteDir);
  if (!released.includes(version)) {
    throw new VersionCutError(`Version ${version} is not in versions.json; only a released version can be re-frozen (cut a new one without --refreeze).`);
  }
  if (released[0] !== version) {
    throw new VersionCutError(`Version ${version} is not the newest release (${released[0]} is): spec/ has moved on, so it no longer describes ${version}.`);
  }
  const gql = readVersionsFile(siteDir).gql;
  if (gql !== version) {
    throw new VersionCutError(`${VERSIONS_FILE_NAME} names gql ${gql}, not ${version}: spec/ is not at the release being re-frozen.`);
  }
  if (!existsSync(path.join(siteDir, 'versioned_docs', `version-${version}`))) {
    throw new VersionCutError(`versioned_docs/version-${version} is missing; a re-freeze only rewrites a version that was cut.`);
  }
  return version;
}

/** Writes the frozen spec model of released `version` again from spec/; see the README's "cut a version". */
export function refreezeVersion(siteDir: string, requested: string | undefined, options: Pick<CutOptions, 'log'> = {}): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const version = checkRefreezeVersion(siteDir, requested);
  // Extracted first: a spec that breaks a rule stops here, before anything is written.
  const model = extractSpecModel(path.join(siteDir, 'spec'));
  writeFileSync(snapshotPath(siteDir, version), `${JSON.stringify(model, null, 1)}\n`);
  log(`Re-froze ${version}: versioned_docs/version-${version}/${SNAPSHOT_FILE_NAME} now comes from spec/.`);
}
