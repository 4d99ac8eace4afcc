/**
 * The docs pages to export, taken from the docs plugin's loaded content (which knows each page's file, permalink,
 * title and description), and where their Markdown is written: the page's own path plus `.md`.
 */
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {markdownPath} from '../../shared/markdownPath';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export interface DocsPage {
  id: string;
  title: string;
  /** The description the page gives in its front matter, if any. */
  description?: string;
  /** With the base URL: `/docs/next/lifecycle`. */
  permalink: string;
  /** The source file, absolute. */
  file: string;
  unlisted: boolean;
}

/** Where a doc's `@site/...` source lives on disk. */
export function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}

/** The pages of a version, each at its permalink. */
export function pagesOfVersion(version: LoadedVersion, siteDir: string): DocsPage[] {
  return version.docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    description: typeof doc.frontMatter?.description === 'string' ? doc.frontMatter.description : undefined,
    permalink: doc.permalink,
    file: sourceFile(siteDir, doc.source),
    unlisted: doc.unlisted,
  }));
}

/**
 * Where a released version's pages are kept for good: `/docs/1.2.3`. The newest release is read at `/docs`; its
 * Markdown is also written under its own number, the address it keeps once a newer release takes `/docs`.
 * Undefined for Next and for a release already read under its number.
 */
export function permanentVersionPath(version: Pick<LoadedVersion, 'versionName' | 'path' | 'isLast'>): string | undefined {
  if (!version.isLast || version.versionName === 'current') return undefined;
  const own = `${version.path.replace(/\/$/, '')}/${version.versionName}`;
  return version.path.endsWith(`/${version.versionName}`) ? undefined : own;
}

/** The file, under the build folder, that holds the Markdown of a page: `docs/lifecycle.md`. */
export function markdownFile(permalink: string, baseUrl: string): string {
  const address = markdownPath(permalink);
  return address.startsWith(baseUrl) ? address.slice(baseUrl.length) : address.replace(/^\//, '');
}

export interface Section {
  label: string;
  pages: DocsPage[];
}

/**
 * The pages of a version grouped as its sidebar groups them, in sidebar order: each top-level category is a
 * section (nested categories join their parent's). Pages the sidebar does not list come last, as "Other pages";
 * unlisted pages are left out.
 */
export function sectionsOf(version: LoadedVersion, pages: DocsPage[]): Section[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const placed = new Set<string>();
  const take = (id: string, into: DocsPage[]) => {
    const page = byId.get(id);
    if (page && !page.unlisted && !placed.has(id)) {
      placed.add(id);
      into.push(page);
    }
  };
  const collect = (items: SidebarItem[], into: DocsPage[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') take(item.id, into);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') take(item.link.id, into);
        collect(item.items, into);
      }
    }
  };
  const sections: Section[] = [];
  const loose: DocsPage[] = [];
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      if (item.type !== 'category') {
        collect([item], loose);
        continue;
      }
      const section: Section = {label: item.label, pages: []};
      if (item.link?.type === 'doc') take(item.link.id, section.pages);
      collect(item.items, section.pages);
      if (section.pages.length) sections.push(section);
    }
  }
  for (const page of pages) take(page.id, loose);
  if (loose.length) sections.push({label: 'Other pages', pages: loose});
  return sections;
}
