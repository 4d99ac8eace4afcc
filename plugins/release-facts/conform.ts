/**
 * Brings a frozen spec model in line with its release's facts: every field type, operation argument, result
 * nullability, enum value, error code and native error mapping that the fidelity check finds different is rewritten
 * from the facts; a declaration the release lacks goes, unless it is one of the docs' own (./docsOwn.ts), and so does a
 * field the release lacks on a declaration it has. Nothing else changes (prose, examples, the docs' own declarations).
 * This is how a released version whose spec/ has moved on gets a fact corrected: the facts file is the source, never a
 * hand edit of the model.
 */
import {
  errorCodeAnchor,
  operationSignature,
  type FieldModel,
  type MemberModel,
  type OperationModel,
  type SpecModel,
  type TypeModel,
} from '../../shared/specModel';
import {releaseDeclarations, releaseOperations, type FactField, type ReleaseFacts} from './read';
import {isRequiredArgument, looseName, modelFieldOf, modelOperationOf, stripQuotes, typesBySchemaName, writesEnumValues} from './fidelity';
import {nativeErrorsFromFacts} from './nativeErrors';
import {excessNames} from './coverage';
import {graphqlShape, SCALAR_TYPESCRIPT, typescriptShape, type TypeShape} from './typeShape';

const quote = (value: string) => `'${value}'`;

/** The TypeScript text of a release's type, with the model's own names for the release's declarations. */
function typescriptText(shape: TypeShape, modelName: (name: string) => string, keepBase?: string): string {
  const base = keepBase ?? SCALAR_TYPESCRIPT[shape.base] ?? modelName(shape.base);
  const needsParens = /[|&]/.test(base);
  let text = base;
  if (shape.list) {
    const item = shape.itemNullable ? `(${base} | null)` : needsParens ? `(${base})` : base;
    text = `${item}[]`;
  }
  return shape.nullable ? `${text} | null` : text;
}

class Conformer {
  private readonly byName: Map<string, TypeModel>;
  readonly changes: string[] = [];

  constructor(
    private readonly facts: ReleaseFacts,
    private readonly model: SpecModel,
    /** The facts the docs knowingly show otherwise (spec/releases/exceptions.json), left as they are. */
    private readonly excepted: ReadonlySet<string> = new Set(),
  ) {
    this.byName = typesBySchemaName(model);
  }

  private modelName = (name: string): string => this.byName.get(name)?.name ?? name;

  /** The base the model already writes, when it names the release's base; undefined when it must be replaced. */
  private keptBase(release: TypeShape, docs: TypeShape): string | undefined {
    const scalar = SCALAR_TYPESCRIPT[release.base];
    if (scalar) return docs.base === scalar ? docs.base : undefined;
    if (writesEnumValues(this.facts, release.base, docs.base)) return docs.base;
    const named = this.model.types.find((type) => type.name === docs.base);
    return (named?.schemaName ?? named?.name ?? docs.base) === release.base ? docs.base : undefined;
  }

  private conformField(typeName: string, field: FieldModel, fact: FactField): void {
    const release = graphqlShape(fact.type);
    const docs = typescriptShape(field.type, field.optional);
    const kept = this.keptBase(release, docs);
    const same =
      kept !== undefined && release.list === docs.list && release.nullable === docs.nullable && (!release.list || release.itemNullable === docs.itemNullable);
    if (same) return;
    const before = `${field.optional ? '?' : ''}: ${field.type}`;
    field.type = typescriptText(release, this.modelName, kept);
    // The published TypeScript writes a nullable field as one that may be left out or null, inputs and results alike.
    field.optional = release.nullable;
    this.changes.push(`${typeName}.${field.name}${before} → ${field.optional ? '?' : ''}: ${field.type}`);
  }

  fields(): void {
    for (const declaration of releaseDeclarations(this.facts)) {
      const type = this.byName.get(declaration.name);
      if (!type?.fields) continue;
      for (const fact of declaration.fields ?? []) {
        const field = modelFieldOf(type, fact.name);
        if (field && !this.excepted.has(`${declaration.name}.${fact.name}`)) this.conformField(type.name, field, fact);
      }
    }
  }

  operations(): void {
    for (const fact of releaseOperations(this.facts)) {
      const operation = modelOperationOf(this.model, fact.name);
      if (!operation) continue;
      const isEvent = fact.root === 'Subscription';
      const before = operation.signature;
      this.conformArguments(operation, fact, isEvent);
      if (!isEvent && !this.excepted.has(`${fact.name}()`)) this.conformResult(operation, fact);
      if (isEvent) this.conformPayload(operation, fact);
      operation.signature = operationSignature(operation.name, operation.params, operation.returns.type);
      if (operation.signature !== before) this.changes.push(`${before} → ${operation.signature}`);
    }
  }

