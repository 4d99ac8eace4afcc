/**
 * Whether a spec model says what a real release says, fact by fact, for every name the two share: each field's type
 * (named base type, nullability, list-ness), each operation's arguments (name, required or not) and whether its result
 * may be null, each enum value as the release's published TypeScript writes it, each error code, and each native error
 * mapping of the release's official modules. Names that one side lacks are the release coverage's business
 * (./coverage.ts), except enum values and native mappings, which only exist here.
 */
import {
  NATIVE_ERROR_SOURCES,
  type FieldModel,
  type NativeErrorRow,
  type NativeErrorSource,
  type OperationModel,
  type SpecModel,
  type TypeModel,
} from '../../shared/specModel';
import {NATIVE_SOURCE_NAME} from '../../shared/nativeErrorLabels';
import {releaseDeclarations, releaseOperations, type FactArgument, type FactField, type ReleaseFacts} from './read';
import {nativeErrorsFromFacts} from './nativeErrors';
import {graphqlShape, SCALAR_TYPESCRIPT, splitUnion, typescriptShape, type TypeShape} from './typeShape';

export type FactKind = 'field' | 'argument' | 'result' | 'enum value' | 'error code' | 'native error';

/** One checked fact: `PurchaseIOS.quantityIOS`, and when the docs disagree, how. */
export interface CheckedFact {
  kind: FactKind;
  /** The fact's name in the release's terms: `PurchaseIOS.quantityIOS`, `fetchProducts(params)`, `ErrorCode.UserCancelled`. */
  key: string;
  /** Undefined where the docs agree; else what differs: `nullable in 2.4.4, required in the docs`. */
  problem?: string;
}

export type FidelityModel = Pick<SpecModel, 'types' | 'operations' | 'errorCodes'> & Partial<Pick<SpecModel, 'nativeErrors'>>;

/** The listener operation the spec model writes for an event: the platform suffix stays last. */
export function listenerName(event: string): string {
  const platform = /(IOS|Android)$/.exec(event)?.[1] ?? '';
  return `${event.slice(0, event.length - platform.length)}Listener${platform}`;
}

/** The model's declarations by the name the release gives them: the `schemaName` where it has one. */
export function typesBySchemaName(model: Pick<SpecModel, 'types'>): Map<string, TypeModel> {
  const byName = new Map<string, TypeModel>();
  for (const type of model.types) if (!byName.has(type.name)) byName.set(type.name, type);
  for (const type of model.types) if (type.schemaName) byName.set(type.schemaName, type);
  return byName;
}

