/**
 * A spec model written as TypeScript declarations, for a release that published no TypeScript of its own (1.2.3): the
 * code of its docs is type-checked against them (./check.ts). They say what the model says and nothing else: a field
 * is optional or `| null` exactly where the model has it so, an enum member's value is the model's, and each operation
 * is a method of the interface that declares it. The model's prose is left out, since the compiler reads none of it.
 */
import type {FieldModel, OperationModel, SpecModel, TypeModel} from '../../shared/specModel';
import {OPERATION_INTERFACES} from '../../plugins/spec-model/extract';

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
 * TypeScript lets an extending interface redeclare. The others come back through `extends`.
 */
function declaredFields(type: TypeModel, byName: ReadonlyMap<string, TypeModel>): FieldModel[] {
  return (type.fields ?? []).filter((field) => {
    if (!field.inheritedFrom) return true;
    const original = byName.get(field.inheritedFrom)?.fields?.find((entry) => entry.name === field.name);
    return !original || original.type !== field.type || original.optional !== field.optional;
  });
}

function operationSource({name, params, returns}: OperationModel): string {
  return `  ${name}(${params.map((param) => `${param.name}${param.optional ? '?' : ''}: ${param.type}`).join(', ')}): ${returns.type};`;
}

function typeSource(type: TypeModel, operations: OperationModel[], byName: ReadonlyMap<string, TypeModel>): string {
  if (type.kind === 'alias') {
    const parameters = typeParameters(type.aliasOf ?? '');
    return `export type ${type.name}${parameters.length ? `<${parameters.join(', ')}>` : ''} = ${type.aliasOf};`;
  }
  if (type.kind === 'enum') {
    const members = (type.members ?? []).map((member) => `  ${member.name}${member.value === member.name ? '' : ` = ${member.value}`},`);
    return `export enum ${type.name} {\n${members.join('\n')}\n}`;
  }
  const heritage = type.extends?.length ? ` extends ${type.extends.join(', ')}` : '';
  const fields = declaredFields(type, byName).map((field) => `  ${field.name}${field.optional ? '?' : ''}: ${field.type};`);
  const methods = type.name in OPERATION_INTERFACES ? operations.filter((operation) => operation.declaredOn === type.name).map(operationSource) : [];
  return `export interface ${type.name}${heritage} {\n${[...fields, ...methods].join('\n')}\n}`;
}

/** Every declaration of `model` in one module; a type naming something the model does not declare is a compiler error. */
export function modelDeclarations(model: SpecModel): string {
  const byName = new Map(model.types.map((type) => [type.name, type]));
  return `${model.types.map((type) => typeSource(type, model.operations, byName)).join('\n\n')}\n`;
}
