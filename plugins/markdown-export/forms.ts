/**
 * The Markdown forms of the components the docs pages use, for the pages' `.md` copies. Each one writes what the
 * component shows in the page's HTML, from the same data: the spec model of the page's docs version (filled in by the
 * spec-model remark plugin), openiap-versions.json, the type bundles and the site's data files. Tables keep the HTML
 * table's columns and rows, so a reader of the Markdown sees what a reader of the page sees.
 *
 * Each component's declaration (plugins/page-components) names its form here. An element with no declaration has no
 * Markdown form: the conversion stops and names it (./convert.ts), so a new component cannot silently vanish from
 * the Markdown copies.
 */
import type {BlockContent, Nodes, PhrasingContent} from 'mdast';
import {phrasing} from 'mdast-util-phrasing';
import type {MdxNode} from '../mdx-tree/nodes';
import type {ErrorCodeModel, OperationView, TypeModel} from '../../shared/specModel';
import type {HistoryStep, SymbolHistory} from '../../shared/migration';
import type {OpenIapVersions} from '../../shared/openIapVersions';
import type {TypeBundlesByVersion} from '../../shared/typeBundles';
import {MarkdownExportError} from './attributes';
import {bulletList, code, docBlocks, docInline, heading, inlineCode, joined, link, paragraph, strong, table, text} from './mdast';
import {formatConstant} from '../../shared/specConstFormat';
import {fillVersions} from '../../shared/versionPlaceholders';
import {codesFor, NO_AUTOMATIC_RETRY, type View} from '../../shared/errorCodeViews';
import {NATIVE_COLUMN_LABEL, NATIVE_SOURCE_NAME, NATIVE_SOURCE_TITLE, OPENIAP_CODE_LABEL} from '../../shared/nativeErrorLabels';
import type {NativeErrorTable, NativeErrorTableRow, NativeErrorTablesView} from '../../shared/nativeErrorTables';
import {PLATFORM_LABELS} from '../../shared/platformLabels';
import {replacementModeCells, type ReplacementModeCell, type ReplacementModeTableData} from '../../shared/replacementModes';
import {badges} from '../../shared/versionBadges';
import {unpublishedDetails} from '../../shared/typeBundleVersion';
import {packagesAtTag, releaseTagOf} from '../../shared/releaseTag';
import {formatAnnouncementDate, type Announcement} from '../../shared/announcements';
import {resolveDocLink} from '../../shared/docLink';
import {releaseAssetUrl, releasePageUrl, site} from '../../shared/site';
import {FACT_KIND_LABELS} from '../../shared/factKinds';
import {removedInText, type RemovedEntry} from '../../shared/removedEntries';
import {AVAILABILITY_LABEL, AVAILABILITY_MARK, MATRIX_PLATFORMS, type MatrixSection} from '../../shared/platformMatrix';

/** What a component's Markdown form may need besides its own props. */
export interface RenderContext {
  /** The docs version of the page: "current" (Next) or a release. */
  versionName: string;
  /** The URL path of that version, with the site's base URL: `/docs/next`. */
  versionPath: string;
  /** The versions file of the page's docs version: Next's openiap-versions.json or a release's frozen copy. */
  openIapVersions: OpenIapVersions;
  typeBundles: TypeBundlesByVersion;
  /** An absolute address for a link as a page or the spec model writes it (`/docs/types/product`, `#row`). */
  href(url: string): string;
  /** The absolute address of the page being written. */
  pageUrl?: string;
  /** The element's children, converted. */
  children(node: MdxNode): Nodes[];
}

export type Renderer = (props: Record<string, unknown>, node: MdxNode, context: RenderContext) => Nodes[];

type Platform = keyof typeof PLATFORM_LABELS;

function platformLabel(platform: unknown, where: string): string {
  const label = PLATFORM_LABELS[platform as Platform];
  if (!label) throw new MarkdownExportError(`${where}: "${String(platform)}" is not a platform (use ios or android).`);
  return label;
}

function required<T>(props: Record<string, unknown>, name: string, element: string): T {
  const value = props[name];
  if (value === undefined || value === null) throw new MarkdownExportError(`<${element}> needs its ${name} prop, and has none.`);
  return value as T;
}

/** A type as the site writes it, in code style; the page links the type names, Markdown cannot inside code. */
const typeCode = (type: string) => inlineCode(type);

/** "(iOS, optional)": the badges of a name cell, worded as on the page. */
function notes(...words: Array<string | false | undefined>): PhrasingContent[] {
  const present = words.filter((word): word is string => Boolean(word));
  return present.length ? [text(` (${present.join(', ')})`)] : [];
}

