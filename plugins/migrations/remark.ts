/**
 * A remark plugin for the docs, after the spec-model one: it ends a page with a "Removed from this page" section
 * when the same page of an older release had anchors (operations, type tables, error code rows) for things a later
 * release removed (./removedAnchors.ts). It reads what the page shows from the spec-model plugin's record on the tree
 * (plugins/mdx-tree/handoff.ts); without that record it does nothing.
 */
import {dataAttribute} from '../mdx-tree/estree';
import {PAGE_SHOWS} from '../mdx-tree/handoff';
import {pageFileOf, type MdxFile, type MdxNode as Node} from '../mdx-tree/nodes';
import {docsVersionOfFile, loadModelForVersion, pageInVersion} from '../spec-model/load';
import type {PageShows} from '../spec-model/pageShows';
import {pageShowsOfFile} from '../spec-model/remark';
import type {DocsRoutes} from '../spec-model/paths';
import {REMOVED_SECTION_ID, removedEntries, shownIds} from './removedAnchors';
import type {RemovedEntry} from '../../shared/removedEntries';
import {readSuccessors} from './successors';

export interface RemarkRemovedAnchorsOptions {
  siteDir: string;
  docsRoutes: DocsRoutes;
}

/** The section's heading (in the table of contents, with an id of its own) and its entries. */
function removedSection(entries: RemovedEntry[]): Node[] {
  const heading: Node = {
    type: 'heading',
    depth: 2,
    children: [{type: 'text', value: 'Removed from this page'}],
    data: {hProperties: {id: REMOVED_SECTION_ID}},
  };
  return [heading, {type: 'mdxJsxFlowElement', name: 'RemovedEntries', attributes: [dataAttribute('entries', entries)], children: []}];
}

export default function remarkRemovedAnchors({siteDir, docsRoutes}: RemarkRemovedAnchorsOptions) {
  return (tree: Node, file: MdxFile): void => {
    const shows = (tree.data as Record<string, unknown> | undefined)?.[PAGE_SHOWS] as PageShows | undefined;
    const filePath = pageFileOf(file);
    if (!shows || !filePath) return;
    const version = docsVersionOfFile(filePath);
    const page = pageInVersion(siteDir, filePath, version);
    if (!page) return;
    const entries = removedEntries({
      siteDir,
      docsRoutes,
      version,
      page,
      ids: shownIds(shows, loadModelForVersion(siteDir, version)),
      successors: readSuccessors(siteDir),
      showsOf: (releasedFile) => pageShowsOfFile(siteDir, docsRoutes, releasedFile),
    });
    if (entries.length > 0) tree.children = [...(tree.children ?? []), ...removedSection(entries)];
  };
}
