/**
 * Which guides use each operation, per docs version, for the operation's entry to link them. A guide is every docs
 * page but the reference pages; it uses an operation it names in its code or components.
 *
 * The map is a file each build writes before bundling, which the pages that show operations import: the bundler's
 * persistent cache keeps an unchanged page compiled, and only an import lets it see that a guide changed.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {parseMdx} from '../mdx-tree/parse';
import {isJsxElement, pageFileOf, type MdxFile, type MdxNode} from '../mdx-tree/nodes';
import {identifierAttribute, importNode} from '../mdx-tree/estree';
import {docsVersionOfFile, loadModelForVersion} from './load';
import {codeIdentifiers} from './versionNames';

/** The reference pages: they list every operation, so they are not guides to it. */
export const REFERENCE_PAGES = new Set(['apis', 'types', 'events', 'errors', 'platforms', 'updates', 'announcements', 'versions']);

export interface GuideLink {
  title: string;
  href: string;
}

export type GuidesByOperation = Record<string, GuideLink[]>;

/** Whether a doc of a version is a guide: not a reference page, nor a page of the generated reference (`api/`). */
export const isGuide = (id: string): boolean => !REFERENCE_PAGES.has(id) && !id.startsWith('api/');

/** The operations a page's source names: in inline code, code blocks, and `<Operation of>` / `<Operations names>`. */
export function operationsNamed(source: string, operations: ReadonlySet<string>): Set<string> {
  const tree = parseMdx(source) as unknown as MdxNode;
  const named = new Set(codeIdentifiers(tree).filter((name) => operations.has(name)));
  const visit = (node: MdxNode): void => {
    for (const attribute of Array.isArray(node.attributes) ? node.attributes : []) {
      if ((attribute.name === 'of' || attribute.name === 'names') && typeof attribute.value === 'string') {
        attribute.value.split(',').forEach((name) => operations.has(name.trim()) && named.add(name.trim()));
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return named;
}

/** The doc ids of a version's sidebars in reading order: a category's own page before its items. */
function sidebarOrder(version: LoadedVersion): string[] {
  const ids: string[] = [];
  const walk = (items: unknown[]): void => {
    for (const item of items as {type?: string; id?: string; link?: {type?: string; id?: string}; items?: unknown[]}[]) {
      if (item.type === 'doc' && item.id) ids.push(item.id);
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      if (item.items) walk(item.items);
    }
  };
  Object.values(version.sidebars).forEach((items) => walk(items as unknown[]));
  return ids;
}

export function guidesOfVersion(siteDir: string, version: LoadedVersion): GuidesByOperation {
  const operations = new Set(loadModelForVersion(siteDir, version.versionName).operations.map((operation) => operation.name));
  const order = sidebarOrder(version);
  const place = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const guides: GuidesByOperation = {};
  for (const doc of version.docs.filter((entry) => isGuide(entry.id)).sort((a, b) => place(a.id) - place(b.id))) {
    const source = readFileSync(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
    for (const name of operationsNamed(source, operations)) (guides[name] ??= []).push({title: doc.title, href: doc.permalink});
  }
  return guides;
}

/** The file of a docs version's map, with the project's other generated data. */
export const guidesFile = (siteDir: string, version: string): string => path.join(siteDir, '.docusaurus', 'openiap-guides', `${version}.json`);

/** Writes the map only when it changed, so that the pages importing it stay cached. */
export function writeGuides(siteDir: string, version: string, guides: GuidesByOperation): void {
  const file = guidesFile(siteDir, version);
  const text = JSON.stringify(guides);
  mkdirSync(path.dirname(file), {recursive: true});
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/** The name the page's map goes by in the compiled MDX. */
const GUIDES_IDENTIFIER = '__guides';

/**
 * After the spec-model plugin: each operation of the page gets the map of its docs version (`guides={__guides}`),
 * which the page imports. The Markdown copies are made without it.
 */
export function remarkOperationGuides({siteDir}: {siteDir: string}) {
  return (tree: MdxNode, file: MdxFile): void => {
    let found = false;
    const visit = (node: MdxNode): void => {
      if (isJsxElement(node) && node.name === 'Operation') {
        node.attributes = [...(node.attributes ?? []), identifierAttribute('guides', GUIDES_IDENTIFIER)];
        found = true;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    const from = guidesFile(siteDir, docsVersionOfFile(pageFileOf(file)))
      .split(path.sep)
      .join('/');
    if (found) tree.children = [importNode(GUIDES_IDENTIFIER, {from}), ...(tree.children ?? [])];
  };
}
