/**
 * A page for every symbol of every docs version (shared/symbolPages.ts), drawn by one component
 * (src/components/SymbolPage) with the same views and props as the symbol's entry on its index page.
 *
 * Why routes of a plugin, with no module of their own: every route Docusaurus knows is listed in the code every page
 * loads at start-up, and a route's own module adds a second entry there. So each route here is its path and the
 * shared component only, and a version's routes sit inside one route that only they match. The pages' data is one
 * module that the server bundle imports whole (and the dev server, which renders in the browser), while the browser
 * bundle gets `null`: a first visit reads the page's data from its HTML, and a page reached by a link inside the site
 * fetches that page's HTML for it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion, PropSidebar} from '@docusaurus/plugin-content-docs';
import {docsRoutes} from '../../shared/docsRoutes';
import {operationSymbol, type SymbolKey} from '../../shared/migration';
import {SYMBOL_INDEXES, symbolPagePath, symbolPagesPattern, type SymbolLink, type SymbolPageData, type SymbolPagesData} from '../../shared/symbolPages';
import {typeTableId, type SpecModel} from '../../shared/specModel';
import {nativeErrorTables} from '../../shared/nativeErrorTables';
import {loadModelForVersion} from '../spec-model/load';
import {docsBasePath} from '../spec-model/paths';
import {operationProps, pageShowsOfFile, referencedTypes, typeTableProps, type HistoryOf} from '../spec-model/remark';
import {plainText} from '../api-search/build';
import {releaseComparisons, symbolHistory} from '../spec-model/history';
import {guidesOfVersion} from '../spec-model/guides';
import {encodeTokens} from '../code-highlight/tokenize';
import {sidebarOf} from './sidebar';

/** The name pages import the data by; the bundles resolve it to the data or to `null` (see above). */
export const SYMBOL_PAGES_DATA = '@symbol-pages-data';

/** The operations and types that name a type: in a signature, a parameter, a result, a field, an alias or a base. */
function usersOfType(model: SpecModel, base: string, name: string): SymbolLink[] {
  const names = (texts: Array<string | undefined>) =>
    name in
    referencedTypes(
      model,
      base,
      texts.filter((text) => text !== undefined),
    );
  const operations = model.operations
    .filter((operation) => names([operation.signature, operation.returns.type, ...operation.params.map((param) => param.type)]))
    .map((operation) => ({name: operation.name, href: symbolPagePath(base, operationSymbol(operation))}));
  const types = model.types
    .filter((type) => type.name !== name && names([type.aliasOf, ...(type.extends ?? []), ...(type.fields ?? []).map((field) => field.type)]))
    .map((type) => ({name: type.name, href: symbolPagePath(base, {kind: 'declaration', name: type.name})}));
  return [...operations, ...types];
}

/**
 * Where a version's pages show each operation and type table (`type ProductIOS` → `/docs/types#type-product-ios`): the
 * symbol's index page first, then the others in the docs' order. A type that no page shows has no entry.
 */
