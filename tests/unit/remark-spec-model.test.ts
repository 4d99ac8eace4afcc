/** The remark plugin on small MDX trees: which data each component receives, and the messages for bad usage. */
import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkSpecModel, {docsBasePath} from '@site/plugins/spec-model/remark';
import {docsRoutes} from '@site/shared/docsRoutes';
import remarkStaticIslands from '@site/plugins/static-islands/remark';
import remarkCodeHighlight from '@site/plugins/code-highlight/remark';
import {dataAttribute, estreeToJson, type EstreeNode} from '@site/plugins/mdx-tree/estree';
import {parseMdx} from '@site/plugins/mdx-tree/parse';
import {PAGE_SHOWS} from '@site/plugins/mdx-tree/handoff';
import {SIMULATED_OPERATIONS} from '@site/shared/sandboxOperations';
import {loadModelForVersion, snapshotPath} from '@site/plugins/spec-model/load';
import {replacementModeTable, type ReplacementModeTableData} from '@site/shared/replacementModes';
import {announcedFactsOf, announcementsFor, type Announcement} from '@site/shared/announcements';
import type {SpecModel} from '@site/shared/specModel';
import {VERSION_NOT_RECORDED} from '@site/shared/openIapVersions';
import {readFrozenVersionsFile, readVersionsFile} from '@site/plugins/openiap-versions';

const siteDir = path.resolve(__dirname, '../..');
// Island data and records of these made-up pages go to temporary folders, never over the build's own files.
const islandsDir = mkdtempSync(path.join(os.tmpdir(), 'remark-islands-'));

type Node = {type: string; name?: string; attributes?: {name: string; value: unknown}[]; children?: Node[]; [key: string]: unknown};

function element(name: string, attributes: Record<string, string> = {}): Node {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children: [],
  };
}

/** A guide of Next, where every type table and operation is drawn in full. */
const guide = path.join(siteDir, 'docs', 'lifecycle.mdx');

/**
 * The plugins in the build's order: the spec model fills the props, static islands moves them to the data file, code
 * highlighting colours the examples the spec model marked.
 */
function run(children: Node[], file = guide): Node {
  const tree: Node = {type: 'root', children};
  remarkSpecModel({siteDir, docsRoutes})(tree as never, {path: file});
  remarkStaticIslands({siteDir, islandsDir})(tree as never, {path: file});
  remarkCodeHighlight()(tree as never);
  return tree;
}

function data(node: Node, name: string): unknown {
  const attribute = node.attributes?.find((entry) => entry.name === name);
  return attribute ? JSON.parse((attribute.value as {value: string}).value) : undefined;
}

/** The props of a static island, read from the data file the page imports (its first child). */
function island(tree: Node, node: Node): Record<string, unknown> {
  const key = node.attributes?.find((entry) => entry.name === 'island')?.value as string;
  const file = /from '(.*)\?island';$/.exec(tree.children![0].value as string)![1];
  return JSON.parse(readFileSync(file, 'utf8'))[key];
}

/** The elements of a transformed tree, without the import of its island data. */
const elements = (tree: Node) => tree.children!.filter((node) => node.type !== 'mdxjsEsm');

