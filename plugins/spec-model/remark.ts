/**
 * A remark plugin for the docs: it fills the reference components of an MDX page with the data of the spec model
 * of the page's docs version, at build time. A page writes `<TypeTable of="ProductCommon" />`; the plugin gives the
 * table its type and links, so the table is in the HTML and no field is typed by hand. The props it fills on type
 * tables and operations never change once rendered; it also lists them on the node (`data[FILLED_PROPS]`), so that
 * a later plugin may move them out of the page's JavaScript (plugins/static-islands does). An operation's example is
 * left on the node as code to colour (`data[CODE_TO_HIGHLIGHT]`), for plugins/code-highlight.
 *
 * `<Operations group="ios" />` expands into one heading (with the operation's anchor, so it is in the table of
 * contents and the anchor check) plus one `<Operation>` per operation of the group.
 *
 * What the page ends up showing (operations, type tables, the error table) is recorded on its tree (./pageShows.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {dataAttribute} from '../mdx-tree/estree';
import {CODE_TO_HIGHLIGHT, FILLED_PROPS, PAGE_SHOWS, type CodeToHighlight} from '../mdx-tree/handoff';
import {isJsxElement, isLiveCode, pageFileOf, textAttribute as attributeValue, type MdxFile, type MdxNode as Node} from '../mdx-tree/nodes';
import {docsVersionOfFile, loadModelForVersion, snapshotPath} from './load';
import {SandboxModelError, sandboxConstantsFromModel, type SandboxConstants} from '../../shared/sandboxConstants';
import {isSimulatedOperation} from '../../shared/sandboxOperations';
import {ReplacementModeError, replacementModeChoices, replacementModeTable} from '../../shared/replacementModes';
import {AnnouncementFactsError, announcedFactsOf, announcementsFor} from '../../shared/announcements';
import {didYouMean, PageError, type Place} from './pageError';
import {formatConstant} from '../../shared/specConstFormat';
import {errorCodeView, operationView, selectOperations, typeTableId, type OperationModel, type SpecModel, type TypeModel} from '../../shared/specModel';
import {nativeErrorTables} from '../../shared/nativeErrorTables';
import type {PageShows} from './pageShows';
import {docsBasePath, sandboxTryItHref, type DocsRoutes} from './paths';
import {platformMatrix} from './platformMatrix';
import {docsVersionsOf, foreignNamesOnPage, namesMissingFrom, placeInCode, specMembersOf, specNamesOf, versionLabel} from './versionNames';
import {handDeclaredSpecTypes, specTypeNamesOf} from './handDeclarations';
import {parseMdx} from '../mdx-tree/parse';
import {plansByPlatform} from '../../shared/planOptions';
import {readVersionsFiles} from '../openiap-versions';
import {releaseComparisons, symbolHistory} from './history';
import {operationSymbol, type SymbolHistory, type SymbolKey} from '../../shared/migration';
import {symbolPagePath, type SymbolKind} from '../../shared/symbolPages';
import {entriesAsLines} from './indexEntries';
import {packageVersionAtTagText, packageVersionText, versionsOfDocsVersion, type VersionKey} from '../../shared/openIapVersions';

export {docsBasePath};

export interface RemarkSpecModelOptions {
  siteDir: string;
  /** Where the docs are served (docusaurus.config.ts), for the links the plugin makes. */
  docsRoutes: DocsRoutes;
}

/** Links to the page of every spec type named in the given texts: {ProductCommon: '/docs/types/product-common'}. */
export function referencedTypes(model: SpecModel, base: string, texts: string[]): Record<string, string> {
  const names = new Set(model.types.map((type) => type.name));
  const refs: Record<string, string> = {};
  for (const text of texts) {
    for (const word of text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
      if (names.has(word)) refs[word] = symbolPagePath(base, {kind: 'declaration', name: word});
    }
  }
  return refs;
}

/** A symbol's history up to a version: none on a site without a release. */
export type HistoryOf = (symbol: SymbolKey, tagged?: string) => {history?: SymbolHistory};

