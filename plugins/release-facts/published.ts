/**
 * Compares the TypeScript a docs version shows (its spec model: type names, fields, operation parameters and results,
 * event payloads) with the TypeScript its release published (`spec/releases/typescript/X.Y.Z.ts`), read with the
 * TypeScript compiler. Type texts are compared after the printer has written both the same way: parentheses dropped,
 * `Array<T>` as `T[]`, a union's members in one order, and a published alias read as what it stands for (but a bare
 * keyword: `VoidResult = void` must be shown as `void`). `version:conform` uses the same comparison to correct a
 * frozen model from the file (`conformToPublished`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {operationSignature, type SpecModel} from '../../shared/specModel';
import {releaseFactsDir} from './read';

interface PublishedMember {
  type: string;
  optional: boolean;
}

export interface PublishedTypeScript {
  /** Each exported declaration: an interface's members, an alias's text, or an enum. */
  declarations: Map<string, {members?: Map<string, PublishedMember>; aliasOf?: string; extends?: string[]}>;
  /** The root types' helper maps: `QueryArgsMap` and the like, by operation. */
  args: Map<string, string>;
}

const printer = ts.createPrinter({removeComments: true});

function normalizeNode(node: ts.TypeNode, aliases: Map<string, string>, sort = true): ts.TypeNode {
  const visit = (child: ts.Node): ts.Node => {
    if (ts.isParenthesizedTypeNode(child)) return visit(child.type);
    if (ts.isLiteralTypeNode(child) && ts.isStringLiteral(child.literal))
      return ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(child.literal.text, true));
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
      const name = child.typeName.text;
      if (name === 'Array' && child.typeArguments?.length === 1) return ts.factory.createArrayTypeNode(visit(child.typeArguments[0]) as ts.TypeNode);
      const target = aliases.get(name);
      if (target && !child.typeArguments) return visit(parseType(target));
    }
    if (ts.isUnionTypeNode(child)) {
      const flat = child.types.map((part) => visit(part) as ts.TypeNode).flatMap((part) => (ts.isUnionTypeNode(part) ? [...part.types] : [part]));
      const texts = new Map(flat.map((part) => [print(part), part] as const));
      const order = sort ? [...texts.keys()].sort() : [...texts.keys()];
      return ts.factory.createUnionTypeNode(order.map((text) => texts.get(text)!));
    }
    return ts.visitEachChild(child, visit, undefined);
  };
  return visit(node) as ts.TypeNode;
}

function print(node: ts.Node): string {
  const file = ts.createSourceFile('type.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/\s+/g, ' ');
}

function parseType(text: string): ts.TypeNode {
  // Without parent links, so that the printer writes each literal from its node, whichever text it was parsed from.
  const file = ts.createSourceFile('type.ts', `type T = ${text};`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const statement = file.statements[0];
  if (!statement || !ts.isTypeAliasDeclaration(statement)) throw new Error(`"${text}" is not a TypeScript type`);
  return statement.type;
}

/** One way of writing a type, so that two texts of the same type compare equal. */
export function normalizeType(text: string, aliases: Map<string, string> = new Map()): string {
  return print(normalizeNode(parseType(text), aliases));
}

/** A published type as the tables write it: `(string | null)` → `string | null`, in the release's order. */
export function publishedText(text: string): string {
  return print(normalizeNode(parseType(text), new Map(), false));
}

export function publishedTypeScriptFile(siteDir: string, release: string): string {
  return path.join(releaseFactsDir(siteDir), 'typescript', `${release}.ts`);
}

export function readPublishedTypeScript(file: string): PublishedTypeScript {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declarations: PublishedTypeScript['declarations'] = new Map();
  const args = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      const members = new Map<string, PublishedMember>();
      for (const member of statement.members) {
        if (ts.isPropertySignature(member) && member.type)
          members.set(member.name.getText(), {type: member.type.getText(), optional: Boolean(member.questionToken)});
      }
      const bases = (statement.heritageClauses ?? []).flatMap((clause) => clause.types.map((base) => base.expression.getText()));
      declarations.set(statement.name.text, {members, extends: bases});
    } else if (ts.isTypeAliasDeclaration(statement)) {
      declarations.set(statement.name.text, {aliasOf: statement.type.getText()});
      if (/^(Query|Mutation|Subscription)ArgsMap$/.test(statement.name.text) && ts.isTypeLiteralNode(statement.type)) {
        for (const member of statement.type.members) {
          if (ts.isPropertySignature(member) && member.type) args.set(member.name.getText(), member.type.getText());
        }
      }
    } else if (ts.isEnumDeclaration(statement)) {
      declarations.set(statement.name.text, {});
    }
  }
  return {declarations, args};
}

