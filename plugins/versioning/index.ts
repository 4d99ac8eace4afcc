/**
 * The versioning plugin's commands: `npx docusaurus openiap:cut X.Y.Z` (`npm run version:cut -- X.Y.Z`) freezes the
 * docs for a spec release (./cut.ts), and prints the reason and exits 1 when it refuses; with `--refreeze` it writes
 * the frozen spec model of the newest release again from spec/ (./refreeze.ts); `npx docusaurus openiap:conform X.Y.Z`
 * (`npm run version:conform -- X.Y.Z`) corrects a released version's frozen facts from its release facts file
 * (./conform.ts); `npx docusaurus openiap:coverage` (`npm run coverage:releases`) tells how much of each real release
 * the released versions document and how many of its facts agree; `npx docusaurus openiap:extract --repo <clone> --tag
 * <tag>` (`npm run release:extract -- ...`) writes a release's facts files from the specification's repository at its
 * tag (../release-facts/extract).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';
import {cutVersion, VersionCutError} from './cut';
import {refreezeVersion} from './refreeze';
import {conformVersion, parseConstantOptions} from './conform';
import {formatChecklist, formatReports, reportOfNext, reportsOfReleasedVersions} from '../release-facts/report';
import {docsOwnFile, docsOwnNames, readLeftOut} from '../release-facts/docsOwn';
import {ExtractError} from '../release-facts/extract/source';
import type {ExtractOptions} from '../release-facts/extract';

export const CUT_COMMAND = 'openiap:cut';
export const CONFORM_COMMAND = 'openiap:conform';
export const COVERAGE_COMMAND = 'openiap:coverage';
export const EXTRACT_COMMAND = 'openiap:extract';

function reportFailure(command: string, error: unknown): never {
  console.error(error instanceof VersionCutError || error instanceof ExtractError ? `${command}: ${error.message}` : error);
  process.exit(1);
}

export default function versioningPlugin(context: LoadContext): Plugin {
  return {
    name: 'versioning',
    extendCli(cli) {
      cli
        .command(`${CUT_COMMAND} [version]`)
        .option('--refreeze', "rewrite an existing release's frozen spec model from spec/, leaving its pages alone")
        .option('--tag <tag>', "the release's git tag when it is not the version number, e.g. gql-1.3.17")
        .description('Freeze docs/, its sidebar, the spec model and the versions file as a released docs version.')
        .action((version: string | undefined, options: {refreeze?: boolean; tag?: string}) => {
          try {
            if (options.refreeze) refreezeVersion(context.siteDir, version);
            else cutVersion(context.siteDir, version, {tag: options.tag});
          } catch (error) {
            reportFailure(CUT_COMMAND, error);
          }
        });
      cli
        .command(`${CONFORM_COMMAND} [version]`)
        .option(
          '--constant <name=value>',
          'also set a constant the facts file does not carry (repeatable)',
          (value: string, all: string[]) => [...all, value],
          [],
        )
        .description("Correct a released version's frozen spec model from its release facts file (spec/releases/X.Y.Z.json).")
        .action((version: string | undefined, options: {constant: string[]}) => {
          try {
            conformVersion(context.siteDir, version, console.log, parseConstantOptions(options.constant));
          } catch (error) {
            reportFailure(CONFORM_COMMAND, error);
          }
        });
      cli
        .command(COVERAGE_COMMAND)
        .option('--missing', 'list the names each version lacks and every fact that disagrees')
        .option('--against <file>', "measure Next (spec/) against a release's facts file: what spec/ lacks, has in excess or has differently")
        .description('How much of each real release the released docs versions name, and how many of its facts agree.')
        .action((options: {missing?: boolean; against?: string}) => {
          try {
            const leftOut = readLeftOut(docsOwnFile(context.siteDir));
            if (options.against)
              console.log(formatChecklist(reportOfNext(context.siteDir, path.resolve(options.against)), docsOwnNames(context.siteDir), leftOut));
            else console.log(formatReports(reportsOfReleasedVersions(context.siteDir), options.missing, leftOut));
          } catch (error) {
            reportFailure(COVERAGE_COMMAND, error);
          }
        });
      cli
        .command(EXTRACT_COMMAND)
        .requiredOption('--repo <folder>', "a clone of the specification's repository (a checkout or a bare mirror)")
        .requiredOption('--tag <tag>', "the release's git tag, e.g. 3.2.1 or gql-1.3.17")
        .option('--release <version>', 'the release number when the tag does not end with it')
        .description("Write a release's facts (spec/releases/X.Y.Z.json, languages/X.Y.Z.json, typescript/X.Y.Z.ts) from the repository at its tag.")
        .action(async (options: ExtractOptions) => {
          try {
            // Loaded only here: the build and the other commands need neither the schema parser nor the readers.
            const {extractRelease, HAND_WRITTEN} = await import('../release-facts/extract');
            const {files, handWrittenFrom} = extractRelease(context.siteDir, options);
            for (const file of files) console.log(`wrote ${path.relative(context.siteDir, file)}`);
            const texts = HAND_WRITTEN.join(', ');
            if (handWrittenFrom) console.log(`hand-written texts (${texts}) carried from ${path.relative(context.siteDir, handWrittenFrom)}: review them`);
            else console.log(`no earlier facts file to carry the hand-written texts from: write them (${texts})`);
          } catch (error) {
            reportFailure(EXTRACT_COMMAND, error);
          }
        });
    },
  };
}