/** An operation's filled props, its example aside: what its entry on a page and its own page draw. */
export function operationProps(model: SpecModel, base: string, operation: OperationModel, historyOf: HistoryOf) {
  const texts = [operation.signature, ...operation.params.map((param) => param.type), operation.returns.type];
  const errorLinks: Record<string, {code: string; href: string}> = {};
  for (const thrown of operation.throws) {
    const code = model.errorCodes.find((entry) => entry.name === thrown.code);
    if (code) errorLinks[thrown.code] = {code: code.code, href: symbolPagePath(base, {kind: 'errorCode', name: thrown.code})};
  }
  const {example, ...view} = operationView(operation);
  const symbol = operationSymbol(operation);
  return {
    example,
    props: {
      operation: view,
      refs: referencedTypes(model, base, texts),
      ownPage: symbolPagePath(base, symbol),
      errorLinks,
      // Whether a reader can try it in a live example follows from what the sandbox declares it simulates.
      tryLiveHref: isSimulatedOperation(operation.name) ? sandboxTryItHref(base) : null,
      ...historyOf(symbol, operation.since),
    },
  };
}

/** A type table's filled props: the type, links to the types it names and to its own page, and its history. */
export function typeTableProps(model: SpecModel, base: string, type: TypeModel, historyOf: HistoryOf) {
  const texts = [...(type.fields ?? []).map((field) => field.type), type.aliasOf ?? '', ...(type.extends ?? [])];
  const symbol: SymbolKey = {kind: 'declaration', name: type.name};
  return {
    type,
    refs: referencedTypes(model, base, texts),
    ownPage: symbolPagePath(base, symbol),
    ...historyOf(symbol, type.since),
  };
}

function setData(node: Node, name: string, value: unknown): void {
  node.attributes = [...(node.attributes ?? []).filter((entry) => entry.name !== name), dataAttribute(name, value)];
}

/** Fills the props of a component whose output never changes once rendered, and lists them as such on the node. */
function setFilledProps(node: Node, props: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(props)) setData(node, name, value);
  const data = (node.data ?? {}) as Record<string, unknown>;
  node.data = {...data, [FILLED_PROPS]: [...((data[FILLED_PROPS] as string[] | undefined) ?? []), ...Object.keys(props)]};
}

interface Context {
  model: SpecModel;
  base: string;
  file: string;
  /** 'current' (Next) or a released version name. */
  version: string;
  /** What the page shows, filled as the components are. */
  shows: PageShows;
  siteDir: string;
  /** Whether the node being transformed is inside a <SandboxProvider>. */
  insideSandbox?: boolean;
  /** Whether the node being transformed is inside a heading. */
  insideHeading?: boolean;
  /** Where in the page the element being transformed is, for messages. */
  at?: Place;
  /** A symbol's history up to this version (./history.ts); none on a site without a release. */
  history: HistoryOf;
  /** The kind of symbol whose entries this page draws as lines (./indexEntries.ts). */
  lines?: SymbolKind;
}

function fail(context: Context, message: string, at = context.at): never {
  throw new PageError(context.file, at, message);
}

function placeOf(node: Node): Place | undefined {
  return (node.position as {start?: Place} | undefined)?.start;
}

/** The name a version's model has that is nearest a misspelt one, as a suggestion. */
function nearestName(context: Context, name: string, of: 'types' | 'operations'): string {
  return didYouMean(
    name,
    context.model[of].map((entry) => entry.name),
  );
}

function required(node: Node, name: string, context: Context): string {
  const value = attributeValue(node, name);
  if (!value) fail(context, `<${node.name}> needs a ${name}="..." attribute: write <${node.name} ${name}="..." />.`);
  return value;
}

function findType(context: Context, name: string, node: Node): TypeModel {
  const type = context.model.types.find((entry) => entry.name === name);
  if (!type) fail(context, `<${node.name} of="${name}">: ${modelSource(context)} has no type named ${name}.${nearestName(context, name, 'types')}`);
  return type;
}

