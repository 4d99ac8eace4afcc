/**
 * A docs version's declarations in one language, made by the rules from its model (Next, and the bundles a release
 * published that the facts do not hold): what the language's generated bundle would declare for the same schema.
 * The schema view supplies what the model does not keep (see ./schemaView.ts); with NO_SCHEMA the model alone is read.
 */
import type {BundleLanguage, LanguageDeclaration, LanguageDeclarationsFile} from '../../shared/languageDeclarations';
import type {FieldModel, OperationModel, SpecModel, TypeModel} from '../../shared/specModel';
import {splitUnion} from '../release-facts/typeShape';
import {stripQuotes} from '../release-facts/fidelity';
import {LANGUAGE_RULES} from './rules';
import type {ArgumentInput, LanguageRules, OperationInput} from './rules/types';
import type {SchemaOperation, SchemaView} from './schemaView';
import {ModelTypes, refOfGraphqlType, refOfModelType, type TypeRef} from './typeRef';

/** The schema's name of a model field. */
const schemaFieldName = (field: FieldModel) => field.schemaName ?? field.name;

/** The fields of a model type as TypeRefs, or undefined when one of them is nothing a bundle could declare. */
function fieldRefs(type: TypeModel, types: ModelTypes, schema: SchemaView): {field: FieldModel; ref: TypeRef}[] | undefined {
  const refs: {field: FieldModel; ref: TypeRef}[] = [];
  for (const field of type.fields ?? []) {
    const ref = refOfModelType(field.type, field.optional, types, schema.fieldBase(types.schemaName(type), schemaFieldName(field)));
    if (!ref) return undefined;
    // The bundles are generated from the schema: a field it requires is required there, even where the published
    // TypeScript, and so the model, lets it be left out.
    const required = schema.fieldRequired(types.schemaName(type), schemaFieldName(field));
    refs.push({field, ref: required ? {...ref, nullable: false} : ref});
  }
  return refs;
}

function declarationOf(type: TypeModel, rules: LanguageRules, types: ModelTypes, schema: SchemaView): LanguageDeclaration | undefined {
  // A type the schema does not declare is the TypeScript library's own (its operations' interfaces, its state
  // names): no bundle declares it.
  if (schema.hasSchema && !schema.kind(types.schemaName(type))) return undefined;
  const kind = types.kindOf(type);
  const declared = kind && rules.declarationKind(kind);
  if (!kind || !declared) return undefined;
  const declaration: LanguageDeclaration = {name: types.schemaName(type), kind: declared};
  if (kind === 'enum') {
    declaration.cases = Object.fromEntries((type.members ?? []).map((member) => [stripQuotes(member.value), rules.caseName(stripQuotes(member.value))]));
  } else if (kind === 'union') {
    declaration.members = splitUnion(type.aliasOf ?? '')
      .map((part) => types.get(part))
      .filter((member): member is TypeModel => Boolean(member))
      .map((member) => types.schemaName(member))
      .sort();
  } else {
    const refs = fieldRefs(type, types, schema);
    if (!refs) return undefined;
    declaration.fields = Object.fromEntries(
      refs.map(({field, ref}) => [field.name, {name: rules.memberName(schemaFieldName(field)), type: rules.fieldType(ref)}]),
    );
  }
  return declaration;
}

/** The schema's root field of a model operation: its `schemaName`, its own name, or the event a listener receives. */
function schemaOperationName(operation: OperationModel): string {
  if (operation.schemaName) return operation.schemaName;
  const listener = /^(.*)Listener(IOS|Android)?$/.exec(operation.name);
  return listener ? `${listener[1]}${listener[2] ?? ''}` : operation.name;
}

const VOID_RESULT: TypeRef = {name: 'VoidResult', kind: 'object', nullable: false, list: false, itemNullable: false};

/** An operation the schema does not have, from the model's parameters and result alone. */
function operationOfModel(operation: OperationModel, types: ModelTypes): Omit<OperationInput, 'inputFields'> | undefined {
  if (operation.group === 'listeners') return undefined; // its payload is a listener's type argument, not a result
  const args: ArgumentInput[] = [];
  for (const param of operation.params) {
    const ref = refOfModelType(param.type, param.optional, types);
    if (!ref) return undefined;
    args.push({name: param.name, ref});
  }
  const returned = /^Promise<(.*)>$/.exec(operation.returns.type.trim())?.[1] ?? operation.returns.type;
  const result = returned.trim() === 'void' ? VOID_RESULT : refOfModelType(returned, false, types);
  return result && {name: operation.name, root: 'Mutation', args, result};
}

/**
 * Whether the schema's operation still takes the model's parameters (by name, in order): when spec/ has moved on
 * from the release it documents, the model's own parameters are read instead. A listener's callback is how
 * TypeScript receives an event; the schema's event has no argument for it.
 */
function sameArguments(operation: OperationModel, schemaOperation: SchemaOperation): boolean {
  const params = operation.params.filter((param) => !(operation.group === 'listeners' && param.name === 'listener')).map((param) => param.name);
  return params.join(',') === schemaOperation.args.map((arg) => arg.name).join(',');
}

function operationInput(operation: OperationModel, types: ModelTypes, schema: SchemaView): OperationInput | undefined {
  const inputFields = (name: string): ArgumentInput[] | undefined => {
    const type = types.bySchemaName(name);
    const refs = type && fieldRefs(type, types, schema);
    return refs?.map(({field, ref}) => ({name: schemaFieldName(field), ref}));
  };
  const schemaOperation = schema.operation(schemaOperationName(operation));
  if (schemaOperation && sameArguments(operation, schemaOperation)) {
    return {
      name: schemaOperation.name,
      root: schemaOperation.root,
      args: schemaOperation.args.map((arg) => ({name: arg.name, ref: refOfGraphqlType(arg.type, schema, types)})),
      result: refOfGraphqlType(schemaOperation.type, schema, types),
      inputFields,
    };
  }
  const ofModel = operationOfModel(operation, types);
  return ofModel && {...ofModel, inputFields};
}

/** The declarations the rules give for a model in a language, keyed like a release's (by the model's names). */
export function derivedDeclarationsFile(
  version: string,
  language: BundleLanguage,
  model: Pick<SpecModel, 'types' | 'operations'>,
  schema: SchemaView,
): LanguageDeclarationsFile {
  const rules = LANGUAGE_RULES[language];
  const types = new ModelTypes(model, schema);
  const declarations: Record<string, LanguageDeclaration> = {};
  for (const type of model.types) {
    const declaration = declarationOf(type, rules, types, schema);
    if (declaration) declarations[type.name] = declaration;
  }
  const operations: Record<string, string> = {};
  for (const operation of model.operations) {
    const input = operationInput(operation, types, schema);
    const signature = input && rules.signature(input);
    if (signature) operations[operation.name] = signature;
  }
  return {version, language, origin: 'derived', declarations, operations};
}
