/**
 * The specification as plain data: what the spec-model plugin extracts from spec/*.ts and what the reference
 * components render. Everything here is JSON-serializable, so a released docs version can freeze it in a file.
 */
export type Platform = 'ios' | 'android';

/**
 * The categories an operation may carry in its @category tag: any other value fails the spec model. The search index
 * groups operations by them too.
 */
export const OPERATION_CATEGORIES = [
  'Connection Management',
  'Product Management',
  'Purchase Operations',
  'Subscription Management',
  'Receipt Validation',
  'Storefront',
  'iOS APIs',
  'Android APIs',
] as const;

export interface DocText {
  /** The first paragraph of the TSDoc comment: one or two sentences. */
  summary: string;
  /** The `@remarks` section, Markdown. */
  remarks?: string;
  platform?: Platform;
  deprecated?: string;
  since?: string;
  /** The name the release's GraphQL schema gives it, when spec/ names it differently (the `@schemaName` tag). */
  schemaName?: string;
}

export interface FieldModel extends DocText {
  name: string;
  /** The type as written in spec/, e.g. `string | null` or `SubscriptionPeriod`. */
  type: string;
  optional: boolean;
  /** Set when the field comes from an extended interface. */
  inheritedFrom?: string;
}

export interface MemberModel extends DocText {
  name: string;
  /** The literal value: `'unknown'`, `6`, `'in-app'`. */
  value: string;
}

export type TypeKind = 'interface' | 'alias' | 'enum';

export interface TypeModel extends DocText {
  name: string;
  kind: TypeKind;
  /** The spec file it is declared in, without extension: `products`. */
  module: string;
  /** Interfaces: the interfaces it extends. */
  extends?: string[];
  /** Interfaces: own and inherited fields, in declaration order (inherited first). */
  fields?: FieldModel[];
  /** Enums and unions of literals: the closed set of values. */
  members?: MemberModel[];
  /** Type aliases: the aliased type as written. */
  aliasOf?: string;
}

export type OperationGroup = 'common' | 'ios' | 'android' | 'listeners';

export interface ParameterModel {
  name: string;
  type: string;
  optional: boolean;
  summary: string;
}

export interface ThrowsModel {
  /** An ErrorCode member name, e.g. `NotPrepared`. */
  code: string;
  /** When it is raised. */
  text: string;
}

export interface OperationModel extends DocText {
  name: string;
  group: OperationGroup;
  /** The interface it is declared on, e.g. `CommonOperations`. */
  declaredOn: string;
  category: string;
  /** The heading id on the APIs or Events page: `init-connection`. */
  anchor: string;
  /** `initConnection(config?: InitConnectionConfig): Promise<boolean>` */
  signature: string;
  params: ParameterModel[];
  returns: {type: string; summary: string};
  throws: ThrowsModel[];
  /** The `@example` code, without its fence. */
  example?: string;
}

/**
 * Whether an operation takes its parameters as one object, `finishTransaction(args: {purchase: …; isConsumable?: …})`:
 * the published API does so for every operation of several arguments (a listener's callback is not one of them).
 */
export function takesArgumentObject(params: ReadonlyArray<Pick<ParameterModel, 'name'>>): boolean {
  return params.length > 1 && !params.some((param) => param.name === 'listener');
}

