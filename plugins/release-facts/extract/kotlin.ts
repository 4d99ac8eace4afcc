/**
 * The Kotlin bundle (Types.kt): enum classes with a raw value, data classes (their primary constructor's parameters
 * and the properties of their body), interfaces, sealed interfaces and classes as unions (their members are the
 * classes that implement them), type aliases, and the `*Resolver` interfaces whose `suspend fun`s are the operations.
 */
import type {LanguageFactDeclaration} from '../../language-declarations/readLanguageFacts';
import {type Block, insideParentheses, oneLine, resolverMethods, splitTopLevel, topLevelBlocks, withoutComments} from './bundleText';
import type {BundleReading} from './languageFacts';

type Declaration = LanguageFactDeclaration & {conformsTo: string[]} & Record<string, unknown>;

const HEAD = /^((?:public )?(?:enum class|data class|sealed interface|sealed class|interface|typealias)) (\w+)/;
const MARK = (line: string): string | undefined => /^\/\/ MARK: - (.+)$/.exec(line)?.[1].trim();
const DEPRECATED = /^\s*@Deprecated\b/;
const KINDS: Record<string, string> = {
  'enum class': 'enum',
  'data class': 'class',
  interface: 'protocol',
  'sealed interface': 'union',
  'sealed class': 'union',
  typealias: 'typealias',
};

/** A constructor parameter or property: `@Deprecated(..) override val name: Type = default`. */
const MEMBER = /^((?:@Deprecated\([\s\S]*?\)\s*)?)((?:override )?)(?:val|var) (\w+): ([\s\S]+?)(?: = ([\s\S]+))?$/;

function declaration(block: Block, name: string, read: Record<string, Declaration>, prefix: string): void {
  const [, declaredAs] = HEAD.exec(block.head.trim())!;
  const kind = KINDS[declaredAs.replace(/^public /, '')];
  const text = withoutComments(block.body.map((line) => line.text).join('\n'));
  const afterName = text.slice(text.indexOf(name) + name.length);
  const result: Declaration = {kind, declaredAs, fields: {}, cases: {}, conformsTo: [], section: block.section};
  read[prefix + name] = result;
  if (DEPRECATED.test(block.above)) result.deprecated = true;
  if (kind === 'typealias') {
    result.aliasOf = /=\s*(.+)/.exec(afterName)![1].trim();
    return;
  }
  const parameters = afterName.startsWith('(') ? insideParentheses(afterName, 0) : undefined;
  const rest = parameters === undefined ? afterName : afterName.slice(parameters.length + 2);
  const supertypes = /^\s*:\s*([^{]+)/.exec(rest)?.[1];
  if (supertypes) result.conformsTo = splitTopLevel(supertypes).map((type) => type.replace(/\(\)$/, ''));
  const defaults: Record<string, string> = {};
  const overrides: string[] = [];
  const deprecatedMembers: string[] = [];
  const bodyProperties: string[] = [];
  const member = (source: string, inBody: boolean): void => {
    const found = MEMBER.exec(oneLine(source));
    if (!found) return;
    const [, annotation, override, field, type, value] = found;
    result.fields[field] = type;
    if (value !== undefined) defaults[field] = value;
    if (override) overrides.push(field);
    if (annotation) deprecatedMembers.push(field);
    if (inBody) bodyProperties.push(field);
  };
  if (kind === 'enum') (result as Record<string, unknown>)['constructor'] = oneLine(parameters ?? '');
  else for (const parameter of splitTopLevel(parameters ?? '')) member(parameter, false);
  const body = block.body.filter((line) => line.depth === 1);
  const methods: Record<string, string> = {};
  for (const [index, line] of body.entries()) {
    const trimmed = line.text.trim();
    const deprecated = index > 0 && DEPRECATED.test(body[index - 1].text);
    const entry = /^(\w+)\("([^"]*)"\)[,;]?$/.exec(trimmed);
    if (kind === 'enum' && entry) {
      result.cases[entry[1]] = entry[2];
      if (deprecated) deprecatedMembers.push(entry[1]);
    } else if (/^(?:override )?va[lr] \w+:/.test(trimmed)) member(`${deprecated ? '@Deprecated() ' : ''}${trimmed}`, kind !== 'protocol');
    else if (trimmed.startsWith('suspend fun ')) methods[/suspend fun (\w+)/.exec(trimmed)![1]] = oneLine(trimmed);
  }
  // Overrides and defaults are listed in the order the parameter list first shows one of them.
  const firstDefault = Object.keys(result.fields).findIndex((field) => field in defaults);
  const firstOverride = Object.keys(result.fields).findIndex((field) => overrides.includes(field));
  if (overrides.length && (firstDefault === -1 || firstOverride < firstDefault)) result.overrides = overrides;
  if (Object.keys(defaults).length) result.defaults = defaults;
  if (overrides.length && !result.overrides) result.overrides = overrides;
  if (bodyProperties.length) result.bodyProperties = bodyProperties;
  if (deprecatedMembers.length) result.deprecatedMembers = deprecatedMembers;
  if (Object.keys(methods).length) result.methods = methods;
  // Classes declared inside this one (a request's either-or payload, a union's wrappers) are named `Outer.Inner`.
  const inner = block.body.filter((line) => line.depth >= 1).map((line) => line.text.replace(/^ {4}/, ''));
  for (const nested of topLevelBlocks(inner, HEAD)) declaration({...nested, section: block.section}, HEAD.exec(nested.head)![2], read, `${prefix}${name}.`);
}

export function readKotlin(text: string): BundleReading {
  const declarations: Record<string, Declaration> = {};
  for (const block of topLevelBlocks(text, HEAD, MARK)) declaration(block, HEAD.exec(block.head)![2], declarations, '');
  // A union's members are the classes that name it among their supertypes, beside it where it has nested ones.
  for (const [name, union] of Object.entries(declarations)) {
    if (union.kind !== 'union') continue;
    const simple = name.split('.').at(-1)!;
    const implementing = Object.keys(declarations).filter((other) => declarations[other].conformsTo.includes(simple) && declarations[other].kind !== 'union');
    const nested = implementing.filter((other) => other.startsWith(`${name}.`));
    union.members = nested.length ? nested : implementing.filter((other) => !other.includes('.'));
  }
  return {declarations, resolvers: resolverMethods(declarations)};
}