describe('remark spec-model plugin', () => {
  it('gives <TypeTable> its type and the links of the types it mentions, for the page version, as island data', () => {
    const tree = run([element('TypeTable', {of: 'ProductIOS', hideDescription: null as unknown as string})]);
    const [table] = elements(tree);
    // The element keeps only its island key, the page's data and its view's name: no table data in the page's JavaScript.
    expect(table.attributes!.map((attribute) => attribute.name)).toEqual(['island', 'islands', 'view']);
    expect(island(tree, table)).toMatchObject({of: 'ProductIOS', hideDescription: true, type: {name: 'ProductIOS'}});
    expect(island(tree, table).refs).toMatchObject({SubscriptionOffer: '/docs/next/types/subscription-offer'});
    // Next has symbol pages: the table links its own.
    expect(island(tree, table).ownPage).toBe('/docs/next/types/product-ios');
  });

  it("gives <ErrorDecoder> the version's codes and mappings; with static islands, in a file it loads when first asked", () => {
    const file = path.join(siteDir, 'docs', 'errors.mdx');
    const plain: Node = {type: 'root', children: [element('ErrorDecoder')]};
    remarkSpecModel({siteDir, docsRoutes})(plain as never, {path: file});
    const codes = data(plain.children![0], 'codes') as {name: string}[];
    const mappings = data(plain.children![0], 'mappings') as SpecModel['nativeErrors'];
    expect(codes.map((code) => code.name)).toContain('AlreadyOwned');
    expect(mappings.maps.billingResponseCode.length).toBeGreaterThan(0);
    expect(data(plain.children![0], 'release')).toBe('Next');

    const tree = run([element('ErrorDecoder')], file);
    const [decoder] = elements(tree);
    // Nothing of the data stays on the element: only the version's name and a function that imports the file holding it.
    expect(decoder.attributes!.map((attribute) => attribute.name)).toEqual(['release', 'loadData']);
    const value = decoder.attributes![1].value as {
      value: string;
      data: {estree: {body: {expression: {type: string; body: {type: string; source: {value: string}}}}[]}};
    };
    const expression = value.data.estree.body[0].expression;
    expect(expression.type).toBe('ArrowFunctionExpression');
    expect(expression.body.type).toBe('ImportExpression');
    const dataFile = expression.body.source.value;
    expect(value.value).toBe(`() => import(${JSON.stringify(dataFile)})`);
    expect(path.dirname(dataFile)).toBe(islandsDir.split(path.sep).join('/'));
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({codes, mappings});
  });

  it('without static islands, <TypeTable> and <Operation> keep every prop on the element', () => {
    const tree: Node = {type: 'root', children: [element('TypeTable', {of: 'ProductIOS'}), element('Operation', {of: 'initConnection'})]};
    remarkSpecModel({siteDir, docsRoutes})(tree as never, {path: guide});
    const [table, operation] = tree.children!;
    expect(tree.children!.some((node) => node.type === 'mdxjsEsm')).toBe(false);
    expect(data(table, 'type')).toMatchObject({name: 'ProductIOS'});
    expect(data(table, 'ownPage')).toBe('/docs/next/types/product-ios');
    expect(data(operation, 'operation')).toMatchObject({name: 'initConnection'});
    expect(data(operation, 'errorLinks')).toBeDefined();
  });

  it('reads a released version from its frozen model and links into that version', () => {
    const file = path.join(siteDir, 'versioned_docs', 'version-1.2.3', 'lifecycle.mdx');
    const tree = run([element('TypeTable', {of: 'ProductCommon'})], file);
    const base = docsBasePath(siteDir, '1.2.3', docsRoutes);
    expect(island(tree, elements(tree)[0]).refs).toEqual({ProductType: `${base}/types/product-type`, Platform: `${base}/types/platform`});
    expect(island(tree, elements(tree)[0]).ownPage).toBe(`${base}/types/product-common`);
  });

  it('expands <Operations> into one heading with the anchor and one <Operation> per operation', () => {
    const tree = run([element('Operations', {group: 'common', category: 'Connection Management'})]);
    const children = elements(tree);
    expect(children.map((node) => node.type)).toEqual(['heading', 'mdxJsxFlowElement', 'heading', 'mdxJsxFlowElement']);
    expect((children[0].data as {hProperties: {id: string}}).hProperties.id).toBe('init-connection');
    expect(data(children[1], 'of')).toBe('initConnection');
    const details = island(tree, children[1]);
    expect((details.operation as {name: string}).name).toBe('initConnection');
    // Only what the component shows travels: no signature string, group or anchor; the example is outside the island.
    expect(Object.keys(details.operation as object)).not.toEqual(expect.arrayContaining(['signature']));
    expect(details.operation).not.toHaveProperty('group');
    expect(details.operation).not.toHaveProperty('example');
    expect(data(children[1], 'example')).toMatch(/initConnection\(\)/);
    expect(children[1].attributes?.find((entry) => entry.name === 'exampleTokens')?.value).toMatch(/^[^|]*keyword[^|]*\|/);
    // initConnection lists no errors; an operation's @throws become links to the rows of the error table.
    expect(details.errorLinks).toEqual({});
    const consumeTree = run([element('Operations', {names: 'consumePurchaseAndroid'})]);
    const consume = island(consumeTree, elements(consumeTree)[1]);
    expect(consume.errorLinks).toEqual({NotPrepared: {code: 'not-prepared', href: '/docs/next/errors/not-prepared'}});
  });

  it('records on the tree what the page shows: operations and type tables at their ids, the full error table', () => {
    const file = path.join(siteDir, 'docs', 'made-up.mdx');
    const shows = (tree: Node) => (tree.data as Record<string, unknown>)[PAGE_SHOWS];
    const tree = run(
      [
        element('Operations', {names: 'fetchProducts'}),
        element('Operation', {of: 'initConnection'}),
        element('TypeTable', {of: 'ProductIOS'}),
        element('ErrorCodeTable', {view: 'retry'}),
      ],
      file,
    );
    expect(shows(tree)).toEqual({
      operations: [
        {name: 'fetchProducts', id: 'fetch-products'},
        {name: 'initConnection', id: 'init-connection'},
      ],
      types: [{name: 'ProductIOS', id: 'type-product-ios'}],
      errorCodeTable: false,
    });
    expect(shows(run([element('ErrorCodeTable')], file))).toEqual({operations: [], types: [], errorCodeTable: true});
  });

  it('links each operation the sandbox declares it simulates to the Try It example of the page version, and no other', () => {
    // Next's custom link operations and the billing programs' external link are not simulated; the availability check
    // and the reporting details of a billing program are, since the alternative billing example needs them.
    const notSimulatedInNext = [
      'isEligibleForExternalPurchaseCustomLinkIOS',
      'getExternalPurchaseCustomLinkTokenIOS',
      'showExternalPurchaseCustomLinkNoticeIOS',
      'launchExternalLinkAndroid',
      // Added in 2.x: the full transaction history and Billing Choice.
      'getAllTransactionsIOS',
      'getBillingChoiceInfoAndroid',
      'showBillingProgramInformationDialogAndroid',
    ];
    for (const [file, href, newer] of [
      [guide, '/docs/next/apis#try-it', notSimulatedInNext],
      [path.join(siteDir, 'versioned_docs', 'version-1.2.3', 'lifecycle.mdx'), `${docsBasePath(siteDir, '1.2.3', docsRoutes)}/apis#try-it`, []],
    ] as const) {
      const tree = run([element('Operations', {group: 'ios'}), element('Operations', {group: 'android'})], file);
      const operations = elements(tree).filter((node) => node.type === 'mdxJsxFlowElement');
      const marked = operations.map((node) => [data(node, 'of'), island(tree, node).tryLiveHref]);
      expect(marked).toContainEqual(['getAppTransactionIOS', href]);
      expect(marked).toContainEqual(['acknowledgePurchaseAndroid', href]);
      const unlinked = marked.filter(([, link]) => link === null).map(([name]) => name);
      expect(unlinked.sort()).toEqual([...newer].sort());
      expect(marked.every(([name, link]) => (link === href) === SIMULATED_OPERATIONS.includes(name as never))).toBe(true);
    }
  });

  it('keeps the order of an explicit names list', () => {
    const children = elements(run([element('Operations', {names: 'restorePurchases, getStorefront'})]));
    expect(children.filter((node) => node.type === 'heading').map((node) => (node.data as {hProperties: {id: string}}).hProperties.id)).toEqual([
      'restore-purchases',
      'get-storefront',
    ]);
  });

  it('fills <SpecConst> with the value and <SandboxProvider> with the version and its constants', () => {
    const plain: Node = {type: 'root', children: [element('SpecConst', {name: 'externalPurchaseLinkLimits.maxUrlLength'}), element('SandboxProvider')]};
    remarkSpecModel({siteDir, docsRoutes})(plain as never, {path: path.join(siteDir, 'docs', 'apis.mdx')});
    const [constant, sandbox] = plain.children!;
    expect(data(constant, 'value')).toBe(1000);
    expect(data(sandbox, 'docsVersion')).toBe('current');
    expect(data(sandbox, 'sandboxConstants')).toMatchObject({
      androidAcknowledgeWindowDays: 3,
      errorCodes: {NetworkError: 'network-error'},
      replacementModes: {Deferred: 'deferred'},
    });
  });

  it('with static islands, gives the live examples and the plan-change simulator the constants in one file they load when they run', () => {
    const tree = run([element('SandboxProvider'), element('PlanChangeSimulator'), element('SandboxProvider')], path.join(siteDir, 'docs', 'apis.mdx'));
    const [first, simulator, second] = elements(tree);
    const importedFile = (node: Node) => {
      const loader = node.attributes!.find((attribute) => attribute.name === 'loadConstants')?.value as {value: string} | undefined;
      return /^\(\) => import\((".*")\)$/.exec(loader?.value ?? '')?.[1];
    };
    expect(first.attributes!.map((attribute) => attribute.name).sort()).toEqual(['docsVersion', 'loadConstants']);
    expect(simulator.attributes!.map((attribute) => attribute.name).sort()).toEqual(['loadConstants', 'plans', 'replacementModes']);
    // The same rules are one file, downloaded once by every element and page that needs them.
    const file = JSON.parse(importedFile(first)!) as string;
    expect(importedFile(simulator)).toBe(importedFile(first));
    expect(importedFile(second)).toBe(importedFile(first));
    expect(JSON.parse(readFileSync(file, 'utf8')).sandboxConstants).toMatchObject({androidAcknowledgeWindowDays: 3, replacementModes: {Deferred: 'deferred'}});
  });

  it('writes a <SpecConst> in a heading as its value, so that the anchor and the table of contents name the number', () => {
    const heading = {
      type: 'heading',
      depth: 3,
      children: [{type: 'text', value: 'Acknowledge Within '}, element('SpecConst', {name: 'androidAcknowledgeWindowDays'}), {type: 'text', value: ' Days'}],
    };
    const [written] = run([heading]).children!;
    expect(written.children).toEqual([{type: 'text', value: 'Acknowledge Within 3 Days'}]);
  });

  it.each([
    [element('TypeTable', {of: 'NoSuchType'}), /docs\/lifecycle\.mdx: <TypeTable of="NoSuchType">: spec\/ has no type named NoSuchType/],
    [element('Operation', {of: 'buyEverything'}), /<Operation of="buyEverything">: spec\/ has no operation named buyEverything/],
    [element('Operations', {names: 'initConnection, nope'}), /spec\/ has no operation named nope/],
    [element('SpecConst', {name: 'externalPurchaseLinkLimits'}), /has no constant value at "externalPurchaseLinkLimits"/],
    [element('TypeTable'), /<TypeTable> needs a of="..." attribute/],
  ])('stops the build on bad usage, naming the page: %#', (node, message) => {
    expect(() => run([node])).toThrow(message);
  });

  describe("a writer's mistake: one line with the file, line and column, and the likely fix", () => {
    /** The message of the error the plugin throws on `source`, a whole page, or undefined. */
    const mistakeIn = (source: string, file = 'docs/lifecycle.mdx'): Error | undefined => {
      try {
        remarkSpecModel({siteDir, docsRoutes})(parseMdx(source) as never, {path: path.join(siteDir, file)});
      } catch (error) {
        return error as Error;
      }
      return undefined;
    };
    const page = (body: string) => `---\ntitle: A page\n---\n\nSome prose.\n\n${body}\n`;

    it.each([
      [
        'a misspelt type',
        page('<TypeTable of="Purchse" />'),
        'docs/lifecycle.mdx:7:1: <TypeTable of="Purchse">: spec/ has no type named Purchse. Did you mean Purchase?',
      ],
      [
        'a misspelt operation',
        page('Text before.\n\n  <Operation of="finishTransacton" />'),
        'docs/lifecycle.mdx:9:3: <Operation of="finishTransacton">: spec/ has no operation named finishTransacton. Did you mean finishTransaction?',
      ],
      [
        'a component without its required attribute',
        page('<TypeTable />'),
        'docs/lifecycle.mdx:7:1: <TypeTable> needs a of="..." attribute: write <TypeTable of="..." />.',
      ],
      [
        'a misspelt operation in a released version',
        page('<Operation of="requestPurchse" />'),
        'versioned_docs/version-2.4.4/lifecycle.mdx:7:1: <Operation of="requestPurchse">: the 2.4.4 model (versioned_docs/version-2.4.4/_spec-model.json) has no operation named requestPurchse. Did you mean requestPurchase?',
        'versioned_docs/version-2.4.4/lifecycle.mdx',
      ],
    ])('%s', (_kind, source, message, file = 'docs/lifecycle.mdx') => {
      const error = mistakeIn(source, file);
      expect(error?.message).toBe(message);
      // No stack trace: the build prints the message alone.
      expect(error?.stack).toBe(message);
    });

    it('a name the version lacks, pointing at its line in the code block', () => {
      const error = mistakeIn(page('```ts\nconst ok = 1;\nawait validateReceipt({sku: ok});\n```'));
      expect(error?.message).toMatch(
        /^docs\/lifecycle\.mdx:9:7: its code names validateReceipt \(in 1\.2\.3, 1\.3\.17, 2\.4\.4\), which spec\/ does not have\. Teach/,
      );
      expect(error?.stack).toBe(error?.message);
    });

    it('names no suggestion when nothing is near', () => {
      expect(mistakeIn(page('<TypeTable of="Zebra" />'))?.message).toBe('docs/lifecycle.mdx:7:1: <TypeTable of="Zebra">: spec/ has no type named Zebra.');
    });
  });

  it('finds components nested in other elements (tabs, admonitions)', () => {
    const tabs = element('PlatformTabs');
    tabs.children = [element('TypeTable', {of: 'IapPlatform'})];
    const tree = run([tabs]);
    const [outer] = elements(tree);
    expect(island(tree, outer.children![0]).type).toMatchObject({name: 'IapPlatform'});
  });
});

