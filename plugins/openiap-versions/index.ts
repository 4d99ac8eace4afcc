import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseVersionsFile, type OpenIapVersions} from './parse';

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

/** Publishes the package versions as global data, read in pages through `useOpenIapVersions()`. */
export default function openIapVersionsPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'openiap-versions',
    getPathsToWatch() {
      return [path.join(context.siteDir, VERSIONS_FILE_NAME)];
    },
    async loadContent(): Promise<OpenIapVersions> {
      return readVersionsFile(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
