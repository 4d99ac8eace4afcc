/**
 * The Swift bundle (Types.swift): enums with raw values, structs and protocols with their `var`s, unions as enums
 * whose cases carry a payload, type aliases, and the `*Resolver` protocols whose `func`s are the operations.
 */
import type {LanguageFactDeclaration} from '../../language-declarations/readLanguageFacts';
import {oneLine, resolverMethods, topLevelBlocks, type Block} from './bundleText';
import type {BundleReading} from './languageFacts';

type Declaration = LanguageFactDeclaration & Record<string, unknown>;

const HEAD = /^(public (?:enum|struct|protocol|typealias|final class|class)) (\w+)(?:: ([^{=]+))?\s*(?:\{|=\s*(.+))?\s*$/;
const MARK = (line: string): string | undefined => /^\/\/ MARK: - (.+)$/.exec(line)?.[1].trim();

function declaration(block: Block): Declaration | undefined {
  const head = HEAD.exec(block.head.trim());
  if (!head) return undefined;
  const [, declaredAs, , conforms, alias] = head;
  const conformsTo = conforms && !alias ? conforms.split(',').map((name) => name.trim()) : [];
  const members = block.body.filter((line) => line.depth === 1).map((line) => line.text.trim());
  const result: Declaration = {kind: '', declaredAs, fields: {}, cases: {}, conformsTo, section: block.section};
  if (alias !== undefined) return {...result, kind: 'typealias', aliasOf: alias.trim()};
  const computed: Record<string, string> = {};
  const defaults: Record<string, string> = {};
  const memberCases: Record<string, string> = {};
  const methods: Record<string, string> = {};
  for (const line of members) {
    const raw = /^case `?(\w+)`? = "([^"]*)"/.exec(line);
    const payload = /^case (\w+)\((.+)\)$/.exec(line);
    const variable = /^(?:public )?var (\w+): (.+?)(?: = (.+?))?(?: \{ get \})?$/.exec(line);
    const getter = /^(?:public )?var (\w+): (.+?) \{$/.exec(line);
    const method = /^func (\w+)/.exec(line);
    if (raw) result.cases[raw[1]] = raw[2];
    else if (payload) memberCases[payload[1]] = payload[2];
    else if (getter) computed[getter[1]] = getter[2];
    else if (variable) {
      result.fields[variable[1]] = variable[2];
      if (variable[3] !== undefined) defaults[variable[1]] = variable[3];
    } else if (method) methods[method[1]] = oneLine(line);
  }
  result.kind = declaredAs.endsWith('enum')
    ? Object.keys(memberCases).length
      ? 'union'
      : 'enum'
    : declaredAs.endsWith('protocol')
      ? 'protocol'
      : declaredAs.endsWith('struct')
        ? 'struct'
        : 'class';
  if (Object.keys(defaults).length) result.defaults = defaults;
  if (result.kind === 'union') {
    result.memberCases = memberCases;
    if (Object.keys(computed).length) result.computedFields = computed;
    result.members = Object.values(memberCases);
  }
  if (Object.keys(methods).length) result.methods = methods;
  return result;
}

export function readSwift(text: string): BundleReading {
  const declarations: Record<string, Declaration> = {};
  for (const block of topLevelBlocks(text, /^public (?:enum|struct|protocol|typealias|final class|class) /, MARK)) {
    const name = HEAD.exec(block.head.trim())?.[2];
    const read = name && declaration(block);
    if (!name || !read) continue;
    declarations[name] = read;
    // An enum nested in a declaration (a request's either-or payload) is a declaration of its own, `Outer.Inner`.
    const inner = block.body.filter((line) => line.depth >= 1).map((line) => line.text.replace(/^ {4}/, ''));
    for (const nested of topLevelBlocks(inner, /^public enum /)) {
      const read = declaration({...nested, section: block.section});
      if (read) declarations[`${name}.${HEAD.exec(nested.head.trim())![2]}`] = read;
    }
  }
  return {declarations, resolvers: resolverMethods(declarations)};
}
