/**
 * A type as every language's rules read it, whatever wrote it first: a named type (a GraphQL scalar, or a
 * declaration by the schema's name) with its kind, whether it may be null, and whether it is a list (and whether the
 * list's items may be null). Made from the model's TypeScript (a field, a parameter) or from GraphQL notation (an
 * operation's argument or result).
 */
import type {SpecModel, TypeModel} from '../../shared/specModel';
import {stripQuotes, typesBySchemaName} from '../release-facts/fidelity';
import {graphqlShape, splitUnion, typescriptShape} from '../release-facts/typeShape';
import type {GraphqlKind, SchemaView} from './schemaView';

export type RefKind = 'scalar' | GraphqlKind;

export interface TypeRef {
  /** `String`, `Int`, `Float`, `Boolean`, `ID`, or the declaration's name in the schema: `ProductIOS`. */
  name: string;
  kind: RefKind;
  nullable: boolean;
  list: boolean;
  itemNullable: boolean;
}

export const SCALARS = new Set(['String', 'ID', 'Int', 'Float', 'Boolean']);

/** The model's types, looked up as the rules need them. */
export class ModelTypes {
  private readonly byName: Map<string, TypeModel>;
  private readonly bySchema: Map<string, TypeModel>;

  constructor(
    model: Pick<SpecModel, 'types'>,
    private readonly schema: SchemaView,
  ) {
    this.byName = new Map(model.types.map((type) => [type.name, type]));
    this.bySchema = typesBySchemaName(model);
  }

  get(name: string): TypeModel | undefined {
    return this.byName.get(name);
  }

  /** A model type by the schema's name of it. */
  bySchemaName(name: string): TypeModel | undefined {
    return this.bySchema.get(name);
  }

  /** The name the schema, and so every bundle, gives a model type. */
  schemaName(type: TypeModel): string {
    return type.schemaName ?? type.name;
  }

  /** An enum written as its values (`'in-app' | 'subs'`): the model's declaration of exactly those values. */
  enumOfLiterals(text: string): TypeModel | undefined {
    const parts = splitUnion(text);
    if (!parts.every((part) => /^'[^']*'$/.test(part))) return undefined;
    const wanted = parts.map(stripQuotes).sort().join('|');
    return [...this.byName.values()].find(
      (type) =>
        type.members &&
        type.members
          .map((member) => stripQuotes(member.value))
          .sort()
          .join('|') === wanted,
    );
  }

  /**
   * A narrowing of an enum (`'ios'` where the schema's field is an `IapPlatform`): the enum the schema names, when it
   * has every value written.
   */
  enumNarrowedTo(text: string, schemaBase: string | undefined): TypeModel | undefined {
    const type = schemaBase === undefined ? undefined : this.bySchema.get(schemaBase);
    const values = new Set(type?.members?.map((member) => stripQuotes(member.value)));
    const parts = splitUnion(text);
    return values.size > 0 && parts.every((part) => /^'[^']*'$/.test(part) && values.has(stripQuotes(part))) ? type : undefined;
  }

  /** The model's own idea of a declaration's kind: values make an enum, an alias of names a union. */
  kindOf(type: TypeModel): RefKind | undefined {
    const schemaKind = this.schema.kind(this.schemaName(type));
    if (schemaKind) return schemaKind;
    if (type.members?.length) return 'enum';
    if (type.kind === 'alias') return splitUnion(type.aliasOf ?? '').every((part) => this.byName.has(part)) ? 'union' : undefined;
    return type.module === 'requests' ? 'input' : 'object';
  }
}

const TYPESCRIPT_SCALARS: Record<string, string> = {string: 'String', boolean: 'Boolean'};

/**
 * A model type text (`string | null`, `SubscriptionOffer[]`, `number`) as a TypeRef, or undefined where no bundle
 * could declare it (a function, a number literal). `numberBase` is the schema's type of the field: `Int` or `Float`
 * for a `number` (a number the schema does not know is a `Float`, the schema's usual number: dates, prices), the enum
 * a narrowed literal belongs to.
 */
export function refOfModelType(text: string, optional: boolean, types: ModelTypes, numberBase?: string): TypeRef | undefined {
  const shape = typescriptShape(text, optional);
  const base = shape.base;
  let ref: Pick<TypeRef, 'name' | 'kind'> | undefined;
  if (TYPESCRIPT_SCALARS[base]) ref = {name: TYPESCRIPT_SCALARS[base], kind: 'scalar'};
  else if (base === 'number') ref = {name: numberBase === 'Int' ? 'Int' : 'Float', kind: 'scalar'};
  else {
    const type = types.get(base) ?? types.enumOfLiterals(base) ?? types.enumNarrowedTo(base, numberBase);
    const kind = type && types.kindOf(type);
    if (type && kind) ref = {name: types.schemaName(type), kind};
  }
  return ref && {...ref, nullable: shape.nullable, list: shape.list, itemNullable: Boolean(shape.itemNullable)};
}

/** A GraphQL type (`[Purchase!]!`) as a TypeRef, its kind from the schema, else from the model. */
export function refOfGraphqlType(text: string, schema: SchemaView, types: ModelTypes): TypeRef {
  const shape = graphqlShape(text);
  const modelType = types.bySchemaName(shape.base);
  const kind: RefKind = SCALARS.has(shape.base) ? 'scalar' : (schema.kind(shape.base) ?? (modelType && types.kindOf(modelType)) ?? 'object');
  return {name: shape.base, kind, nullable: shape.nullable, list: shape.list, itemNullable: Boolean(shape.itemNullable)};
}
