/** Each operation's entry links the guides of its docs version that use it (plugins/spec-model/guides.ts). */
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {guidesFile, guidesOfVersion, isGuide, operationsNamed, remarkOperationGuides, writeGuides} from '@site/plugins/spec-model/guides';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';

const siteDir = path.resolve(__dirname, '../..');
const operations = new Set(['finishTransaction', 'getAvailablePurchases', 'syncIOS', 'initConnection']);

describe('the guides that use an operation', () => {
  it('are found by the names a page writes in code and in the components, not in prose', () => {
    const source = [
      '---',
      'title: A guide',
      '---',
      '',
      'Call `finishTransaction` once delivered; syncIOS in prose is not a use.',
      '',
      '```ts',
      'const purchases = await getAvailablePurchases();',
      '```',
      '',
      '<Operations names="initConnection, nope" />',
    ].join('\n');
    expect([...operationsNamed(source, operations)].sort()).toEqual(['finishTransaction', 'getAvailablePurchases', 'initConnection']);
  });

  it('leave out the reference pages', () => {
    expect(['apis', 'types', 'events', 'errors', 'platforms'].filter(isGuide)).toEqual([]);
    expect(['lifecycle', 'guides/alternative-billing'].every(isGuide)).toBe(true);
  });

  it('of a docs version are listed in its sidebar order, each with its title and address', () => {
    const page = (id: string, title: string) => ({id, title, permalink: `/docs/next/${id}`, source: `@site/docs/${id}.mdx`});
    const version = {
      versionName: 'current',
      docs: [page('subscription-upgrade-downgrade', 'Subscription Upgrade and Downgrade'), page('lifecycle', 'Life Cycle'), page('apis', 'APIs')],
      sidebars: {docs: [{type: 'category', label: 'Documentation', link: {type: 'doc', id: 'lifecycle'}, items: [{type: 'doc', id: 'apis'}]}]},
    } as unknown as LoadedVersion;
    const guides = guidesOfVersion(siteDir, version);
    expect(guides.finishTransaction.map((guide) => guide.title)).toEqual(['Life Cycle', 'Subscription Upgrade and Downgrade']);
    expect(guides.finishTransaction[0].href).toBe('/docs/next/lifecycle');
    expect(
      Object.values(guides)
        .flat()
        .some((guide) => guide.title === 'APIs'),
    ).toBe(false);
  });

  it('reach each operation of a page as a static island: the page imports the entries of its own operations only', () => {
    const operation = (name: string) => ({
      type: 'mdxJsxFlowElement',
      name: 'Operation',
      attributes: [{type: 'mdxJsxAttribute', name: 'of', value: name}],
      children: [],
    });
    const tree = {type: 'root', children: [operation('syncIOS'), operation('initConnection')]} as unknown as MdxNode;
    remarkOperationGuides({siteDir})(tree, {path: path.join(siteDir, 'versioned_docs', 'version-2.4.4', 'apis.mdx')});
    const [imported, first] = tree.children!;
    const from = (imported as {value?: string}).value!.match(/^import __guides from '(.*)\?island=syncIOS,initConnection&as=(g[0-9a-f]{8}-)';$/);
    expect(from?.[1]).toBe(guidesFile(siteDir, '2.4.4'));
    expect(first.attributes!.map((attribute) => attribute.name)).toEqual(['of', 'guides']);
    // Another page, other keys: a page reached by a link does not take the page it leaves for its own HTML.
    const other = {type: 'root', children: [operation('syncIOS')]} as unknown as MdxNode;
    remarkOperationGuides({siteDir})(other, {path: path.join(siteDir, 'versioned_docs', 'version-2.4.4', 'restoring-purchases.mdx')});
    expect((other.children![0] as {value?: string}).value).not.toContain(`&as=${from?.[2]}'`);
  });

  it('are written to the file of their docs version, every operation keyed, as static-island data', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'guides-'));
    writeGuides(dir, 'current', ['syncIOS', 'initConnection'], {syncIOS: [{title: 'Restoring', href: '/docs/next/restoring'}]});
    expect(JSON.parse(readFileSync(guidesFile(dir, 'current'), 'utf8'))).toEqual({
      syncIOS: {links: [{title: 'Restoring', href: '/docs/next/restoring'}]},
      initConnection: {links: []},
    });
  });
});