describe('the page that indexes a kind of symbol draws each as a line', () => {
  const newest = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))[0] as string;
  const older = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'))[1] as string;
  const page = (name: string, version = 'current') =>
    version === 'current' ? path.join(siteDir, 'docs', name) : path.join(siteDir, 'versioned_docs', `version-${version}`, name);
  /** A <SymbolEntry>'s props, text or data; undefined for any other element. */
  const line = (node: Node) =>
    node.name === 'SymbolEntry'
      ? Object.fromEntries(node.attributes!.map(({name, value}) => [name, typeof value === 'string' ? value : data(node, name)]))
      : undefined;

  it("on Types, a type table becomes a line at the table's id: name, link to the type's page, platform, summary, history", () => {
    const tree = run([element('TypeTable', {of: 'ProductIOS'})], page('types.mdx'));
    const [entry] = elements(tree);
    expect(line(entry)).toEqual({
      id: 'type-product-ios',
      name: 'ProductIOS',
      href: '/docs/next/types/product-ios',
      platform: 'ios',
      summary: expect.stringMatching(/\w/),
      history: expect.objectContaining({since: expect.objectContaining({release: expect.any(String)})}),
    });
    // Nothing of the table travels: no island data for the page.
    expect(tree.children!.some((node) => node.type === 'mdxjsEsm')).toBe(false);
    // Every release does too, linking its own pages: the newest at /docs.
    expect(line(elements(run([element('TypeTable', {of: 'ProductIOS'})], page('types.mdx', newest)))[0])).toMatchObject({href: '/docs/types/product-ios'});
    expect(line(elements(run([element('TypeTable', {of: 'ProductIOS'})], page('types.mdx', older)))[0])).toMatchObject({
      href: `/docs/${older}/types/product-ios`,
    });
  });

  it('on APIs, <Operations> becomes one line per operation, without headings; on Events a listener becomes a line', () => {
    const apis = elements(run([element('Operations', {names: 'requestPurchase, finishTransaction'})], page('apis.mdx')));
    expect(apis.map((node) => [node.name, line(node)?.id, line(node)?.href])).toEqual([
      ['SymbolEntry', 'request-purchase', '/docs/next/apis/request-purchase'],
      ['SymbolEntry', 'finish-transaction', '/docs/next/apis/finish-transaction'],
    ]);
    const [listener] = elements(run([element('Operation', {of: 'purchaseUpdatedListener'})], page('events.mdx', newest)));
    expect(line(listener)).toMatchObject({id: 'purchase-updated-listener', href: '/docs/events/purchase-updated-listener'});
  });

  it('records what the page shows at the same ids as the full entries', () => {
    const shows = (file: string) => {
      const tree = run([element('Operations', {names: 'fetchProducts'}), element('TypeTable', {of: 'ProductIOS'})], file);
      return (tree.data as Record<string, unknown>)[PAGE_SHOWS];
    };
    // A guide draws the same symbols in full.
    expect(shows(page('apis.mdx'))).toEqual(shows(guide));
    expect(shows(page('types.mdx'))).toEqual(shows(guide));
  });

  it('keeps full entries on a guide and on an index page of another kind', () => {
    const full = (file: string) => elements(run([element('TypeTable', {of: 'ProductIOS'}), element('Operations', {names: 'fetchProducts'})], file));
    const names = (file: string) => full(file).map((node) => node.name ?? node.type);
    expect(names(guide)).toEqual(['TypeTableIsland', 'heading', 'OperationIsland']);
    // A type table on Events, an operation on Types: not the kind the page indexes.
    expect(names(page('events.mdx'))).toEqual(['TypeTableIsland', 'heading', 'OperationIsland']);
    expect(names(page('types.mdx'))).toEqual(['SymbolEntry', 'heading', 'OperationIsland']);
    expect(names(page('apis.mdx', older))).toEqual(['TypeTableIsland', 'SymbolEntry']);
    // The Errors page keeps its table, one row per code.
    const [table] = elements(run([element('ErrorCodeTable')], page('errors.mdx')));
    expect(table.name).toBe('ErrorCodeTable');
  });
});

