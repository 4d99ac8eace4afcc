/**
 * The versioning plugin's command: `npx docusaurus openiap:cut X.Y.Z` (`npm run version:cut -- X.Y.Z`) freezes the docs
 * for a spec release (./cut.ts). It prints the reason and exits 1 when it refuses.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cutVersion, VersionCutError} from './cut';

export const CUT_COMMAND = 'openiap:cut';

export default function versioningPlugin(context: LoadContext): Plugin {
  return {
    name: 'versioning',
    extendCli(cli) {
      cli
        .command(`${CUT_COMMAND} [version]`)
        .description('Freeze docs/, its sidebar, the generated reference and the spec model as a released docs version.')
        .action((version: string | undefined) => {
          try {
            cutVersion(context.siteDir, version);
          } catch (error) {
            console.error(error instanceof VersionCutError ? `${CUT_COMMAND}: ${error.message}` : error);
            process.exit(1);
          }
        });
    },
  };
}