function listOfTypes(names: string[]): PhrasingContent[] {
  return joined(
    names.map((name) => [typeCode(name)]),
    ', ',
  );
}

/** "Since 1.2.3 · changed in 2.4.4, 3.2.1 · removed in Next", as the page's line, each release linked to its entry. */
function historyLine(history: SymbolHistory | undefined, context: RenderContext): PhrasingContent[] {
  if (!history) return [];
  const release = (step: HistoryStep): PhrasingContent => (step.href ? link(context.href(step.href), text(step.release)) : text(step.release));
  const parts: PhrasingContent[][] = [[text('Since '), release(history.since)]];
  if (history.changed.length > 0)
    parts.push([
      text('changed in '),
      ...joined(
        history.changed.map((step) => [release(step)]),
        ', ',
      ),
    ]);
  if (history.removed) parts.push([text('removed in '), release(history.removed)]);
  return joined(parts, ' · ');
}

/** The link to the symbol's own page, as the web page's "Page"; none on that page itself. */
function ownLink(props: Record<string, unknown>, context: RenderContext): PhrasingContent[][] {
  if (typeof props.ownPage !== 'string') return [];
  const target = context.href(props.ownPage);
  return target === context.pageUrl ? [] : [[link(target, text('Page'))]];
}

export function typeTable(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const type = required<TypeModel>(props, 'type', 'TypeTable');
  const fields = type.fields;
  const meta: PhrasingContent[][] = [[strong(inlineCode(type.name))]];
  if (type.platform) meta.push([text(platformLabel(type.platform, `<TypeTable of="${type.name}">`))]);
  if (type.extends) meta.push([text('extends '), ...listOfTypes(type.extends)]);
  if (type.schemaName) meta.push([text('Schema name: '), inlineCode(type.schemaName)]);
  meta.push(...ownLink(props, context));
  const blocks: Nodes[] = [paragraph(...joined(meta, ' · '))];
  if (props.history) blocks.push(paragraph(...historyLine(props.history as SymbolHistory, context)));
  if (!props.hideDescription) blocks.push(paragraph(...docInline(type.summary)), ...docBlocks(type.remarks));
  if (type.deprecated) blocks.push(paragraph(text('Deprecated: '), ...docInline(type.deprecated)));
  if (fields && fields.length > 0) {
    blocks.push(
      table(
        [[text('Field')], [text('Type')], [text('Description')]],
        fields.map((field) => [
          [inlineCode(`${field.name}${field.optional ? '?' : ''}`), ...notes(field.platform && PLATFORM_LABELS[field.platform], field.optional && 'optional')],
          [typeCode(field.type)],
          [
            ...docInline(field.summary),
            ...(field.deprecated ? [text(' Deprecated: '), ...docInline(field.deprecated)] : []),
            ...(field.inheritedFrom ? [text(` (from ${field.inheritedFrom})`)] : []),
          ],
        ]),
      ),
    );
  }
  if (type.kind === 'alias' && !type.members && type.aliasOf) blocks.push(paragraph(text('Defined as '), typeCode(type.aliasOf)));
  if (type.members) {
    const isEnum = type.kind === 'enum';
    blocks.push(
      table(
        isEnum ? [[text('Member')], [text('Value')], [text('Description')]] : [[text('Value')]],
        type.members.map((member) =>
          isEnum
            ? [[inlineCode(member.name), ...notes(member.platform && PLATFORM_LABELS[member.platform])], [inlineCode(member.value)], docInline(member.summary)]
            : [[inlineCode(member.value)]],
        ),
      ),
    );
  }
  return blocks;
}

/** A symbol's line on its index page: "[`ProductIOS`](page) (iOS): summary — Since 1.2.3", its full entry on that page. */
export function symbolEntry(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const name = required<string>(props, 'name', 'SymbolEntry');
  const history = historyLine(props.history as SymbolHistory | undefined, context);
  return [
    paragraph(
      link(context.href(required<string>(props, 'href', 'SymbolEntry')), inlineCode(name)),
      ...notes(props.platform !== undefined && platformLabel(props.platform, `<SymbolEntry name="${name}">`)),
      text(': '),
      ...docInline(required<string>(props, 'summary', 'SymbolEntry')),
      ...(history.length > 0 ? [text(' — '), ...history] : []),
    ),
  ];
}

/** `fetchProducts(request: ProductRequest): Promise<...>`, built from the parameters as the page's signature is. */
export function signatureOf(operation: OperationView): string {
  const params = operation.params.map((param) => `${param.name}${param.optional ? '?' : ''}: ${param.type}`);
  return `${operation.name}(${params.join(', ')}): ${operation.returns.type}`;
}