/**
 * A copy of the site with spec/ as it is and a 1.2.3 release whose frozen model the test changes, so that the two
 * versions' models differ where the test looks.
 */
function siteWithReleasedModel(change: (model: SpecModel) => void): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'remark-versions-'));
  symlinkSync(path.join(siteDir, 'spec'), path.join(copy, 'spec'));
  // One release and Next, whatever the real site has cut since.
  writeFileSync(path.join(copy, 'versions.json'), JSON.stringify(['1.2.3']));
  const frozen = JSON.parse(readFileSync(snapshotPath(siteDir, '1.2.3'), 'utf8')) as SpecModel;
  change(frozen);
  mkdirSync(path.dirname(snapshotPath(copy, '1.2.3')), {recursive: true});
  writeFileSync(snapshotPath(copy, '1.2.3'), JSON.stringify(frozen));
  return copy;
}

function replacementModesOf(model: SpecModel) {
  return model.types.find((type) => type.name === 'ReplacementModeAndroid')!.members!;
}

describe('<ReplacementModeTable> follows the docs version of its page', () => {
  const tableOn = (site: string, file: string) => {
    const tree: Node = {type: 'root', children: [element('ReplacementModeTable')]};
    remarkSpecModel({siteDir: site, docsRoutes})(tree as never, {path: path.join(site, file)});
    return data(tree.children![0], 'table') as ReplacementModeTableData;
  };
  const pairs = (table: ReplacementModeTableData) => table.rows.map(({name, value}) => `${value} ${name}`);

  it("gives each page the modes of its own version's model", () => {
    expect(tableOn(siteDir, 'docs/subscription-upgrade-downgrade.mdx')).toEqual(replacementModeTable(loadModelForVersion(siteDir, 'current')));
    expect(tableOn(siteDir, 'versioned_docs/version-1.2.3/subscription-upgrade-downgrade.mdx')).toEqual(
      replacementModeTable(loadModelForVersion(siteDir, '1.2.3')),
    );
  });

  it("lists a version's string values, with Play Billing's integer beside each, where its model has no numeric enum", () => {
    const next = tableOn(siteDir, 'docs/subscription-upgrade-downgrade.mdx');
    expect(next.enumName).toBe('SubscriptionReplacementModeAndroid');
    expect(pairs(next)).toEqual([
      '0 unknown-replacement-mode',
      '1 with-time-proration',
      '2 charge-prorated-price',
      '5 charge-full-price',
      '3 without-proration',
      '6 deferred',
      'null keep-existing',
    ]);
    // The same release model with the numeric enum: its integers lead instead.
    const numeric = tableOn(siteDir, 'versioned_docs/version-2.4.4/subscription-upgrade-downgrade.mdx');
    expect([numeric.enumName, ...pairs(numeric)]).toEqual([
      'ReplacementModeAndroid',
      '1 WithTimeProration',
      '2 ChargeProratedPrice',
      '3 WithoutProration',
      '5 ChargeFullPrice',
      '6 Deferred',
    ]);
  });

  it('shows a release the modes frozen with it when spec/ has others', () => {
    // The release had no ChargeFullPrice and gave Deferred the value 7; spec/ has its own modes.
    const site = siteWithReleasedModel((model) => {
      const modes = replacementModesOf(model);
      modes.splice(
        modes.findIndex((mode) => mode.name === 'ChargeFullPrice'),
        1,
      );
      modes.find((mode) => mode.name === 'Deferred')!.value = '7';
    });
    expect(pairs(tableOn(site, 'versioned_docs/version-1.2.3/subscription-upgrade-downgrade.mdx'))).toEqual([
      '1 WithTimeProration',
      '2 ChargeProratedPrice',
      '3 WithoutProration',
      '7 Deferred',
    ]);
    expect(tableOn(site, 'docs/subscription-upgrade-downgrade.mdx')).toEqual(replacementModeTable(loadModelForVersion(siteDir, 'current')));
  });

  it('stops the build on a frozen model it cannot fill the table from, naming the page and the model file', () => {
    const site = siteWithReleasedModel((model) => replacementModesOf(model).push({name: 'TradeIn', value: '4', summary: ''}));
    expect(() => tableOn(site, 'versioned_docs/version-1.2.3/subscription-upgrade-downgrade.mdx')).toThrow(
      /version-1\.2\.3\/subscription-upgrade-downgrade\.mdx: <ReplacementModeTable>: the 1\.2\.3 model \(.*versioned_docs\/version-1\.2\.3\/_spec-model\.json\) cannot fill the table: the mode ReplacementModeAndroid\.TradeIn has no note/,
    );
  });
});

