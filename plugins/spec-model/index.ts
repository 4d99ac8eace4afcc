import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadLiveModel} from './load';
import type {SpecModel} from '../../shared/specModel';

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
  };
}
