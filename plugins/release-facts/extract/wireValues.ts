/**
 * The string each schema enum value has on the wire, read from the release's published TypeScript
 * (packages/gql/src/generated/types.ts) with the TypeScript compiler's parser. The file writes an enum either as
 * `export enum` (member = 'value', matched by member name) or as a union of string literals (matched to the schema's
 * values in declaration order). A release without that file had its values read from the Kotlin bundle's
 * `enum class X(val rawValue: String)` entries, also in declaration order.
 */
import ts from 'typescript';
import type {SchemaDeclaration} from './schema';
import {ExtractError} from './source';

export const TYPESCRIPT_FILE = 'packages/gql/src/generated/types.ts';

export type WireForm = 'enum' | 'union';

/** Enum name → its literal strings in the file's order, with the member names where it is an `export enum`. */
interface WrittenEnum {
  form: WireForm;
  literals: string[];
  byMember?: Record<string, string>;
}

function typescriptEnums(file: string, text: string): Map<string, WrittenEnum> {
  const found = new Map<string, WrittenEnum>();
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  for (const statement of sourceFile.statements) {
    if (ts.isEnumDeclaration(statement)) {
      const byMember: Record<string, string> = {};
      for (const member of statement.members) {
        if (member.initializer && ts.isStringLiteral(member.initializer)) byMember[member.name.getText(sourceFile)] = member.initializer.text;
      }
      found.set(statement.name.text, {form: 'enum', literals: Object.values(byMember), byMember});
    } else if (ts.isTypeAliasDeclaration(statement)) {
      const parts = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type];
      const literals = parts.map((part) => (ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal) ? part.literal.text : undefined));
      if (literals.every((literal) => literal !== undefined)) found.set(statement.name.text, {form: 'union', literals});
    }
  }
  return found;
}

/** The Kotlin bundle's enum classes: `enum class X(val rawValue: String) { A("a"), B("b"); ... }`. */
function kotlinEnums(text: string): Map<string, WrittenEnum> {
  const found = new Map<string, WrittenEnum>();
  for (const match of text.matchAll(/enum class (\w+)\(val rawValue: String\)\s*\{([^;}]*)/g)) {
    found.set(match[1], {form: 'enum', literals: [...match[2].matchAll(/\w+\("([^"]*)"\)/g)].map((entry) => entry[1])});
  }
  return found;
}

export interface WireValues {
  values: Record<string, Record<string, string>>;
  form: Record<string, WireForm>;
}

/**
 * Each schema enum's values → wire strings. `from` says which file they come from; an enum the file does not write,
 * or writes with another number of values, is refused naming the file, so a mismatch is never papered over.
 */
export function enumWireValues(enums: SchemaDeclaration[], file: string, text: string, from: 'typescript' | 'kotlin'): WireValues {
  const written = from === 'typescript' ? typescriptEnums(file, text) : kotlinEnums(text);
  const result: WireValues = {values: {}, form: {}};
  for (const declaration of enums) {
    const names = (declaration.values ?? []).map((value) => value.name);
    const entry = written.get(declaration.name);
    if (!entry) throw new ExtractError(`${file}: enum ${declaration.name} of the schema is not written here`);
    const byOrder = entry.byMember && names.every((name) => name in entry.byMember!) ? undefined : entry.literals;
    if (byOrder && byOrder.length !== names.length)
      throw new ExtractError(`${file}: enum ${declaration.name} has ${byOrder.length} values here but ${names.length} in the schema`);
    result.values[declaration.name] = Object.fromEntries(names.map((name, index) => [name, byOrder ? byOrder[index] : entry.byMember![name]]));
    result.form[declaration.name] = entry.form;
  }
  return result;
}
