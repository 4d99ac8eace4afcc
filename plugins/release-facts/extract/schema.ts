/**
 * A release's schema declarations, per GraphQL file of packages/gql/src, parsed with the `graphql` package. Each
 * declaration keeps the facts the project compares (kind, name, fields with their types and arguments, enum values,
 * union members, interfaces) and the authors' description and deprecation reason, so that no fact is guessed.
 */
import {Kind, parse, print, valueFromASTUntyped, type ConstDirectiveNode, type DefinitionNode, type StringValueNode} from 'graphql';
import type {FactArgument, FactDeclaration, FactField} from '../read';
import {ExtractError, type ReleaseSource} from './source';

export const SCHEMA_FOLDER = 'packages/gql/src';

/** The facts file's word for each kind of definition. */
const KINDS: Partial<Record<Kind, string>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.OBJECT_TYPE_EXTENSION]: 'object extension',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'inputobject',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.UNION_TYPE_DEFINITION]: 'union',
  [Kind.DIRECTIVE_DEFINITION]: 'directive',
};

/** A schema declaration with the authors' texts the facts file keeps beside the facts. */
export type SchemaDeclaration = FactDeclaration & {description?: string; deprecated?: string; implements?: string[]};

interface Described {
  description?: StringValueNode;
  directives?: readonly ConstDirectiveNode[];
}

/** The description and the `@deprecated` reason of a node, in that order, where it has them. */
function texts(node: Described): {description?: string; deprecated?: string} {
  const result: {description?: string; deprecated?: string} = {};
  if (node.description) result.description = node.description.value;
  const deprecated = node.directives?.find((directive) => directive.name.value === 'deprecated');
  if (deprecated) {
    const reason = deprecated.arguments?.find((argument) => argument.name.value === 'reason');
    result.deprecated = reason ? String(valueFromASTUntyped(reason.value)) : 'No longer supported';
  }
  return result;
}

function declarationOf(node: DefinitionNode): SchemaDeclaration | undefined {
  const kind = KINDS[node.kind];
  if (!kind || !('name' in node) || !node.name) return undefined;
  const declaration: SchemaDeclaration = {kind, name: node.name.value, ...texts(node as Described)};
  if ('fields' in node && node.fields) {
    declaration.fields = node.fields.map((field) => {
      const fact: FactField & {description?: string; deprecated?: string} = {name: field.name.value, type: print(field.type)};
      if ('arguments' in field && field.arguments?.length) {
        fact.args = field.arguments.map((argument) => {
          const arg: FactArgument = {name: argument.name.value, type: print(argument.type)};
          if (argument.defaultValue) arg.default = valueFromASTUntyped(argument.defaultValue);
          return arg;
        });
      }
      return Object.assign(fact, texts(field));
    });
  }
  if (node.kind === Kind.ENUM_TYPE_DEFINITION) declaration.values = (node.values ?? []).map((value) => ({name: value.name.value, ...texts(value)}));
  if (node.kind === Kind.UNION_TYPE_DEFINITION) declaration.members = (node.types ?? []).map((type) => type.name.value);
  if ('interfaces' in node && node.interfaces?.length) declaration.implements = node.interfaces.map((type) => type.name.value);
  return declaration;
}

/** One schema file's declarations in the order the file declares them; a file graphql cannot parse is refused. */
export function schemaFileDeclarations(file: string, text: string): SchemaDeclaration[] {
  let document;
  try {
    document = parse(text, {noLocation: true});
  } catch (error) {
    throw new ExtractError(`${file}: not a readable GraphQL schema (${(error as Error).message.split('\n')[0]})`);
  }
  return document.definitions.map(declarationOf).filter((declaration) => declaration !== undefined);
}

/** Every `.graphql` file of the release's schema folder, by file name in name order. */
export function schemaFiles(source: ReleaseSource): Record<string, SchemaDeclaration[]> {
  const names = source
    .list(SCHEMA_FOLDER)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  if (names.length === 0) throw new ExtractError(`${SCHEMA_FOLDER}: no .graphql schema files at tag ${source.tag}`);
  return Object.fromEntries(names.map((name) => [name, schemaFileDeclarations(`${SCHEMA_FOLDER}/${name}`, source.read(`${SCHEMA_FOLDER}/${name}`) ?? '')]));
}