/** The attributes an author wrote, as plain data: `hideDescription` is true, `of="X"` is "X". */
function writtenProps(node: Node, context: Context): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') fail(context, `<${node.name}>: spread attributes are not supported here.`);
    if (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== 'string') {
      fail(context, `<${node.name} ${attribute.name}={...}>: write the value as text; this component's data is filled at build time.`);
    }
    props[attribute.name] = attribute.value ?? true;
  }
  return props;
}

/** An operation's element: its example outside, everything else in its static island. */
function operationElement(node: Node, context: Context, operation: OperationModel, anchor?: string): void {
  const {example, props} = operationProps(context.model, context.base, operation, context.history);
  setFilledProps(node, props);
  setData(node, 'of', operation.name);
  if (anchor) setData(node, 'anchor', anchor);
  if (example) {
    setData(node, 'example', example);
    const highlight: CodeToHighlight = {code: example, language: 'ts', tokensProp: 'exampleTokens', islandProp: 'exampleIsland', codeProp: 'example'};
    node.data = {...(node.data as Record<string, unknown> | undefined), [CODE_TO_HIGHLIGHT]: highlight};
  }
}

/** A symbol's one-line entry at the id its full entry has (./indexEntries.ts says where): what SymbolEntry draws. */
function symbolEntry(context: Context, symbol: SymbolKey, id: string, {platform, summary, since}: TypeModel | OperationModel): Node {
  // Text as text attributes: a prose run keeps these in its data, where an expression takes several times the room.
  const texts = {id, name: symbol.name, href: symbolPagePath(context.base, symbol), platform, summary};
  const attributes = Object.entries(texts).flatMap(([name, value]) => (value ? [{type: 'mdxJsxAttribute', name, value}] : []));
  const node: Node = {type: 'mdxJsxFlowElement', name: 'SymbolEntry', attributes, children: []};
  const {history} = context.history(symbol, since);
  if (history) setData(node, 'history', history);
  return node;
}

