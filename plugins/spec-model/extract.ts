/**
 * Reads spec/*.ts with the TypeScript compiler and returns the specification as a SpecModel: the declarations with
 * their TSDoc, the operations with their signatures, the error codes with their handling, and the evaluated
 * constants. A spec that breaks a documentation rule stops here with a message naming the file and the declaration.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import {
  OPERATION_CATEGORIES,
  errorCodeAnchor,
  operationSignature,
  toAnchor,
  type DocText,
  type ErrorCodeModel,
  type FieldModel,
  type MemberModel,
  type NativeErrorRow,
  type NativeErrorsModel,
  type OperationGroup,
  type OperationModel,
  type Platform,
  type RetryStrategyModel,
  type SpecModel,
  type TypeModel,
} from '../../shared/specModel';
import {listSpecFiles} from './specFiles';

/** The interfaces of spec/operations.ts whose methods are operations, and the group each one forms. */
export const OPERATION_INTERFACES: Record<string, OperationGroup> = {
  CommonOperations: 'common',
  IosOperations: 'ios',
  AndroidOperations: 'android',
  EventListeners: 'listeners',
};

export class SpecModelError extends Error {
  override name = 'SpecModelError';
}

/** The compiler options of spec/tsconfig.json, the ones the editor and this extraction both check spec/ with. */
export function specCompilerOptions(specDir: string): ts.CompilerOptions {
  const file = path.join(specDir, 'tsconfig.json');
  const {config, error} = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = error ? undefined : ts.parseJsonConfigFileContent(config, ts.sys, specDir, undefined, file);
  const problems = error ? [error] : (parsed?.errors ?? []);
  if (problems.length > 0) {
    throw new SpecModelError(`${file}: ${problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, ' ')).join('; ')}`);
  }
  return parsed!.options;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface ParsedDoc extends DocText {
  tags: {name: string; text: string; paramName?: string}[];
}

function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  return (ts.getTextOfJSDocComment(comment) ?? '').trim();
}

/** Reads the TSDoc block right above a declaration. */
function parseDoc(node: ts.Node): ParsedDoc | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter((entry): entry is ts.JSDoc => ts.isJSDoc(entry));
  const doc = docs.at(-1);
  if (!doc) return undefined;
  const main = commentText(doc.comment);
  const [first = '', ...rest] = main.split(/\n\s*\n/);
  const tags = (doc.tags ?? []).map((tag) => {
    const raw = commentText(tag.comment);
    const text = raw.replace(/^-\s*/, '');
    const paramName = ts.isJSDocParameterTag(tag) ? tag.name.getText() : undefined;
    return {name: tag.tagName.text, text, paramName};
  });
  const tag = (name: string) => tags.find((entry) => entry.name === name)?.text;
  const remarks = [rest.join('\n\n').trim(), tag('remarks') ?? ''].filter(Boolean).join('\n\n');
  const platform = tag('platform');
  const parsed: ParsedDoc = {summary: squash(first), tags};
  if (remarks) parsed.remarks = remarks;
  if (platform !== undefined) parsed.platform = platform as Platform;
  const deprecated = tags.find((entry) => entry.name === 'deprecated');
  if (deprecated) parsed.deprecated = deprecated.text || 'Deprecated.';
  const since = tag('since');
  if (since) parsed.since = since;
  const schemaName = tag('schemaName');
  if (schemaName !== undefined) parsed.schemaName = schemaName;
  return parsed;
}

function docText(parsed: ParsedDoc): DocText {
  const {tags: _tags, ...text} = parsed;
  return text;
}

/**
 * A `@schemaName` names one declaration or field of the schema: a bare identifier, and not the name spec/ already
 * uses (the tag exists only to tell readers, and the release coverage, the schema's other name).
 */
function checkSchemaName(schemaName: string, node: ts.Node, where: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(schemaName)) {
    throw new SpecModelError(`${where}: @schemaName must be one GraphQL name such as SubscriptionOfferIOS, not "${schemaName}".`);
  }
  const ownName = (node as ts.Node & {name?: ts.Node}).name?.getText();
  if (schemaName === ownName) {
    throw new SpecModelError(`${where}: @schemaName repeats its own name "${schemaName}"; give it only where the schema's name differs.`);
  }
}