export const stripQuotes = (value: string) => value.replace(/^['"]|['"]$/g, '');

/** A value's letters and digits only, lower-cased: `'Pending'`, `PENDING` and `'pending'` read alike. */
export const looseName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The model's field for a release's field: the one that gives it as its `schemaName`, else the one of that name. */
export function modelFieldOf(type: TypeModel, releaseName: string): FieldModel | undefined {
  return type.fields?.find((entry) => entry.schemaName === releaseName) ?? type.fields?.find((entry) => entry.name === releaseName);
}

/** The model's operation for a release's operation or event (an event is its listener). */
export function modelOperationOf(model: Pick<SpecModel, 'operations'>, releaseName: string): OperationModel | undefined {
  return model.operations.find((entry) => entry.name === releaseName || entry.schemaName === releaseName || entry.name === listenerName(releaseName));
}

/** Whether the release requires an argument: not nullable, and no default. */
export function isRequiredArgument(argument: FactArgument): boolean {
  return argument.type.trim().endsWith('!') && argument.default === undefined;
}

/** The literal values of a union of string literals, or undefined when the text is not one. */
function literalSet(text: string): string[] | undefined {
  const parts = splitUnion(text.replace(/^\|/, ''));
  if (parts.length === 0 || !parts.every((part) => /^'[^']*'$/.test(part))) return undefined;
  return parts.map(stripQuotes);
}

/**
 * Whether `text` writes the release's enum out as its values, or as the ones a form narrows it to
 * (`ProductIOS.type: 'in-app'`), as the published TypeScript does.
 */
export function writesEnumValues(release: ReleaseFacts, enumName: string, text: string): boolean {
  const literals = literalSet(text);
  const wire = Object.values(release.enumWireValues?.[enumName] ?? {});
  return Boolean(literals && literals.every((value) => wire.includes(value)));
}

function describeShape(shape: TypeShape, base: string): string {
  return shape.list ? `${base}[]` : base;
}

export class FidelityChecker {
  private readonly types: Map<string, TypeModel>;
  private readonly modelNames: Map<string, string>;
  readonly facts: CheckedFact[] = [];

  constructor(
    private readonly release: ReleaseFacts,
    private readonly model: FidelityModel,
  ) {
    this.types = typesBySchemaName(model);
    // A model type's name in the release's terms, to compare the named base types of fields.
    this.modelNames = new Map(model.types.map((type) => [type.name, type.schemaName ?? type.name]));
  }

  private add(kind: FactKind, key: string, problem?: string): void {
    this.facts.push({kind, key, ...(problem ? {problem} : {})});
  }

  private wireValues(enumName: string): Record<string, string> | undefined {
    return this.release.enumWireValues?.[enumName];
  }

  /** Whether the model's base type text is the release's base type. */
  private sameBase(releaseBase: string, modelBase: string): boolean {
    const scalar = SCALAR_TYPESCRIPT[releaseBase];
    if (scalar) return modelBase === scalar;
    if (this.modelNames.get(modelBase) === releaseBase || modelBase === releaseBase) return true;
    return writesEnumValues(this.release, releaseBase, modelBase);
  }

  private shapeProblem(release: TypeShape, docs: TypeShape): string | undefined {
    const r = this.release.release;
    if (!this.sameBase(release.base, docs.base)) {
      const expected = SCALAR_TYPESCRIPT[release.base] ? `${release.base} (${SCALAR_TYPESCRIPT[release.base]})` : release.base;
      return `${describeShape(release, expected)} in ${r}, ${describeShape(docs, docs.base)} in the docs`;
    }
    if (release.list !== docs.list) return `${release.list ? 'a list' : 'not a list'} in ${r}, ${docs.list ? 'a list' : 'not a list'} in the docs`;
    if (release.nullable !== docs.nullable)
      return `${release.nullable ? 'nullable' : 'required'} in ${r}, ${docs.nullable ? 'nullable' : 'required'} in the docs`;
    if (release.list && release.itemNullable !== docs.itemNullable) {
      return `items ${release.itemNullable ? 'nullable' : 'required'} in ${r}, ${docs.itemNullable ? 'nullable' : 'required'} in the docs`;
    }
    return undefined;
  }

  checkFields(): void {
    for (const declaration of releaseDeclarations(this.release)) {
      const type = this.types.get(declaration.name);
      if (!type?.fields) continue;
      for (const field of declaration.fields ?? []) {
        const docs = modelFieldOf(type, field.name);
        if (!docs) continue;
        this.add('field', `${declaration.name}.${field.name}`, this.shapeProblem(graphqlShape(field.type), typescriptShape(docs.type, docs.optional)));
      }
    }
  }

  checkOperations(): void {
    const r = this.release.release;
    for (const operation of releaseOperations(this.release)) {
      const docs = modelOperationOf(this.model, operation.name);
      if (!docs) continue;
      const isEvent = operation.root === 'Subscription';
      // A listener's callback is how TypeScript receives an event: the schema's event has no argument for it.
      const params = docs.params.filter((param) => !(isEvent && param.name === 'listener'));
      for (const argument of operation.args ?? []) {
        const key = `${operation.name}(${argument.name})`;
        const param = params.find((entry) => entry.name === argument.name);
        const required = isRequiredArgument(argument);
        if (!param) this.add('argument', key, `an argument in ${r}, not in the docs`);
        else if (param.optional === required)
          this.add('argument', key, `${required ? 'required' : 'optional'} in ${r}, ${param.optional ? 'optional' : 'required'} in the docs`);
        else this.add('argument', key);
      }
      for (const param of params) {
        if (!(operation.args ?? []).some((argument) => argument.name === param.name)) {
          this.add('argument', `${operation.name}(${param.name})`, `not an argument in ${r}, an argument in the docs`);
        }
      }
      if (!isEvent) this.checkResult(operation, docs.returns.type);
    }
  }

  private checkResult(operation: FactField, docsType: string): void {
    const r = this.release.release;
    const release = graphqlShape(operation.type);
    const docs = typescriptShape(docsType);
    // `Promise<void>` resolves to nothing: a result the app cannot count on, but where the published TypeScript writes
    // the schema's VoidResult as void.
    const docsNullable = docs.nullable || (docs.base === 'void' && release.base !== 'VoidResult');
    const problem =
      release.nullable === docsNullable
        ? undefined
        : `${release.nullable ? 'may be null' : 'never null'} in ${r}, ${docsNullable ? 'may be null' : 'never null'} in the docs`;
    this.add('result', `${operation.name}()`, problem);
  }

  checkEnums(): void {
    const r = this.release.release;
    for (const [enumName, values] of Object.entries(this.release.enumWireValues ?? {})) {
      const type = this.types.get(enumName);
      if (!type?.members) continue;
      const docsValues = type.members.map((member) => ({name: member.name, value: stripQuotes(member.value)}));
      for (const [valueName, wire] of Object.entries(values)) {
        const key = `${enumName}.${valueName}`;
        const member = type.kind === 'enum' ? docsValues.find((entry) => entry.name === valueName) : docsValues.find((entry) => entry.value === wire);
        const near = member ?? docsValues.find((entry) => looseName(entry.value) === looseName(wire));
        if (member && member.value === wire) this.add('enum value', key);
        else if (near) this.add('enum value', key, `'${wire}' in ${r}, '${near.value}' in the docs`);
        else this.add('enum value', key, `'${wire}' in ${r}, not in the docs`);
      }
      const wires = new Set(Object.values(values));
      const names = new Set(Object.keys(values));
      for (const entry of docsValues) {
        const known = wires.has(entry.value) || (type.kind === 'enum' && names.has(entry.name));
        const near = [...wires].some((wire) => looseName(wire) === looseName(entry.value));
        if (!known && !near) this.add('enum value', `${enumName}: '${entry.value}'`, `not in ${r}, a value in the docs`);
      }
    }
  }

  checkErrorCodes(): void {
    const r = this.release.release;
    const values = this.wireValues('ErrorCode');
    if (!values) return;
    for (const [name, wire] of Object.entries(values)) {
      const code = this.model.errorCodes.find((entry) => entry.name === name);
      const key = `error code ${name}`;
      if (!code) this.add('error code', key, `'${wire}' in ${r}, not in the error table`);
      else this.add('error code', key, code.code === wire ? undefined : `'${wire}' in ${r}, '${code.code}' in the error table`);
    }
    for (const code of this.model.errorCodes) {
      if (!(code.name in values)) this.add('error code', `error code ${code.name}`, `not in ${r}, in the error table`);
    }
  }

  checkNativeErrors(): void {
    const facts = this.release.nativeErrors;
    if (!facts) return;
    const r = this.release.release;
    const errorMembers = Object.keys(this.wireValues('ErrorCode') ?? {});
    const release = nativeErrorsFromFacts(facts, errorMembers);
    const docs = this.model.nativeErrors;
    const label = (source: NativeErrorSource, row: NativeErrorRow) =>
      `${NATIVE_SOURCE_NAME[source]} ${row.code !== undefined ? `${row.code} ` : ''}${row.name}`;
    const outcome = (row: NativeErrorRow) => row.errorCode ?? `'${row.wire}'`;
    for (const source of NATIVE_ERROR_SOURCES) {
      const docsRows = docs?.maps[source] ?? [];
      const same = (a: NativeErrorRow, b: NativeErrorRow) => (a.code !== undefined ? a.code === b.code : a.name === b.name);
      for (const row of release.maps[source]) {
        const docsRow = docsRows.find((entry) => same(row, entry));
        const key = label(source, row);
        if (!docsRow) this.add('native error', key, `${outcome(row)} in ${r}, not in the docs`);
        else if (docsRow.name !== row.name) this.add('native error', key, `named ${row.name} in ${r}, ${docsRow.name} in the docs`);
        else this.add('native error', key, outcome(docsRow) === outcome(row) ? undefined : `${outcome(row)} in ${r}, ${outcome(docsRow)} in the docs`);
      }
      for (const row of docsRows) {
        if (!release.maps[source].some((entry) => same(entry, row)))
          this.add('native error', label(source, row), `not mapped in ${r}, ${outcome(row)} in the docs`);
      }
    }
    for (const platform of ['android', 'ios'] as const) {
      const expected = release.fallback[platform];
      const actual = docs?.fallback[platform];
      this.add('native error', `${platform} fallback`, actual === expected ? undefined : `${expected} in ${r}, ${actual ?? 'none'} in the docs`);
    }
  }

  run(): CheckedFact[] {
    this.checkFields();
    this.checkOperations();
    this.checkEnums();
    this.checkErrorCodes();
    this.checkNativeErrors();
    return this.facts;
  }
}

/** Every checkable fact of `release` that `model` names, each with what differs where the model disagrees. */
export function checkFidelity(release: ReleaseFacts, model: FidelityModel): CheckedFact[] {
  return new FidelityChecker(release, model).run();
}