/** What fills each component from the spec model, by its name (plugins/page-components declares the component). */
export const HANDLERS: Record<string, (node: Node, context: Context) => Node[] | void> = {
  TypeTable(node, context) {
    const type = findType(context, required(node, 'of', context), node);
    context.shows.types.push({name: type.name, id: typeTableId(type.name)});
    if (context.lines === 'declaration') return [symbolEntry(context, {kind: 'declaration', name: type.name}, typeTableId(type.name), type)];
    // The written attributes travel with the filled ones, so that every prop of the table is in one place.
    setFilledProps(node, {...writtenProps(node, context), ...typeTableProps(context.model, context.base, type, context.history)});
  },
  Operation(node, context) {
    const name = required(node, 'of', context);
    const operation = context.model.operations.find((entry) => entry.name === name);
    if (!operation)
      fail(context, `<Operation of="${name}">: ${modelSource(context)} has no operation named ${name}.${nearestName(context, name, 'operations')}`);
    context.shows.operations.push({name, id: operation.anchor});
    const symbol = operationSymbol(operation);
    if (context.lines === symbol.kind) return [symbolEntry(context, symbol, operation.anchor, operation)];
    // Outside <Operations> there is no heading for it, so the element itself carries the operation's anchor.
    operationElement(node, context, operation, operation.anchor);
  },
  Operations(node, context) {
    const group = attributeValue(node, 'group');
    const category = attributeValue(node, 'category');
    const names = attributeValue(node, 'names');
    const depth = Number(attributeValue(node, 'depth') ?? 3);
    for (const name of names
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? []) {
      if (!context.model.operations.some((operation) => operation.name === name)) {
        fail(context, `<Operations names="...">: ${modelSource(context)} has no operation named ${name}.${nearestName(context, name, 'operations')}`);
      }
    }
    const operations = selectOperations(context.model.operations, {names, group, category});
    if (operations.length === 0) fail(context, `<Operations group="${group ?? ''}" category="${category ?? ''}"> matches no operation.`);
    return operations.flatMap((operation) => {
      context.shows.operations.push({name: operation.name, id: operation.anchor});
      const symbol = operationSymbol(operation);
      if (context.lines === symbol.kind) return [symbolEntry(context, symbol, operation.anchor, operation)];
      const heading: Node = {
        type: 'heading',
        depth,
        children: [{type: 'inlineCode', value: operation.name}],
        data: {hProperties: {id: operation.anchor}},
      };
      const element: Node = {type: 'mdxJsxFlowElement', name: 'Operation', attributes: [], children: []};
      operationElement(element, context, operation);
      return [heading, element];
    });
  },
  ErrorCodeTable(node, context) {
    // `of`: one code's row, with its id and history (the code's own page).
    const of = attributeValue(node, 'of');
    const codes = of ? context.model.errorCodes.filter((code) => code.name === of) : context.model.errorCodes;
    if (of && codes.length === 0) fail(context, `<ErrorCodeTable of="${of}">: ${modelSource(context)} has no error code named ${of}.`);
    setData(node, 'codes', codes);
    if (of) node.attributes = node.attributes?.filter((attribute) => attribute.name !== 'of');
    // Only the full table has a row, with its id, for every code.
    const view = attributeValue(node, 'view');
    if (view && view !== 'all') return;
    if (!of) context.shows.errorCodeTable = true;
    if (!of) setData(node, 'pages', Object.fromEntries(codes.map((code) => [code.name, symbolPagePath(context.base, {kind: 'errorCode', name: code.name})])));
    const history = codes.map((code) => [code.name, context.history({kind: 'errorCode', name: code.name}, code.since).history]);
    if (history.some(([, entry]) => entry)) setData(node, 'history', Object.fromEntries(history));
  },
  NativeErrorMapping(node, context) {
    const platform = required(node, 'platform', context);
    if (platform !== 'ios' && platform !== 'android') fail(context, `<NativeErrorMapping platform="${platform}">: use ios or android.`);
    const {tables, fallback} = nativeErrorTables(context.model.nativeErrors, context.model.errorCodes, platform);
    setData(node, 'tables', tables);
    setData(node, 'fallback', fallback);
    setData(node, 'release', versionLabel(context.version));
  },
  ErrorDecoder(node, context) {
    // Only what its answers show. Interactive, so not listed as filled props: its output changes with each question.
    setData(node, 'codes', context.model.errorCodes.map(errorCodeView));
    setData(node, 'mappings', context.model.nativeErrors);
    setData(node, 'release', versionLabel(context.version));
  },
  PlatformMatrix(node, context) {
    setFilledProps(node, {sections: platformMatrix(context.model, context.base)});
  },
  SandboxProvider(node, context) {
    // The live examples of a page run against the rules of the page's own docs version.
    setData(node, 'sandboxConstants', sandboxConstantsOf(node, context));
    setData(node, 'docsVersion', context.version);
  },
  PlanChangeSimulator(node, context) {
    // The simulator plays changes on the simulated store, with the version's rules and replacement modes.
    const constants = sandboxConstantsOf(node, context);
    setData(node, 'sandboxConstants', constants);
    const choices = () => replacementModeChoices(constants.replacementModes);
    setData(node, 'replacementModes', fromModel(node, context, ReplacementModeError, 'cannot offer its replacement modes', choices));
    // The plans the form offers, so that the page carries them and not the sandbox's whole catalogue.
    setData(node, 'plans', plansByPlatform());
  },
  ReplacementModeTable(node, context) {
    // The modes of the page's own docs version: a released version keeps its modes when spec/ moves on.
    const table = () => replacementModeTable(context.model);
    setData(node, 'table', fromModel(node, context, ReplacementModeError, 'cannot fill the table', table));
  },
  Announcements(node, context) {
    // The news names facts of the specification (Horizon devices, module version): those of the page's docs version.
    const facts = () => announcementsFor(announcedFactsOf(context.model.constants));
    setData(node, 'items', fromModel(node, context, AnnouncementFactsError, 'cannot fill the announcements', facts));
  },
  SpecConst(node, context) {
    const name = required(node, 'name', context);
    const value = name.split('.').reduce<unknown>((current, key) => {
      if (current === null || typeof current !== 'object' || !(key in current)) return undefined;
      return (current as Record<string, unknown>)[key];
    }, context.model.constants);
    if (value === undefined || (value !== null && typeof value === 'object' && !Array.isArray(value))) {
      fail(
        context,
        `<SpecConst name="${name}">: ${modelSource(context)} has no constant value at "${name}".${didYouMean(name, constantPaths(context.model.constants))}`,
      );
    }
    // In a heading the value is written as text: the heading's anchor and its table-of-contents entry are made from
    // the heading's text, and would otherwise leave a gap where the number goes.
    if (context.insideHeading) return [{type: 'text', value: formatConstant(value)} as Node];
    setData(node, 'value', value);
  },
  Version(node, context) {
    // The package version is known when the page is built, from the versions file of its docs version: the page
    // carries the text, and the reader's browser needs neither the versions files nor the code that reads them.
    const key = required(node, 'of', context) as VersionKey;
    // at="tag": the version at the release's git tag, where the docs describe later module releases than it held.
    const at = attributeValue(node, 'at');
    if (at !== undefined && at !== 'tag') fail(context, `<Version of="${key}" at="${at}">: "at" takes only "tag".`);
    const textOf = at === 'tag' ? packageVersionAtTagText : packageVersionText;
    let text: string;
    try {
      text = textOf(versionsOfDocsVersion(readVersionsFiles(context.siteDir), context.version), key, context.version);
    } catch (error) {
      fail(context, (error as Error).message);
    }
    // In a heading it is written as text, as SpecConst is, for the heading's anchor and table-of-contents entry.
    if (context.insideHeading) return [{type: 'text', value: text} as Node];
    setData(node, 'text', text);
  },
};

