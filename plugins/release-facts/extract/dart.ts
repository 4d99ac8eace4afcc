/**
 * The Dart bundle (types.dart): enums whose entries carry their wire value, classes with their `final` fields,
 * abstract classes of getters (interfaces), sealed classes and abstract classes that others extend (unions, whose
 * members are the classes extending them), typedefs, and the `*Resolver` abstract classes whose methods are the
 * operations.
 */
import type {LanguageFactDeclaration} from '../../language-declarations/readLanguageFacts';
import {type Block, resolverMethods, splitTopLevel, topLevelBlocks, withoutComments} from './bundleText';
import type {BundleReading} from './languageFacts';

type Declaration = LanguageFactDeclaration & {conformsTo: string[]} & Record<string, unknown>;

const HEAD = /^(enum|class|abstract class|sealed class|typedef) (\w+)/;
const MARK = (line: string): string | undefined => /^\/\/ MARK: - (.+)$/.exec(line)?.[1].trim();
const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The members directly inside a declaration, each as one statement: up to its `;`, or its body's closing brace. */
function statements(block: Block): string[] {
  const text = withoutComments(
    block.body
      .slice(1, -1)
      .map((line) => line.text)
      .join('\n'),
  );
  const result: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of text) {
    current += char;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"') quote = char;
    else if ('({['.includes(char)) depth++;
    else if (')}]'.includes(char)) depth--;
    if (!quote && depth === 0 && (char === ';' || char === '}')) {
      result.push(collapse(current));
      current = '';
    }
  }
  return result;
}

function declaration(block: Block): [string, Declaration] {
  const [, declaredAs, name] = HEAD.exec(block.head)!;
  const head = collapse(withoutComments(block.head));
  const base = /\bextends (\w+)/.exec(head)?.[1];
  const implemented = /\bimplements ([\w\s,<>]+?)\s*\{/.exec(head)?.[1];
  const conformsTo = [...(base ? [base] : []), ...(implemented ? splitTopLevel(implemented) : [])];
  const result: Declaration = {kind: '', declaredAs, fields: {}, cases: {}, conformsTo, section: block.section};
  if (declaredAs === 'typedef') {
    const text = collapse(withoutComments(block.body.map((line) => line.text).join('\n')));
    return [name, {...result, kind: 'typealias', aliasOf: /=\s*(.+);$/.exec(text)![1]}];
  }
  const getters: string[] = [];
  const methods: Record<string, string> = {};
  if (declaredAs === 'enum') {
    for (const line of block.body.filter((body) => body.depth === 1)) {
      const entry = /^\s*(\w+)\('([^']*)'\)[,;]?$/.exec(line.text);
      if (entry) result.cases[entry[1]] = entry[2];
    }
    return [name, {...result, kind: 'enum'}];
  }
  for (const statement of statements(block)) {
    const field = /^(?:@override )?final (.+) (\w+);$/.exec(statement);
    const getter = /^(?:@override )?(.+) get (\w+);$/.exec(statement);
    const method = /^Future<.+?> (\w+)\(.*\);$/.exec(statement);
    if (field) result.fields[field[2]] = field[1];
    else if (getter) {
      result.fields[getter[2]] = getter[1];
      getters.push(getter[2]);
    } else if (method) methods[method[1]] = statement;
  }
  result.kind = declaredAs === 'sealed class' ? 'union' : declaredAs === 'abstract class' ? 'protocol' : 'class';
  if (getters.length) result.getterFields = getters;
  if (base) result.extends = base;
  if (name.startsWith('_')) result.private = true;
  if (Object.keys(methods).length) result.methods = methods;
  return [name, result];
}

export function readDart(text: string): BundleReading {
  const declarations: Record<string, Declaration> = Object.fromEntries(topLevelBlocks(text, HEAD, MARK).map(declaration));
  // An abstract class that other classes extend is a union; its members, as a sealed class's, are those classes.
  for (const [name, union] of Object.entries(declarations)) {
    const members = Object.keys(declarations).filter((other) => declarations[other].extends === name);
    if (union.kind === 'protocol' && members.length) union.kind = 'union';
    if (union.kind === 'union') union.members = members;
  }
  return {declarations, resolvers: resolverMethods(declarations)};
}