describe('<Announcements> name the facts of the docs version of their page', () => {
  const itemsOn = (site: string, file: string) => {
    const tree: Node = {type: 'root', children: [element('Announcements')]};
    remarkSpecModel({siteDir: site, docsRoutes})(tree as never, {path: path.join(site, file)});
    return data(tree.children![0], 'items') as Announcement[];
  };
  const horizonText = (site: string, file: string) => itemsOn(site, file).find((item) => item.id === 'horizon-os')?.text;

  it('gives a release the Horizon devices and module version frozen with it when spec/ has others', () => {
    const site = siteWithReleasedModel((model) => {
      model.constants.horizonDevices = ['Quest 2'];
      model.constants.horizonMinimumGoogleModuleVersion = '1.0.0';
    });
    expect(horizonText(site, 'versioned_docs/version-1.2.3/announcements.mdx')).toMatch(/Apps on Quest 2 can .* openiap-google 1\.0\.0 or later/);
    expect(itemsOn(site, 'docs/announcements.mdx')).toEqual(announcementsFor(announcedFactsOf(loadModelForVersion(siteDir, 'current').constants)));
  });

  it('stops the build on a frozen model without those facts, naming the page and the model file', () => {
    const site = siteWithReleasedModel((model) => {
      delete model.constants.horizonDevices;
    });
    expect(() => itemsOn(site, 'versioned_docs/version-1.2.3/updates.mdx')).toThrow(
      /version-1\.2\.3\/updates\.mdx: <Announcements>: the 1\.2\.3 model \(.*_spec-model\.json\) cannot fill the announcements: its constant horizonDevices/,
    );
  });
});