export function operation(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const view = required<OperationView>(props, 'operation', 'Operation');
  const errorLinks = (props.errorLinks ?? {}) as Record<string, {code: string; href: string}>;
  const meta: PhrasingContent[][] = [[text(view.category)]];
  if (view.platform) meta.push([text(platformLabel(view.platform, `<Operation of="${view.name}">`))]);
  if (view.since && !props.history) meta.push([text(`since ${view.since}`)]);
  meta.push(...ownLink(props, context));
  // The web page's "Try it live" link, for an operation the sandbox simulates; "Not in the sandbox" is left out, as
  // the Markdown has no sandbox to be missing from.
  if (typeof props.tryLiveHref === 'string') meta.push([link(context.href(props.tryLiveHref), text('Try it live'))]);
  const blocks: Nodes[] = [paragraph(...joined(meta, ' · '))];
  if (props.history) blocks.push(paragraph(...historyLine(props.history as SymbolHistory, context)));
  if (view.deprecated) blocks.push(paragraph(strong(text('Deprecated.')), text(' '), ...docInline(view.deprecated)));
  blocks.push(paragraph(...docInline(view.summary)), code(signatureOf(view), 'ts'), ...docBlocks(view.remarks));
  if (view.params.length > 0) {
    blocks.push(
      paragraph(strong(text('Parameters'))),
      table(
        [[text('Name')], [text('Type')], [text('Description')]],
        view.params.map((param) => [
          [inlineCode(`${param.name}${param.optional ? '?' : ''}`), ...notes(param.optional && 'optional')],
          [typeCode(param.type)],
          docInline(param.summary),
        ]),
      ),
    );
  }
  blocks.push(
    paragraph(
      strong(text('Returns')),
      text(' '),
      typeCode(view.returns.type),
      ...(view.returns.summary ? [text(' — '), ...docInline(view.returns.summary)] : []),
    ),
  );
  if (view.throws.length > 0) {
    blocks.push(
      paragraph(strong(text('Errors'))),
      bulletList(
        view.throws.map((thrown) => {
          const target = errorLinks[thrown.code];
          const name = target ? link(context.href(target.href), inlineCode(target.code)) : inlineCode(thrown.code);
          return [name, ...(thrown.text ? [text(' — '), ...docInline(thrown.text)] : [])];
        }),
      ),
    );
  }
  const example = (props.example as string | undefined) ?? view.example;
  if (example) blocks.push(code(example, 'ts', 'Example'));
  return blocks;
}

export function errorCodeTable(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const codes = required<ErrorCodeModel[]>(props, 'codes', 'ErrorCodeTable');
  const view = (props.view ?? 'all') as View;
  if (!['all', 'handling', 'retry'].includes(view)) throw new MarkdownExportError(`<ErrorCodeTable view="${view}">: use all, handling or retry.`);
  const header = [[text('Code')]];
  if (view === 'all') header.push([text('Meaning')]);
  if (view !== 'retry') header.push([text('Recommended handling')]);
  if (view !== 'handling') header.push([text('Retry')]);
  const rows = codesFor(codes, view).map((entry) => {
    // As on the page: the code links its own page; a table of a few columns, its row.
    const target = (props.pages as Record<string, string> | undefined)?.[entry.name] ?? `#${entry.anchor}`;
    const name = view === 'all' ? link(context.href(target), inlineCode(entry.code)) : inlineCode(entry.code);
    const cells: PhrasingContent[][] = [[name, text(' '), inlineCode(`ErrorCode.${entry.name}`), ...notes(entry.platform && PLATFORM_LABELS[entry.platform])]];
    const history = (props.history as Record<string, SymbolHistory> | undefined)?.[entry.name];
    if (view === 'all') cells.push([...docInline(entry.summary), ...(history ? [text(' — '), ...historyLine(history, context)] : [])]);
    if (view !== 'retry') cells.push(entry.handling ? docInline(entry.handling) : [text('—')]);
    if (view !== 'handling') cells.push([text(entry.retry ? entry.retry.description : NO_AUTOMATIC_RETRY)]);
    return cells;
  });
  return [table(header, rows)];
}