export interface PublishedComparison {
  /** How many shown facts were compared (names, fields, parameters, results, payloads). */
  checked: number;
  /** Each one that differs, `Name.field: shown X, published Y`. */
  differences: string[];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Every difference between what `model` shows and what `published` declares. `docsOwn` names the docs' own
 * declarations, which no release has; the operation groups and the listener types of the model are among them. With
 * `fix`, each field, parameter, result and payload that differs is set to the published one in `model` itself.
 */
export function comparePublished(model: SpecModel, published: PublishedTypeScript, docsOwn: ReadonlySet<string>, fix = false): PublishedComparison {
  // A published alias (`PurchaseInput = Purchase`, `ProductType`) reads as what it stands for, but for a bare keyword:
  // `VoidResult = void` is shown as `void`, as the operations that resolve with it are declared.
  const aliases = new Map<string, string>();
  for (const [name, declaration] of published.declarations) {
    const target = declaration.aliasOf?.trim();
    if (target && !/^[a-z]+$/.test(target)) aliases.set(name, target);
  }
  // An optional field or parameter may be left out or null in the release's TypeScript: `?: T` is read as `?: T | null`.
  const text = (member: PublishedMember) => `${member.optional ? '?' : ''}: ${normalizeType(member.optional ? `${member.type} | null` : member.type, aliases)}`;
  const differences: string[] = [];
  let checked = 0;
  const compare = (where: string, shown: PublishedMember, declared: PublishedMember | undefined, set?: (value: PublishedMember) => void) => {
    checked += 1;
    if (!declared) differences.push(`${where}: shown, not published`);
    else if (text(shown) !== text(declared)) {
      differences.push(
        `${where}: shown ${shown.optional ? '?' : ''}: ${shown.type}, published ${declared.optional ? '?' : ''}: ${publishedText(declared.type)}`,
      );
      if (fix && set) set({type: publishedText(declared.type), optional: declared.optional});
    }
  };

  for (const type of model.types) {
    if (docsOwn.has(type.name)) continue;
    checked += 1;
    const declaration = published.declarations.get(type.name);
    if (!declaration) {
      differences.push(`${type.name}: shown, not published`);
      continue;
    }
    if (type.kind === 'interface' && !declaration.members) {
      differences.push(`${type.name}: shown as an interface, published as type ${type.name} = ${normalizeType(declaration.aliasOf ?? 'unknown')}`);
      continue;
    }
    if (type.kind === 'alias' && !type.members && declaration.aliasOf) {
      compare(`${type.name} =`, {type: type.aliasOf!, optional: false}, {type: declaration.aliasOf, optional: false});
    }
    if (fix && type.extends && declaration.extends) {
      // The release's forms extend what it declares (ProductSubscriptionIOS extends ProductCommon, not ProductIOS).
      type.extends = declaration.extends.filter((base) => model.types.some((entry) => entry.name === base));
      for (const field of type.fields ?? []) if (field.inheritedFrom && !type.extends.includes(field.inheritedFrom)) delete field.inheritedFrom;
      if (type.extends.length === 0) delete type.extends;
    }
    for (const field of type.fields ?? []) {
      compare(`${type.name}.${field.name}`, field, declaration.members?.get(field.name), (value) => {
        Object.assign(field, value);
        delete field.inheritedFrom;
      });
    }
    for (const name of declaration.members?.keys() ?? []) {
      if (!type.fields || type.fields.some((field) => field.name === name)) continue;
      checked += 1;
      differences.push(`${type.name}.${name}: published, not shown`);
    }
  }

  const roots = ['Query', 'Mutation'].map((name) => published.declarations.get(name)?.members ?? new Map<string, PublishedMember>());
  const events = published.declarations.get('Subscription')?.members ?? new Map<string, PublishedMember>();
  const payloads = model.types.find((type) => type.name === 'IapEventPayloads')?.fields ?? [];
  for (const operation of model.operations) {
    if (operation.group === 'listeners') {
      const event = /IapEvent\.(\w+)/.exec(operation.params.find((param) => param.name === 'listener')?.type ?? '')?.[1];
      const payload = payloads.find((field) => field.name === `[IapEvent.${event}]`);
      if (event && payload)
        compare(`${operation.name} payload`, {...payload, optional: false}, events.get(lowerFirst(event)), (value) => (payload.type = value.type));
      continue;
    }
    const result = roots.map((root) => root.get(operation.name)).find(Boolean);
    compare(`${operation.name}()`, {type: operation.returns.type, optional: false}, result && {...result, optional: false}, (value) => {
      // Prose that links a type the published result does not name (a VoidResult's `success`) described the old one.
      const linked = [...operation.returns.summary.matchAll(/\{@link (\w+)\}/g)].map((match) => match[1]);
      if (linked.some((name) => !new RegExp(`\\b${name}\\b`).test(value.type))) operation.returns.summary = '';
      operation.returns.type = value.type;
    });
    const argsName = published.args.get(operation.name);
    const argsType = argsName === undefined || argsName === 'never' ? undefined : published.declarations.get(argsName);
    if (argsType?.members) {
      // Several arguments: the release takes one object of them, each compared with the parameter of its name.
      for (const param of operation.params)
        compare(`${operation.name}(${param.name})`, param, argsType.members.get(param.name), (value) => Object.assign(param, value));
      const extra = [...argsType.members.keys()].filter((name) => !operation.params.some((param) => param.name === name));
      for (const name of extra) differences.push(`${operation.name}(${name}): published, not shown`);
    } else if (argsName !== undefined) {
      // One argument (or none): the release takes it as it is, optional where its type admits undefined.
      const parts = argsType?.aliasOf ? publishedText(argsType.aliasOf).split(' | ') : [];
      const declared = parts.length ? {type: parts.filter((part) => part !== 'undefined').join(' | '), optional: parts.includes('undefined')} : undefined;
      const [param, ...rest] = operation.params;
      if (rest.length > 0 || !param !== !declared) {
        checked += 1;
        differences.push(`${operation.name}(): shows ${operation.params.length} parameters, published ${declared ? 1 : 0}`);
      } else if (param && declared) compare(`${operation.name}(${param.name})`, param, declared, (value) => Object.assign(param, value));
      else checked += 1;
    }
    if (fix) operation.signature = operationSignature(operation.name, operation.params, operation.returns.type);
  }
  return {checked, differences};
}

/**
 * Gives each declaration of a frozen model the name the release's TypeScript declares (`SubscriptionProduct` →
 * `ProductSubscription`, by its schema name or the same name spelt in another case), everywhere it is named; a
 * declaration that already had that name without being the release's is dropped. The summary says once what the
 * docs called it before, so that the old name is still found. Returns what changed.
 */
function renameToPublished(model: SpecModel, published: PublishedTypeScript, docsOwn: ReadonlySet<string>): string[] {
  const lowerNames = new Map([...published.declarations.keys()].map((name) => [name.toLowerCase(), name]));
  const renames = new Map<string, string>();
  for (const type of model.types) {
    const wanted = type.schemaName ?? type.name;
    const name = published.declarations.has(wanted) ? wanted : lowerNames.get(wanted.toLowerCase());
    if (docsOwn.has(type.name) || published.declarations.has(type.name) || !name) continue;
    renames.set(type.name, name);
    if (name !== wanted) type.schemaName = wanted;
    else delete type.schemaName;
    type.summary = `${type.summary} Earlier docs called it ${type.name}.`;
  }
  if (renames.size === 0) return [];
  const taken = new Set(renames.values());
  for (const stale of model.types.filter((type) => taken.has(type.name) && !renames.has(type.name))) {
    // Its fields that the release's declaration has and the renamed one lacks move over, with their prose.
    const heir = model.types.find((type) => renames.get(type.name) === stale.name);
    const members = published.declarations.get(stale.name)?.members;
    for (const field of stale.fields ?? []) {
      if (heir?.fields && members?.has(field.name) && !heir.fields.some((entry) => entry.name === field.name)) heir.fields.push(field);
    }
  }
  model.types = model.types.filter((type) => renames.has(type.name) || !taken.has(type.name));
  const pattern = new RegExp(`\\b(${[...renames.keys()].join('|')})\\b`, 'g');
  const rename = (text: string) => text.replace(pattern, (name) => renames.get(name)!);
  for (const type of model.types) {
    type.name = rename(type.name);
    if (type.extends) type.extends = type.extends.map(rename);
    if (type.aliasOf) type.aliasOf = rename(type.aliasOf);
    for (const field of type.fields ?? []) {
      field.type = rename(field.type);
      if (field.inheritedFrom) field.inheritedFrom = rename(field.inheritedFrom);
    }
  }
  for (const operation of model.operations) {
    for (const param of operation.params) param.type = rename(param.type);
    operation.returns.type = rename(operation.returns.type);
    operation.signature = rename(operation.signature);
  }
  // The prose's links follow the names: `{@link Platform}` → `{@link IapPlatform}`.
  const relink = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(/\{@link (\w+)\}/g, (link, name: string) => (renames.has(name) ? `{@link ${renames.get(name)}}` : link));
    if (Array.isArray(value)) return value.map(relink);
    return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, relink(entry)])) : value;
  };
  Object.assign(model, relink(model));
  return [...renames].map(([from, to]) => `${from}: renamed ${to}, as the release's TypeScript declares it`);
}

/** Brings a frozen model to the TypeScript its release published: names first, then every compared fact. */
export function conformToPublished(model: SpecModel, published: PublishedTypeScript, docsOwn: ReadonlySet<string>): string[] {
  const changes = renameToPublished(model, published, docsOwn);
  const {differences} = comparePublished(model, published, docsOwn, true);
  const after = new Set(comparePublished(model, published, docsOwn).differences);
  return [...changes, ...differences.filter((difference) => !after.has(difference)).map((difference) => `${difference} → published`)];
}