describe('docs base paths', () => {
  /** A site folder whose versions.json lists these releases, newest first. */
  const siteWithReleases = (...releases: string[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-routes-'));
    writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(releases));
    return dir;
  };

  it("puts the latest release at /docs, older ones under their number and Next at /docs/next, as the site's config serves them", () => {
    const site = siteWithReleases('2.0.0', '1.2.3');
    expect(docsBasePath(site, '2.0.0', docsRoutes)).toBe('/docs');
    expect(docsBasePath(site, '1.2.3', docsRoutes)).toBe('/docs/1.2.3');
    expect(docsBasePath(site, 'current', docsRoutes)).toBe('/docs/next');
    const newest = (JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[])[0];
    expect(docsBasePath(siteDir, newest, docsRoutes)).toBe('/docs');
  });

  it('follows the configured routes, and serves the docs folder at the base while nothing is released', () => {
    const unreleased = mkdtempSync(path.join(os.tmpdir(), 'docs-routes-'));
    expect(docsBasePath(unreleased, 'current', {routeBasePath: 'reference', currentVersionPath: 'unreleased'})).toBe('/reference');
    const released = siteWithReleases('1.2.3');
    expect(docsBasePath(released, 'current', {routeBasePath: 'reference', currentVersionPath: 'unreleased'})).toBe('/reference/unreleased');
    expect(docsBasePath(released, '1.2.3', {routeBasePath: '/reference/', currentVersionPath: 'unreleased'})).toBe('/reference');
  });
});

