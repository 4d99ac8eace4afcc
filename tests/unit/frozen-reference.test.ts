/**
 * A released version's generated reference is written from its frozen model (plugins/versioning/reference.ts): the
 * TypeScript written from a model says what the model says, which the spec-model extractor reading it back shows,
 * and the committed reference of each released version prints only the error code values of its model.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {writeModelAsSpec} from '@site/plugins/versioning/reference';
import {ModelDeclarationError, danglingLinks, modelDeclarations, namesInType, typeParameters} from '@site/plugins/typedoc-reference/modelDeclarations';
import {linksAsTags} from '@site/plugins/typedoc-reference/referenceTexts';
import type {SpecModel} from '@site/shared/specModel';

const root = path.resolve(__dirname, '../..');
const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];

/** What a model declares, without its prose: names, fields, types, optional, members and values. */
function declarations(model: SpecModel) {
  return {
    types: model.types.map((type) => ({
      name: type.name,
      kind: type.kind,
      module: type.module,
      extends: type.extends,
      aliasOf: type.aliasOf,
      // By name: a field that an interface narrows is declared on it again, so it comes back as its own and last.
      fields: type.fields?.map(({name, type: fieldType, optional}) => ({name, type: fieldType, optional})).sort((a, b) => a.name.localeCompare(b.name)),
      members: type.members?.map(({name, value}) => ({name, value})),
    })),
    operations: model.operations.map((operation) => ({
      name: operation.name,
      declaredOn: operation.declaredOn,
      category: operation.category,
      params: operation.params.map(({name, type, optional}) => ({name, type, optional})),
      returns: operation.returns.type,
      throws: operation.throws.map((thrown) => thrown.code),
    })),
    errorCodes: model.errorCodes.map(({name, code}) => ({name, code})),
    nativeErrors: model.nativeErrors,
  };
}

describe("a released version's model written as TypeScript", () => {
  it.each(versions)('reads back as the same declarations for %s', (version) => {
    const work = mkdtempSync(path.join(tmpdir(), 'openiap-reference-test-'));
    try {
      const frozen = readSnapshot(snapshotPath(root, version));
      const readBack = writeModelAsSpec(root, version, work);
      expect(declarations(readBack)).toEqual(declarations(frozen));
    } finally {
      rmSync(work, {recursive: true, force: true});
    }
  });

  it('refuses a type that names a declaration the model lacks', () => {
    const model = readSnapshot(snapshotPath(root, versions[0]));
    const broken = JSON.parse(JSON.stringify(model)) as SpecModel;
    const product = broken.types.find((type) => type.name === 'ProductIOS')!;
    product.fields!.push({name: 'horizon', type: 'HorizonOptions | null', optional: true, summary: 'Planted.'});
    broken.types = broken.types.filter((type) => type.name !== 'HorizonOptions');
    broken.constants = {};
    expect(() => modelDeclarations(broken, {modules: {}, constants: {}})).toThrow(ModelDeclarationError);
    expect(() => modelDeclarations(broken, {modules: {}, constants: {}})).toThrow(/ProductIOS\.horizon .* names HorizonOptions/);
  });

  it('names the links of its texts that lead to nothing it declares', () => {
    const model = readSnapshot(snapshotPath(root, versions[0]));
    const planted = JSON.parse(JSON.stringify(model)) as SpecModel;
    planted.types[0].remarks = 'See {@link HorizonOptions} and {@link ErrorCode}.';
    expect(danglingLinks(planted)).toEqual([...danglingLinks(model), 'HorizonOptions'].sort());
  });

  it('tells the names a type uses from property names and strings', () => {
    expect(namesInType("{kind: 'in-app'; product?: Product} | null")).toEqual(['Product', 'null']);
    expect(namesInType('Promise<Purchase[]>')).toEqual(['Promise', 'Purchase']);
    expect(typeParameters('(payload: IapEventPayloads[E]) => void')).toEqual(['E extends keyof IapEventPayloads']);
  });

  it("keeps the links of a constant's text as link tags", () => {
    expect(linksAsTags('see [ActiveSubscription](purchases.md#ActiveSubscription) and [ErrorCode.ServiceError](#ErrorCode-ServiceError)')).toBe(
      'see {@link ActiveSubscription} and {@link ErrorCode.ServiceError}',
    );
  });
});

