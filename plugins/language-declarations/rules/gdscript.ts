/** GDScript, as the godot-iap types bundle declares the schema. */
import {constantCaseOfWire, snakeCase} from '../nameSpelling';
import type {TypeRef} from '../typeRef';
import type {LanguageRules} from './types';

const GDSCRIPT_SCALARS: Record<string, string> = {String: 'String', ID: 'String', Int: 'int', Float: 'float', Boolean: 'bool'};

/**
 * GDScript's typed members cannot hold null, so a member that may be null is a `Variant`, except a nested object,
 * whose class can be null. A list is a typed `Array` whether or not it may be null.
 */
function fieldType(ref: TypeRef): string {
  const item = GDSCRIPT_SCALARS[ref.name] ?? ref.name;
  if (ref.list) return `Array[${item}]`;
  if (ref.nullable && ref.kind !== 'object' && ref.kind !== 'input') return 'Variant';
  return item;
}

/** An argument that may be null is a `Variant`, whatever its type. */
const argumentType = (ref: TypeRef) => (ref.nullable ? 'Variant' : fieldType(ref));

/** A result is written as the operation's `return_type` constant names it: GraphQL's own scalar names. */
const resultType = (ref: TypeRef) => (ref.list ? `Array[${ref.name}]` : ref.name);

export const gdscriptRules: LanguageRules = {
  language: 'gdscript',
  memberName: snakeCase,
  caseName: constantCaseOfWire,
  fieldType,
  // GDScript has classes and enums only: a union or interface has no declaration of its own.
  declarationKind: (kind) => (kind === 'enum' ? 'enum' : kind === 'object' || kind === 'input' ? 'class' : undefined),
  signature({name, root, args, result}) {
    // The bundle's operation classes cover queries and mutations; events have none.
    if (root === 'Subscription') return undefined;
    return `${name}(${args.map((arg) => `${snakeCase(arg.name)}: ${argumentType(arg.ref)}`).join(', ')}) -> ${resultType(result)}`;
  },
};
