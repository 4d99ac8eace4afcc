/**
 * The GDScript bundle (types.gd), which nests by indentation: enums (their wire values come from the generated
 * `*_VALUES` tables, their ordinals from the enum), classes with their `var`s, defaults and the schema names their
 * `from_dict` reads, and the `Query`/`Mutation` classes whose `*Field` classes describe each operation. GDScript has no
 * resolver interface, so an operation's signature is put together from its field class (name, Args, return type).
 */
import type {LanguageFactDeclaration} from '../../language-declarations/readLanguageFacts';
import type {BundleReading} from './languageFacts';

type Declaration = LanguageFactDeclaration & Record<string, unknown>;

interface IndentedBlock {
  name: string;
  lines: string[];
  section: string;
}

const indentOf = (line: string): number => /^\t*/.exec(line)![0].length;

/** The `class`/`enum` blocks at one indentation level, each with the lines indented deeper below its head. */
function blocks(lines: string[], level: number, head: RegExp): IndentedBlock[] {
  const found: IndentedBlock[] = [];
  let section = '';
  for (let index = 0; index < lines.length; index++) {
    // A section title sits between two lines of `# ====`.
    if (level === 0 && /^# =+$/.test(lines[index - 1] ?? '') && /^# =+$/.test(lines[index + 1] ?? '')) section = lines[index].slice(2).trim();
    const match = indentOf(lines[index]) === level ? head.exec(lines[index].trim()) : null;
    if (!match) continue;
    let end = index + 1;
    while (end < lines.length && (lines[end].trim() === '' || indentOf(lines[end]) > level)) end++;
    found.push({name: match[1], lines: lines.slice(index + 1, end), section});
    index = end - 1;
  }
  return found;
}

/** The direct members of a block: lines one level below `level`. */
const direct = (block: IndentedBlock, level: number): string[] =>
  block.lines.filter((line) => indentOf(line) === level + 1 && line.trim() !== '').map((line) => line.trim());

const VARIABLE = /^var (\w+): ([^=]+?)(?: = (.+))?$/;

function classDeclaration(block: IndentedBlock): Declaration {
  const result: Declaration = {kind: 'class', declaredAs: 'class', fields: {}, cases: {}, conformsTo: [], section: block.section};
  const defaults: Record<string, string> = {};
  for (const line of direct(block, 0)) {
    const variable = VARIABLE.exec(line);
    if (!variable) continue;
    result.fields[variable[1]] = variable[2];
    if (variable[3] !== undefined) defaults[variable[1]] = variable[3];
  }
  if (Object.keys(defaults).length) result.defaults = defaults;
  // from_dict reads each schema name into a member: `if data.has("productId") ...`, then `obj.product_id = ...`.
  const wireNames: Record<string, string> = {};
  let wire: string | undefined;
  for (const line of block.lines) {
    const key = /^\s*if data\.has\("(\w+)"\)/.exec(line)?.[1];
    const member = /^\s*obj\.(\w+) = /.exec(line)?.[1];
    if (key) wire = key;
    else if (member && wire) {
      if (!(member in wireNames)) wireNames[member] = wire;
      wire = undefined;
    }
  }
  const ordered = Object.fromEntries(Object.keys(result.fields).flatMap((field) => (field in wireNames ? [[field, wireNames[field]]] : [])));
  if (Object.keys(ordered).length) result.wireNames = ordered;
  return result;
}

/** An operation's field class: its constants, its Args' types, and the signature they make. */
function fieldDeclaration(block: IndentedBlock, section: string): [Declaration, string | undefined] {
  const constants: Record<string, string> = {};
  for (const line of direct(block, 1)) {
    const constant = /^const (\w+) = (.+)$/.exec(line);
    if (constant) constants[constant[1]] = constant[2];
  }
  const args: Record<string, string> = {};
  for (const argsBlock of blocks(block.lines, 2, /^class (Args):$/)) {
    for (const line of direct(argsBlock, 2)) {
      const variable = VARIABLE.exec(line);
      if (variable) args[variable[1]] = variable[2];
    }
  }
  const result: Declaration = {kind: 'class', declaredAs: 'class', fields: {}, cases: {}, conformsTo: [], section, constants};
  if (Object.keys(args).length) result.args = args;
  const name = JSON.parse(constants.name ?? '""') as string;
  if (name.startsWith('_')) return [result, undefined];
  const returned = JSON.parse(constants.return_type ?? '""') as string;
  const type = constants.is_array === 'true' ? `Array[${returned}]` : returned;
  const parameters = Object.entries(args).map(([arg, argType]) => `${arg}: ${argType}`);
  return [result, `${name}(${parameters.join(', ')}) -> ${type}`];
}

export function readGdscript(text: string): BundleReading {
  const lines = text.split('\n');
  const declarations: Record<string, Declaration> = {};
  const resolvers: Record<string, Record<string, string>> = {};
  const values = new Map<string, string>();
  for (const match of text.matchAll(/^\t(\w+)\.(\w+): "([^"]*)"/gm)) values.set(`${match[1]}.${match[2]}`, match[3]);
  for (const block of blocks(lines, 0, /^(?:class|enum) (\w+)(?::| \{)$/)) {
    if (block.section === 'Enums') {
      const cases: Record<string, string> = {};
      const ordinals: Record<string, number> = {};
      for (const line of direct(block, 0)) {
        const entry = /^(\w+) = (\d+),?$/.exec(line);
        if (!entry) continue;
        cases[entry[1]] = values.get(`${block.name}.${entry[1]}`) ?? '';
        ordinals[entry[1]] = Number(entry[2]);
      }
      declarations[block.name] = {kind: 'enum', declaredAs: 'enum', fields: {}, cases, conformsTo: [], section: block.section, ordinals};
    } else if (block.name === 'Query' || block.name === 'Mutation') {
      declarations[block.name] = {kind: 'class', declaredAs: 'class', fields: {}, cases: {}, conformsTo: [], section: block.section};
      resolvers[block.name] = {};
      for (const field of blocks(block.lines, 1, /^class (\w+Field):$/)) {
        const [declaration, signature] = fieldDeclaration(field, block.section);
        declarations[`${block.name}.${field.name}`] = declaration;
        if (signature) resolvers[block.name][signature.slice(0, signature.indexOf('('))] = signature;
      }
    } else declarations[block.name] = classDeclaration(block);
  }
  const operationArgHelpers = Object.fromEntries(
    lines.flatMap((line) => {
      const helper = /^(static func (\w+_args)\(.*\) -> Dictionary):$/.exec(line);
      return helper ? [[helper[2], helper[1]]] : [];
    }),
  );
  return {declarations, resolvers, extra: {operationArgHelpers}};
}
