/**
 * @jest-environment node
 *
 * The release facts extractor (`npm run release:extract`) on the small made-up release in
 * tests/fixtures/openiap-release: what each reader finds in its file, the files the command writes from a git
 * repository made of the fixture, and the one-line message bad input gets.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {androidErrors} from '@site/plugins/release-facts/extract/androidErrors';
import {readCsharp} from '@site/plugins/release-facts/extract/csharp';
import {readDart} from '@site/plugins/release-facts/extract/dart';
import {readGdscript} from '@site/plugins/release-facts/extract/gdscript';
import {extractRelease, ExtractError, releaseOfTag} from '@site/plugins/release-facts/extract';
import {iosErrors} from '@site/plugins/release-facts/extract/iosErrors';
import {readKotlin} from '@site/plugins/release-facts/extract/kotlin';
import {schemaFileDeclarations} from '@site/plugins/release-facts/extract/schema';
import {readSwift} from '@site/plugins/release-facts/extract/swift';
import {enumWireValues} from '@site/plugins/release-facts/extract/wireValues';
import {factsJson} from '@site/plugins/release-facts/extract/writeJson';
import {readReleaseFacts, type ReleaseFacts} from '@site/plugins/release-facts/read';
import {readLanguageFacts} from '@site/plugins/language-declarations/readLanguageFacts';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'openiap-release');
const fixture = (file: string): string => readFileSync(path.join(FIXTURE, file), 'utf8');
const GENERATED = 'packages/gql/src/generated';
const ERROR_WIRE = {Unknown: 'unknown', UserCancelled: 'user-cancelled', NetworkError: 'network-error', ServiceError: 'service-error'};

describe('the schema', () => {
  test('keeps each declaration with its fields, arguments, defaults, texts, values, members and interfaces', () => {
    const api = schemaFileDeclarations('api.graphql', fixture('packages/gql/src/api.graphql'));
    expect(api).toEqual([
      {
        kind: 'object extension',
        name: 'Query',
        fields: [{name: 'fetchProducts', type: '[Product!]!', args: [{name: 'params', type: 'ProductRequest!'}], description: "Fetch the store's products."}],
      },
      {
        kind: 'object extension',
        name: 'Mutation',
        fields: [
          {
            name: 'finishTransaction',
            type: 'Boolean!',
            args: [
              {name: 'purchase', type: 'PurchaseInput!'},
              {name: 'isConsumable', type: 'Boolean', default: false},
            ],
            deprecated: 'Use finish instead.',
          },
        ],
      },
    ]);
    const types = schemaFileDeclarations('type.graphql', fixture('packages/gql/src/type.graphql'));
    expect(types.map((declaration) => [declaration.kind, declaration.name])).toEqual([
      ['enum', 'IapPlatform'],
      ['inputobject', 'ProductRequest'],
      ['inputobject', 'PurchaseInput'],
      ['interface', 'ProductCommon'],
      ['object', 'ProductIOS'],
      ['union', 'Product'],
    ]);
    const product = types.find((declaration) => declaration.name === 'ProductIOS')!;
    // The facts files list a type's interfaces after its fields.
    expect(Object.keys(product)).toEqual(['kind', 'name', 'description', 'fields', 'implements']);
    expect(product.implements).toEqual(['ProductCommon']);
    expect(types.find((declaration) => declaration.name === 'Product')!.members).toEqual(['ProductIOS']);
  });

  test('a file graphql cannot parse is refused in one line naming it', () => {
    expect(() => schemaFileDeclarations('packages/gql/src/bad.graphql', 'type Broken {')).toThrow(
      new ExtractError('packages/gql/src/bad.graphql: not a readable GraphQL schema (Syntax Error: Expected Name, found <EOF>.)'),
    );
  });
});

describe('the wire values', () => {
  const enums = [
    ...schemaFileDeclarations('error.graphql', fixture('packages/gql/src/error.graphql')),
    ...schemaFileDeclarations('type.graphql', fixture('packages/gql/src/type.graphql')).filter((declaration) => declaration.kind === 'enum'),
  ];

  test('an `export enum` is matched by member name, a union of literals by order, each with its form', () => {
    const wire = enumWireValues(enums, 'types.ts', fixture(`${GENERATED}/types.ts`), 'typescript');
    expect(wire.values).toEqual({ErrorCode: ERROR_WIRE, IapPlatform: {Ios: 'ios', Android: 'android'}});
    expect(Object.keys(wire.values.ErrorCode)).toEqual(['Unknown', 'UserCancelled', 'NetworkError', 'ServiceError']);
    expect(wire.form).toEqual({ErrorCode: 'enum', IapPlatform: 'union'});
  });

  test("a release without TypeScript is read from the Kotlin bundle's raw values", () => {
    const kotlin = `enum class ErrorCode(val rawValue: String) {\n    Unknown("unknown"),\n    UserCancelled("user-cancelled"),\n    NetworkError("network-error"),\n    ServiceError("service-error");\n}\nenum class IapPlatform(val rawValue: String) {\n    Ios("ios"),\n    Android("android")\n}`;
    expect(enumWireValues(enums, 'Types.kt', kotlin, 'kotlin').values).toEqual({ErrorCode: ERROR_WIRE, IapPlatform: {Ios: 'ios', Android: 'android'}});
  });

  test('an enum missing from the file, or with another number of values, is refused naming the file', () => {
    expect(() => enumWireValues(enums, 'types.ts', "export type IapPlatform = 'ios' | 'android';", 'typescript')).toThrow(
      'types.ts: enum ErrorCode of the schema is not written here',
    );
    const short = fixture(`${GENERATED}/types.ts`).replace("'ios' | 'android'", "'ios'");
    expect(() => enumWireValues(enums, 'types.ts', short, 'typescript')).toThrow('types.ts: enum IapPlatform has 1 values here but 2 in the schema');
  });
});

describe('the native error maps', () => {
  const extensions = 'packages/google/openiap/src/play/java/dev/hyo/openiap/OpenIapErrorExtensions.kt';
  const errors = 'packages/google/openiap/src/main/java/dev/hyo/openiap/OpenIapError.kt';

  test("Android: each response code's subclass and the error code its CODE names, ordered by code", () => {
    const android = androidErrors(fixture(extensions), fixture(errors), ERROR_WIRE);
    expect(android.map).toEqual([
      // A literal code that is no member of the release's ErrorCode keeps its string and no member.
      {code: -3, constant: 'SERVICE_TIMEOUT', openIapError: 'ServiceTimeout', errorCode: null, wireCode: 'service-timeout', subclassSource: `${errors}:16`},
      {
        code: 1,
        constant: 'USER_CANCELED',
        openIapError: 'UserCancelled',
        errorCode: 'UserCancelled',
        wireCode: 'user-cancelled',
        subclassSource: `${errors}:4`,
      },
      // A subclass that borrows another's CODE reports that one's member.
      {
        code: 12,
        constant: 'NETWORK_ERROR',
        openIapError: 'NetworkFailure',
        errorCode: 'NetworkError',
        wireCode: 'network-error',
        subclassSource: `${errors}:12`,
      },
    ]);
    expect(android.fallback).toEqual({openIapError: 'UnknownError', errorCode: 'Unknown', wireCode: 'unknown', source: `${extensions}:8`});
    expect(android.source).toBe(`${extensions}:3-10`);
    expect(android.notListedCodesFallingToElse).toEqual([-2, -1, 0, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('Android: a function without its else branch, or a subclass that is missing, is refused naming the file', () => {
    expect(() => androidErrors(fixture(extensions).replace(/^\s*else ->.*$/m, ''), fixture(errors), ERROR_WIRE)).toThrow(
      `${extensions}: fromBillingResponseCode has no else branch`,
    );
    expect(() => androidErrors(fixture(extensions), fixture(errors).replace('object UserCancelled', 'object Cancelled'), ERROR_WIRE)).toThrow(
      `${errors}: no subclass OpenIapError.UserCancelled`,
    );
  });

  test('iOS: StoreKit 2 cases, StoreKit 1 codes with their numbers, the unmapped codes and the purchase results', () => {
    const ios = iosErrors(fixture('packages/apple/Sources/Models/OpenIapError.swift'), fixture('packages/apple/Sources/OpenIapModule.swift'));
    // A plain `default:` is the fallback the facts describe in words, not a case of its own.
    expect(ios.storeKitErrorMap).toEqual([
      {case: 'userCancelled', errorCode: 'UserCancelled'},
      {case: 'networkError', errorCode: 'NetworkError'},
    ]);
    expect(ios.skErrorMap).toEqual([
      {code: 2, case: 'paymentCancelled', errorCode: 'UserCancelled'},
      {code: 7, case: 'cloudServiceNetworkConnectionFailed', errorCode: 'NetworkError'},
      {code: 8, case: 'cloudServiceRevoked', errorCode: 'NetworkError'},
    ]);
    expect(ios.skErrorUnmapped).toHaveLength(18);
    expect(ios.productPurchaseResultMap).toEqual([
      {case: 'userCancelled', errorCode: 'UserCancelled'},
      {case: 'pending', errorCode: 'DeferredPayment'},
      {case: '@unknown default', errorCode: 'Unknown'},
    ]);
  });

  test('iOS: without a mapping function, only the code the cancellation check compares is mapped', () => {
    const check = 'if let skError = error as? SKError {\n    return skError.code == .paymentCancelled\n}';
    expect(iosErrors(check, undefined)).toEqual({storeKitErrorMap: [], skErrorMap: [{code: 2, case: 'paymentCancelled', errorCode: 'UserCancelled'}]});
  });
});

describe('the language bundles', () => {
  const bundle = (file: string): string => fixture(`${GENERATED}/${file}`);

  test('Swift: raw-value enums, struct fields and defaults, payload unions, aliases and resolver methods', () => {
    const {declarations, resolvers} = readSwift(bundle('Types.swift'));
    expect(Object.keys(declarations)).toEqual(['IapPlatform', 'ProductCommon', 'ProductIOS', 'VoidResult', 'Product', 'QueryResolver', 'MutationResolver']);
    expect(declarations.IapPlatform).toMatchObject({kind: 'enum', cases: {ios: 'ios', android: 'android'}, section: 'Enums'});
    expect(declarations.ProductIOS).toMatchObject({kind: 'struct', fields: {id: 'String', platform: 'IapPlatform'}, defaults: {platform: '.ios'}});
    expect(declarations.Product).toMatchObject({
      kind: 'union',
      memberCases: {productIos: 'ProductIOS'},
      computedFields: {id: 'String'},
      members: ['ProductIOS'],
    });
    expect(declarations.VoidResult).toMatchObject({kind: 'typealias', aliasOf: 'Void'});
    expect(resolvers.Query).toEqual({fetchProducts: 'func fetchProducts(_ params: ProductRequest) async throws -> [Product]'});
  });

  test('Kotlin: constructor parameters with overrides and defaults, body properties, deprecated entries, sealed unions', () => {
    const {declarations} = readKotlin(bundle('Types.kt'));
    expect(declarations.IapPlatform).toMatchObject({
      cases: {Ios: 'ios', Android: 'android'},
      constructor: 'val rawValue: String',
      deprecatedMembers: ['Android'],
    });
    expect(declarations.ProductIOS).toMatchObject({
      fields: {id: 'String', platform: 'IapPlatform', note: 'String?'},
      conformsTo: ['ProductCommon', 'Product'],
      overrides: ['id'],
      defaults: {platform: 'IapPlatform.Ios', note: 'null'},
      bodyProperties: ['note'],
    });
    // The first parameter overrides before any has a default, so the overrides are listed first.
    expect(Object.keys(declarations.ProductIOS).slice(6)).toEqual(['overrides', 'defaults', 'bodyProperties']);
    expect(declarations.Product).toMatchObject({kind: 'union', members: ['ProductIOS']});
  });

  test('Dart: enum entries, final fields, getters, unions by extension and multi-line method signatures', () => {
    const {declarations, resolvers} = readDart(bundle('types.dart'));
    expect(declarations.IapPlatform.cases).toEqual({Ios: 'ios', Android: 'android'});
    expect(declarations.ProductIOS).toMatchObject({
      fields: {id: 'String', platform: 'IapPlatform'},
      conformsTo: ['Product', 'ProductCommon'],
      extends: 'Product',
    });
    expect(declarations.Product).toMatchObject({kind: 'union', getterFields: ['id'], members: ['ProductIOS']});
    expect(resolvers.Query.fetchProducts).toBe('Future<List<Product>> fetchProducts({ required List<String> skus, });');
  });

  test("GDScript: enum ordinals and the *_VALUES table's strings, from_dict names, and operations from the field classes", () => {
    const {declarations, resolvers, extra} = readGdscript(bundle('types.gd'));
    expect(declarations.IapPlatform).toMatchObject({cases: {IOS: 'ios', ANDROID: 'android'}, ordinals: {IOS: 0, ANDROID: 1}});
    expect(declarations.ProductIOS).toMatchObject({defaults: {id: '""', platform: 'null'}, wireNames: {id: 'id', platform: 'platform'}, section: 'Types'});
    expect(declarations['Query.fetchProductsField']).toMatchObject({args: {params: 'ProductRequest'}, constants: {is_array: 'true'}});
    expect(resolvers.Query).toEqual({fetchProducts: 'fetchProducts(params: ProductRequest) -> Array[Product]'});
    expect(extra).toEqual({operationArgHelpers: {fetch_products_args: 'static func fetch_products_args(params: ProductRequest) -> Dictionary'}});
  });

  test('C#: converter values, property modifiers, defaults and JSON names, positional records, derived types, helpers', () => {
    const {declarations, resolvers, extra} = readCsharp(bundle('Types.cs'));
    expect(declarations.IapPlatform.cases).toEqual({Ios: 'ios', Android: 'android'});
    expect(declarations.ProductIOS).toMatchObject({
      modifiers: {Id: ['override', 'required']},
      wireNames: {Id: 'id', Platform: 'platform'},
      defaults: {Platform: 'global::OpenIap.IapPlatform.Ios'},
    });
    expect(declarations.Product).toMatchObject({kind: 'union', members: ['ProductIOS'], discriminator: '__typename', modifiers: {Id: ['abstract']}});
    expect(declarations.PurchaseInput).toMatchObject({fields: {Value: 'Purchase'}, positional: true});
    expect(Object.keys(resolvers.Query)).toEqual(['FetchProductsAsync']);
    expect(extra).toEqual({helperDeclarations: ['IOpenIapEnumJsonConverter', 'IapPlatformJsonConverter']});
  });
});

describe('the command on a repository', () => {
  let work: string;
  let repo: string;
  let site: string;
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: repo,
      encoding: 'utf8',
      // 01:30 in Seoul is the previous day in UTC: the facts' date is the UTC one.
      env: {...process.env, GIT_AUTHOR_DATE: '2030-01-03T01:30:00+0900', GIT_COMMITTER_DATE: '2030-01-03T01:30:00+0900'},
    });

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'openiap-extract-test-'));
    repo = path.join(work, 'repo');
    site = path.join(work, 'site');
    cpSync(FIXTURE, repo, {recursive: true});
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'release');
    git('tag', 'gql-9.8.7');
    writeFileSync(path.join(repo, GENERATED, 'Types.swift'), 'nothing a Swift reader knows\n');
    git('commit', '-qam', 'broken bundle');
    git('tag', 'broken-bundle');
    rmSync(path.join(repo, 'packages/gql/src'), {recursive: true});
    git('commit', '-qam', 'no schema');
    git('tag', 'no-schema');
    // The hand-written texts of the release before, carried into the new file for the maintainer to review.
    mkdirSync(path.join(site, 'spec/releases/languages'), {recursive: true});
    writeFileSync(
      path.join(site, 'spec/releases/9.0.0.json'),
      JSON.stringify({release: '9.0.0', enumWireValuesNote: 'How the values were read.', nativeErrors: {ios: {fallback: 'the PurchaseError fallback'}}}),
    );
    writeFileSync(path.join(site, 'spec/releases/languages/9.0.0.json'), JSON.stringify({release: '9.0.0', conventions: {kind: 'how kinds are named'}}));
  });

  afterAll(() => rmSync(work, {recursive: true, force: true}));

  test('writes the release facts, the language facts and the exact TypeScript of the tag', () => {
    const {files: written, handWrittenFrom} = extractRelease(site, {repo, tag: 'gql-9.8.7'});
    expect(handWrittenFrom).toBe(path.join(site, 'spec/releases/9.0.0.json'));
    expect(written.map((file) => path.relative(site, file))).toEqual([
      'spec/releases/9.8.7.json',
      'spec/releases/languages/9.8.7.json',
      'spec/releases/typescript/9.8.7.ts',
    ]);
    const facts = readReleaseFacts(written[0]) as ReleaseFacts & {enumWireValuesNote?: string};
    expect(facts).toMatchObject({release: '9.8.7', gitTag: 'gql-9.8.7', date: '2030-01-02', versions: {spec: '9.8.7', google: '9.9.0', apple: '9.8.7'}});
    expect(Object.keys(facts.files)).toEqual(['api.graphql', 'error.graphql', 'schema.graphql', 'type.graphql']);
    expect(facts.enumWireValuesSource).toBe(`${GENERATED}/types.ts`);
    expect(facts.enumWireValuesNote).toBe('How the values were read.');
    expect(facts.nativeErrors!.ios.fallback).toBe('the PurchaseError fallback');
    expect(facts.moduleVersions).toEqual({apple: '9.8.7', google: '9.9.0'});
    const languages = readLanguageFacts(written[1]);
    expect(Object.keys(languages.languages)).toEqual(['swift', 'kotlin', 'dart', 'gdscript', 'csharp']);
    expect(languages.languages.kotlin!.operationRoots).toEqual({Query: ['fetchProducts']});
    expect(languages.conventions).toEqual({kind: 'how kinds are named'});
    expect(readFileSync(written[2], 'utf8')).toBe(fixture(`${GENERATED}/types.ts`));
    // The committed files' layout: the release file indented by one space without a final newline.
    expect(readFileSync(written[0], 'utf8')).toMatch(/^\{\n "release": "9\.8\.7",[\s\S]*\}$/);
  });

  test('extracting again gives the same bytes', () => {
    const first = extractRelease(site, {repo, tag: 'gql-9.8.7'}).files.map((file) => readFileSync(file, 'utf8'));
    const second = extractRelease(site, {repo, tag: 'gql-9.8.7'}).files.map((file) => readFileSync(file, 'utf8'));
    expect(second).toEqual(first);
  });

  test('bad input is refused in one line naming the file or the tag', () => {
    expect(() => extractRelease(site, {repo, tag: '9.9.9'})).toThrow(new ExtractError(`${repo}: no tag "9.9.9" in this repository`));
    expect(() => extractRelease(site, {repo: path.join(work, 'nowhere'), tag: '9.8.7'})).toThrow(
      `${path.join(work, 'nowhere')}: no such folder (expected a checkout of the specification's repository)`,
    );
    expect(() => extractRelease(site, {repo: site, tag: '9.8.7'})).toThrow(
      `${site}: not a git repository (expected a clone of the specification's repository)`,
    );
    expect(() => extractRelease(site, {repo, tag: 'no-schema', release: '9.8.8'})).toThrow('packages/gql/src: no .graphql schema files at tag no-schema');
    expect(() => extractRelease(site, {repo, tag: 'broken-bundle', release: '9.8.8'})).toThrow(
      `${GENERATED}/Types.swift: not a readable swift bundle (no declaration found)`,
    );
    expect(() => extractRelease(site, {repo, tag: 'broken-bundle'})).toThrow('--tag broken-bundle: name the release with --release X.Y.Z');
  });
});

describe('small parts', () => {
  test('a tag names its release', () => {
    expect(releaseOfTag('3.2.1')).toBe('3.2.1');
    expect(releaseOfTag('gql-1.3.17')).toBe('1.3.17');
  });

  test('the facts are written as the committed files are: characters beyond ASCII escaped', () => {
    expect(factsJson({note: 'a → b'}, 1)).toBe('{\n "note": "a \\u2192 b"\n}');
    expect(factsJson({note: 'a'}, 2)).toBe('{\n  "note": "a"\n}\n');
  });
});
