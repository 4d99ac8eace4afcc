/**
 * What changes between two releases of the specification, from their frozen spec models. The migration pages
 * (built per pair of consecutive releases) and the release picker (in the browser, from per-release files of the same
 * facts) both compare with these functions, so a page and the picker never disagree.
 */
import {NATIVE_ERROR_SOURCES, toAnchor, typeTableId, type OperationModel, type SpecModel, type TypeModel} from './specModel';
import {FACT_KINDS, type FactKind} from './factKinds';
import {docsRoutes} from './docsRoutes';

/**
 * One comparable thing of a release. `name` is unique within its kind: a field is `Type.field`, an enum value
 * `Enum.Member`, a store error that a module reports as an error code `Code.source.name`
 * (`UserCancelled.skError.paymentCancelled`), everything else its own name. `owner` is the declaration a field or
 * enum value belongs to, or the error code a store error is reported as.
 */
export interface Fact {
  kind: FactKind;
  name: string;
  owner?: string;
  /** A field's type, an alias's aliased type, an operation's or event's signature, a value's literal, a code's wire value. */
  shape?: string;
  /** Fields only. */
  optional?: boolean;
  deprecated?: boolean;
}

/** The comparable facts of one release: what the picker downloads per release. */
export interface ReleaseFacts {
  version: string;
  facts: Fact[];
}

/** Which aspect of a kept thing changed; the words the pages use for it. */
export type ChangeAspect = 'type' | 'optionality' | 'signature' | 'value';

export interface FactChange {
  kind: FactKind;
  name: string;
  aspect: ChangeAspect;
  from: string;
  to: string;
}

export interface MigrationDiff {
  from: string;
  to: string;
  added: Fact[];
  removed: Fact[];
  changed: FactChange[];
  /** Things present in both releases that the newer one deprecates and the older one did not. */
  deprecated: Fact[];
}

/**
 * A type or signature as the comparison sees it: how it is laid out in spec/ (line breaks, a leading `|` before the
 * first member of a union) is not a change.
 */
export function comparableText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\|\s*/, '')
    .replace(/([([<{]) /g, '$1')
    .replace(/ ([)\]>}])/g, '$1');
}

const deprecation = (text: string | undefined): {deprecated?: true} => (text !== undefined ? {deprecated: true} : {});

/** Whether a type is the enum of the error codes: every member of it is an error code. */
function isErrorCodeEnum(type: TypeModel, errorCodes: ReadonlySet<string>): boolean {
  return type.kind === 'enum' && Boolean(type.members?.length) && type.members!.every((member) => errorCodes.has(member.name));
}

/** The facts of a spec model that a migration compares. Inherited fields are left to the type that declares them. */
export function releaseFacts(version: string, model: SpecModel): ReleaseFacts {
  const facts: Fact[] = [];
  const errorCodes = new Set(model.errorCodes.map((code) => code.name));
  for (const type of model.types) {
    facts.push({
      kind: 'declaration',
      name: type.name,
      shape: type.aliasOf !== undefined ? comparableText(type.aliasOf) : type.kind,
      ...deprecation(type.deprecated),
    });
    for (const field of type.fields ?? []) {
      if (field.inheritedFrom) continue;
      facts.push({
        kind: 'field',
        name: `${type.name}.${field.name}`,
        owner: type.name,
        shape: comparableText(field.type),
        optional: field.optional,
        ...deprecation(field.deprecated),
      });
    }
    // The error codes' own enum lists each code again as a member: the error code's line says it once.
    if (isErrorCodeEnum(type, errorCodes)) continue;
    for (const member of type.members ?? []) {
      facts.push({
        kind: 'enumValue',
        name: `${type.name}.${member.name}`,
        owner: type.name,
        shape: comparableText(member.value),
        ...deprecation(member.deprecated),
      });
    }
  }
  for (const operation of model.operations) {
    const {kind} = operationSymbol(operation);
    facts.push({kind, name: operation.name, shape: comparableText(operation.signature), ...deprecation(operation.deprecated)});
  }
  for (const code of model.errorCodes) facts.push({kind: 'errorCode', name: code.name, shape: code.code, ...deprecation(code.deprecated)});
  // A store error the module reports as a string outside ErrorCode belongs to no code's history.
  for (const source of NATIVE_ERROR_SOURCES) {
    for (const row of model.nativeErrors.maps[source]) {
      if (row.errorCode !== null) facts.push({kind: 'nativeError', name: `${row.errorCode}.${source}.${row.name}`, owner: row.errorCode});
    }
  }
  return {version, facts};
}

const keyOf = (fact: Pick<Fact, 'kind' | 'name'>) => `${fact.kind}:${fact.name}`;

const SHAPE_ASPECT: Record<FactKind, ChangeAspect> = {
  declaration: 'type',
  field: 'type',
  operation: 'signature',
  event: 'signature',
  enumValue: 'value',
  errorCode: 'value',
  nativeError: 'value',
};

function byName(a: {kind: FactKind; name: string}, b: {kind: FactKind; name: string}): number {
  return FACT_KINDS.indexOf(a.kind) - FACT_KINDS.indexOf(b.kind) || a.name.localeCompare(b.name, 'en');
}

/**
 * What a reader moving from `from` to `to` meets. A field or enum value of a declaration, or a store error of an error
 * code, that was added or removed as a whole is not listed again on its own: the owner's line says it.
 */