/**
 * What `make` derives from the page's model. A model that lacks something it needs (an `expected` error) stops the
 * build, naming the element and the model file: the page would otherwise show another version's rules or facts.
 */
function fromModel<T>(node: Node, context: Context, expected: new (message: string) => Error, cannot: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof expected)) throw error;
    fail(context, `<${node.name}>: ${modelSource(context)} ${cannot}: ${error.message}`);
  }
}

const sandboxConstantsOf = (node: Node, context: Context): SandboxConstants =>
  fromModel(node, context, SandboxModelError, 'cannot drive the sandbox', () => sandboxConstantsFromModel(context.model));

/** Where the page's model comes from, for messages: spec/ for Next, the frozen model file for a release. */
function modelSource(context: Context): string {
  return context.version === 'current'
    ? 'spec/'
    : `the ${context.version} model (${path.relative(process.cwd(), snapshotPath(context.siteDir, context.version))})`;
}

/** The dotted paths of a model's constant values (`minimumIOSVersions.externalPurchaseApis`), for suggestions. */
function constantPaths(constants: unknown, prefix = ''): string[] {
  if (constants === null || typeof constants !== 'object' || Array.isArray(constants)) return prefix ? [prefix] : [];
  return Object.entries(constants).flatMap(([key, value]) => constantPaths(value, prefix ? `${prefix}.${key}` : key));
}

function transform(node: Node, context: Context): void {
  if (!node.children) return;
  const next: Node[] = [];
  for (const child of node.children) {
    context.at = placeOf(child);
    if (isLiveCode(child) && !context.insideSandbox) {
      fail(context, 'a live code block (```jsx live) must be inside <SandboxProvider>, which gives its simulated store the rules of this docs version.');
    }
    const handler = isJsxElement(child) && child.name ? HANDLERS[child.name] : undefined;
    const replacement = handler?.(child, context);
    if (replacement) {
      next.push(...replacement);
      continue;
    }
    const inner =
      child.name === 'SandboxProvider' && isJsxElement(child)
        ? {...context, insideSandbox: true}
        : child.type === 'heading'
          ? {...context, insideHeading: true}
          : context;
    transform(child, inner);
    next.push(child);
  }
  node.children = node.type === 'heading' ? joinTexts(next) : next;
}

/**
 * Adjacent texts as one: a heading whose text is a single string gets its link's label ("Direct link to ...") from
 * that text rather than from its anchor.
 */
