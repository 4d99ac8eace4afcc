/**
 * The declarations a release's docs code is type-checked against when the release published no TypeScript
 * (tests/code-blocks/modelDeclarations.ts): they compile, and the compiler sees in them what the model says, inherited
 * fields included.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {modelDeclarations, typeParameters} from '@site/tests/code-blocks/modelDeclarations';
import type {SpecModel} from '@site/shared/specModel';

const root = path.resolve(__dirname, '../..');
const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];

/** The declarations compiled on their own: the compiler's messages, and its checker. */
function compile(source: string) {
  const file = path.join(root, '.model-declarations', 'release.ts');
  const options: ts.CompilerOptions = {strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], types: []};
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists} = host;
  host.getSourceFile = (name, language) => (name === file ? ts.createSourceFile(name, source, language, true) : getSourceFile(name, language));
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const messages = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  return {messages, checker: program.getTypeChecker(), sourceFile: program.getSourceFile(file)!};
}

type Param = {name: string; type: string; optional: boolean};

/** A parameter or property as written: name, type text, optional. */
const written = (node: ts.ParameterDeclaration | ts.PropertySignature): Param => ({
  name: node.name.getText(),
  type: node.type!.getText(),
  optional: Boolean(node.questionToken),
});

const byName = (a: {name: string}, b: {name: string}) => a.name.localeCompare(b.name);

/** What the compiler sees declared: each interface's fields (inherited ones too) and methods, enums' values, aliases. */
function compiledShape(source: string) {
  const {checker, sourceFile} = compile(source);
  const types: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const statement of sourceFile.statements) {
    const name = (statement as ts.DeclarationStatement).name?.getText() ?? '';
    if (ts.isTypeAliasDeclaration(statement)) types[name] = {aliasOf: statement.type.getText()};
    if (ts.isEnumDeclaration(statement)) {
      types[name] = {
        members: statement.members.map((member) => ({name: member.name.getText(), value: member.initializer?.getText() ?? member.name.getText()})),
      };
    }
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const properties = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(statement.name)!));
    const declarations = properties.map((property) => property.valueDeclaration!);
    types[name] = {fields: declarations.filter(ts.isPropertySignature).map(written).sort(byName)};
    for (const method of statement.members.filter(ts.isMethodSignature)) {
      operations[method.name.getText()] = {declaredOn: name, params: method.parameters.map(written), returns: method.type!.getText()};
    }
  }
  return {types, operations};
}

/** The same, as the model says it. */
function modelShape(model: SpecModel) {
  const types: Record<string, unknown> = {};
  for (const type of model.types) {
    if (type.kind === 'alias') types[type.name] = {aliasOf: type.aliasOf};
    else if (type.kind === 'enum') types[type.name] = {members: type.members!.map(({name, value}) => ({name, value}))};
    else types[type.name] = {fields: (type.fields ?? []).map(({name, type: fieldType, optional}) => ({name, type: fieldType, optional})).sort(byName)};
  }
  const operations = Object.fromEntries(
    model.operations.map((operation) => [
      operation.name,
      {declaredOn: operation.declaredOn, params: operation.params.map(({name, type, optional}) => ({name, type, optional})), returns: operation.returns.type},
    ]),
  );
  return {types, operations};
}

describe("a release's model written as TypeScript", () => {
  it.each(versions)('compiles, and declares to the compiler what the model of %s says', (version) => {
    const model = readSnapshot(snapshotPath(root, version));
    const source = modelDeclarations(model);
    expect(compile(source).messages).toEqual([]);
    expect(compiledShape(source)).toEqual(modelShape(model));
  });

  it('is a compiler error where a type names a declaration the model lacks', () => {
    const model = readSnapshot(snapshotPath(root, versions.at(-1)!));
    const broken = JSON.parse(JSON.stringify(model)) as SpecModel;
    broken.types
      .find((type) => type.name === 'ProductIOS')!
      .fields!.push({name: 'planted', type: 'PlantedOptions | null', optional: true, summary: 'Planted.'});
    expect(compile(modelDeclarations(broken)).messages).toEqual(["Cannot find name 'PlantedOptions'."]);
  });

  it("binds a generic alias's parameter to the keys of the interface it indexes", () => {
    expect(typeParameters('(payload: IapEventPayloads[E]) => void')).toEqual(['E extends keyof IapEventPayloads']);
    expect(typeParameters('Promise<Purchase[]>')).toEqual([]);
  });
});
