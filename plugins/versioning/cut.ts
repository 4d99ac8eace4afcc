/**
 * Cutting a docs version for a spec release: one command for maintainers that freezes the docs, the sidebar and the
 * spec model together, and records the release in openiap-versions.json. It refuses a malformed or existing version
 * before changing anything, and undoes its own changes if a step fails.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {extractSpecModel} from '../spec-model/extract';
import {SNAPSHOT_FILE_NAME, snapshotPath} from '../spec-model/load';
import {readDocsVersionsList, VERSIONS_FILE_NAME} from '../openiap-versions';
import {isGitTag, parseVersionsFile} from '../openiap-versions/parse';
import {versionsAfterCut, writeFrozenVersionsFile} from '../openiap-versions/freeze';
import {TYPE_BUNDLES_DIR} from '../type-bundles';

export class VersionCutError extends Error {
  override name = 'VersionCutError';
}

/** X.Y.Z with an optional pre-release part, as the gql package is released: 1.2.3, 1.3.0-rc.1. */
const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;

/** Checks the requested version; throws with the reason a maintainer can act on. */
export function checkNewVersion(siteDir: string, version: string | undefined): string {
  if (!version) {
    throw new VersionCutError('Say which version to cut: npm run version:cut -- X.Y.Z (the gql release, e.g. 1.2.4).');
  }
  if (!VERSION_PATTERN.test(version)) {
    throw new VersionCutError(`"${version}" is not a version like 1.2.4 or 1.3.0-rc.1: use the gql release number.`);
  }
  if (version === 'current' || version === 'next') {
    throw new VersionCutError(`"${version}" is reserved for the unreleased docs.`);
  }
  if (readDocsVersionsList(siteDir).includes(version)) {
    throw new VersionCutError(`Version ${version} already exists in versions.json; a released version is never cut twice.`);
  }
  if (existsSync(path.join(siteDir, 'versioned_docs', `version-${version}`))) {
    throw new VersionCutError(`versioned_docs/version-${version} already exists; remove it only if it is a leftover of a failed cut.`);
  }
  return version;
}

interface Snapshot {
  file: string;
  content: string | null;
}

function remember(file: string): Snapshot {
  return {file, content: existsSync(file) ? readFileSync(file, 'utf8') : null};
}

function restore(snapshot: Snapshot): void {
  if (snapshot.content === null) rmSync(snapshot.file, {force: true});
  else writeFileSync(snapshot.file, snapshot.content);
}

export interface CutOptions {
  /** Runs a Docusaurus CLI command in the site folder; replaced in tests. */
  docusaurus?: (args: string[]) => void;
  log?: (line: string) => void;
  /** The release's git tag when it is not the version number (`gql-1.3.17`); the release links are built from it. */
  tag?: string;
}

export function runDocusaurus(siteDir: string) {
  return (args: string[]) => {
    execFileSync(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), ...args], {
      cwd: siteDir,
      stdio: 'inherit',
    });
  };
}

/** Cuts `version`: see the README's "cut a version" section for what changes. */
export function cutVersion(siteDir: string, requested: string | undefined, options: CutOptions = {}): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const docusaurus = options.docusaurus ?? runDocusaurus(siteDir);
  const version = checkNewVersion(siteDir, requested);
  const gitTag = options.tag ?? version;
  if (!isGitTag(gitTag)) throw new VersionCutError(`--tag ${JSON.stringify(gitTag)} is not a git tag such as ${version} or gql-${version}.`);
  const versionsFile = path.join(siteDir, VERSIONS_FILE_NAME);
  const current = parseVersionsFile(readFileSync(versionsFile, 'utf8'), VERSIONS_FILE_NAME);
  const model = extractSpecModel(path.join(siteDir, 'spec'));

  const touched = [remember(versionsFile), remember(path.join(siteDir, 'versions.json'))];
  const versionedDocs = path.join(siteDir, 'versioned_docs', `version-${version}`);
  const versionedSidebar = path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
  try {
    log(`Freezing docs/ and the sidebar as version ${version} ...`);
    docusaurus(['docs:version', version]);
    mkdirSync(versionedDocs, {recursive: true});
    writeFileSync(snapshotPath(siteDir, version), `${JSON.stringify(model, null, 1)}\n`);
    const next = versionsAfterCut(current, version, gitTag);
    writeFileSync(versionsFile, `${JSON.stringify(next, null, 2)}\n`);
    writeFrozenVersionsFile(siteDir, version, next);
  } catch (error) {
    touched.forEach(restore);
    rmSync(versionedDocs, {recursive: true, force: true});
    rmSync(versionedSidebar, {force: true});
    throw new VersionCutError(`Cutting ${version} failed and was undone: ${(error as Error).message}`);
  }
  log(
    `Cut ${version}: versioned_docs/version-${version}/ (with ${SNAPSHOT_FILE_NAME} and the frozen ${VERSIONS_FILE_NAME}), ${path.relative(siteDir, versionedSidebar)}, versions.json, ${VERSIONS_FILE_NAME} (gql and docs = ${version}, gitTag = ${gitTag}).`,
  );
  if (!existsSync(path.join(siteDir, TYPE_BUNDLES_DIR, `${version}.json`))) {
    log(`Next: add ${TYPE_BUNDLES_DIR}/${version}.json with the release's bundles, then npm run build.`);
  }
}
