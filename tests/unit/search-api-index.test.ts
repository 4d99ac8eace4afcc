/**
 * The API search index as plugins/api-search builds it from the spec model and the docs pages: every operation
 * with its category, the main types of the API, the page entries, and every symbol leading to its own page.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {buildApiIndex, plainText, type DocPageInput} from '@site/plugins/api-search/build';
import {readDocsFolder} from '../support/docsFolder';
import {API_SEARCH_CATEGORIES, type ApiSearchEntry} from '@site/shared/apiSearchEntry';
import apiSearchPlugin, {elementIds, indexFilePath, indexLoadersModule} from '@site/plugins/api-search';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {toAnchor, type SpecModel} from '@site/shared/specModel';
import {matchEntries} from '@site/src/components/SearchModal/searchIndex';

const root = path.resolve(__dirname, '../..');
const MAIN_TYPES = [
  'Product',
  'Purchase',
  'ActiveSubscription',
  'ProductRequest',
  'PurchaseOptions',
  'RequestPurchaseProps',
  'VerifyPurchaseProps',
  'VerifyPurchaseResult',
  'DeepLinkOptions',
  'PurchaseIOS',
  'ProductIOS',
  'SubscriptionStatusIOS',
  'AppTransaction',
];

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

test('an entry per spec operation, with its category, leading to its page under APIs (listeners: under Events)', () => {
  for (const operation of model.operations) {
    const entry = byId(`operation:${operation.name}`);
    expect(entry.title).toBe(operation.name);
    expect(entry.category).toBe(operation.category);
    const page = operation.group === 'listeners' ? 'events' : 'apis';
    expect(entry.path).toBe(`/docs/next/${page}/${operation.anchor}`);
    expect(entry.description.length).toBeGreaterThan(0);
  }
  expect(byId('operation:initConnection')).toMatchObject({
    category: 'Connection Management',
    path: '/docs/next/apis/init-connection',
    parameters: expect.stringContaining('config?: InitConnectionConfig'),
    returns: expect.stringMatching(/^Promise<boolean> — true when/),
  });
  expect(byId('operation:getPromotedProductIOS').path).toBe('/docs/next/apis/get-promoted-product-ios');
});

test('covers the main operations, in the search categories only', () => {
  for (const name of [
    'initConnection',
    'endConnection',
    'getActiveSubscriptions',
    'hasActiveSubscriptions',
    'deepLinkToSubscriptions',
    'fetchProducts',
    'getAvailablePurchases',
    'requestPurchase',
    'finishTransaction',
    'verifyPurchase',
    'restorePurchases',
    'getStorefront',
    'acknowledgePurchaseAndroid',
    'consumePurchaseAndroid',
  ]) {
    expect(byId(`operation:${name}`)).toBeDefined();
  }
  for (const entry of entries) expect(API_SEARCH_CATEGORIES).toContain(entry.category);
  expect(entries.filter((entry) => entry.category === 'iOS APIs').length).toBeGreaterThan(5);
  expect(entries.filter((entry) => entry.category === 'Android APIs').length).toBeGreaterThan(3);
});

test('every type leads to its page under Types, whichever page shows its table', () => {
  for (const type of model.types) expect(byId(`type:${type.name}`)).toMatchObject({kind: 'type', path: `/docs/next/types/${toAnchor(type.name)}`});
  for (const name of MAIN_TYPES) expect(byId(`type:${name}`).category).toBe('Documentation');
  expect(byId('type:ProductIOS').path).toBe('/docs/next/types/product-ios');
  expect(byId('type:ProductIOS').parameters).toContain('displayNameIOS: string');
});

test('page entries for the documentation pages and guides', () => {
  const pages = entries.filter((entry) => entry.kind === 'page');
  const titles = pages.map((entry) => entry.title);
  for (const title of [
    'External Purchase',
    'Types',
    'APIs',
    'Events',
    'Error Codes',
    'Life Cycle',
    'Android Setup',
    'iOS Setup',
    'Versions',
    'Announcements',
  ]) {
    expect(titles).toContain(title);
  }
  expect(byId('page:external-purchase')).toMatchObject({category: 'Documentation', path: '/docs/next/external-purchase'});
});

test('error codes lead to their pages under Errors', () => {
  expect(byId('error:user-cancelled')).toMatchObject({path: '/docs/next/errors/user-cancelled', parameters: 'ErrorCode.UserCancelled'});
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
  const released = buildApiIndex(loadModelForVersion(root, '1.2.3'), {basePath: '/docs', pages: readDocsFolder(versionDir, '/docs')});
  expect(released.find((entry) => entry.id === 'operation:initConnection')?.path).toBe('/docs/apis/init-connection');
  // Every version has symbol pages: an older release's results lead to its own.
  const older = buildApiIndex(loadModelForVersion(root, '1.2.3'), {basePath: '/docs/1.2.3', pages: []});
  const pathOf = (id: string) => older.find((entry) => entry.id === id)?.path;
  expect(pathOf('operation:initConnection')).toBe('/docs/1.2.3/apis/init-connection');
  expect(pathOf('operation:purchaseUpdatedListener')).toBe('/docs/1.2.3/events/purchase-updated-listener');
  expect(pathOf('type:ProductIOS')).toBe('/docs/1.2.3/types/product-ios');
  expect(pathOf('error:user-cancelled')).toBe('/docs/1.2.3/errors/user-cancelled');
  expect(released.every((entry) => entry.path.startsWith('/docs/') && !entry.path.startsWith('/docs/next'))).toBe(true);
});

test('a renamed type is found by both spellings: the published name and what earlier docs called it', () => {
  const ids = (query: string, list: ApiSearchEntry[]) => matchEntries(query, list).map((entry) => entry.id);
  expect(ids('ProductSubscription', entries)).toContain('type:ProductSubscription');
  expect(ids('SubscriptionProduct', entries)).toContain('type:ProductSubscription');
  const older = buildApiIndex(loadModelForVersion(root, '1.2.3'), {basePath: '/docs', pages: []});
  expect(ids('IapPlatform', older)).toContain('type:Platform');
});

test('the modal finds initConnection first for "init" and the Types page first for "types"', () => {
  expect(matchEntries('init', entries)[0].id).toBe('operation:initConnection');
  expect(matchEntries('types', entries)[0].id).toBe('page:types');
});

describe('reading pages', () => {
  const page: DocPageInput = {id: 'p', title: 'P', description: '', permalink: '/docs/p'};

  test('an operation whose category is not a search category stops the build with its name', () => {
    const broken: SpecModel = {...model, operations: [{...model.operations[0], category: 'Misc'}]};
    expect(() => buildApiIndex(broken, {basePath: '/docs', pages: [page]})).toThrow(/initConnection has @category "Misc"/);
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
  expect(pages.find((entry) => entry.id === 'apis')).toMatchObject({title: 'APIs', permalink: '/docs/next/apis'});
});

describe('the plugin', () => {
  const docIds = ['apis', 'events', 'types', 'errors'];

  async function loadPlugin() {
    const plugin = apiSearchPlugin({siteDir: root, baseUrl: '/'} as never);
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

  /** Runs the plugin's part of a browser build, as the bundler would once every page is compiled. */
  function compileBrowser(plugin: ReturnType<typeof apiSearchPlugin>) {
    const assets = new Map<string, string>();
    const errors: Error[] = [];
    const configure = plugin.configureWebpack!.bind(plugin) as (config: unknown, isServer: boolean) => {plugins?: {apply(compiler: unknown): void}[]};
    expect(configure({}, true)).toEqual({});
    const compilation = {
      errors,
      emitAsset: (name: string, source: {text: string}) => assets.set(name, source.text),
      hooks: {processAssets: {tap: (_options: unknown, run: () => void) => run()}},
    };
    const compiler = {
      webpack: {
        Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: 0},
        WebpackError: Error,
        sources: {
          RawSource: class {
            constructor(readonly text: string) {}
          },
        },
      },
      hooks: {thisCompilation: {tap: (_name: string, run: (compilation: unknown) => void) => run(compilation)}},
    };
    for (const webpackPlugin of configure({}, false).plugins ?? []) webpackPlugin.apply(compiler);
    return {assets, errors};
  }

  test('gives the modal a module that fetches the index of each version on first use', async () => {
    const {created} = await loadPlugin();
    expect(created.get('index-loaders.js')).toBe(indexLoadersModule(['current'], '/'));
    expect(indexLoadersModule(['current', '1.2.3'], '/base/')).toMatch(/"1\.2\.3": \(\) => load\("\/base\/api-search\/api-index\.1\.2\.3\.json"\)/);
  });

  test('writes one index per docs version with the browser build', async () => {
    const {plugin} = await loadPlugin();
    const {assets, errors} = compileBrowser(plugin);
    expect(errors).toEqual([]);
    expect([...assets.keys()]).toEqual([indexFilePath('current')]);
    const index = JSON.parse(assets.get(indexFilePath('current'))!) as ApiSearchEntry[];
    expect(index.find((entry) => entry.id === 'operation:initConnection')).toBeDefined();
  });

  test('after a build, a result whose page or anchor is missing stops the build and is named', async () => {
    const {plugin} = await loadPlugin();
    const outDir = mkdtempSync(path.join(tmpdir(), 'api-search-'));
    mkdirSync(path.join(outDir, 'docs', 'next'), {recursive: true});
    mkdirSync(path.join(outDir, 'docs', 'next', 'apis'), {recursive: true});
    writeFileSync(path.join(outDir, 'docs', 'next', 'apis', 'end-connection.html'), '<h1>endConnection</h1>');
    const postBuild = () => plugin.postBuild!({outDir, baseUrl: '/'} as never);
    compileBrowser(plugin);
    await expect(postBuild()).rejects.toThrow(/operation:initConnection → \/docs\/next\/apis\/init-connection: no page at \/docs\/next\/apis\/init-connection/);
    await expect(postBuild()).rejects.toThrow(/\/docs\/next\/types: no page at \/docs\/next\/types/);
    await expect(postBuild()).rejects.not.toThrow(/end-connection/);
  });
});
