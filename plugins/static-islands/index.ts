/**
 * Static islands: reference tables that are in the page's HTML but not in its JavaScript.
 *
 * Docusaurus hydrates every page, so each page's content reaches the browser twice: as HTML, and as the JavaScript
 * module React hydrates it from. On Types (40 type tables) and APIs (30 operations) the tables' data was most of the
 * page's JavaScript. Those tables never change once rendered, so they do not need it:
 * - the spec-model remark plugin writes the props of a page's tables to one data file (./pageData.ts) and gives each
 *   table an `island` key instead of its props;
 * - the server bundle imports that file as data and renders the tables into the HTML;
 * - the browser bundle gets a module that fetches the data (a file of the build's assets) only when the page's HTML
 *   does not hold the tables, that is when the reader arrives by a link inside the site (./loader.js). On a first
 *   visit React keeps the server's HTML (src/components/StaticIsland).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ON_DEMAND_PREFIX, VIEWS_KEY} from './pageData';

export const ISLAND_LOADER = path.join(__dirname, 'loader.js');

/**
 * How the page imports its data file (`?island`, or `?island=<keys>&as=<prefix>` for some islands of a file that many
 * pages share): the data on the server, the module that fetches it in the browser.
 */
export function islandRules(isServer: boolean) {
  return [
    {
      resourceQuery: /^\?island(=.*)?$/,
      type: 'javascript/auto',
      use: [{loader: ISLAND_LOADER, options: {mode: isServer ? 'data' : 'browser', viewsKey: VIEWS_KEY}}],
    },
  ];
}

/** An on-demand data file (./pageData.ts), which elements of many pages import when a reader asks. */
export const ON_DEMAND_FILE = new RegExp(String.raw`[\\/]${ON_DEMAND_PREFIX}([0-9a-f]+)\.json$`);

/**
 * One chunk per on-demand data file. Left to the bundler, each page that imports the file got a chunk of its own with
 * the same data (the sandbox's rules: about 50 of them), each one more entry in the chunk map that every page loads at
 * start-up, and one more download for a reader who runs examples on two pages. Unnamed, so that the map lists each
 * chunk once, by number.
 */
export const onDemandChunks = {
  test: ON_DEMAND_FILE,
  chunks: 'async' as const,
  enforce: true,
  priority: 50,
  name: false as const,
  minSize: 0,
};

export default function staticIslandsPlugin(): Plugin {
  return {
    name: 'static-islands',
    configureWebpack(_config, isServer) {
      return {module: {rules: islandRules(isServer)}, ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {onDemand: onDemandChunks}}}})};
    },
  };
}
