/**
 * A spec model written back as TypeScript declarations, one source per spec module: what a released version's
 * reference is generated from once its frozen model has been corrected against the release. The TypeScript says what
 * the model says and nothing else (a field is optional or `| null` exactly where the model has it so, an error code's
 * value is the model's), and the model's doc texts become the TSDoc the reference shows.
 *
 * The spec-model extractor reads these sources back into the same declarations, so the emitted TypeScript follows the
 * rules it enforces on spec/: every declaration, field, enum member, operation and constant carries a summary.
 */
import {
  NATIVE_ERROR_SOURCES,
  type DocText,
  type FieldModel,
  type NativeErrorRow,
  type NativeErrorSource,
  type OperationModel,
  type SpecModel,
  type TypeModel,
} from '../../shared/specModel';
import {NATIVE_ERROR_CONSTANTS, NATIVE_ERROR_FALLBACKS_CONSTANT, OPERATION_INTERFACES} from '../spec-model/extract';

/** The prose of a constant, which the model keeps only as a value: where its reference page shows it, and its text. */
export interface ConstantDoc extends DocText {
  module: string;
  /** An object constant's properties: name → description. */
  properties?: Record<string, string>;
}

/** What the model does not hold and the reference shows: each module's description and each constant's doc text. */
export interface ReferenceTexts {
  modules: Record<string, string>;
  constants: Record<string, ConstantDoc>;
}

/** The constants the extractor reads the native error mappings from, by the kind of store error. */
const NATIVE_ERROR_CONSTANT_NAMES: Record<NativeErrorSource, string> = NATIVE_ERROR_CONSTANTS;

/** The doc text of a native error constant that the version's earlier reference did not show. */
const NATIVE_ERROR_CONSTANT_DOCS: Record<NativeErrorSource | 'fallbacks', DocText> = {
  billingResponseCode: {summary: "The Play Billing response codes the release's Android module maps, and the error code each becomes.", platform: 'android'},
  skError: {summary: "The StoreKit 1 `SKError` codes the release's iOS module maps, and the error code each becomes.", platform: 'ios'},
  storeKitError: {summary: "The StoreKit 2 `StoreKitError` cases the release's iOS module maps, and the error code each becomes.", platform: 'ios'},
  purchaseResult: {summary: "The StoreKit 2 purchase results the release's iOS module reports as errors, and the error code each becomes.", platform: 'ios'},
  fallbacks: {summary: "The error code each platform's module reports for a store error it does not map."},
};

/** The names TypeScript itself provides, which a declaration's type may use without importing them. */
const BUILT_IN_NAMES = new Set(
  'string number boolean null undefined void unknown any never object true false Promise Record Partial Readonly ReadonlyArray Array Date Error'.split(' '),
);

export class ModelDeclarationError extends Error {
  override name = 'ModelDeclarationError';
}

/** A TSDoc block; a comment's closing sequence inside a text is broken up so that it cannot end the block early. */
function tsdoc(lines: string[], indent: string): string {
  const body = lines
    .join('\n')
    .replace(/\*\//g, '*\\/')
    .split('\n')
    .map((line) => (line ? `${indent} * ${line}` : `${indent} *`));
  return `${indent}/**\n${body.join('\n')}\n${indent} */\n`;
}

/**
 * The lines of a remarks text. The extractor reads a tag's text without a leading `- ` (the separator of
 * `@param name - text`), so remarks that open with a list item lost its dash; it is given back where the other items
 * of that first paragraph still have theirs.
 */
function remarksLines(remarks: string): string[] {
  const lines = remarks.split('\n');
  const blank = lines.indexOf('');
  const firstParagraph = lines.slice(1, blank === -1 ? undefined : blank);
  if (!lines[0].startsWith('- ') && firstParagraph.some((line) => line.startsWith('- '))) lines[0] = `- ${lines[0]}`;
  return lines;
}

/**
 * The TSDoc lines of a doc text, in the order spec/ writes its tags (TypeDoc prints them in that order): `leading`
 * (an operation's `@category`) before the doc text's own tags, `trailing` (`@param`, `@returns`...) after them.
 */
function docLines(doc: DocText, leading: string[] = [], trailing: string[] = []): string[] {
  const lines = [doc.summary];
  if (doc.remarks) lines.push('', '@remarks', ...remarksLines(doc.remarks));
  const tags = [...leading];
  if (doc.deprecated) tags.push(`@deprecated ${doc.deprecated}`);
  if (doc.platform) tags.push(`@platform ${doc.platform}`);
  if (doc.schemaName) tags.push(`@schemaName ${doc.schemaName}`);
  if (doc.since) tags.push(`@since ${doc.since}`);
  tags.push(...trailing);
  if (tags.length > 0) lines.push('', ...tags);
  return lines;
}

function docOf({summary, remarks, platform, deprecated, since, schemaName}: DocText): DocText {
  return {summary, remarks, platform, deprecated, since, schemaName};
}

/** The identifiers a type text names: `Promise<Product[] | null>` → Promise, Product, null. Property names and strings are not. */
export function namesInType(type: string): string[] {
  const withoutStrings = type.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
  const names: string[] = [];
  for (const match of withoutStrings.matchAll(/[A-Za-z_$][\w$]*(?![\w$])(?!\s*\??:)/g)) {
    const before = withoutStrings[match.index - 1];
    if (before === '.' || /[\w$]/.test(before ?? '')) continue;
    names.push(match[0]);
  }
  return names;
}

/** The names `{@link Name}` tags of a text point to. */
function linkedNames(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/\{@link\s+([A-Za-z_$][\w$]*)/g)].map((match) => match[1]);
}

