/**
 * Site-absolute links in the docs' Markdown (`[text](/docs/next/apis)`), checked against the pages the build made,
 * before Docusaurus's own check: a broken one stops the build with the file, line and column where it is written and
 * the nearest existing page, where Docusaurus names only the page's address. Relative links to .mdx files are
 * resolved, and reported with their place, by Docusaurus itself when it compiles the page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {visit} from 'unist-util-visit';
import {parseMdx} from '../mdx-tree/parse';
import {didYouMean, PageError, stopOnPageError, type Place} from '../spec-model/pageError';

export interface WrittenLink {
  url: string;
  at?: Place;
}

/** The site-absolute links of a page's Markdown that name a page (not a file such as /llms.txt). */
export function absolutePageLinks(source: string): WrittenLink[] {
  const links: WrittenLink[] = [];
  visit(parseMdx(source), (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const pagePath = node.url.split(/[?#]/)[0];
    if (pagePath.startsWith('/') && !pagePath.startsWith('//') && !path.posix.extname(pagePath)) links.push({url: node.url, at: node.position?.start});
  });
  return links;
}

/** Throws a PageError for the first link of `file` whose page is not one of `routes` (paths under `baseUrl`). */
export function checkPageLinks(file: string, source: string, routes: ReadonlySet<string>, baseUrl: string): void {
  for (const {url, at} of absolutePageLinks(source)) {
    const route = `${baseUrl}${url.split(/[?#]/)[0].slice(1)}`.replace(/(.)\/$/, '$1');
    if (!routes.has(route)) throw new PageError(file, at, `the link to ${url} goes to no page of the site.${didYouMean(route, routes)}`);
  }
}

export default function pageLinksPlugin(context: LoadContext): Plugin {
  let files: string[] = [];
  return {
    name: 'page-links',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      files = (docs?.loadedVersions ?? []).flatMap((version) => version.docs.map((doc) => path.join(context.siteDir, doc.source.replace(/^@site\//, ''))));
    },
    async postBuild({routesPaths}) {
      const routes = new Set(routesPaths);
      stopOnPageError(() => files.forEach((file) => checkPageLinks(file, readFileSync(file, 'utf8'), routes, context.baseUrl)));
    },
  };
}