/** Checks and returns the TSDoc of a declaration; `where` names it in messages: "spec/products.ts: ProductIOS". */
function requireDoc(node: ts.Node, where: string): ParsedDoc {
  const parsed = parseDoc(node);
  if (!parsed || !parsed.summary) {
    throw new SpecModelError(`${where} has no TSDoc summary. Every declaration of spec/ needs one: it is the text the docs show.`);
  }
  // An unclosed `/**` left above a declaration swallows the next comment's opening, which the docs would then show.
  if (parsed.summary.includes('/**')) {
    throw new SpecModelError(`${where}: its TSDoc summary contains "/**", so a comment above it was opened and never closed.`);
  }
  if (parsed.platform !== undefined && parsed.platform !== 'ios' && parsed.platform !== 'android') {
    throw new SpecModelError(`${where}: @platform must be "ios" or "android", not "${parsed.platform}".`);
  }
  if (parsed.schemaName !== undefined) checkSchemaName(parsed.schemaName, node, where);
  return parsed;
}

function literalValue(node: ts.TypeNode): string | undefined {
  if (ts.isLiteralTypeNode(node)) {
    const literal = node.literal;
    if (ts.isStringLiteral(literal) || ts.isNumericLiteral(literal)) return literal.getText();
    if (literal.kind === ts.SyntaxKind.NullKeyword) return undefined;
    if (ts.isPrefixUnaryExpression(literal)) return literal.getText();
  }
  return undefined;
}

/** The closed set of values of a union of literals: `'in-app' | 'subs'` → two members. */
function unionMembers(node: ts.TypeNode): MemberModel[] | undefined {
  if (!ts.isUnionTypeNode(node)) return undefined;
  const members: MemberModel[] = [];
  for (const part of node.types) {
    const value = literalValue(part);
    if (value === undefined) continue;
    members.push({name: value.replace(/^'|'$/g, ''), value, summary: ''});
  }
  return members.length > 0 ? members : undefined;
}

interface RawOperation {
  node: ts.MethodSignature;
  interfaceName: string;
  where: string;
}

/** Evaluates the spec's exported constants by running the transpiled spec files in a sandbox. */
export function evaluateConstants(constantNames: Map<string, string>, options: ts.CompilerOptions = {}): Record<string, unknown> {
  const cache = new Map<string, Record<string, unknown>>();
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached;
    const source = readFileSync(file, 'utf8');
    // Emitted as CommonJS, whatever the spec's module setting, so that the sandbox can run it.
    const {outputText} = ts.transpileModule(source, {
      compilerOptions: {target: options.target ?? ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS},
      fileName: file,
    });
    const exports: Record<string, unknown> = {};
    cache.set(file, exports);
    const requireSibling = (specifier: string) => {
      if (!specifier.startsWith('.')) throw new SpecModelError(`${file}: spec/ may only import its own files, not "${specifier}".`);
      return load(path.resolve(path.dirname(file), `${specifier.replace(/\.ts$/, '')}.ts`));
    };
    vm.runInNewContext(outputText, {exports, module: {exports}, require: requireSibling}, {filename: file});
    return exports;
  };
  const constants: Record<string, unknown> = {};
  for (const [name, file] of constantNames) {
    const value = load(file)[name];
    // A JSON round trip: the model must be plain data, the same whichever way it was produced.
    constants[name] = JSON.parse(JSON.stringify(value));
  }
  return constants;
}

function describeRetry(strategy: Record<string, unknown>, where: string): RetryStrategyModel {
  switch (strategy.kind) {
    case 'exponential':
      return {kind: 'exponential', description: `Exponential: wait ${strategy.baseSeconds}^n seconds before attempt n`};
    case 'linear':
      return {kind: 'linear', description: `Linear: wait n × ${strategy.stepSeconds} seconds before attempt n`};
    case 'fixed':
      return {kind: 'fixed', description: `Fixed: wait ${strategy.seconds} seconds before each attempt`};
    case 'reinitialize':
      return {kind: 'reinitialize', description: 'Reinitialize: open the connection again, then retry'};
    default:
      throw new SpecModelError(`${where}: unknown retry strategy kind "${String(strategy.kind)}".`);
  }
}

