/**
 * The API search index as plugins/api-search builds it from the spec model and the docs pages: every operation
 * with its category and anchor, the main types of the API, the page entries, and links derived from the
 * pages rather than kept by hand.
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {buildApiIndex, plainText, scanTags, type DocPageInput} from '@site/plugins/api-search/build';
import {readDocsFolder} from '@site/plugins/api-search/docsFolder';
import {API_SEARCH_CATEGORIES, type ApiSearchEntry} from '@site/shared/apiSearchEntry';
import apiSearchPlugin, {elementIds} from '@site/plugins/api-search';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {toAnchor, type SpecModel} from '@site/shared/specModel';
import {matchEntries} from '@site/src/components/SearchModal/searchIndex';

const root = path.resolve(__dirname, '../..');
let model: SpecModel;
let entries: ApiSearchEntry[];

beforeAll(() => {
  model = loadModelForVersion(root, 'current');
  entries = buildApiIndex(model, {basePath: '/docs/next', pages: readDocsFolder(path.join(root, 'docs'), '/docs/next')});
});

const byId = (id: string) => {
  const found = entries.find((entry) => entry.id === id);
  if (!found) throw new Error(`no search entry ${id}`);
  return found;
};

test('an entry per spec operation, with its category and its anchor on the APIs page (listeners: Events page)', () => {
  for (const operation of model.operations) {
    const entry = byId(`operation:${operation.name}`);
    expect(entry.title).toBe(operation.name);
    expect(entry.category).toBe(operation.category);
    const page = operation.group === 'listeners' ? 'events' : 'apis';
    expect(entry.path).toBe(`/docs/next/${page}#${operation.anchor}`);
    expect(entry.description.length).toBeGreaterThan(0);
  }
  expect(byId('operation:initConnection')).toMatchObject({
    category: 'Connection Management',
    path: '/docs/next/apis#init-connection',
    parameters: expect.stringContaining('config?: InitConnectionConfig'),
    returns: expect.stringMatching(/^Promise<boolean> — true when/),
  });
  expect(byId('operation:getPromotedProductIOS').path).toBe('/docs/next/apis#get-promoted-product-ios');
});

test('covers the main operations, in the search categories only', () => {
  for (const name of [
    'initConnection', 'endConnection', 'getActiveSubscriptions', 'hasActiveSubscriptions', 'deepLinkToSubscriptions', 'fetchProducts',
    'getAvailablePurchases', 'requestPurchase', 'finishTransaction', 'validateReceipt', 'restorePurchases', 'getStorefront',
    'acknowledgePurchaseAndroid', 'consumePurchaseAndroid',
  ]) {
    expect(byId(`operation:${name}`)).toBeDefined();
  }
  for (const entry of entries) expect(API_SEARCH_CATEGORIES).toContain(entry.category);
  expect(entries.filter((entry) => entry.category === 'iOS APIs').length).toBeGreaterThan(5);
  expect(entries.filter((entry) => entry.category === 'Android APIs').length).toBeGreaterThan(3);
});

test('the main types lead to their tables, on the Types page', () => {
  for (const name of [
    'Product', 'Purchase', 'ActiveSubscription', 'ProductRequest', 'PurchaseOptions', 'RequestPurchaseProps', 'ReceiptValidationProps',
    'ReceiptValidationResult', 'DeepLinkOptions', 'PurchaseIOS', 'ProductIOS', 'SubscriptionStatusIOS', 'AppTransaction',
  ]) {
    expect(byId(`type:${name}`)).toMatchObject({kind: 'type', category: 'Documentation', path: `/docs/next/types#type-${toAnchor(name)}`});
  }
  expect(byId('type:ProductIOS').parameters).toContain('displayNameIOS: string');
});

test('a type shown only on another page links there; one shown nowhere links to the generated reference', () => {
  expect(byId('type:EventSubscription').path).toBe('/docs/next/events#type-event-subscription');
  expect(byId('type:CommonOperations').path).toBe('/docs/next/api/operations#CommonOperations');
});

test('page entries for the documentation pages and guides, none for the generated reference', () => {
  const pages = entries.filter((entry) => entry.kind === 'page');
  const titles = pages.map((entry) => entry.title);
  for (const title of ['External Purchase', 'Types', 'APIs', 'Events', 'Error Codes', 'Life Cycle', 'Android Setup', 'iOS Setup', 'Versions', 'Announcements']) {
    expect(titles).toContain(title);
  }
  expect(pages.every((entry) => !entry.path.includes('/api/'))).toBe(true);
  expect(byId('page:external-purchase')).toMatchObject({category: 'Documentation', path: '/docs/next/external-purchase'});
});

test('error codes lead to their rows on the Errors page', () => {
  expect(byId('error:E_USER_CANCELLED')).toMatchObject({path: '/docs/next/errors#e-user-cancelled', parameters: 'ErrorCode.UserCancelled'});
});

test('ids are unique and every field is plain text', () => {
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  for (const entry of entries) {
    for (const field of [entry.title, entry.description, entry.parameters, entry.returns]) {
      expect(field).not.toMatch(/\{@link|\]\(/);
    }
  }
});

test('the released version links into its own base path and reads its frozen model', () => {
  const versionDir = path.join(root, 'versioned_docs', 'version-1.2.3');
  if (!existsSync(versionDir)) return; // before the first version cut
  const released = buildApiIndex(loadModelForVersion(root, '1.2.3'), {basePath: '/docs', pages: readDocsFolder(versionDir, '/docs')});
  expect(released.find((entry) => entry.id === 'operation:initConnection')?.path).toBe('/docs/apis#init-connection');
  expect(released.every((entry) => entry.path.startsWith('/docs/') && !entry.path.startsWith('/docs/next'))).toBe(true);
});

test('the modal finds initConnection first for "init" and the Types page first for "types"', () => {
  expect(matchEntries('init', entries)[0].id).toBe('operation:initConnection');
  expect(matchEntries('types', entries)[0].id).toBe('page:types');
});

describe('reading pages', () => {
  const page = (source: string): DocPageInput => ({id: 'p', title: 'P', description: '', permalink: '/docs/p', source});

  test('scanTags reads the reference components and their attributes, not code samples', () => {
    const source = ['<TypeTable of="Product" />', '```mdx', '<TypeTable of="Sample" />', '```', '<Operations group="ios" category="iOS APIs"/>'].join('\n');
    expect(scanTags(source, ['TypeTable', 'Operations'])).toEqual([
      {name: 'TypeTable', attributes: {of: 'Product'}},
      {name: 'Operations', attributes: {group: 'ios', category: 'iOS APIs'}},
    ]);
    expect(scanTags('<TypeTableX of="A" />', ['TypeTable'])).toEqual([]);
  });

  test('an operation whose category is not a search category stops the build with its name', () => {
    const broken: SpecModel = {...model, operations: [{...model.operations[0], category: 'Misc'}]};
    expect(() => buildApiIndex(broken, {basePath: '/docs', pages: [page('')]})).toThrow(/initConnection has @category "Misc"/);
  });

  test('plainText drops Markdown syntax', () => {
    expect(plainText('`true` when [ready](/docs/x), see {@link ProductType}.')).toBe('true when ready, see ProductType.');
  });

  test('elementIds reads quoted and unquoted ids of minified HTML', () => {
    expect([...elementIds('<h3 id=init-connection><div id="type-product" class=x><p id=\'a b\'>')]).toEqual(['init-connection', 'type-product', 'a b']);
  });
});

test('the docs folder reader takes titles and descriptions from the front matter', () => {
  const pages = readDocsFolder(path.join(root, 'docs'), '/docs/next');
  const apis = pages.find((entry) => entry.id === 'apis');
  expect(apis).toMatchObject({title: 'APIs', permalink: '/docs/next/apis'});
  expect(apis?.source).toBe(readFileSync(path.join(root, 'docs', 'apis.mdx'), 'utf8'));
});

describe('the plugin', () => {
  async function loadPlugin(docIds: string[]) {
    const plugin = apiSearchPlugin({siteDir: root} as never);
    const created = new Map<string, string>();
    const docs = docIds.map((id) => ({id, title: id, description: '', permalink: `/docs/next/${id}`, source: `@site/docs/${id}.mdx`, unlisted: false}));
    await plugin.allContentLoaded!({
      allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{versionName: 'current', path: '/docs/next', docs}]}}},
      actions: {
        createData: async (name: string, data: string | object) => {
          created.set(name, typeof data === 'string' ? data : JSON.stringify(data));
          return name;
        },
        addRoute: () => undefined,
        setGlobalData: () => undefined,
      },
    } as never);
    return {plugin, created};
  }

  test('writes one index per docs version and a module that loads each lazily', async () => {
    const {created} = await loadPlugin(['apis', 'events', 'types', 'errors']);
    const index = JSON.parse(created.get('api-index.current.json')!) as ApiSearchEntry[];
    expect(index.find((entry) => entry.id === 'operation:initConnection')?.path).toBe('/docs/next/apis#init-connection');
    expect(created.get('index-loaders.js')).toMatch(/"current": \(\) => import\(\/\* webpackChunkName: "api-search-api-index-current" \*\/ "\.\/api-index\.current\.json"\)/);
  });

  test('after a build, a result whose page or anchor is missing stops the build and is named', async () => {
    const {plugin} = await loadPlugin(['apis', 'events', 'types', 'errors']);
    const outDir = mkdtempSync(path.join(tmpdir(), 'api-search-'));
    mkdirSync(path.join(outDir, 'docs', 'next'), {recursive: true});
    writeFileSync(path.join(outDir, 'docs', 'next', 'apis.html'), '<h3 id=end-connection>endConnection</h3>');
    const postBuild = () => plugin.postBuild!({outDir, baseUrl: '/'} as never);
    await expect(postBuild()).rejects.toThrow(/operation:initConnection → \/docs\/next\/apis#init-connection: \/docs\/next\/apis has no element with id "init-connection"/);
    await expect(postBuild()).rejects.toThrow(/\/docs\/next\/types: no page at \/docs\/next\/types/);
  });
});