function joinTexts(nodes: Node[]): Node[] {
  return nodes.reduce<Node[]>((joined, node) => {
    const last = joined.at(-1);
    if (last?.type === 'text' && node.type === 'text') joined[joined.length - 1] = {...last, value: `${String(last.value)}${String(node.value)}`};
    else joined.push(node);
    return joined;
  }, []);
}

/** A page's code may name only operations, types, fields and values of its own docs version (./versionNames.ts says why). */
function checkNamesOfVersion(tree: Node, context: Context): void {
  const models = new Map(docsVersionsOf(context.siteDir).map((version) => [version, loadModelForVersion(context.siteDir, version)] as const));
  if (!models.has(context.version)) return;
  const foreign = foreignNamesOnPage(tree, namesMissingFrom(context.version, models), namesMissingFrom(context.version, models, specMembersOf));
  if (foreign.length > 0) {
    // Each entry is `name (in 1.2.3, Next)`.
    const first = foreign[0].replace(/ \(in .*\)$/, '');
    const names = [...specNamesOf(context.model), ...specMembersOf(context.model)];
    fail(
      context,
      `its code names ${foreign.join(', ')}, which ${modelSource(context)} does not have.${didYouMean(first, names)} Teach what this version has, or write the old name in prose.`,
      placeInCode(tree, first),
    );
  }
}

/** A page's code may not declare a type of its version's model by hand (./handDeclarations.ts says why). */
function checkHandDeclarations(tree: Node, context: Context): void {
  const specTypes = specTypeNamesOf(context.model);
  const declared = handDeclaredSpecTypes(tree, specTypes);
  if (declared.length > 0) {
    const tables = [...new Set(declared.map((name) => `<TypeTable of="${specTypes.get(name)}" />`))].join(', ');
    fail(
      context,
      `its code declares ${declared.join(', ')} by hand, a type of ${modelSource(context)}. Show it with ${tables}, which renders this version's declaration, or remove the block.`,
      placeInCode(tree, declared[0]),
    );
  }
}

function pageContext(siteDir: string, docsRoutes: DocsRoutes, filePath: string): Context {
  const version = docsVersionOfFile(filePath);
  const comparisons = releaseComparisons(siteDir);
  return {
    model: loadModelForVersion(siteDir, version),
    base: docsBasePath(siteDir, version, docsRoutes),
    file: filePath,
    version,
    shows: {operations: [], types: [], errorCodeTable: false},
    siteDir,
    history: (symbol, tagged) => (comparisons.length > 0 ? {history: symbolHistory(comparisons, version, symbol, tagged)} : {}),
    lines: entriesAsLines(siteDir, filePath),
  };
}

/** The components that put an anchor on a page; a page without any shows no operation, table or error row. */
const ANCHORING_COMPONENT = /<(Operations?|TypeTable|ErrorCodeTable)\b/;

/** What a released page showed, by the same pass as when it is rendered; released pages are frozen, so once each. */
const releasedPageShows = new Map<string, PageShows>();

/**
 * What the page in `file` shows, without rendering it: for a page of an older release that the page being compiled is
 * compared with (plugins/migrations). Pages of released versions are read once.
 */
export function pageShowsOfFile(siteDir: string, docsRoutes: DocsRoutes, file: string): PageShows {
  const known = releasedPageShows.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const context = pageContext(siteDir, docsRoutes, file);
  if (ANCHORING_COMPONENT.test(source)) transform(parseMdx(source) as unknown as Node, context);
  if (context.version !== 'current') releasedPageShows.set(file, context.shows);
  return context.shows;
}

export default function remarkSpecModel({siteDir, docsRoutes}: RemarkSpecModelOptions) {
  return (tree: Node, file: MdxFile): void => {
    const filePath = pageFileOf(file);
    const context = pageContext(siteDir, docsRoutes, filePath);
    checkNamesOfVersion(tree, context);
    checkHandDeclarations(tree, context);
    transform(tree, context);
    tree.data = {...(tree.data as Record<string, unknown> | undefined), [PAGE_SHOWS]: context.shows};
  };
}
