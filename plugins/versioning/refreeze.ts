/**
 * Re-freezing a released docs version: while spec/ is still at that release, a maintainer who completed spec/ (a
 * declaration it left out, a corrected type) writes the release's frozen spec model and frozen reference again, so the
 * released version shows the completed spec. The released version's pages, its sidebar and the versions files are
 * never touched: they may have been edited since the cut. Like the cut, it refuses before changing anything and undoes
 * its own changes if a step fails.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {extractSpecModel} from '../spec-model/extract';
import {SNAPSHOT_FILE_NAME, snapshotPath} from '../spec-model/load';
import {readDocsVersionsList, readVersionsFile, VERSIONS_FILE_NAME} from '../openiap-versions';
import {runDocusaurus, VersionCutError, type CutOptions} from './cut';

/** The folder of a docs version that holds its generated reference, and where the live reference is generated. */
const REFERENCE_DIR = 'api';

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

/** Writes the frozen spec model and reference of released `version` again from spec/; see the README's "cut a version". */
export function refreezeVersion(siteDir: string, requested: string | undefined, options: CutOptions = {}): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const docusaurus = options.docusaurus ?? runDocusaurus(siteDir);
  const version = checkRefreezeVersion(siteDir, requested);
  // Extracted first: a spec that breaks a rule stops here, before anything is written.
  const model = extractSpecModel(path.join(siteDir, 'spec'));

  const modelFile = snapshotPath(siteDir, version);
  const frozenReference = path.join(siteDir, 'versioned_docs', `version-${version}`, REFERENCE_DIR);
  const liveReference = path.join(siteDir, 'docs', REFERENCE_DIR);
  const previousModel = existsSync(modelFile) ? readFileSync(modelFile, 'utf8') : null;
  const backup = mkdtempSync(path.join(tmpdir(), 'openiap-refreeze-'));
  const hadReference = existsSync(frozenReference);
  if (hadReference) cpSync(frozenReference, backup, {recursive: true});
  try {
    log(`Generating the reference of spec/ into docs/${REFERENCE_DIR} ...`);
    docusaurus(['generate-typedoc']);
    log(`Re-freezing the spec model and the reference of ${version} ...`);
    writeFileSync(modelFile, `${JSON.stringify(model, null, 1)}\n`);
    if (!existsSync(liveReference) || !statSync(liveReference).isDirectory()) {
      throw new Error(`the reference generation wrote no docs/${REFERENCE_DIR}/ folder`);
    }
    rmSync(frozenReference, {recursive: true, force: true});
    cpSync(liveReference, frozenReference, {recursive: true});
  } catch (error) {
    if (previousModel === null) rmSync(modelFile, {force: true});
    else writeFileSync(modelFile, previousModel);
    rmSync(frozenReference, {recursive: true, force: true});
    if (hadReference) cpSync(backup, frozenReference, {recursive: true});
    throw new VersionCutError(`Re-freezing ${version} failed and was undone: ${(error as Error).message}`);
  } finally {
    rmSync(backup, {recursive: true, force: true});
  }
  log(
    `Re-froze ${version}: versioned_docs/version-${version}/${SNAPSHOT_FILE_NAME} and versioned_docs/version-${version}/${REFERENCE_DIR}/ now come from spec/.`,
  );
}
