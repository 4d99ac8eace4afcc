/**
 * Which guides use each operation, per docs version, for the operation's entry to link them. A guide is every docs
 * page but the reference pages; it uses an operation it names in its code or components.
 *
 * Each build writes a version's map before bundling, as static-island data (plugins/static-islands): a page imports
 * the entries of its own operations under keys of its own (`?island=<names>&as=<prefix>`), so the links are in its
 * HTML and not in its JavaScript, and the bundler's persistent cache, which keeps an unchanged page compiled, still
 * sees a new or changed guide.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {visit} from 'unist-util-visit';
import {parseMdx} from '../mdx-tree/parse';
import {isJsxElement, pageFileOf, pageKey, stringAttribute, type MdxFile, type MdxNode} from '../mdx-tree/nodes';
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

/** Whether a doc of a version is a guide: any page but the reference pages. */
export const isGuide = (id: string): boolean => !REFERENCE_PAGES.has(id);

/** The operations a page's source names: in inline code, code blocks, and `<Operation of>` / `<Operations names>`. */
export function operationsNamed(source: string, operations: ReadonlySet<string>): Set<string> {
  const tree = parseMdx(source) as unknown as MdxNode;
  const named = new Set(codeIdentifiers(tree).filter((name) => operations.has(name)));
  visit(tree, (node) => {
    for (const attribute of Array.isArray(node.attributes) ? node.attributes : []) {
      if ((attribute.name === 'of' || attribute.name === 'names') && typeof attribute.value === 'string') {
        attribute.value.split(',').forEach((name) => operations.has(name.trim()) && named.add(name.trim()));
      }
    }
  });
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

/** Writes the map, every operation of the version in it, only when it changed, so that the pages importing it stay cached. */
export function writeGuides(siteDir: string, version: string, operations: readonly string[], guides: GuidesByOperation): void {
  const file = guidesFile(siteDir, version);
  const text = JSON.stringify(Object.fromEntries(operations.map((name) => [name, {links: guides[name] ?? []}])));
  mkdirSync(path.dirname(file), {recursive: true});
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/** The name the page's entries go by in the compiled MDX. */
const GUIDES_IDENTIFIER = '__guides';

/**
 * After the spec-model plugin: each operation of the page gets the page's entries of the map (`guides={__guides}`),
 * which the page imports under its own prefix. The Markdown copies are made without them.
 */
export function remarkOperationGuides({siteDir}: {siteDir: string}) {
  return (tree: MdxNode, file: MdxFile): void => {
    const page = pageFileOf(file);
    // Island keys are the page's own: a page reached by a link must not find its keys in the page it leaves.
    const prefix = `g${pageKey(siteDir, page)}-`;
    const names = new Set<string>();
    visit(tree, (node) => {
      const name = isJsxElement(node) && node.name === 'Operation' ? stringAttribute(node, 'of') : undefined;
      if (name) {
        names.add(name);
        node.attributes = [...(node.attributes ?? []), identifierAttribute('guides', GUIDES_IDENTIFIER)];
      }
    });
    const from = `${guidesFile(siteDir, docsVersionOfFile(page)).split(path.sep).join('/')}?island=${[...names].join(',')}&as=${prefix}`;
    if (names.size > 0) tree.children = [importNode(GUIDES_IDENTIFIER, {from}), ...(tree.children ?? [])];
  };
}
