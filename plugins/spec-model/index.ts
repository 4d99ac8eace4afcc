import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadLiveModel, loadModelForVersion} from './load';
import type {SpecModel} from '../../shared/specModel';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {guidesOfVersion, writeGuides} from './guides';

/**
 * Extracts the spec model of spec/ at the start of every build, so that a spec that breaks a documentation rule
 * stops the build before any page is rendered, and `npm start` reloads when a spec file changes. Pages receive the
 * model through the remark plugin (./remark.ts), per docs version.
 */
export default function specModelPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'spec-model',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'spec', '*.ts')];
    },
    async loadContent(): Promise<SpecModel> {
      return loadLiveModel(context.siteDir);
    },
    async allContentLoaded({allContent}) {
      // Before bundling: each version's map of the guides that use an operation (./guides.ts).
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        const operations = loadModelForVersion(context.siteDir, version.versionName).operations.map((operation) => operation.name);
        writeGuides(context.siteDir, version.versionName, operations, guidesOfVersion(context.siteDir, version));
      }
    },
  };
}