function operationSource(operation: OperationModel): string {
  const tags: string[] = [];
  for (const param of operation.params) tags.push(`@param ${param.name} - ${param.summary}`);
  if (operation.returns.summary) tags.push(`@returns ${operation.returns.summary}`);
  for (const thrown of operation.throws) tags.push(`@throws ${thrown.code}${thrown.text ? ` - ${thrown.text}` : ''}`);
  if (operation.example) tags.push('@example', '```ts', ...operation.example.split('\n'), '```');
  const params = operation.params.map((param) => `${param.name}${param.optional ? '?' : ''}: ${param.type}`).join(', ');
  return `${tsdoc(docLines(docOf(operation), [`@category ${operation.category}`], tags), '  ')}  ${operation.name}(${params}): ${operation.returns.type};\n`;
}

/**
 * The type parameters of a generic alias, which the model keeps only as their uses: a one-letter name the alias
 * indexes an interface with (`IapEventPayloads[E]`) is a parameter bound to that interface's keys.
 */
export function typeParameters(aliasOf: string): string[] {
  const indexed = [...aliasOf.matchAll(/\b([A-Za-z_$][\w$]*)\[([A-Z])\]/g)];
  return [...new Map(indexed.map(([, indexedType, name]) => [name, `${name} extends keyof ${indexedType}`])).values()];
}

/**
 * The fields an interface declares itself: its own, and an inherited one that the model gives a narrower type or
 * optionality than the interface it comes from has (a subscription product whose offers are always there), which
 * TypeScript lets an extending interface redeclare.
 */
function declaredFields(type: TypeModel, byName: ReadonlyMap<string, TypeModel>): FieldModel[] {
  return (type.fields ?? []).filter((field) => {
    if (!field.inheritedFrom) return true;
    const original = byName.get(field.inheritedFrom)?.fields?.find((entry) => entry.name === field.name);
    return !original || original.type !== field.type || original.optional !== field.optional;
  });
}

function typeSource(type: TypeModel, operations: OperationModel[], byName: ReadonlyMap<string, TypeModel>): string {
  const doc = tsdoc(docLines(docOf(type)), '');
  if (type.kind === 'alias') {
    const parameters = typeParameters(type.aliasOf ?? '');
    return `${doc}export type ${type.name}${parameters.length ? `<${parameters.join(', ')}>` : ''} = ${type.aliasOf};\n`;
  }
  if (type.kind === 'enum') {
    const members = (type.members ?? []).map((member) => {
      const initializer = member.value === member.name ? '' : ` = ${member.value}`;
      return `${tsdoc(docLines(docOf(member)), '  ')}  ${member.name}${initializer},\n`;
    });
    return `${doc}export enum ${type.name} {\n${members.join('\n')}}\n`;
  }
  const heritage = type.extends?.length ? ` extends ${type.extends.join(', ')}` : '';
  // Inherited fields come back through `extends`.
  const fields = declaredFields(type, byName).map(
    (field) => `${tsdoc(docLines(docOf(field)), '  ')}  ${field.name}${field.optional ? '?' : ''}: ${field.type};\n`,
  );
  const methods = type.name in OPERATION_INTERFACES ? operations.filter((operation) => operation.declaredOn === type.name).map(operationSource) : [];
  return `${doc}export interface ${type.name}${heritage} {\n${[...fields, ...methods].join('\n')}}\n`;
}

/** Code in a constant's value that is written as it is, not as a JSON value: `ErrorCode.UserCancelled`. */
class Expression {
  constructor(readonly text: string) {}
}