  private conformArguments(operation: OperationModel, fact: FactField, isEvent: boolean): void {
    const listener = isEvent ? operation.params.filter((param) => param.name === 'listener') : [];
    const own = operation.params.filter((param) => !listener.includes(param));
    const args = fact.args ?? [];
    const unmatchedParams = own.filter((param) => !args.some((argument) => argument.name === param.name));
    const unmatchedArgs = args.filter((argument) => !own.some((param) => param.name === argument.name));
    // Where the docs name one parameter differently from the release's one argument, it is that argument renamed.
    const renamed = unmatchedParams.length === 1 && unmatchedArgs.length === 1 ? unmatchedParams[0] : undefined;
    const params = args.map((argument) => {
      const required = isRequiredArgument(argument);
      const param = own.find((entry) => entry.name === argument.name) ?? renamed;
      if (param) return {...param, name: argument.name, optional: !required};
      const shape = graphqlShape(argument.type);
      return {name: argument.name, type: typescriptText({...shape, nullable: false}, this.modelName), optional: !required, summary: ''};
    });
    operation.params = [...listener, ...params];
  }

  /** An event's payload, in the listener types' table of payloads (IapEventPayloads), is the event's type. */
  private conformPayload(operation: OperationModel, fact: FactField): void {
    const event = /IapEvent\.(\w+)/.exec(operation.params.find((param) => param.name === 'listener')?.type ?? '')?.[1];
    const payload = this.model.types.find((type) => type.name === 'IapEventPayloads')?.fields?.find((field) => field.name === `[IapEvent.${event}]`);
    if (!payload) return;
    const release = {...graphqlShape(fact.type), nullable: false};
    const docs = typescriptShape(payload.type);
    if (this.keptBase(release, docs) !== undefined && release.list === docs.list) return;
    this.changes.push(`${operation.name} payload: ${payload.type} → ${(payload.type = typescriptText(release, this.modelName))}`);
  }

  private conformResult(operation: OperationModel, fact: FactField): void {
    const release = graphqlShape(fact.type);
    const type = operation.returns.type;
    const inner = /^Promise<([\s\S]*)>$/.exec(type.trim())?.[1];
    const docs = typescriptShape(type);
    const docsNullable = docs.nullable || docs.base === 'void';
    if (docsNullable === release.nullable) return;
    const wrap = (text: string) => (inner !== undefined ? `Promise<${text}>` : text);
    const body = inner ?? type;
    operation.returns.type = release.nullable
      ? wrap(`${body} | null`)
      : wrap(
          body
            .split('|')
            .map((part) => part.trim())
            .filter((part) => part !== 'null' && part !== 'undefined')
            .join(' | '),
        );
  }

  enums(): void {
    for (const [enumName, wires] of Object.entries(this.facts.enumWireValues ?? {})) {
      const type = this.byName.get(enumName);
      if (!type?.members) continue;
      const before = type.members.map((member) => member.value).join(' | ');
      const members: MemberModel[] = Object.entries(wires).map(([valueName, wire]) => {
        const existing =
          (type.kind === 'enum' ? type.members!.find((member) => member.name === valueName) : undefined) ??
          type.members!.find((member) => stripQuotes(member.value) === wire) ??
          type.members!.find((member) => looseName(stripQuotes(member.value)) === looseName(wire) || looseName(member.name) === looseName(valueName));
        const name = type.kind === 'enum' ? (existing?.name ?? valueName) : wire;
        return {...(existing ?? {summary: ''}), name, value: quote(wire)};
      });
      type.members = members;
      if (type.kind === 'alias') type.aliasOf = members.map((member) => member.value).join(' | ');
      const after = members.map((member) => member.value).join(' | ');
      if (after !== before) this.changes.push(`${type.name}: ${before} → ${after}`);
    }
  }

  errorCodes(): void {
    const wires = this.facts.enumWireValues?.ErrorCode;
    if (!wires) return;
    const oldToNew = new Map<string, string>();
    for (const code of this.model.errorCodes) {
      const wire = wires[code.name];
      if (wire === undefined || wire === code.code) continue;
      oldToNew.set(code.code, wire);
      this.changes.push(`error code ${code.name}: ${code.code} → ${wire}`);
      code.code = wire;
      code.anchor = errorCodeAnchor(wire);
    }
    // The constants keyed by an error code's value follow it.
    for (const key of ['recommendedHandling', 'retryStrategies']) {
      const table = this.model.constants[key] as Record<string, unknown> | undefined;
      if (!table) continue;
      this.model.constants[key] = Object.fromEntries(Object.entries(table).map(([code, value]) => [oldToNew.get(code) ?? code, value]));
    }
  }

