/**
 * The versioning plugin's commands: `npx docusaurus openiap:cut X.Y.Z` (`npm run version:cut -- X.Y.Z`) freezes the
 * docs for a spec release (./cut.ts), and prints the reason and exits 1 when it refuses; with `--refreeze` it writes
 * the frozen spec model and reference of the newest release again from spec/ (./refreeze.ts); `npx docusaurus
 * openiap:coverage` (`npm run coverage:releases`) tells how much of each real release the released versions document.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cutVersion, VersionCutError} from './cut';
import {refreezeVersion} from './refreeze';
import {coverageOfReleasedVersions, formatCoverage} from './coverageReport';

export const CUT_COMMAND = 'openiap:cut';
export const COVERAGE_COMMAND = 'openiap:coverage';

export default function versioningPlugin(context: LoadContext): Plugin {
  return {
    name: 'versioning',
    extendCli(cli) {
      cli
        .command(`${CUT_COMMAND} [version]`)
        .option('--refreeze', "rewrite an existing release's frozen spec model and reference from spec/, leaving its pages alone")
        .option('--tag <tag>', "the release's git tag when it is not the version number, e.g. gql-1.3.17")
        .description('Freeze docs/, its sidebar, the generated reference, the spec model and the versions file as a released docs version.')
        .action((version: string | undefined, options: {refreeze?: boolean; tag?: string}) => {
          try {
            if (options.refreeze) refreezeVersion(context.siteDir, version);
            else cutVersion(context.siteDir, version, {tag: options.tag});
          } catch (error) {
            console.error(error instanceof VersionCutError ? `${CUT_COMMAND}: ${error.message}` : error);
            process.exit(1);
          }
        });
      cli
        .command(COVERAGE_COMMAND)
        .option('--missing', 'list the names each version lacks')
        .description("How much of each real release's schema the released docs version's frozen spec model names.")
        .action((options: {missing?: boolean}) => {
          console.log(formatCoverage(coverageOfReleasedVersions(context.siteDir), options.missing));
        });
    },
  };
}
