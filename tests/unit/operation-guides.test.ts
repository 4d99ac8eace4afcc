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

  it('leave out the reference pages and the generated reference', () => {
    expect(['apis', 'types', 'events', 'errors', 'platforms', 'api/products'].filter(isGuide)).toEqual([]);
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

  it('reach each operation of a page through the map its page imports', () => {
    const tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'Operation', attributes: [], children: []}]} as unknown as MdxNode;
    remarkOperationGuides({siteDir})(tree, {path: path.join(siteDir, 'versioned_docs', 'version-2.4.4', 'apis.mdx')});
    const [imported, operation] = tree.children!;
    expect((imported as {value?: string}).value).toBe(`import __guides from '${guidesFile(siteDir, '2.4.4')}';`);
    expect(operation.attributes).toEqual([expect.objectContaining({name: 'guides', value: expect.objectContaining({value: '__guides'})})]);
  });

  it('are written to the file of their docs version', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'guides-'));
    writeGuides(dir, 'current', {syncIOS: [{title: 'Restoring', href: '/docs/next/restoring'}]});
    expect(JSON.parse(readFileSync(guidesFile(dir, 'current'), 'utf8'))).toEqual({syncIOS: [{title: 'Restoring', href: '/docs/next/restoring'}]});
  });
});