  /**
   * Removes what the release lacks: declarations that are not the docs' own, and fields of the release's declarations.
   * A removed alias or union of literals that other declarations still name is replaced there by what it stands for
   * (`StorefrontCode` by `string`), so that no page names it.
   */
  excess(docsOwn: ReadonlySet<string>): void {
    const excess = excessNames(this.facts, this.model);
    const removed = new Set(excess.declarations.filter((name) => !docsOwn.has(name)));
    const gone = this.model.types.filter((type) => removed.has(type.name));
    this.model.types = this.model.types.filter((type) => !removed.has(type.name));
    for (const type of gone) this.changes.push(`${type.name}: removed, no declaration of the release`);
    for (const key of excess.fields) {
      const [typeName, fieldName] = key.split('.');
      const type = this.model.types.find((entry) => entry.name === typeName);
      if (!type?.fields || docsOwn.has(typeName)) continue;
      type.fields = type.fields.filter((field) => field.name !== fieldName);
      this.changes.push(`${key}: removed, no field of the release`);
    }
    this.ownInheritedFields();
    const stand = new Map(gone.filter((type) => type.kind !== 'interface').map((type) => [type.name, standIn(type)] as const));
    if (stand.size === 0) return;
    const pattern = new RegExp(`\\b(${[...stand.keys()].join('|')})\\b`, 'g');
    const rewrite = (text: string) => text.replace(pattern, (name) => stand.get(name)!);
    for (const type of this.model.types) {
      for (const field of type.fields ?? []) field.type = rewrite(field.type);
      if (type.aliasOf) type.aliasOf = rewrite(type.aliasOf);
    }
    for (const operation of this.model.operations) {
      for (const param of operation.params) param.type = rewrite(param.type);
      operation.returns.type = rewrite(operation.returns.type);
      operation.signature = rewrite(operation.signature);
    }
  }

  /**
   * A type that lacks one of its parent's fields (the release dropped it there) no longer extends that parent: the
   * fields it kept from it become its own, so that the model never claims a field the type does not have.
   */
  private ownInheritedFields(): void {
    for (const type of this.model.types) {
      for (const parentName of type.extends ?? []) {
        const parent = this.model.types.find((entry) => entry.name === parentName);
        const own = new Set((type.fields ?? []).map((field) => field.name));
        if (!parent?.fields || parent.fields.every((field) => own.has(field.name))) continue;
        type.extends = type.extends!.filter((name) => name !== parentName);
        for (const field of type.fields ?? []) if (field.inheritedFrom === parentName) delete field.inheritedFrom;
        this.changes.push(`${type.name}: no longer extends ${parentName}, whose fields it does not all have`);
      }
      if (type.extends?.length === 0) delete type.extends;
    }
  }

  nativeErrors(): void {
    if (!this.facts.nativeErrors) return;
    const errorMembers = Object.keys(this.facts.enumWireValues?.ErrorCode ?? {});
    const next = nativeErrorsFromFacts(this.facts.nativeErrors, errorMembers);
    if (JSON.stringify(next) !== JSON.stringify(this.model.nativeErrors)) this.changes.push('native error mappings from the release facts');
    this.model.nativeErrors = next;
  }
}

/** What a removed alias or union of literals stands for where other declarations name it. */
function standIn(type: TypeModel): string {
  if (type.kind === 'alias' && type.aliasOf && !/'/.test(type.aliasOf)) return type.aliasOf;
  const values = type.members?.map((member) => member.value) ?? [];
  return values.every((value) => /^-?\d/.test(value)) && values.length > 0 ? 'number' : 'string';
}

/**
 * A copy of `model` with every checked fact taken from `facts`, and the list of what changed. The input model is not
 * changed. `model` may be of an older schema that lacks `nativeErrors`. `docsOwn` names the declarations kept although
 * no release has them.
 */
export function conformModel(
  model: SpecModel,
  facts: ReleaseFacts,
  docsOwn: ReadonlySet<string>,
  excepted: ReadonlySet<string> = new Set(),
): {model: SpecModel; changes: string[]} {
  // The model is plain JSON by design: a round trip is its deep copy.
  const copy = JSON.parse(JSON.stringify(model)) as SpecModel;
  const conformer = new Conformer(facts, copy, excepted);
  conformer.fields();
  conformer.operations();
  conformer.enums();
  conformer.errorCodes();
  conformer.nativeErrors();
  conformer.excess(docsOwn);
  return {model: copy, changes: conformer.changes};
}
