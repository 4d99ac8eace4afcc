/**
 * The C# bundle (Types.cs), braces on their own lines: enums (wire values from each enum's converter table
 * `[Enum.Member] = "value"`), records with their `{ get; init; }` properties, modifiers, defaults and
 * `[JsonPropertyName]` names, positional records, unions as abstract records (members from `[JsonDerivedType]`, or
 * the records deriving from them), interfaces, and the `*Resolver` interfaces whose `Task` methods are the
 * operations. The converters and extension classes beside the enums are listed as helpers, not as declarations.
 */
import type {LanguageFactDeclaration} from '../../language-declarations/readLanguageFacts';
import {oneLine, resolverMethods, splitTopLevel} from './bundleText';
import type {BundleReading} from './languageFacts';

type Declaration = LanguageFactDeclaration & {conformsTo: string[]} & Record<string, unknown>;

const HEAD = /^(public (?:(?:sealed|abstract|static|readonly) )*(?:record struct|record|class|interface|enum)) (\w+)(.*)$/;
const MODIFIERS = new Set(['override', 'required', 'abstract', 'virtual', 'new']);
const HELPER = /(?:JsonConverter|Extensions)$/;

interface CsBlock {
  declaredAs: string;
  name: string;
  rest: string;
  attributes: string[];
  members: string[];
  section: string | undefined;
}

function blocks(text: string): CsBlock[] {
  const lines = text.split('\n');
  const found: CsBlock[] = [];
  let section: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    if (/^\/\/ =+$/.test(lines[index - 1] ?? '') && /^\/\/ =+$/.test(lines[index + 1] ?? '')) section = lines[index].slice(3).trim();
    const head = HEAD.exec(lines[index]);
    if (!head) continue;
    const attributes: string[] = [];
    for (let above = index - 1; above >= 0 && lines[above].startsWith('['); above--) attributes.unshift(lines[above]);
    let end = index;
    if (!head[3].trim().endsWith(';')) while (end < lines.length && lines[end] !== '}') end++;
    const members = lines.slice(index + 1, end).filter((line) => /^ {4}\S/.test(line) || /^ {8}\S/.test(line));
    found.push({declaredAs: head[1], name: head[2], rest: head[3], attributes, members, section});
    index = end;
  }
  return found;
}

/** The members of a declaration as statements, a statement written over several lines made one. */
function statements(members: string[]): string[] {
  const result: string[] = [];
  for (const line of members) {
    const text = line.trim();
    if (/^ {8}/.test(line) && result.length && !/[;}\]]$/.test(result.at(-1)!)) result[result.length - 1] += ` ${text}`;
    else if (!/^ {8}/.test(line)) result.push(text);
  }
  return result.map(oneLine);
}

function declaration(block: CsBlock, enumValues: Map<string, string>): Declaration {
  const rest = block.rest.replace(/;$/, '').trim();
  const positional = rest.startsWith('(') ? rest.slice(1, rest.indexOf(')')) : undefined;
  const supertypes = /:\s*(.+)$/.exec(positional === undefined ? rest : rest.slice(rest.indexOf(')') + 1))?.[1];
  const kind = block.declaredAs.endsWith('enum')
    ? 'enum'
    : block.declaredAs.endsWith('interface')
      ? 'protocol'
      : block.declaredAs.includes('abstract record')
        ? 'union'
        : 'class';
  const result: Declaration = {
    kind,
    declaredAs: block.declaredAs,
    fields: {},
    cases: {},
    conformsTo: supertypes ? splitTopLevel(supertypes) : [],
    section: block.section ?? '',
  };
  if (positional !== undefined) {
    for (const parameter of splitTopLevel(positional)) {
      const [type, name] = [parameter.slice(0, parameter.lastIndexOf(' ')), parameter.slice(parameter.lastIndexOf(' ') + 1)];
      result.fields[name] = type;
    }
    result.positional = true;
    return result;
  }
  // Each property's facts, listed in the order the properties first show them.
  const facts: Record<string, Record<string, unknown>> = {};
  const note = (key: string, member: string, value: unknown): void => void ((facts[key] ??= {})[member] = value);
  const methods: Record<string, string> = {};
  let wire: string | undefined;
  for (const statement of statements(block.members)) {
    const property = /^(?:public )?(.+) (\w+) \{ get; (?:init; )?\}(?: = (.+);)?$/.exec(statement);
    const method = /^Task(?:<.+>)? (\w+)\(.*\);$/.exec(statement);
    const entry = /^(\w+),?$/.exec(statement);
    if (statement.startsWith('[')) wire = /^\[JsonPropertyName\("([^"]*)"\)\]$/.exec(statement)?.[1] ?? wire;
    else if (kind === 'enum' && entry) result.cases[entry[1]] = enumValues.get(`${block.name}.${entry[1]}`) ?? '';
    else if (property) {
      const words = property[1].split(' ');
      const modifiers = words.filter((word, index) => index < words.length - 1 && MODIFIERS.has(word));
      const name = property[2];
      result.fields[name] = words.slice(modifiers.length).join(' ');
      if (modifiers.length) note('modifiers', name, modifiers);
      if (property[3] !== undefined) note('defaults', name, property[3]);
      if (wire !== undefined) note('wireNames', name, wire);
      wire = undefined;
    } else if (method) methods[method[1]] = statement;
  }
  const derived = block.attributes.flatMap((attribute) => /^\[JsonDerivedType\(typeof\((\w+)\)/.exec(attribute)?.[1] ?? []);
  if (derived.length) result.members = derived;
  const discriminator = block.attributes.map((attribute) => /TypeDiscriminatorPropertyName = "([^"]*)"/.exec(attribute)?.[1]).find(Boolean);
  if (discriminator) result.discriminator = discriminator;
  Object.assign(result, facts);
  if (Object.keys(methods).length) result.methods = methods;
  return result;
}

export function readCsharp(text: string): BundleReading {
  const enumValues = new Map<string, string>();
  for (const match of text.matchAll(/^\s+\[(\w+)\.(\w+)\] = "([^"]*)",?$/gm)) enumValues.set(`${match[1]}.${match[2]}`, match[3]);
  const declarations: Record<string, Declaration> = {};
  const helperDeclarations: string[] = [];
  for (const block of blocks(text)) {
    if (block.section === undefined || HELPER.test(block.name)) helperDeclarations.push(block.name);
    else declarations[block.name] = declaration(block, enumValues);
  }
  // A union without `[JsonDerivedType]` entries has as members the records that derive from it.
  for (const [name, union] of Object.entries(declarations)) {
    if (union.kind !== 'union' || union.members) continue;
    const members = Object.keys(declarations).filter((other) => declarations[other].conformsTo.includes(name));
    const {discriminator, ...rest} = union;
    declarations[name] = {...rest, members, ...(discriminator !== undefined && {discriminator})};
  }
  return {declarations, resolvers: resolverMethods(declarations), extra: {helperDeclarations}};
}
