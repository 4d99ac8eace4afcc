/**
 * Every symbol (operation, listener, type, error code) of every docs version has a page of its own under the page that
 * indexes its kind: `/docs/apis/request-purchase`, `/docs/2.4.4/types/purchase-ios`. The index keeps the symbol's entry
 * and anchor; the symbol's page is where a link to the symbol goes.
 */
import {operationSymbol, type SymbolKey} from './migration';
import {toAnchor, type SpecModel} from './specModel';

export type SymbolKind = SymbolKey['kind'];

/** The index page of each kind, by its path under a version's base, and how the page names it. */
export const SYMBOL_INDEXES: Record<SymbolKind, {path: string; title: string}> = {
  operation: {path: 'apis', title: 'APIs'},
  event: {path: 'events', title: 'Events'},
  declaration: {path: 'types', title: 'Types'},
  errorCode: {path: 'errors', title: 'Errors'},
};

/** A symbol's page, from its version's base path: `/docs/next` + operation requestPurchase → `/docs/next/apis/request-purchase`. */
export function symbolPagePath(base: string, {kind, name}: SymbolKey): string {
  return `${base}/${SYMBOL_INDEXES[kind].path}/${toAnchor(name)}`;
}

/** The id of a field's row on its type's page: `displayNameIOS` → `field-display-name-ios`. */
export function fieldAnchor(name: string): string {
  return `field-${toAnchor(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * The path that a version's symbol pages, and nothing else, match: `/docs/next/:index(apis|events|types|errors)/:symbol`.
 * One route of this path holds a version's pages (src/components/SymbolPages). The app matches an address against the
 * routes in turn, at start-up and on each navigation, and the pages' routes come before the docs' own: side by side,
 * 468 of them made opening Life Cycle run 10,586 route expressions and each navigation 2,683; held this way, 1,096
 * make it 843 and 368.
 */
export function symbolPagesPattern(base: string): string {
  return `${base}/:index(${[...new Set(Object.values(SYMBOL_INDEXES).map((index) => index.path))].join('|')})/:symbol`;
}

/** Every symbol of a model with its one-line summary: operations and listeners, types, then error codes. */
export function symbolsOf(model: SpecModel): Array<SymbolKey & {summary: string}> {
  return [
    ...model.operations.map((operation) => ({...operationSymbol(operation), summary: operation.summary})),
    ...model.types.map(({name, summary}) => ({kind: 'declaration' as const, name, summary})),
    ...model.errorCodes.map(({name, summary}) => ({kind: 'errorCode' as const, name, summary})),
  ];
}

/** The element that draws a symbol's entry, as a docs page writes it: `<Operation of="requestPurchase" />`. */
export function symbolElement({kind, name}: SymbolKey): string {
  const element = kind === 'declaration' ? 'TypeTable' : kind === 'errorCode' ? 'ErrorCodeTable' : 'Operation';
  return `<${element} of="${name}" />`;
}

/** The docs sidebar the symbol pages show, by its id in sidebars.ts and versioned_sidebars/. */
export const SYMBOL_PAGES_SIDEBAR = 'docs';

/** A link to another symbol from a symbol's page. */
export interface SymbolLink {
  name: string;
  href: string;
}

/**
 * What a symbol's page shows: its entry as the index draws it (`view`, the props of that kind's component), and more.
 * `Sidebar` is the docs plugin's `PropSidebar`, named by the two sides, as shared/ imports no package.
 */
export interface SymbolPageData<Sidebar = unknown[]> {
  symbol: SymbolKey;
  /** Its one-sentence summary as plain text, the page's description. */
  summary: string;
  /** Its docs version, as the docs plugin describes it. */
  version: {name: string; label: string; isLast: boolean; banner: 'unreleased' | 'unmaintained' | null; badge: boolean; className: string; noIndex: boolean};
  /** The symbol's entry on its index page. */
  index: {title: string; href: string};
  /** The props of the component that draws the entry: Operation, TypeTable or ErrorCodeTable. */
  view: Record<string, unknown>;
  /** The operations that take or return it, throw it, or the types that hold it. */
  usedBy: SymbolLink[];
  /** An error code's: the store errors the library reports as it, by platform (`7 · ITEM_ALREADY_OWNED`). */
  reportedFor?: Array<{platform: string; labels: string[]}>;
  /** Its version's docs sidebar, as a docs page of that version draws it (plugins/symbol-pages/sidebar.ts). */
  sidebar: Sidebar;
  /** By docs version name: the same symbol's page in that version, else that version's index page of its kind. */
  inVersions: Record<string, string>;
}

/**
 * Every symbol page's data as the server bundle has it: each version's sidebar once, by version name, and each page
 * without it (a page's data in its HTML has its version's).
 */
export interface SymbolPagesData<Sidebar = unknown[]> {
  pages: Record<string, Omit<SymbolPageData<Sidebar>, 'sidebar'>>;
  sidebars: Record<string, Sidebar>;
}
