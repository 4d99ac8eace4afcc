/** The remark plugin on small MDX trees: which data each component receives, and the messages for bad usage. */
import path from 'node:path';
import remarkSpecModel, {docsBasePath} from '@site/plugins/spec-model/remark';
import {jsonToEstree} from '@site/plugins/spec-model/estree';

const siteDir = path.resolve(__dirname, '../..');

type Node = {type: string; name?: string; attributes?: {name: string; value: unknown}[]; children?: Node[]; [key: string]: unknown};

function element(name: string, attributes: Record<string, string> = {}): Node {
  return {type: 'mdxJsxFlowElement', name, attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})), children: []};
}

function run(children: Node[], file = path.join(siteDir, 'docs', 'apis.mdx')): Node {
  const tree: Node = {type: 'root', children};
  remarkSpecModel({siteDir})(tree as never, {path: file});
  return tree;
}

function data(node: Node, name: string): unknown {
  const attribute = node.attributes?.find((entry) => entry.name === name);
  return attribute ? JSON.parse((attribute.value as {value: string}).value) : undefined;
}

describe('remark spec-model plugin', () => {
  it('gives <TypeTable> its type and the links of the types it mentions, for the page version', () => {
    const [table] = run([element('TypeTable', {of: 'ProductIOS'})]).children!;
    expect((data(table, 'type') as {name: string}).name).toBe('ProductIOS');
    expect(data(table, 'refs')).toMatchObject({
      ProductIOS: '/docs/next/api/products#ProductIOS',
      SubscriptionInfo: '/docs/next/api/products#SubscriptionInfo',
    });
  });

  it('reads a released version from its frozen model and links into that version', () => {
    const file = path.join(siteDir, 'versioned_docs', 'version-1.2.3', 'types.mdx');
    const [table] = run([element('TypeTable', {of: 'ProductCommon'})], file).children!;
    expect(data(table, 'refs')).toMatchObject({ProductCommon: '/docs/api/products#ProductCommon'});
  });

  it('expands <Operations> into one heading with the anchor and one <Operation> per operation', () => {
    const children = run([element('Operations', {group: 'common', category: 'Connection Management'})]).children!;
    expect(children.map((node) => node.type)).toEqual(['heading', 'mdxJsxFlowElement', 'heading', 'mdxJsxFlowElement']);
    expect((children[0].data as {hProperties: {id: string}}).hProperties.id).toBe('init-connection');
    expect((data(children[1], 'operation') as {name: string}).name).toBe('initConnection');
    // Only what the component shows travels in the page: no signature string, group or anchor.
    expect(Object.keys(data(children[1], 'operation') as object)).not.toEqual(expect.arrayContaining(['signature']));
    expect(data(children[1], 'operation')).not.toHaveProperty('group');
    expect(data(children[1], 'exampleTokens')).toMatch(/^[^|]*keyword[^|]*\|/);
    expect(data(children[1], 'errorLinks')).toMatchObject({InitConnection: {code: 'E_INIT_CONNECTION', href: '/docs/next/errors#e-init-connection'}});
  });

  it('keeps the order of an explicit names list', () => {
    const children = run([element('Operations', {names: 'restorePurchases, getStorefront'})]).children!;
    expect(children.filter((node) => node.type === 'heading').map((node) => (node.data as {hProperties: {id: string}}).hProperties.id)).toEqual(['restore-purchases', 'get-storefront']);
  });

  it('fills <SpecConst> with the value and <SandboxProvider> with the version and its constants', () => {
    const [constant, sandbox] = run([element('SpecConst', {name: 'externalPurchaseLinkLimits.maxUrlLength'}), element('SandboxProvider')]).children!;
    expect(data(constant, 'value')).toBe(1000);
    expect(data(sandbox, 'docsVersion')).toBe('current');
    expect(data(sandbox, 'specConstants')).toMatchObject({androidAcknowledgeWindowDays: 3});
  });

  it.each([
    [element('TypeTable', {of: 'NoSuchType'}), /docs\/apis\.mdx: <TypeTable of="NoSuchType">: spec\/ has no type named NoSuchType/],
    [element('Operation', {of: 'buyEverything'}), /<Operation of="buyEverything">: spec\/ has no operation named buyEverything/],
    [element('Operations', {names: 'initConnection, nope'}), /spec\/ has no operation named nope/],
    [element('SpecConst', {name: 'externalPurchaseLinkLimits'}), /exports no constant value at "externalPurchaseLinkLimits"/],
    [element('TypeTable'), /<TypeTable> needs a of="..." attribute/],
  ])('stops the build on bad usage, naming the page: %#', (node, message) => {
    expect(() => run([node])).toThrow(message);
  });

  it('finds components nested in other elements (tabs, admonitions)', () => {
    const tabs = element('PlatformTabs');
    tabs.children = [element('TypeTable', {of: 'Platform'})];
    const [outer] = run([tabs]).children!;
    expect((data(outer.children![0], 'type') as {name: string}).name).toBe('Platform');
  });
});

describe('docs base paths', () => {
  it('puts the latest release at /docs and Next at /docs/next', () => {
    expect(docsBasePath(siteDir, '1.2.3')).toBe('/docs');
    expect(docsBasePath(siteDir, 'current')).toBe('/docs/next');
  });
});

describe('JSON to ESTree', () => {
  it('turns data into an expression MDX can compile, negative numbers and nesting included', () => {
    expect(jsonToEstree({a: [1, -2, 'x', null, true]})).toEqual({
      type: 'ObjectExpression',
      properties: [
        expect.objectContaining({
          key: {type: 'Literal', value: 'a', raw: '"a"'},
          value: {
            type: 'ArrayExpression',
            elements: [
              {type: 'Literal', value: 1, raw: '1'},
              {type: 'UnaryExpression', operator: '-', prefix: true, argument: {type: 'Literal', value: 2, raw: '2'}},
              {type: 'Literal', value: 'x', raw: '"x"'},
              {type: 'Literal', value: null, raw: 'null'},
              {type: 'Literal', value: true, raw: 'true'},
            ],
          },
        }),
      ],
    });
    expect(() => jsonToEstree(() => 1)).toThrow(/not JSON data/);
  });
});