function entriesOf(siteDir: string, version: LoadedVersion): Map<string, string> {
  const indexes = new Set(Object.values(SYMBOL_INDEXES).map((index) => index.path));
  const docs = [...version.docs].sort((a, b) => Number(indexes.has(b.id)) - Number(indexes.has(a.id)));
  const entries = new Map<string, string>();
  for (const doc of docs) {
    const shows = pageShowsOfFile(siteDir, docsRoutes, path.join(siteDir, doc.source.replace(/^@site\//, '')));
    for (const {name, id} of shows.operations) if (!entries.has(`operation ${name}`)) entries.set(`operation ${name}`, `${doc.permalink}#${id}`);
    for (const {name, id} of shows.types) if (!entries.has(`type ${name}`)) entries.set(`type ${name}`, `${doc.permalink}#${id}`);
  }
  return entries;
}

/** An entry's props without the link to the symbol's own page, which its page is. */
function withoutSelf<P extends {ownPage?: string}>({ownPage: _self, ...props}: P): Omit<P, 'ownPage'> {
  return props;
}

/** The store errors of each platform that the model maps to an error code's value, by the native tables' labels. */
function reportedFor(model: SpecModel, code: string): NonNullable<SymbolPageData['reportedFor']> {
  return (['ios', 'android'] as const)
    .map((platform) => ({
      platform: platform === 'ios' ? 'iOS' : 'Android',
      labels: nativeErrorTables(model.nativeErrors, model.errorCodes, platform).tables.flatMap((table) =>
        table.rows.filter((row) => row.code === code).map((row) => row.label),
      ),
    }))
    .filter(({labels}) => labels.length > 0);
}

/** Every symbol page of one docs version, by route path. */
export function versionPages(siteDir: string, version: LoadedVersion, historyOf: HistoryOf): SymbolPagesData<PropSidebar>['pages'] {
  const model = loadModelForVersion(siteDir, version.versionName);
  const base = docsBasePath(siteDir, version.versionName, docsRoutes);
  const guides = guidesOfVersion(siteDir, version);
  const {label, isLast, banner, badge, className, noIndex} = version;
  const meta = {name: version.versionName, label, isLast, banner, badge, className, noIndex};
  const pages: SymbolPagesData<PropSidebar>['pages'] = {};
  const entries = entriesOf(siteDir, version);
  const add = (symbol: SymbolKey, anchor: string, summary: string, view: Record<string, unknown>, usedBy: SymbolLink[] = [], more = {}) => {
    const at = symbolPagePath(base, symbol);
    if (pages[at]) throw new Error(`Two symbols of the ${version.label} docs have the page ${at}: ${pages[at].symbol.name} and ${symbol.name}.`);
    const index = SYMBOL_INDEXES[symbol.kind];
    const entry = entries.get(`${symbol.kind === 'declaration' ? 'type' : 'operation'} ${symbol.name}`);
    const href = symbol.kind === 'errorCode' ? `${base}/${index.path}#${anchor}` : (entry ?? `${base}/${index.path}`);
    pages[at] = {symbol, summary: plainText(summary), version: meta, index: {title: index.title, href}, view, usedBy, inVersions: {}, ...more};
  };
  for (const operation of model.operations) {
    const {example, props} = operationProps(model, base, operation, historyOf);
    const exampleProps = example ? {example, exampleTokens: encodeTokens(example, 'ts')} : {};
    const view = {
      of: operation.name,
      ...withoutSelf(props),
      ...exampleProps,
      guides: {[operation.name]: {links: guides[operation.name] ?? []}},
    };
    add(operationSymbol(operation), operation.anchor, operation.summary, view);
  }
  for (const type of model.types) {
    add(
      {kind: 'declaration', name: type.name},
      typeTableId(type.name),
      type.summary,
      {of: type.name, ...withoutSelf(typeTableProps(model, base, type, historyOf)), fieldIds: true},
      usersOfType(model, base, type.name),
    );
  }
  for (const code of model.errorCodes) {
    const symbol: SymbolKey = {kind: 'errorCode', name: code.name};
    const thrownBy = model.operations
      .filter((operation) => operation.throws.some((thrown) => thrown.code === code.name))
      .map((operation) => ({name: operation.name, href: symbolPagePath(base, operationSymbol(operation))}));
    const {history} = historyOf(symbol, code.since);
    const view = {codes: [code], ...(history ? {history: {[code.name]: history}} : {})};
    add(symbol, code.anchor, code.summary, view, thrownBy, {reportedFor: reportedFor(model, code.code)});
  }
  return pages;
}

/** Where each version has a symbol: its page there, or the version's index page of its kind when it has none. */
export function inVersions(bases: Array<{name: string; base: string}>, pages: Set<string>, symbol: SymbolKey): Record<string, string> {
  return Object.fromEntries(
    bases.map(({name, base}) => {
      const page = symbolPagePath(base, symbol);
      return [name, pages.has(page) ? page : `${base}/${SYMBOL_INDEXES[symbol.kind].path}`];
    }),
  );
}

export default function symbolPagesPlugin(context: LoadContext): Plugin<unknown> {
  const {siteDir, baseUrl} = context;
  const files: {data?: string; none?: string} = {};
  return {
    name: 'symbol-pages',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const comparisons = releaseComparisons(siteDir);
      const data: SymbolPagesData<PropSidebar> = {pages: {}, sidebars: {}};
      const site = baseUrl.replace(/\/$/, '');
      for (const version of docs?.loadedVersions ?? []) {
        const historyOf: HistoryOf = (symbol, tagged) =>
          comparisons.length > 0 ? {history: symbolHistory(comparisons, version.versionName, symbol, tagged)} : {};
        const routes = Object.entries(versionPages(siteDir, version, historyOf)).map(([at, page]) => {
          data.pages[`${site}${at}`] = page;
          return {path: `${site}${at}`, exact: true, component: '@site/src/components/SymbolPage'};
        });
        data.sidebars[version.versionName] = sidebarOf(version);
        actions.addRoute({
          path: `${site}${symbolPagesPattern(docsBasePath(siteDir, version.versionName, docsRoutes))}`,
          component: '@site/src/components/SymbolPages',
          routes,
        });
      }
      const bases = (docs?.loadedVersions ?? []).map((version) => ({
        name: version.versionName,
        base: `${site}${docsBasePath(siteDir, version.versionName, docsRoutes)}`,
      }));
      const paths = new Set(Object.keys(data.pages));
      for (const page of Object.values(data.pages)) page.inVersions = inVersions(bases, paths, page.symbol);
      files.data = await actions.createData('pages.json', JSON.stringify(data));
      files.none = await actions.createData('none.json', 'null');
    },
    configureWebpack(config, isServer) {
      const whole = isServer || config.mode === 'development';
      return {resolve: {alias: {[`${SYMBOL_PAGES_DATA}$`]: path.resolve(whole ? files.data! : files.none!)}}};
    },
  };
}