/** An ErrorCode member as the value of a constant; its value at run time is the member's wire value. */
function errorCodeMember(model: SpecModel, member: string): Expression {
  if (!model.errorCodes.some((errorCode) => errorCode.name === member)) {
    throw new ModelDeclarationError(`The native error mappings name ${member}, which is not among the model's error codes.`);
  }
  return new Expression(`ErrorCode.${member}`);
}

function nativeRowValue(model: SpecModel, row: NativeErrorRow): Record<string, unknown> {
  const errorCode = row.errorCode === null ? null : errorCodeMember(model, row.errorCode);
  return {...(row.code !== undefined ? {code: row.code} : {}), name: row.name, errorCode, ...(row.wire !== undefined ? {wire: row.wire} : {})};
}

/**
 * The constants keyed by error code value (the extractor reads each error code's handling and retry from them), and
 * the type of their entries: declared so, the reference shows them as the record they are.
 */
const KEYED_BY_ERROR_CODE: Record<string, string> = {recommendedHandling: 'string', retryStrategies: 'RetryStrategy'};

/** The shape of a row of a native error list, as its constant is declared. */
const NATIVE_ERROR_ROW_TYPE = 'ReadonlyArray<{code?: number; name: string; errorCode: ErrorCode | null; wire?: string}>';

interface ConstantSource {
  name: string;
  /** The declared type, where the value alone would be shown by its first entry. */
  type?: string;
  module: string;
  doc: DocText;
  properties?: Record<string, string>;
  value: unknown;
}

/**
 * The constants to declare: the model's, except the native error lists, which come from the model's native error
 * mappings (the corrected facts) and are declared only where the release maps errors of that kind.
 */
function constantSources(model: SpecModel, texts: ReferenceTexts): ConstantSource[] {
  const nativeNames = new Set<string>([...Object.values(NATIVE_ERROR_CONSTANT_NAMES), NATIVE_ERROR_FALLBACKS_CONSTANT]);
  const documented = (name: string, fallback?: DocText): {module: string; doc: DocText; properties?: Record<string, string>} => {
    const known = texts.constants[name];
    if (known) return {module: known.module, doc: docOf(known), ...(known.properties ? {properties: known.properties} : {})};
    if (fallback) return {module: 'errors', doc: fallback};
    throw new ModelDeclarationError(`The constant ${name} has no doc text: the version's reference does not show it, so say where it belongs first.`);
  };
  const declared = new Set(model.types.map((type) => type.name));
  const sources: ConstantSource[] = Object.entries(model.constants)
    .filter(([name]) => !nativeNames.has(name))
    .map(([name, value]) => {
      const entryType = KEYED_BY_ERROR_CODE[name];
      const type = entryType && (BUILT_IN_NAMES.has(entryType) || declared.has(entryType)) ? `Partial<Record<ErrorCode, ${entryType}>>` : undefined;
      return {name, value, ...(type ? {type} : {}), ...documented(name)};
    });
  for (const source of NATIVE_ERROR_SOURCES) {
    const rows = model.nativeErrors.maps[source];
    if (rows.length === 0) continue;
    const name = NATIVE_ERROR_CONSTANT_NAMES[source];
    sources.push({
      name,
      type: NATIVE_ERROR_ROW_TYPE,
      value: rows.map((row) => nativeRowValue(model, row)),
      ...documented(name, NATIVE_ERROR_CONSTANT_DOCS[source]),
    });
  }
  const {android, ios} = model.nativeErrors.fallback;
  sources.push({
    name: NATIVE_ERROR_FALLBACKS_CONSTANT,
    type: '{android: ErrorCode; ios: ErrorCode}',
    value: {android: errorCodeMember(model, android), ios: errorCodeMember(model, ios)},
    ...documented(NATIVE_ERROR_FALLBACKS_CONSTANT, NATIVE_ERROR_CONSTANT_DOCS.fallbacks),
  });
  return sources;
}

/**
 * The names the model's texts link to (`{@link iosNativeErrorMapping}`) that it declares neither as a type nor as a
 * constant: the reference prints them as plain names, which a reader cannot follow, so the command says which.
 */
export function danglingLinks(model: SpecModel): string[] {
  const declared = new Set([...model.types.map((type) => type.name), ...Object.keys(model.constants)]);
  const texts = JSON.stringify([model.types, model.operations, model.errorCodes]);
  return [...new Set(linkedNames(texts))].filter((name) => !declared.has(name)).sort();
}