export function nativeErrorMapping(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const tables = required<NativeErrorTable[]>(props, 'tables', 'NativeErrorMapping');
  const fallback = props.fallback as NativeErrorTablesView['fallback'];
  const release = typeof props.release === 'string' ? props.release : '';
  const whose = release ? `The ${release} module` : 'The module';
  const outcome = (row: NativeErrorTableRow): PhrasingContent[] =>
    row.code && row.anchor ? [link(context.href(`#${row.anchor}`), inlineCode(row.code))] : [inlineCode(row.wire ?? ''), text(' (not an ErrorCode value)')];
  const nodes: Nodes[] = [];
  for (const entry of tables) {
    nodes.push(paragraph(strong(text(`${NATIVE_SOURCE_TITLE[entry.source]} (`), inlineCode(NATIVE_SOURCE_NAME[entry.source]), text(')'))));
    if (entry.rows.length === 0) nodes.push(paragraph(text(`${whose} maps no `), inlineCode(NATIVE_SOURCE_NAME[entry.source]), text('.')));
    else
      nodes.push(
        table(
          [[text(NATIVE_COLUMN_LABEL)], [text(OPENIAP_CODE_LABEL)]],
          entry.rows.map((row) => [[inlineCode(row.label)], outcome(row)]),
        ),
      );
  }
  if (fallback)
    nodes.push(paragraph(text(`${whose} reports `), link(context.href(`#${fallback.anchor}`), inlineCode(fallback.code)), text(' for any other store error.')));
  return nodes;
}

function announcementLink(item: Announcement, context: RenderContext): PhrasingContent[] {
  return item.link ? [link(context.href(resolveDocLink(item.link.to, context.versionPath)), text(item.link.label))] : [];
}

export function announcements(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const items = required<Announcement[]>(props, 'items', 'Announcements');
  if (props.variant === 'compact') {
    return [
      bulletList(
        items.map((item) => [
          text(`${formatAnnouncementDate(item.date)}: `),
          strong(text(item.title)),
          ...(item.link ? [text(' · '), ...announcementLink(item, context)] : []),
        ]),
      ),
    ];
  }
  return items.flatMap((item): Nodes[] => [
    heading(2, text(item.title)),
    paragraph(text(formatAnnouncementDate(item.date))),
    paragraph(text(item.text)),
    ...(item.link ? [paragraph(...announcementLink(item, context))] : []),
  ]);
}

export function typeBundleDownload(_props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const version = context.openIapVersions.gql;
  const tag = releaseTagOf(context.openIapVersions);
  const bundles = context.typeBundles[version];
  const title = paragraph(strong(text(`Download the type definitions of OpenIAP ${version}`)));
  if (!bundles || bundles.length === 0) {
    return [
      title,
      paragraph(
        text(`No type bundles are listed for ${version}. `),
        tag ? link(releasePageUrl(tag), text(`See release ${version}`)) : link(site.releasesUrl, text('See all releases')),
      ),
    ];
  }
  if (!tag) {
    return [
      title,
      paragraph(text(`The git tag of ${version} is not recorded, so its bundles cannot be linked. `), link(site.releasesUrl, text('See all releases'))),
    ];
  }
  return [
    title,
    bulletList(
      bundles.map((bundle) => {
        const missing = unpublishedDetails(bundle);
        return [
          link(releaseAssetUrl(tag, bundle.filename), text(`${bundle.label} (${bundle.filename})`)),
          ...(bundle.size ? [text(` · ${bundle.size}`)] : []),
          ...(bundle.sha256 ? [text(' · SHA-256 '), inlineCode(bundle.sha256)] : []),
          ...(missing ? [text(` · ${missing}; see `), link(releasePageUrl(tag), text(`the release page of ${version}`))] : []),
        ];
      }),
    ),
    paragraph(text('Generated from the specification and attached to '), link(releasePageUrl(tag), text(`release ${version}`)), text('.')),
  ];
}

/** One table per section, with the page's columns, rows and marks; the table's caption becomes a bold line above it. */
export function platformMatrix(props: Record<string, unknown>, _node: MdxNode, context: RenderContext): Nodes[] {
  const sections = required<MatrixSection[]>(props, 'sections', 'PlatformMatrix');
  return sections.flatMap((section): Nodes[] => [
    paragraph(strong(text(section.title))),
    table(
      [[text('Name')], ...MATRIX_PLATFORMS.map(({label}) => [text(label)])],
      section.rows.map((row) => [
        [link(context.href(row.href), inlineCode(row.owner ? `${row.owner}.${row.name}` : row.name)), ...(row.detail ? [text(` ${row.detail}`)] : [])],
        ...MATRIX_PLATFORMS.map(({key}) => [text(`${AVAILABILITY_MARK[row[key]]} ${AVAILABILITY_LABEL[row[key]]}`)]),
      ]),
    ),
  ]);
}

/** An interactive tool of the web page: in Markdown, one line that says what it does and where to use it. */
function onTheWebPage(what: string, rest = ''): Renderer {
  return (_props, _node, context) => [paragraph(text(`The web page has ${what}: `), link(context.href(''), text(context.href(''))), text(`.${rest}`))];
}

