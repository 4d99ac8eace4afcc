/**
 * What the generators read that the spec model does not keep: the GraphQL schema of the release a docs version
 * documents. The model writes TypeScript, where `Int` and `Float` are both `number`, and its operations are the
 * TypeScript library's (`fetchProducts` resolves to products), not the schema's resolvers (`fetchProducts` returns a
 * `FetchProductsResult`). So the rules take, from the schema: whether a number is an `Int`, a declaration's GraphQL
 * kind, and a root operation's arguments and result. Everything else comes from the model.
 */
import {releaseDeclarations, releaseOperations, type FactArgument, type ReleaseFacts} from '../release-facts/read';

export type GraphqlKind = 'object' | 'input' | 'interface' | 'union' | 'enum';

/** A root operation or event as the schema declares it. */
export interface SchemaOperation {
  name: string;
  root: string;
  args: FactArgument[];
  /** GraphQL notation: `[Purchase!]!`. */
  type: string;
}

export interface SchemaView {
  /** False for the view of no schema, where only the model is read. */
  hasSchema: boolean;
  /** A declaration's GraphQL kind, by the schema's name. */
  kind(name: string): GraphqlKind | undefined;
  /** The named base type of a declaration's field, by the schema's names: `Int`, `Float`, `ProductIOS`. */
  fieldBase(type: string, field: string): string | undefined;
  /** Whether the schema requires a declaration's field (`String!`); undefined where it does not declare it. */
  fieldRequired(type: string, field: string): boolean | undefined;
  operation(name: string): SchemaOperation | undefined;
  /** The base of an argument of any operation with that name: `Int` where a number argument is one. */
  argumentBase(operation: string, argument: string): string | undefined;
}

function kindOf(kind: string): GraphqlKind | undefined {
  const bare = kind.replace(/ extension$/, '');
  if (bare === 'object' || bare === 'type') return 'object';
  if (bare === 'inputobject' || bare === 'input') return 'input';
  if (bare === 'interface' || bare === 'union' || bare === 'enum') return bare;
  return undefined;
}

const baseOf = (type: string) => /\w+/.exec(type)?.[0];

export function schemaView(facts: ReleaseFacts): SchemaView {
  const declarations = new Map(releaseDeclarations(facts).map((declaration) => [declaration.name, declaration]));
  const operations = new Map<string, SchemaOperation>();
  for (const operation of releaseOperations(facts)) {
    operations.set(operation.name, {name: operation.name, root: operation.root, args: operation.args ?? [], type: operation.type});
  }
  return {
    hasSchema: true,
    kind: (name) => {
      const declaration = declarations.get(name);
      return declaration ? kindOf(declaration.kind) : undefined;
    },
    fieldBase: (type, field) => {
      const found = declarations.get(type)?.fields?.find((entry) => entry.name === field);
      return found ? baseOf(found.type) : undefined;
    },
    fieldRequired: (type, field) => {
      const found = declarations.get(type)?.fields?.find((entry) => entry.name === field);
      return found ? found.type.endsWith('!') : undefined;
    },
    operation: (name) => operations.get(name),
    argumentBase: (operation, argument) => {
      const found = operations.get(operation)?.args.find((entry) => entry.name === argument);
      return found ? baseOf(found.type) : undefined;
    },
  };
}

/** A view of no schema: for a model with no release behind it, every number is a `Float`, every kind the model's. */
export const NO_SCHEMA: SchemaView = {
  hasSchema: false,
  kind: () => undefined,
  fieldBase: () => undefined,
  fieldRequired: () => undefined,
  operation: () => undefined,
  argumentBase: () => undefined,
};