/** Extracts the whole model from a spec folder (spec/ or a copy of it). */
export function extractSpecModel(specDir: string): SpecModel {
  const files = listSpecFiles(specDir);
  if (files.length === 0) throw new SpecModelError(`${specDir} holds no spec files.`);
  const options = specCompilerOptions(specDir);
  const program = ts.createProgram(files, options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) {
    const message = ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => specDir,
      getNewLine: () => '\n',
    });
    throw new SpecModelError(`spec/ does not type-check:\n${message}`);
  }

  const types: TypeModel[] = [];
  const rawOperations: RawOperation[] = [];
  const constantFiles = new Map<string, string>();
  const seen = new Map<string, string>();

  for (const file of files) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) continue;
    const module = path.basename(file, '.ts');
    const where = (name: string) => `spec/${module}.ts: ${name}`;
    const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

    for (const statement of sourceFile.statements) {
      if (!isExported(statement)) continue;

      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const name = declaration.name.getText();
          requireDoc(statement, where(name));
          constantFiles.set(name, file);
        }
        continue;
      }

      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && !ts.isEnumDeclaration(statement)) {
        continue;
      }
      const name = statement.name.text;
      if (seen.has(name)) throw new SpecModelError(`${where(name)} is declared twice (also in ${seen.get(name)}).`);
      seen.set(name, `spec/${module}.ts`);
      const doc = docText(requireDoc(statement, where(name)));

      if (ts.isInterfaceDeclaration(statement)) {
        const extendsNames = (statement.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.expression.getText()));
        const fields: FieldModel[] = [];
        for (const member of statement.members) {
          if (ts.isPropertySignature(member) && member.type) {
            const fieldName = member.name.getText();
            const fieldDoc = docText(requireDoc(member, where(`${name}.${fieldName}`)));
            fields.push({name: fieldName, type: squash(member.type.getText()), optional: Boolean(member.questionToken), ...fieldDoc});
          } else if (ts.isMethodSignature(member)) {
            const methodName = member.name.getText();
            if (name in OPERATION_INTERFACES) {
              rawOperations.push({node: member, interfaceName: name, where: where(`${name}.${methodName}`)});
            } else {
              // A method of a data type (e.g. EventSubscription.remove) is listed among its fields, typed as a function.
              const methodDoc = docText(requireDoc(member, where(`${name}.${methodName}`)));
              const parameters = member.parameters.map((p) => squash(p.getText())).join(', ');
              const type = `(${parameters}) => ${squash(member.type?.getText() ?? 'void')}`;
              fields.push({name: methodName, type, optional: Boolean(member.questionToken), ...methodDoc});
            }
          }
        }
        types.push({name, kind: 'interface', module, ...doc, ...(extendsNames.length ? {extends: extendsNames} : {}), fields});
      } else if (ts.isTypeAliasDeclaration(statement)) {
        const members = unionMembers(statement.type);
        types.push({name, kind: 'alias', module, ...doc, aliasOf: squash(statement.type.getText()), ...(members ? {members} : {})});
      } else {
        const members: MemberModel[] = statement.members.map((member) => {
          const memberName = member.name.getText();
          const memberDoc = docText(requireDoc(member, where(`${name}.${memberName}`)));
          return {name: memberName, value: member.initializer ? member.initializer.getText() : memberName, ...memberDoc};
        });
        types.push({name, kind: 'enum', module, ...doc, members});
      }
    }
  }

  resolveInheritedFields(types);
  const constants = evaluateConstants(constantFiles, options);
  const errorEnum = types.find((type) => type.name === 'ErrorCode' && type.kind === 'enum');
  if (!errorEnum?.members) throw new SpecModelError('spec/: the ErrorCode enum is missing.');
  const errorMemberNames = new Set(errorEnum.members.map((member) => member.name));
  const operations = rawOperations.map((raw) => toOperation(raw, errorMemberNames));
  const errorCodes = toErrorCodes(errorEnum, constants);
  const nativeErrors = toNativeErrors(constants, errorEnum);

  return {schema: 2, types, operations, errorCodes, nativeErrors, constants};
}

