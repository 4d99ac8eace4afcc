/**
 * How the code every page runs at start-up is split into files. Left to the bundler, the classic theme's components
 * end up in a dozen small chunks per docs page, each a request of its own and each compressed alone. Instead:
 * - `theme`: the whole theme in one chunk: the layout every page shows (navbar, footer, colour mode, the shared theme
 *   hooks), what docs pages add (sidebar, table of contents, breadcrumbs, version banner, paginator), and Docusaurus's
 *   client code. Pages outside the docs need the docs part too, since the navbar's version menu uses the docs
 *   plugin's client; split in two, every page fetched both anyway.
 * - `react-dom`: React DOM, in a file of its own fetched beside the main bundle. With both in one file, the main
 *   bundle's first run (which runs React DOM's module) was a median 38-40 ms task on the Types page; split, 29-32 ms,
 *   in two requests that download in parallel (measured over seven loads each, in Chromium on this project's 2-core
 *   machine).
 *
 * Both chunks are part of the main bundle's entry, so each page's HTML lists them with the main bundle and the
 * browser fetches them all at once. The theme as a chunk of the routes instead was only requested once the main
 * bundle had run, and the main bundle's start-up task then spent 10-15 ms (at a 4x slower CPU) inserting each of the
 * route's chunks as a script tag: a docs page now starts with 2 requests fewer and 2 KiB less JavaScript, gzipped.
 */
import {realpathSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Rspack, which builds the site, offers the same compiler API as webpack, whose types Docusaurus uses.
import type {Chunk, ChunkGraph, Module} from 'webpack';
import {docsChunkFiles} from '../page-components';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files of src/components that the given declarations put into the docs pages' chunk, as one pattern. */
export function siteComponentsPattern(files: Record<string, true | readonly string[]>): string {
  const entries = Object.entries(files).map(([folder, names]) =>
    names === true ? String.raw`${escape(folder)}[\\/]` : String.raw`${escape(folder)}[\\/](?:${names.map(escape).join('|')})$`,
  );
  return String.raw`[\\/]src[\\/]components[\\/](?:${entries.join('|')})`;
}

/**
 * The packages whose browser code joins the theme, by name: the classic theme and its shared hooks, Docusaurus's
 * client code (<Link> and friends), the docs plugin's client and MDX's runtime. A package is matched as a whole,
 * never by the folders inside it, which are not its public surface and move between versions; a dependency it keeps
 * in a `node_modules` of its own is not part of it.
 */
export const THEME_PACKAGES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/core',
  '@docusaurus/plugin-content-docs',
  '@mdx-js/react',
  // Its live code block, which the theme's code block renders: on its own, one more request on every docs page.
  '@docusaurus/theme-live-codeblock',
];

const SEPARATOR = String.raw`[\\/]`;

/** A package's own files, whatever their layout inside it, but not the packages in a node_modules of its own. */
export function packagePattern(name: string): string {
  const folders = ['node_modules', ...name.split('/')].map(escape);
  return `${SEPARATOR}${folders.join(SEPARATOR)}${SEPARATOR}(?!node_modules${SEPARATOR})`;
}

/**
 * The theme: the theme's packages, the site's own theme components (src/theme) and the site's components that the
 * theme renders on every docs page (plugins/page-components).
 */
export const THEME = new RegExp(
  [
    ...THEME_PACKAGES.map(packagePattern),
    String.raw`[\\/]src[\\/]theme[\\/]`,
    siteComponentsPattern(docsChunkFiles()),
    // What those import from the code the site shares with its build: the code blocks' token format and fragment
    // label, and where a page's Markdown copy is served.
    String.raw`[\\/]shared[\\/](codeTokens|codeFragment|markdownPath)\.ts$`,
    // Whether a speed mechanism is on (src/hooks/useSpeedMechanism.ts), read by DesktopOnly and the two drawers: on
    // its own, webpack gives it a chunk per drawer, two requests of a quarter KiB each.
    String.raw`[\\/]src[\\/]hooks[\\/]useSpeedMechanism\.ts$`,
    // The navbar's mark, which the brand draws inline on every page: on its own, a request of half a KiB.
    String.raw`[\\/]static[\\/]img[\\/]logo\.svg$`,
    // Two tiny files Docusaurus generates, which every page (the first) or every docs page (the second) reads: the
    // colour-mode storage settings of the theme's storage hooks, and the docs plugin's name. On their own, each is
    // a separate request of under 200 bytes.
    String.raw`[\\/]site-storage\.json$`,
    String.raw`[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]__plugin\.json$`,
  ].join('|'),
);

/**
 * Whether a chunk is code that the site's own components load on demand: every `import()` that asks for it is in
 * `srcDir`. The theme's own code block (loaded for a block of React elements, which no page writes, since the site
 * colours code at build time) and the live examples' editor and scope (loaded when an example comes into view) are
 * such chunks.
 */
export function loadedOnDemandBySite(chunk: Chunk, srcDir: string): boolean {
  const origins = [...chunk.groupsIterable].flatMap((group) => group.origins);
  return origins.length > 0 && origins.every((origin) => origin.module?.nameForCondition()?.startsWith(srcDir) ?? false);
}

/**
 * Whether a module joins the theme: {@link THEME} matches it and a chunk that is not loaded on demand holds it. A
 * theme module that only on-demand code uses stays with that code; otherwise the theme would carry it into the chunk
 * every page runs (the theme's code block and its helpers: some 4 KiB, gzipped).
 */
export function joinsTheme(module: Module, chunkGraph: ChunkGraph, srcDir: string): boolean {
  const name = module.nameForCondition();
  return name !== null && THEME.test(name) && chunkGraph.getModuleChunks(module).some((chunk) => !loadedOnDemandBySite(chunk, srcDir));
}

/** The names of the chunks this plugin makes (plugins/compile-hints marks them, as they run on every page). */
export const CHUNK_NAMES = {reactDom: 'react-dom', theme: 'theme'} as const;

/** React DOM, which only the main bundle imports. */
export const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

export default function bundleSplitPlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  // The bundler names modules by their real paths.
  const srcDir = path.join(realpathSync(context.siteDir), 'src') + path.sep;
  return {
    name: 'bundle-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // A chunk loaded on demand is named by its content alone: with its name in the file name too, the runtime
        // every page loads carries a map from each of the site's chunks to its name (1.5 KiB gzipped, and growing
        // with every page).
        output: {chunkFilename: 'assets/js/[contenthash:8].js'},
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {test: REACT_DOM, name: CHUNK_NAMES.reactDom, chunks: 'initial', priority: 40, enforce: true},
              // 'all', not 'async': Docusaurus's client code, which the main bundle holds, joins the theme too, and
              // that makes the theme a chunk of the main bundle's entry, listed in every page's HTML. The priority
              // is above that of Docusaurus's own group for what half the pages share (its 'common' chunk): else
              // that group takes the theme's modules, as one more request per page, once they add up to its size.
              theme: {
                test: (module: Module, {chunkGraph}: {chunkGraph: ChunkGraph}) => joinsTheme(module, chunkGraph, srcDir),
                name: CHUNK_NAMES.theme,
                chunks: 'all',
                priority: 45,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