describe('data attributes', () => {
  it('give MDX an expression that reads back as the data of their text, negative numbers and nesting included', () => {
    const attribute = dataAttribute('data', {a: [1, -2, 'x', null, true], b: {'c d': -0.5}, left: undefined});
    const {value, data} = attribute.value as {value: string; data: {estree: {body: {expression: EstreeNode}[]}}};
    expect(JSON.parse(value)).toStrictEqual({a: [1, -2, 'x', null, true], b: {'c d': -0.5}});
    // Strictly equal: a member left out of the text is not in the expression either.
    expect(estreeToJson(data.estree.body[0].expression)).toStrictEqual(JSON.parse(value));
    expect(() => dataAttribute('data', () => 1)).toThrow(/data is not JSON data/);
  });
});

describe("<Version> prints the package version of its docs version, from that version's versions file", () => {
  const versionOn = (site: string, file: string, of: string) => {
    const tree: Node = {type: 'root', children: [element('Version', {of})]};
    remarkSpecModel({siteDir: site, docsRoutes})(tree as never, {path: path.join(site, file)});
    return data(tree.children![0], 'text');
  };

  it("gives Next the unreleased versions file's entry and a release its frozen file's", () => {
    expect(versionOn(siteDir, 'docs/android-setup.mdx', 'google')).toBe(readVersionsFile(siteDir).google);
    expect(versionOn(siteDir, 'versioned_docs/version-1.3.17/android-setup.mdx', 'google')).toBe(readFrozenVersionsFile(siteDir, '1.3.17').google);
    expect(readFrozenVersionsFile(siteDir, '1.3.17').google).not.toBe(readVersionsFile(siteDir).google);
  });

  it('says a package a release does not record is not recorded', () => {
    expect(readFrozenVersionsFile(siteDir, '1.3.17').kmp).toBeUndefined();
    expect(versionOn(siteDir, 'versioned_docs/version-1.3.17/android-setup.mdx', 'kmp')).toBe(VERSION_NOT_RECORDED);
  });

  it('with at="tag", gives the version at the release tag where the file records later module releases, else its own', () => {
    const atTagOn = (file: string, of: string) => {
      const tree: Node = {type: 'root', children: [element('Version', {of, at: 'tag'})]};
      remarkSpecModel({siteDir, docsRoutes})(tree as never, {path: path.join(siteDir, file)});
      return data(tree.children![0], 'text');
    };
    const recorded = readFrozenVersionsFile(siteDir, '1.2.3');
    expect(recorded.atTag?.google).toBeDefined();
    expect(recorded.atTag?.google).not.toBe(recorded.google);
    expect(atTagOn('versioned_docs/version-1.2.3/versions.mdx', 'google')).toBe(recorded.atTag?.google);
    expect(atTagOn('versioned_docs/version-1.2.3/versions.mdx', 'apple')).toBe(recorded.atTag?.apple);
    // kmp-iap is released elsewhere: the tag's record does not name it.
    expect(atTagOn('versioned_docs/version-1.2.3/versions.mdx', 'kmp')).toBe(VERSION_NOT_RECORDED);
    expect(readFrozenVersionsFile(siteDir, '1.3.17').atTag).toBeUndefined();
    expect(atTagOn('versioned_docs/version-1.3.17/versions.mdx', 'google')).toBe(readFrozenVersionsFile(siteDir, '1.3.17').google);
    const wrong: Node = {type: 'root', children: [element('Version', {of: 'google', at: 'latest'})]};
    expect(() => remarkSpecModel({siteDir, docsRoutes})(wrong as never, {path: path.join(siteDir, 'docs/versions.mdx')})).toThrow(
      /docs\/versions\.mdx: <Version of="google" at="latest">: "at" takes only "tag"/,
    );
  });

  it('writes a <Version> in a heading as text, so that the anchor and the table of contents name the version', () => {
    const heading = {type: 'heading', depth: 2, children: [{type: 'text', value: 'Upgrading to '}, element('Version', {of: 'apple'})]};
    const [written] = run([heading]).children!;
    expect(written.children).toEqual([{type: 'text', value: `Upgrading to ${readVersionsFile(siteDir).apple}`}]);
  });

  it('stops the build when Next prints a package its versions file does not name, naming the page and the package', () => {
    const site = siteWithReleasedModel(() => {});
    const {kmp, ...withoutKmp} = JSON.parse(readFileSync(path.join(siteDir, 'openiap-versions.json'), 'utf8'));
    expect(kmp).toBeDefined();
    // The copy's only release is 1.2.3, and Next's file must name the latest release.
    Object.assign(withoutKmp, {gql: '1.2.3', docs: '1.2.3'});
    writeFileSync(path.join(site, 'openiap-versions.json'), JSON.stringify(withoutKmp));
    writeFileSync(
      path.join(site, 'versioned_docs', 'version-1.2.3', '_openiap-versions.json'),
      readFileSync(path.join(siteDir, 'versioned_docs', 'version-1.2.3', '_openiap-versions.json')),
    );
    expect(versionOn(site, 'docs/ios-setup.mdx', 'apple')).toBe(withoutKmp.apple);
    expect(() => versionOn(site, 'docs/ios-setup.mdx', 'kmp')).toThrow(
      /docs\/ios-setup\.mdx: <Version of="kmp" \/>: openiap-versions\.json .* has no "kmp" entry/,
    );
  });
});