/** A property name as an object literal writes it: bare where it is an identifier. */
function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : stringSource(key);
}

function stringSource(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/**
 * A JSON value as a TypeScript expression, written as spec/ writes its constants; an object's properties carry the
 * descriptions given in `properties`, which the reference shows in the constant's table.
 */
function valueSource(value: unknown, indent = '', properties: Record<string, string> = {}): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[\n${value.map((entry) => `${inner}${valueSource(entry, inner)},\n`).join('')}${indent}]`;
  }
  if (value instanceof Expression) return value.text;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, entry]) => {
      const doc = properties[key] ? tsdoc([properties[key]], inner) : '';
      return `${doc}${inner}${propertyName(key)}: ${valueSource(entry, inner)},\n`;
    });
    return entries.length === 0 ? '{}' : `{\n${entries.join('')}${indent}}`;
  }
  return typeof value === 'string' ? stringSource(value) : JSON.stringify(value);
}

/**
 * The TypeScript source of each spec module of `model` (module name → source). Throws when a declaration's type
 * names something the model does not declare: the reference would link a declaration the release lacks.
 */
export function modelDeclarations(model: SpecModel, texts: ReferenceTexts): Map<string, string> {
  const moduleOf = new Map(model.types.map((type) => [type.name, type.module]));
  const byName = new Map(model.types.map((type) => [type.name, type]));
  const constants = constantSources(model, texts);
  const modules = [...new Set([...model.types.map((type) => type.module), ...constants.map((constant) => constant.module)])].sort();
  const sources = new Map<string, string>();
  for (const module of modules) {
    const types = model.types.filter((type) => type.module === module);
    const typeTexts: {where: string; type: string; parameters?: Set<string>}[] = [];
    const docTexts: string[] = [];
    for (const type of types) {
      docTexts.push(type.summary, type.remarks ?? '');
      if (type.aliasOf) {
        const parameters = new Set(typeParameters(type.aliasOf).map((parameter) => parameter.split(' ')[0]));
        typeTexts.push({where: type.name, type: type.aliasOf, parameters});
      }
      for (const base of type.extends ?? []) typeTexts.push({where: type.name, type: base});
      for (const field of declaredFields(type, byName)) {
        typeTexts.push({where: `${type.name}.${field.name}`, type: field.type});
        docTexts.push(field.summary, field.remarks ?? '');
      }
    }
    for (const operation of model.operations.filter((entry) => moduleOf.get(entry.declaredOn) === module)) {
      docTexts.push(operation.summary, operation.remarks ?? '');
      typeTexts.push({where: operation.name, type: operation.returns.type});
      for (const param of operation.params) typeTexts.push({where: `${operation.name}(${param.name})`, type: param.type});
    }
    const moduleConstants = constants.filter((constant) => constant.module === module);
    for (const constant of moduleConstants) {
      docTexts.push(constant.doc.summary, constant.doc.remarks ?? '');
      if (constant.type) typeTexts.push({where: constant.name, type: constant.type});
    }

    const imports = new Map<string, Set<string>>();
    const use = (name: string) => {
      const from = moduleOf.get(name);
      if (from && from !== module) (imports.get(from) ?? imports.set(from, new Set()).get(from)!).add(name);
    };
    for (const {where, type, parameters} of typeTexts) {
      for (const name of namesInType(type)) {
        if (!moduleOf.has(name) && !BUILT_IN_NAMES.has(name) && !parameters?.has(name)) {
          throw new ModelDeclarationError(`${where} has the type ${type}, which names ${name}: the model declares no ${name}.`);
        }
        use(name);
      }
    }
    // Names that comments link to are imported too, so that the reference can resolve the links across modules. The
    // imports are plain ones: a constant may use an ErrorCode member as a value, and type-only ones are dropped anyway.
    docTexts.flatMap(linkedNames).forEach(use);

    const parts: string[] = [];
    const description = texts.modules[module];
    if (description) parts.push(tsdoc([...description.split('\n'), '', '@packageDocumentation'], ''));
    for (const [from, names] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
      parts.push(`import {${[...names].sort().join(', ')}} from './${from}';\n`);
    }
    for (const type of types) parts.push(typeSource(type, model.operations, byName));
    for (const constant of moduleConstants)
      parts.push(
        `${tsdoc(docLines(constant.doc), '')}export const ${constant.name}${constant.type ? `: ${constant.type}` : ''} = ${valueSource(constant.value, '', constant.properties)}${constant.type ? '' : ' as const'};\n`,
      );
    sources.set(module, parts.join('\n'));
  }
  return sources;
}