/** The error code values the ErrorCode table of a reference page prints: member → value. */
function printedErrorCodes(page: string): Map<string, string> {
  const printed = new Map<string, string>();
  const section = /^### ErrorCode \\\{#ErrorCode\\\}\n([\s\S]*?)(?=^#{2,3} |(?![\s\S]))/m.exec(page)?.[1] ?? '';
  for (const match of section.matchAll(/^\| <Anchor id="ErrorCode-\w+" \/> `(\w+)` \| `"([^"]*)"` \|/gm)) printed.set(match[1], match[2]);
  return printed;
}

/** Where the printed values disagree with the model's error codes: `UserCancelled prints "E_USER_CANCELLED"`. */
function wrongErrorCodes(page: string, model: SpecModel): string[] {
  const printed = printedErrorCodes(page);
  const values = new Map(model.errorCodes.map((errorCode) => [errorCode.name, errorCode.code]));
  const wrong = [...printed].filter(([name, value]) => values.get(name) !== value).map(([name, value]) => `${name} prints "${value}"`);
  const missing = [...values.keys()].filter((name) => !printed.has(name)).map((name) => `${name} is not printed`);
  return [...wrong, ...missing];
}

/**
 * What any page of a reference says of error codes that its model does not have: a value in the older spelling
 * (`E_USER_CANCELLED`) that is no value of the model, or an `ErrorCode.Member` that is no member of it.
 */
function strayErrorCodes(pages: Record<string, string>, model: SpecModel): string[] {
  const values = new Set(model.errorCodes.map((errorCode) => errorCode.code));
  const members = new Set(model.errorCodes.map((errorCode) => errorCode.name));
  const stray: string[] = [];
  for (const [file, page] of Object.entries(pages)) {
    for (const [value] of page.matchAll(/\bE_[A-Z][A-Z_]+\b/g)) if (!values.has(value)) stray.push(`${file}: ${value}`);
    for (const [, member] of page.matchAll(/\bErrorCode\.(\w+)/g)) if (!members.has(member)) stray.push(`${file}: ErrorCode.${member}`);
  }
  return stray;
}

function referencePages(version: string): Record<string, string> {
  const folder = path.join(root, 'versioned_docs', `version-${version}`, 'api');
  const files = readdirSync(folder).filter((name) => name.endsWith('.md'));
  return Object.fromEntries(files.map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]));
}

describe("a released version's reference", () => {
  it.each(versions)('prints the error code values of the model of %s, every one of them, and no other', (version) => {
    const pages = referencePages(version);
    const model = readSnapshot(snapshotPath(root, version));
    expect(printedErrorCodes(pages['errors.md']).size).toBe(model.errorCodes.length);
    expect(wrongErrorCodes(pages['errors.md'], model)).toEqual([]);
    expect(strayErrorCodes(pages, model)).toEqual([]);
  });

  it('is caught printing an error code value its model does not have', () => {
    const version = versions[0];
    const pages = referencePages(version);
    const model = readSnapshot(snapshotPath(root, version));
    const planted = pages['errors.md'].replace('`"user-cancelled"`', '`"E_USER_CANCELLED"`');
    expect(planted).not.toBe(pages['errors.md']);
    expect(wrongErrorCodes(planted, model)).toEqual(['UserCancelled prints "E_USER_CANCELLED"']);
    const elsewhere = {...pages, 'operations.md': `${pages['operations.md']}\nThrows E_USER_CANCELLED or ErrorCode.Cancelled.\n`};
    expect(strayErrorCodes(elsewhere, model)).toEqual(['operations.md: E_USER_CANCELLED', 'operations.md: ErrorCode.Cancelled']);
  });
});