/** Gives each interface the fields of the interfaces it extends, ahead of its own, marked with their origin. */
function resolveInheritedFields(types: TypeModel[]): void {
  const byName = new Map(types.map((type) => [type.name, type]));
  const ownFields = new Map(types.map((type) => [type.name, type.fields ?? []]));
  const resolved = new Map<string, FieldModel[]>();
  const resolve = (name: string, trail: string[]): FieldModel[] => {
    const done = resolved.get(name);
    if (done) return done;
    if (trail.includes(name)) throw new SpecModelError(`spec/: ${[...trail, name].join(' → ')} extends itself.`);
    const type = byName.get(name);
    if (!type || type.kind !== 'interface') return [];
    const inherited = (type.extends ?? []).flatMap((base) =>
      resolve(base, [...trail, name]).map((field) => ({...field, inheritedFrom: field.inheritedFrom ?? base})),
    );
    const own = ownFields.get(name) ?? [];
    const ownNames = new Set(own.map((field) => field.name));
    // A field redeclared by the extending interface (e.g. a narrower `platform`) replaces the inherited one.
    const fields = [...inherited.filter((field) => !ownNames.has(field.name)), ...own];
    resolved.set(name, fields);
    return fields;
  };
  for (const type of types) {
    if (type.kind === 'interface') type.fields = resolve(type.name, []);
  }
}

function toOperation({node, interfaceName, where}: RawOperation, errorMembers: Set<string>): OperationModel {
  const parsed = requireDoc(node, where);
  const name = node.name.getText();
  const group = OPERATION_INTERFACES[interfaceName];
  const category = parsed.tags.find((tag) => tag.name === 'category')?.text;
  if (!category || !(OPERATION_CATEGORIES as readonly string[]).includes(category)) {
    throw new SpecModelError(`${where}: @category must be one of ${OPERATION_CATEGORIES.join(', ')}${category ? `, not "${category}"` : ' (it has none)'}.`);
  }
  const params = node.parameters.map((parameter) => {
    const paramName = parameter.name.getText();
    const summary = parsed.tags.find((tag) => tag.name === 'param' && tag.paramName === paramName)?.text ?? '';
    if (!summary) throw new SpecModelError(`${where}: parameter "${paramName}" has no @param description.`);
    return {
      name: paramName,
      type: squash(parameter.type?.getText() ?? 'unknown'),
      optional: Boolean(parameter.questionToken || parameter.initializer),
      summary: squash(summary),
    };
  });
  const returnType = squash(node.type?.getText() ?? 'void');
  const returnsText = parsed.tags.find((tag) => tag.name === 'returns')?.text ?? '';
  const throwsList = parsed.tags
    .filter((tag) => tag.name === 'throws')
    .map((tag) => {
      const match = /^(\w+)\s*(?:-\s*)?([\s\S]*)$/.exec(tag.text);
      const code = match?.[1] ?? '';
      if (!errorMembers.has(code)) throw new SpecModelError(`${where}: @throws names "${code}", which is not an ErrorCode member.`);
      return {code, text: squash(match?.[2] ?? '')};
    });
  const exampleTag = parsed.tags.find((tag) => tag.name === 'example')?.text;
  const example = exampleTag
    ?.replace(/^```\w*\n?/, '')
    .replace(/\n?```\s*$/, '')
    .trimEnd();
  const signature = operationSignature(name, params, returnType);
  const operation: OperationModel = {
    name,
    group,
    declaredOn: interfaceName,
    category,
    anchor: toAnchor(name),
    ...docText(parsed),
    signature,
    params,
    returns: {type: returnType, summary: squash(returnsText)},
    throws: throwsList,
  };
  if (example) operation.example = example;
  if (group === 'ios' || group === 'android') operation.platform ??= group;
  return operation;
}

