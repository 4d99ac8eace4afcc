/**
 * What the pages will show in each language, for every released docs version: the entry point's file agrees with the
 * release's language facts for every field (member name and type text), enum case and signature that the model
 * shares with the release. Checked from the model's side, the way a reader meets them (each model field, case and
 * operation looked up in the raw facts), so that it does not repeat the reading it checks. Next and the bundles the
 * facts do not hold are derived; a language the release did not have gives none.
 */
import path from 'node:path';
import {DOC_LANGUAGES, type BundleLanguage, type LanguageDeclarationsFile} from '@site/shared/languageDeclarations';
import type {SpecModel} from '@site/shared/specModel';
import {loadLiveModel, readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {languageFactsFile, readLanguageFacts, type LanguageFacts} from '@site/plugins/language-declarations/readLanguageFacts';
import {signatureParts} from '@site/plugins/language-declarations/callParts';
import {languageDeclarations, typescriptIsDerived} from '@site/plugins/language-declarations/languageDeclarations';
import {readDocsVersionsList} from '@site/plugins/openiap-versions';

const root = path.resolve(__dirname, '../..');
const versions = readDocsVersionsList(root);
const LANGUAGES = DOC_LANGUAGES.filter((language): language is BundleLanguage => language !== 'typescript');

/** A model operation's name in a language's facts: an event by its own name, C# capitalised with `Async`. */
function factsOperationName(name: string, language: BundleLanguage): string {
  const listener = /^(.*)Listener(IOS|Android)?$/.exec(name);
  const schemaName = listener ? `${listener[1]}${listener[2] ?? ''}` : name;
  return language === 'csharp' ? `${schemaName.charAt(0).toUpperCase()}${schemaName.slice(1)}Async` : schemaName;
}

/** Every disagreement between a shown file and the facts, and how many facts were checked. */
function disagreements(
  shown: LanguageDeclarationsFile,
  facts: LanguageFacts,
  model: SpecModel,
  language: BundleLanguage,
): {checked: number; problems: string[]} {
  const problems: string[] = [];
  let checked = 0;
  const check = (key: string, expected: string, actual: string | undefined) => {
    checked += 1;
    if (expected !== actual) problems.push(`${shown.version} ${language} ${key}: ${expected} in the facts, ${actual ?? 'nothing'} shown`);
  };
  for (const type of model.types) {
    const declaration = facts.declarations[type.schemaName ?? type.name];
    if (!declaration) continue;
    const memberOf = new Map(Object.keys(declaration.fields).map((member) => [declaration.wireNames?.[member] ?? member, member]));
    for (const field of type.fields ?? []) {
      const schemaName = field.schemaName ?? field.name;
      // Where the bundle records no wire name (C#'s interfaces), the member is the field's name in PascalCase.
      const member = memberOf.get(schemaName) ?? memberOf.get(`${schemaName.charAt(0).toUpperCase()}${schemaName.slice(1)}`);
      if (!member) continue;
      const actual = shown.declarations[type.name]?.fields?.[field.name];
      check(`${type.name}.${field.name}`, `${member}: ${declaration.fields[member]}`, actual && `${actual.name}: ${actual.type}`);
    }
    for (const member of type.members ?? []) {
      const wire = member.value.replace(/^'|'$/g, '');
      const caseName = Object.keys(declaration.cases).find((name) => declaration.cases[name] === wire);
      if (caseName) check(`${type.name}.${wire}`, caseName, shown.declarations[type.name]?.cases?.[wire]);
    }
  }
  for (const operation of model.operations) {
    const signature = facts.operations[factsOperationName(operation.schemaName ?? operation.name, language)];
    if (signature) check(`${operation.name}()`, signature, shown.operations[operation.name]);
  }
  return {checked, problems};
}

describe('the declarations each docs version shows', () => {
  it.each(versions)('%s: every field, case and signature shown agrees with the release facts', (version) => {
    const model = readSnapshot(snapshotPath(root, version));
    const facts = readLanguageFacts(languageFactsFile(root, version));
    const counts: string[] = [];
    for (const language of LANGUAGES) {
      const shown = languageDeclarations(root, version, language, model);
      const languageFacts = facts.languages[language];
      if (!languageFacts) {
        counts.push(`${language}: ${shown ? `derived (${shown.origin})` : 'none'}`);
        if (shown) expect(shown.origin).toBe('derived');
        continue;
      }
      expect(shown?.origin).toBe('release');
      const {checked, problems} = disagreements(shown!, languageFacts, model, language);
      counts.push(`${language}: ${checked} checked`);
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(300);
    }
    console.log(`${version}: ${counts.join(', ')}`);
  });

  it('fails on one difference: a type text changed in what is shown', () => {
    const model = readSnapshot(snapshotPath(root, '3.2.1'));
    const shown = languageDeclarations(root, '3.2.1', 'dart', model)!;
    shown.declarations.PurchaseIOS.fields!.quantityIOS.type = 'int';
    const {problems} = disagreements(shown, readLanguageFacts(languageFactsFile(root, '3.2.1')).languages.dart!, model, 'dart');
    expect(problems).toEqual(['3.2.1 dart PurchaseIOS.quantityIOS: quantityIOS: int? in the facts, quantityIOS: int shown']);
  });

  it('1.2.3: Dart, published but not in the facts, is derived; GDScript and C#, which it did not have, give none; its TypeScript is derived', () => {
    const model = readSnapshot(snapshotPath(root, '1.2.3'));
    expect(languageDeclarations(root, '1.2.3', 'dart', model)?.origin).toBe('derived');
    expect(languageDeclarations(root, '1.2.3', 'dart', model)?.declarations.PurchaseIOS.fields?.quantityIOS?.type).toBe('int?');
    expect(languageDeclarations(root, '1.2.3', 'gdscript', model)).toBeNull();
    expect(languageDeclarations(root, '1.2.3', 'csharp', model)).toBeNull();
    expect(typescriptIsDerived(root, '1.2.3')).toBe(true);
    expect(versions.filter((version) => version !== '1.2.3').map((version) => typescriptIsDerived(root, version))).toEqual(
      versions.slice(0, -1).map(() => false),
    );
    expect(typescriptIsDerived(root, 'current')).toBe(false);
  });

  it('Next: every language derived from spec/, in each language as its bundle writes it', () => {
    const model = loadLiveModel(root);
    const expected: Record<BundleLanguage, {name: string; type: string}> = {
      swift: {name: 'quantityIOS', type: 'Int?'},
      kotlin: {name: 'quantityIOS', type: 'Int?'},
      dart: {name: 'quantityIOS', type: 'int?'},
      gdscript: {name: 'quantity_ios', type: 'Variant'},
      csharp: {name: 'QuantityIOS', type: 'int?'},
    };
    for (const language of LANGUAGES) {
      const next = languageDeclarations(root, 'current', language, model)!;
      expect(next.origin).toBe('derived');
      expect(next.declarations.PurchaseIOS.fields!.quantityIOS).toEqual(expected[language]);
      expect(Object.keys(next.operations).length).toBeGreaterThan(40);
    }
  });
});

describe("an operation's parts in each language", () => {
  it('reads the parameters and result of a signature in each language', () => {
    expect(signatureParts('swift', 'func getAvailablePurchases(_ options: PurchaseOptions?) async throws -> [Purchase]')).toEqual({
      params: [{name: 'options', type: 'PurchaseOptions?'}],
      named: undefined,
      result: '[Purchase]',
    });
    expect(signatureParts('kotlin', 'suspend fun initConnection(config: InitConnectionConfig? = null): Boolean').params).toEqual([
      {name: 'config', type: 'InitConnectionConfig?'},
    ]);
    expect(signatureParts('dart', 'Future<FetchProductsResult> fetchProducts({ required List<String> skus, ProductQueryType? type, });')).toEqual({
      params: [
        {name: 'skus', type: 'List<String>'},
        {name: 'type', type: 'ProductQueryType?'},
      ],
      named: '{required List<String> skus, ProductQueryType? type}',
      result: 'Future<FetchProductsResult>',
    });
    expect(signatureParts('dart', 'Future<bool> hasActiveSubscriptions([List<String>? subscriptionIds]);').params).toEqual([
      {name: 'subscriptionIds', type: 'List<String>?'},
    ]);
    expect(signatureParts('gdscript', 'getActiveSubscriptions(subscription_ids: Array[String]) -> Array[ActiveSubscription]').result).toBe(
      'Array[ActiveSubscription]',
    );
    expect(signatureParts('csharp', 'Task<IReadOnlyList<Purchase>> GetAvailablePurchasesAsync(PurchaseOptions? options = null);')).toEqual({
      params: [{name: 'options', type: 'PurchaseOptions?'}],
      named: undefined,
      result: 'Task<IReadOnlyList<Purchase>>',
    });
  });

  it.each(versions)('%s: every part shown is part of the signature shown, and only what a language lacks is missing', (version) => {
    const model = readSnapshot(snapshotPath(root, version));
    const compact = (text: string) => text.replace(/[\s,]/g, '');
    for (const language of LANGUAGES) {
      const shown = languageDeclarations(root, version, language, model);
      if (!shown) continue;
      for (const operation of model.operations) {
        const signature = shown.operations[operation.name];
        const call = shown.calls?.[operation.name];
        if (!signature) {
          // A bundle without the event may still declare the type it carries; nothing else is shown.
          expect(call?.returns).toBeUndefined();
          expect(Object.keys(call?.params ?? {}).filter((name) => name !== 'listener')).toEqual([]);
          continue;
        }
        const listener = operation.group === 'listeners';
        if (!listener) expect(call?.returns && signature.includes(call.returns)).toBeTruthy();
        for (const param of operation.params) {
          const type = call?.params[param.name];
          expect([operation.name, param.name, type && compact(signature).includes(compact(type))]).toEqual([operation.name, param.name, true]);
        }
      }
    }
  });

  it("gives a listener its event's payload, and Dart's named parameters to the model's one argument object", () => {
    const model = readSnapshot(snapshotPath(root, '3.2.1'));
    const dart = languageDeclarations(root, '3.2.1', 'dart', model)!;
    expect(dart.calls!.fetchProducts).toEqual({
      params: {params: '{required List<String> skus, ProductQueryType? type}'},
      returns: 'Future<FetchProductsResult>',
    });
    expect(dart.calls!.purchaseUpdatedListener).toEqual({params: {options: '{bool? dedupeTransactionIOS}', listener: 'Purchase'}});
    const gdscript = languageDeclarations(root, '3.2.1', 'gdscript', model)!;
    // GDScript's bundle has no events, but declares PurchaseError; it declares no Purchase.
    expect(gdscript.calls!.purchaseErrorListener).toEqual({params: {listener: 'PurchaseError'}});
    expect(gdscript.calls!.purchaseUpdatedListener).toBeUndefined();
    // The payloads table, which no bundle declares, shows what each event carries.
    expect(dart.fieldTypes!.IapEventPayloads['[IapEvent.PromotedProductIOS]']).toBe('String');
    expect(gdscript.fieldTypes!.IapEventPayloads).toEqual(
      expect.objectContaining({'[IapEvent.PurchaseError]': 'PurchaseError', '[IapEvent.UserChoiceBillingAndroid]': 'UserChoiceBillingDetails'}),
    );
    expect(gdscript.fieldTypes!.IapEventPayloads['[IapEvent.PurchaseUpdated]']).toBeUndefined();
  });
});