export function tabItem(props: Record<string, unknown>, node: MdxNode, context: RenderContext): Nodes[] {
  const label = platformLabel(props.value, '<TabItem value>');
  return [paragraph(strong(text(label))), ...context.children(node)];
}

/** The children alone: the element only arranges or configures them. */
export const unwrap: Renderer = (_props, node, context) => context.children(node);

export const specConst: Renderer = (props) => [text(formatConstant(required(props, 'value', 'SpecConst')))];

export const version: Renderer = (props) => [text(required<string>(props, 'text', 'Version'))];

export const versionedCode: Renderer = (props, _node, context) => {
  const template = required<string>(props, 'code', 'VersionedCode');
  return [code(fillVersions(template, context.openIapVersions), required<string>(props, 'language', 'VersionedCode'), props.title as string | undefined)];
};

export const platformBadge: Renderer = (props) => (props.platform ? [text(platformLabel(props.platform, '<PlatformBadge platform>'))] : []);

export const accordionItem: Renderer = (props, node, context) => {
  const title = required<unknown>(props, 'title', 'AccordionItem');
  if (typeof title !== 'string') throw new MarkdownExportError('<AccordionItem title> must be text.');
  return [paragraph(strong(text(title))), ...context.children(node)];
};

/** The chart's own Mermaid source: a reader or an assistant that knows Mermaid reads the diagram from it. */
export const diagram: Renderer = (props) => {
  const chart = required<string>(props, 'chart', 'Diagram');
  const caption = typeof props.caption === 'string' ? [paragraph(text(props.caption))] : [];
  return [code(chart.replace(/^\n+|\s+$/g, ''), 'mermaid'), ...caption];
};

export const versionBadges: Renderer = (_props, _node, context) => [
  bulletList(badges.map((badge) => [text(`${badge.caption}: `), link(badge.href, text(badge.text(context.openIapVersions)))])),
];

/** The anchors older releases had on the page: one item each, as the page lists them. */
export const removedEntries: Renderer = (props, _node, context) => {
  const entries = required<RemovedEntry[]>(props, 'entries', 'RemovedEntries');
  return [
    bulletList(
      entries.map((entry) => [
        inlineCode(entry.name),
        text(
          ` (${FACT_KIND_LABELS[entry.kind].one}): ${removedInText(entry.removedIn)}.${entry.successor ? ` Instead: ${entry.successor}` : ''} Last documented in `,
        ),
        link(context.href(entry.lastHref), text(entry.lastVersion)),
        text('.'),
      ]),
    ),
  ];
};

export const schemaReleases: Renderer = (_props, _node, context) => {
  const tag = releaseTagOf(context.openIapVersions);
  const atTag = packagesAtTag(context.openIapVersions);
  return [
    bulletList([
      [text('Latest schema tag: '), tag ? link(releasePageUrl(tag), text(tag)) : text('—')],
      ...(tag && atTag ? [[text(`Packages at this tag: ${atTag}`)]] : []),
      [text('All schema releases: '), link(site.releasesUrl, text('View all releases'))],
    ]),
  ];
};

export const errorDecoder = onTheWebPage(
  "an interactive decoder that turns a store's numeric code or an OpenIAP code name into the code your app receives",
  " The tables of this page hold the same mapping: each store's codes and the OpenIAP code they become, and what each code means and what to do about it.",
);

export const planChangeSimulator = onTheWebPage(
  'an interactive simulator that plays a plan change on a simulated store and lists its timeline up to the next renewal',
);

/** A cell of the replacement-mode table, in Markdown. */
function modeCell(cell: ReplacementModeCell) {
  return [cell.code ? inlineCode(cell.text) : text(cell.text)];
}

export const replacementModeTable: Renderer = (props) => {
  const {head, body} = replacementModeCells(required<ReplacementModeTableData>(props, 'table', 'ReplacementModeTable'));
  return [
    table(
      head.map(modeCell),
      body.map((row) => row.map(modeCell)),
    ),
  ];
};

/**
 * Block content only: phrasing that a component returned where a block stands is put in a paragraph. The converted
 * nodes are plain Markdown: none of the MDX, directive or math nodes that `phrasing` also counts is left in them.
 */
export function asBlocks(nodes: Nodes[]): BlockContent[] {
  const blocks: BlockContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.length) blocks.push(paragraph(...run));
    run = [];
  };
  for (const node of nodes) {
    if (phrasing(node)) run.push(node);
    else {
      flush();
      blocks.push(node as BlockContent);
    }
  }
  flush();
  return blocks;
}