function stripQuotes(value: string): string {
  return value.replace(/^['"]|['"]$/g, '');
}

function toErrorCodes(errorEnum: TypeModel, constants: Record<string, unknown>): ErrorCodeModel[] {
  const handling = (constants.recommendedHandling ?? {}) as Record<string, string>;
  const retries = (constants.retryStrategies ?? {}) as Record<string, Record<string, unknown>>;
  const codes = new Set<string>();
  const list = (errorEnum.members ?? []).map((member) => {
    const code = stripQuotes(member.value);
    codes.add(code);
    const model: ErrorCodeModel = {
      name: member.name,
      code,
      anchor: errorCodeAnchor(code),
      summary: member.summary,
    };
    if (member.remarks) model.remarks = member.remarks;
    if (member.platform) model.platform = member.platform;
    if (member.deprecated) model.deprecated = member.deprecated;
    if (handling[code]) model.handling = handling[code];
    if (retries[code]) model.retry = describeRetry(retries[code], `spec/errors.ts: retryStrategies[${member.name}]`);
    return model;
  });
  for (const key of [...Object.keys(handling), ...Object.keys(retries)]) {
    if (!codes.has(key)) throw new SpecModelError(`spec/errors.ts: "${key}" in the error data is not an ErrorCode value.`);
  }
  return list;
}

/** The spec constants that list the store errors each module maps, by the kind of store error. */
export const NATIVE_ERROR_CONSTANTS = {
  billingResponseCode: 'billingResponseCodeErrors',
  skError: 'skErrorCodeErrors',
  storeKitError: 'storeKitErrorCaseErrors',
  purchaseResult: 'purchaseResultErrors',
} as const;

/** The spec constant that names what each module reports for a store error it does not map. */
export const NATIVE_ERROR_FALLBACKS_CONSTANT = 'nativeErrorFallbacks';

function toNativeErrors(constants: Record<string, unknown>, errorEnum: TypeModel): NativeErrorsModel {
  const nameOf = new Map((errorEnum.members ?? []).map((member) => [stripQuotes(member.value), member.name]));
  const memberName = (value: unknown, where: string): string => {
    const name = nameOf.get(String(value));
    if (!name) throw new SpecModelError(`${where}: "${String(value)}" is not an ErrorCode value.`);
    return name;
  };
  const rows = (constant: string): NativeErrorRow[] => {
    const list = (constants[constant] ?? []) as {code?: number; name: string; errorCode: string | null; wire?: string}[];
    return list.map((entry, index) => ({
      ...(entry.code !== undefined ? {code: entry.code} : {}),
      name: entry.name,
      // A module that reports a string outside ErrorCode for a store error says so: no error code, and that string.
      ...(entry.errorCode === null && entry.wire !== undefined
        ? {errorCode: null, wire: entry.wire}
        : {errorCode: memberName(entry.errorCode, `spec/errors.ts: ${constant}[${index}]`)}),
    }));
  };
  const fallbacks = constants[NATIVE_ERROR_FALLBACKS_CONSTANT] as {android?: string; ios?: string} | undefined;
  if (!fallbacks?.android || !fallbacks.ios) throw new SpecModelError('spec/errors.ts: nativeErrorFallbacks must give the android and ios error code.');
  return {
    maps: {
      billingResponseCode: rows(NATIVE_ERROR_CONSTANTS.billingResponseCode),
      skError: rows(NATIVE_ERROR_CONSTANTS.skError),
      storeKitError: rows(NATIVE_ERROR_CONSTANTS.storeKitError),
      purchaseResult: rows(NATIVE_ERROR_CONSTANTS.purchaseResult),
    },
    fallback: {
      android: memberName(fallbacks.android, 'spec/errors.ts: nativeErrorFallbacks.android'),
      ios: memberName(fallbacks.ios, 'spec/errors.ts: nativeErrorFallbacks.ios'),
    },
  };
}