export function diffReleases(from: ReleaseFacts, to: ReleaseFacts): MigrationDiff {
  const before = new Map(from.facts.map((fact) => [keyOf(fact), fact]));
  const after = new Map(to.facts.map((fact) => [keyOf(fact), fact]));
  const ownerIn = (facts: Map<string, Fact>, {kind, owner}: Fact) =>
    owner === undefined || facts.has(keyOf({kind: kind === 'nativeError' ? 'errorCode' : 'declaration', name: owner}));

  const added = to.facts.filter((fact) => !before.has(keyOf(fact)) && ownerIn(before, fact));
  const removed = from.facts.filter((fact) => !after.has(keyOf(fact)) && ownerIn(after, fact));
  const changed: FactChange[] = [];
  const deprecated: Fact[] = [];
  for (const fact of to.facts) {
    const old = before.get(keyOf(fact));
    if (!old) continue;
    if (old.shape !== fact.shape) {
      changed.push({kind: fact.kind, name: fact.name, aspect: SHAPE_ASPECT[fact.kind], from: old.shape ?? '', to: fact.shape ?? ''});
    }
    if (fact.kind === 'field' && Boolean(old.optional) !== Boolean(fact.optional)) {
      changed.push({
        kind: fact.kind,
        name: fact.name,
        aspect: 'optionality',
        from: old.optional ? 'optional' : 'required',
        to: fact.optional ? 'optional' : 'required',
      });
    }
    if (fact.deprecated && !old.deprecated) deprecated.push(fact);
  }
  return {
    from: from.version,
    to: to.version,
    added: added.sort(byName),
    removed: removed.sort(byName),
    changed: changed.sort(byName),
    deprecated: deprecated.sort(byName),
  };
}

/** Each version compared with the one before it: the consecutive release pairs, then the newest release with Next. */
export function consecutiveDiffs(versions: readonly string[], facts: (version: string) => ReleaseFacts): MigrationDiff[] {
  return versions.slice(1).map((version, index) => diffReleases(facts(versions[index]), facts(version)));
}

/** Whether two releases differ in anything a migration lists. */
export function isEmptyDiff(diff: MigrationDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length + diff.deprecated.length === 0;
}

/** What a reference page has an entry for: a field or an enum value is part of its declaration's entry, a store error of its code's. */
export interface SymbolKey {
  kind: Exclude<FactKind, 'field' | 'enumValue' | 'nativeError'>;
  name: string;
}

/** An operation's or listener's symbol: the listeners are the events' entries. */
export function operationSymbol({group, name}: Pick<OperationModel, 'group' | 'name'>): SymbolKey & {kind: 'operation' | 'event'} {
  return {kind: group === 'listeners' ? 'event' : 'operation', name};
}

export function symbolOf({kind, name}: {kind: FactKind; name: string}): SymbolKey {
  const owner = name.slice(0, name.indexOf('.'));
  if (kind === 'nativeError') return {kind: 'errorCode', name: owner};
  return kind === 'field' || kind === 'enumValue' ? {kind: 'declaration', name: owner} : {kind, name};
}

/** The id of a symbol's first entry on a pair's page, the same as on its reference page (`type-product-ios`). */
export function symbolAnchor({kind, name}: SymbolKey): string {
  return kind === 'declaration' ? typeTableId(name) : kind === 'errorCode' ? `e-${toAnchor(name)}` : toAnchor(name);
}

/** A release in a symbol's history; `href` is its entry on the pair's page (none for Next), `label` what changed. */
export interface HistoryStep {
  release: string;
  href?: string;
  label?: string;
}

/** Since when a symbol exists, which later releases up to the page's version changed it, and which removed it. */
export interface SymbolHistory {
  since: HistoryStep;
  changed: HistoryStep[];
  removed?: HistoryStep;
}

/** Where the pages live under the docs, and the index page's address without the base URL, which links add. */
export const MIGRATING_PATH = 'migrating';
export const MIGRATING_ROOT = `/${docsRoutes.routeBasePath.replace(/^\/+|\/+$/g, '')}/${MIGRATING_PATH}`;

/** The address segment of a pair's page: `2.4.4-to-3.2.1`. */
export function pairSlug(from: string, to: string): string {
  return `${from}-to-${to}`;
}

/**
 * The hand-written lines that say what to use instead of something removed, keyed by the name a migration gives it
 * (`requestPurchaseOnPromotedProductIOS`, `ProductIOS.displayNameIOS`, `ReplacementModeAndroid.Deferred`; an error code
 * by its member name, `Unknown`).
 */
export type Successors = Record<string, string>;

/** What the page of one pair of releases receives from the migrations plugin. */
export interface MigrationPageData {
  diff: MigrationDiff;
  /** The successor lines of what this pair removed. */
  successors: Successors;
  /** The address of the index page. */
  indexPath: string;
}

/** A pair of consecutive releases, as the index page lists it. */
export interface MigrationPairLink {
  from: string;
  to: string;
  path: string;
  removed: number;
  changed: number;
  deprecated: number;
  added: number;
}

/** What the index page (`/docs/migrating`) receives from the migrations plugin. */
export interface MigrationIndexData {
  /** The released versions, oldest first. */
  releases: string[];
  pairs: MigrationPairLink[];
  successors: Successors;
  /** The folder of the per-release facts files (`<version>.json`) the picker fetches, with the site's base URL. */
  factsPath: string;
}

/** "3 removed, 1 changed, 2 newly deprecated, 12 added". */
export function changeSummary({removed, changed, deprecated, added}: Record<'removed' | 'changed' | 'deprecated' | 'added', number>): string {
  return `${removed} removed, ${changed} changed, ${deprecated} newly deprecated, ${added} added`;
}
