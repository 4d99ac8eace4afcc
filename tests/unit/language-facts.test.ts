/**
 * Reading a release's language facts (spec/releases/languages/) and turning one language of it into the file the
 * pages show: checked on its shape, and on names that lead back to the model (C# and GDScript members, C# `Async`
 * operations, events by their listeners, types the schema names differently).
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {languageFactsFile, languageFactsProblem, readLanguageFacts} from '@site/plugins/language-declarations/readLanguageFacts';
import {releaseDeclarationsFile} from '@site/plugins/language-declarations/fromRelease';

const root = path.resolve(__dirname, '../..');

describe('language facts', () => {
  const facts = readLanguageFacts(languageFactsFile(root, '3.2.1'));
  const model = readSnapshot(snapshotPath(root, '3.2.1'));

  it('reads every release the site documents, with the languages each had', () => {
    expect(Object.keys(readLanguageFacts(languageFactsFile(root, '1.2.3')).languages).sort()).toEqual(['kotlin', 'swift']);
    expect(Object.keys(facts.languages).sort()).toEqual(['csharp', 'dart', 'gdscript', 'kotlin', 'swift']);
  });

  it('refuses a malformed file, naming the file and the problem', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'language-facts-'));
    const file = path.join(dir, '9.9.9.json');
    const broken = {
      release: '9.9.9',
      gitTag: '9.9.9',
      languages: {swift: {declarations: {Purchase: {kind: 'struct', fields: {id: 1}, cases: {}}}, operations: {}, operationRoots: {}}},
    };
    writeFileSync(file, JSON.stringify(broken));
    expect(() => readLanguageFacts(file)).toThrow(`${file}: "languages.swift.declarations.Purchase" "fields" must map each member name to its type text`);
    writeFileSync(file, '{');
    expect(() => readLanguageFacts(file)).toThrow(`${file}: not a readable JSON file`);
    expect(languageFactsProblem({release: '9.9.9', gitTag: 'x', languages: {cobol: {}}})).toMatch(/"languages.cobol" is not a language/);
  });

  it('keys a release language by the model names: members through wire names, operations and events by the model', () => {
    const kotlin = releaseDeclarationsFile('3.2.1', 'kotlin', facts.languages.kotlin!, model);
    expect(kotlin.origin).toBe('release');
    expect(kotlin.declarations.PurchaseIOS.fields!.quantityIOS).toEqual({name: 'quantityIOS', type: 'Int?'});
    expect(kotlin.operations.purchaseUpdatedListener).toBe(facts.languages.kotlin!.operations.purchaseUpdated);

    const csharp = releaseDeclarationsFile('3.2.1', 'csharp', facts.languages.csharp!, model);
    expect(csharp.declarations.PurchaseIOS.fields!.appAccountToken).toEqual({name: 'AppAccountToken', type: 'string?'});
    expect(csharp.operations.fetchProducts).toBe(facts.languages.csharp!.operations.FetchProductsAsync);
    expect(csharp.declarations.ProductType.cases).toEqual({'in-app': 'InApp', subs: 'Subs'});

    const gdscript = releaseDeclarationsFile('3.2.1', 'gdscript', facts.languages.gdscript!, model);
    expect(gdscript.declarations.PurchaseIOS.fields!.appAccountToken.name).toBe('app_account_token');
    // A type spec/ names differently is found by the schema's name and keeps the language's name.
    const renamed = model.types.find((type) => type.schemaName && facts.languages.swift!.declarations[type.schemaName])!;
    const swift = releaseDeclarationsFile('3.2.1', 'swift', facts.languages.swift!, model);
    expect(swift.declarations[renamed.name].name).toBe(renamed.schemaName);
  });

  it('leaves out what the model does not have', () => {
    const dart = releaseDeclarationsFile('3.2.1', 'dart', facts.languages.dart!, model);
    // The Dart bundle of 3.2.1 declares a member of PurchaseIOS that the model has no field for.
    expect(Object.values(dart.declarations.PurchaseIOS.fields!).map((field) => field.name)).not.toContain('isAlternativeBilling');
    expect(Object.keys(dart.declarations).every((name) => model.types.some((type) => type.name === name))).toBe(true);
    expect(Object.keys(dart.operations).every((name) => model.operations.some((operation) => operation.name === name))).toBe(true);
  });
});