/** An operation's signature as the pages print it: `initConnection(config?: InitConnectionConfig): Promise<boolean>`. */
export function operationSignature(name: string, params: Pick<ParameterModel, 'name' | 'optional' | 'type'>[], returnType: string): string {
  const list = params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`);
  return `${name}(${takesArgumentObject(params) ? `args: {${list.join('; ')}}` : list.join(', ')}): ${returnType}`;
}

/** What the <Operation> component shows of an operation: the model without what only the build and search use. */
export type OperationView = Omit<OperationModel, 'signature' | 'group' | 'declaredOn' | 'anchor'>;

export function operationView({signature: _signature, group: _group, declaredOn: _declaredOn, anchor: _anchor, ...view}: OperationModel): OperationView {
  return view;
}

export interface RetryStrategyModel {
  kind: 'exponential' | 'linear' | 'fixed' | 'reinitialize';
  /** What a reader needs to implement it: "2^n seconds", "n × 5 seconds", "10 seconds", "reinitialize". */
  description: string;
}

export interface ErrorCodeModel extends DocText {
  /** The enum member: `UserCancelled`. */
  name: string;
  /** The wire value, as the published types write it: `user-cancelled`. */
  code: string;
  anchor: string;
  handling?: string;
  retry?: RetryStrategyModel;
}

/**
 * The id of an error code's row in the error table: `user-cancelled` → `e-user-cancelled`. Prefixed so that it never
 * collides with a heading's id; links made when the values were written `E_USER_CANCELLED` still land on the row.
 */
export function errorCodeAnchor(code: string): string {
  return `e-${code
    .toLowerCase()
    .replace(/^e[-_]/, '')
    .replace(/_/g, '-')}`;
}

/** What the error decoder shows of an error code: what the error code table shows of it, and no more. */
export type ErrorCodeView = Pick<ErrorCodeModel, 'name' | 'code' | 'anchor' | 'summary' | 'handling' | 'retry'>;

export function errorCodeView({name, code, anchor, summary, handling, retry}: ErrorCodeModel): ErrorCodeView {
  return {name, code, anchor, summary, ...(handling ? {handling} : {}), ...(retry ? {retry} : {})};
}

/** One store error that an official module maps to an error code. */
export interface NativeErrorRow {
  /** The store's number, where the error has one: Play Billing's response codes, StoreKit 1's `SKError` codes. */
  code?: number;
  /** The store's own name: `ITEM_ALREADY_OWNED`, `paymentCancelled`, `notEntitled`. */
  name: string;
  /** The ErrorCode member the module reports, or null where it reports a string outside ErrorCode (`wire`). */
  errorCode: string | null;
  /** The string the module reports where it is no member of ErrorCode. */
  wire?: string;
}

/** The kinds of store error a module maps, each a table of its own. */
export const NATIVE_ERROR_SOURCES = ['billingResponseCode', 'skError', 'storeKitError', 'purchaseResult'] as const;
export type NativeErrorSource = (typeof NATIVE_ERROR_SOURCES)[number];

/** The platform each kind of store error belongs to. */
export const NATIVE_ERROR_PLATFORM: Record<NativeErrorSource, Platform> = {
  billingResponseCode: 'android',
  skError: 'ios',
  storeKitError: 'ios',
  purchaseResult: 'ios',
};

/**
 * How the official modules of a release turn a store's own errors into error codes: one list per kind of store
 * error (an empty list where the release's module maps none of that kind), and per platform the ErrorCode member the
 * module reports for what it does not map.
 */
export interface NativeErrorsModel {
  maps: Record<NativeErrorSource, NativeErrorRow[]>;
  fallback: Record<Platform, string>;
}

export interface SpecModel {
  /** Bumped when the shape of this model changes, so a frozen snapshot can be recognised. */
  schema: 2;
  types: TypeModel[];
  operations: OperationModel[];
  errorCodes: ErrorCodeModel[];
  nativeErrors: NativeErrorsModel;
  /** The exported constants of spec/, evaluated: `{externalPurchaseLinksSinceGql: '1.0.10', ...}`. */
  constants: Record<string, unknown>;
}

/** The heading id of an operation or type name: `getPromotedProductIOS` → `get-promoted-product-ios`. */
export function toAnchor(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The id of a type's table, e.g. `type-product-ios`; prefixed so that it never collides with a heading's id. */
export function typeTableId(name: string): string {
  return `type-${toAnchor(name)}`;
}

/** What `<Operations>` on a page selects: the listed names in their order, else a group and/or category filter. */
export interface OperationSelection {
  /** Comma-separated operation names. */
  names?: string;
  group?: string;
  category?: string;
}

export function selectOperations(operations: OperationModel[], selection: OperationSelection): OperationModel[] {
  const names = selection.names
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names) return names.flatMap((name) => operations.filter((operation) => operation.name === name));
  return operations.filter(
    (operation) => (!selection.group || operation.group === selection.group) && (!selection.category || operation.category === selection.category),
  );
}
