import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {VersionsFiles} from '../../shared/openIapVersions';
import {checkDocsVersionAgreement, parseFrozenVersionsFile, parseVersionsFile, VersionsFileError, type OpenIapVersions} from './parse';

export const VERSIONS_FILE_NAME = 'openiap-versions.json';

/**
 * The frozen copy of the versions file kept with each released docs version, beside its frozen spec model: it is
 * written by the same version cut, lives and goes with the docs it describes, and the underscore keeps it out of
 * the docs plugin's pages. A file per version beside openiap-versions.json would be one more folder to keep in step
 * with versions.json.
 */
export const FROZEN_VERSIONS_FILE_NAME = '_openiap-versions.json';

/** The site-relative path of a released docs version's frozen versions file. */
export function frozenVersionsFilePath(version: string): string {
  return `versioned_docs/version-${version}/${FROZEN_VERSIONS_FILE_NAME}`;
}

/** Reads the frozen versions file of released docs version `version`; a missing or bad file stops the build. */
export function readFrozenVersionsFile(siteDir: string, version: string): OpenIapVersions {
  const displayName = frozenVersionsFilePath(version);
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, displayName), 'utf8');
  } catch {
    throw new VersionsFileError(
      `${displayName} was not found: every released docs version keeps the package versions and git tag of its release there (the version cut writes it).`,
    );
  }
  return parseFrozenVersionsFile(text, displayName, version);
}

/** Next's versions file and the frozen file of every released docs version, all checked. */
export function readVersionsFiles(siteDir: string): VersionsFiles {
  const current = readVersionsFile(siteDir);
  const docsVersions = readDocsVersionsList(siteDir);
  checkDocsVersionAgreement(current, docsVersions, VERSIONS_FILE_NAME);
  const released: VersionsFiles['released'] = {};
  for (const version of docsVersions) released[version] = readFrozenVersionsFile(siteDir, version);
  return {current, released};
}

/** Reads the versions file of a site folder; a bad file stops the build with the reason. */
export function readVersionsFile(siteDir: string): OpenIapVersions {
  const filePath = path.join(siteDir, VERSIONS_FILE_NAME);
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch {
    throw new Error(`${VERSIONS_FILE_NAME} was not found at ${filePath}; it must exist and name the "gql" version.`);
  }
  return parseVersionsFile(text, VERSIONS_FILE_NAME);
}

/** The released docs versions of versions.json, newest first; none before the first cut. */
export function readDocsVersionsList(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new VersionsFileError(`versions.json contains invalid JSON (${(error as Error).message}).`);
  }
  if (!Array.isArray(data) || !data.every((entry) => typeof entry === 'string')) {
    throw new VersionsFileError('versions.json must be a JSON array of version strings, newest first.');
  }
  return data;
}

/**
 * Publishes the package versions of every docs version as global data: docs pages read their own version's through
 * `useDocsOpenIapVersions()`, the other pages Next's through `useOpenIapVersions()`.
 */
export default function openIapVersionsPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'openiap-versions',
    getPathsToWatch() {
      return [
        path.join(context.siteDir, VERSIONS_FILE_NAME),
        path.join(context.siteDir, 'versions.json'),
        path.join(context.siteDir, 'versioned_docs', '*', FROZEN_VERSIONS_FILE_NAME),
      ];
    },
    async loadContent(): Promise<VersionsFiles> {
      return readVersionsFiles(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
