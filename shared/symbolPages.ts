/**
 * Every symbol (operation, listener, type, error code) of the newest release and of Next has a page of its own under
 * the page that indexes its kind: `/docs/apis/request-purchase`, `/docs/next/types/purchase-ios`. The index keeps the
 * symbol's entry and anchor; the symbol's page is where a link to the symbol goes.
 *
 * Why not the older releases too: every route is listed in the code every page loads and runs at start-up, about
 * 18 bytes gzipped and 30 µs of script work per route on this project's machine. Pages for all five versions (1,096
 * routes) made every page's start-up scripts 22.7 KiB heavier and their first run 59 ms instead of 26 ms; these two
 * versions (468 routes) cost 10.7 KiB and 18 ms. An older release keeps each symbol's entry on its index pages.
 */
import {operationSymbol, type SymbolKey} from './migration';
import {toAnchor, type SpecModel} from './specModel';

export type SymbolKind = SymbolKey['kind'];

/** Whether a docs version has symbol pages: Next ('current') and the newest release (`newestRelease`, none before one). */
export function hasSymbolPages(version: string, newestRelease: string | undefined): boolean {
  return version === 'current' || version === newestRelease;
}

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

/** A link to another symbol from a symbol's page. */
export interface SymbolLink {
  name: string;
  href: string;
}

/** What a symbol's page shows: its entry as the index draws it (`view`, the props of that kind's component), and more. */
export interface SymbolPageData {
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
}
