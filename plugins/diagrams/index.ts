/**
 * The diagrams plugin's command: `npx docusaurus openiap:diagrams` (`npm run diagrams`) draws the docs' charts to SVG
 * (./render.ts). The build itself only reads what the command drew, through the remark plugin (./remark.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const DIAGRAMS_COMMAND = 'openiap:diagrams';

export default function diagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'diagrams',
    extendCli(cli) {
      cli
        .command(DIAGRAMS_COMMAND)
        .description('Draw the <Diagram> charts of docs/ and versioned_docs/ to SVG in static/diagrams (needs /usr/bin/chromium).')
        .option('--force', 'draw every diagram again, not only those without an SVG')
        .option('--verbose', 'print the contrast of every text of each drawing')
        .action(async (options: {force?: boolean; verbose?: boolean}) => {
          try {
            // Loaded on use: the build never starts a browser.
            const {drawDiagrams} = await import('./render');
            await drawDiagrams(context.siteDir, {force: options.force, verbose: options.verbose});
          } catch (error) {
            console.error(`${DIAGRAMS_COMMAND}: ${(error as Error).message}`);
            process.exit(1);
          }
        });
    },
  };
}
