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
import {VIEWS_KEY} from './pageData';

export const ISLAND_LOADER = path.join(__dirname, 'loader.js');

/** How the page imports its data file (`?island`): the data on the server, the module that fetches it in the browser. */
export function islandRules(isServer: boolean) {
  return [
    {resourceQuery: /^\?island$/, type: 'javascript/auto', use: [{loader: ISLAND_LOADER, options: {mode: isServer ? 'data' : 'browser', viewsKey: VIEWS_KEY}}]},
  ];
}

export default function staticIslandsPlugin(): Plugin {
  return {
    name: 'static-islands',
    configureWebpack(_config, isServer) {
      return {module: {rules: islandRules(isServer)}};
    },
  };
}
