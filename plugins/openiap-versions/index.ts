import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkDocsVersionAgreement, parseVersionsFile, VersionsFileError, type OpenIapVersions} from './parse';

export const VERSIONS_FILE_NAME = 'openiap-versions.json';

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

/** Publishes the package versions as global data, read in pages through `useOpenIapVersions()`. */
export default function openIapVersionsPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'openiap-versions',
    getPathsToWatch() {
      return [path.join(context.siteDir, VERSIONS_FILE_NAME), path.join(context.siteDir, 'versions.json')];
    },
    async loadContent(): Promise<OpenIapVersions> {
      const versions = readVersionsFile(context.siteDir);
      checkDocsVersionAgreement(versions, readDocsVersionsList(context.siteDir), VERSIONS_FILE_NAME);
      return versions;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
