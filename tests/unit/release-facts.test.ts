/**
 * The release facts tools on small made-up releases: reading a type's shape, checking each kind of fact, correcting a
 * frozen model from the facts (the command maintainers run for a released version), the exceptions file, and the
 * checklist for a release that is not a docs version yet.
 */
import {cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {graphqlShape, typescriptShape} from '@site/plugins/release-facts/typeShape';
import {checkFidelity} from '@site/plugins/release-facts/fidelity';
import {conformModel} from '@site/plugins/release-facts/conform';
import {exceptionsFile, readExceptions} from '@site/plugins/release-facts/exceptions';
import {readReleaseFacts, releaseFactsFile, type ReleaseFacts} from '@site/plugins/release-facts/read';
import {formatChecklist, formatReports, reportOf} from '@site/plugins/release-facts/report';
import {docsOwnFile, readLeftOut} from '@site/plugins/release-facts/docsOwn';
import {iosFallbackMember} from '@site/plugins/release-facts/nativeErrors';
import {conformVersion, parseConstantOptions} from '@site/plugins/versioning/conform';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import type {SpecModel} from '@site/shared/specModel';

const siteDir = path.resolve(__dirname, '../..');

const facts: ReleaseFacts = {
  release: '9.1.0',
  gitTag: '9.1.0',
  date: '2026-01-01',
  versions: {spec: '9.1.0'},
  files: {
    'type.graphql': [
      {
        kind: 'object',
        name: 'PurchaseIOS',
        fields: [
          {name: 'id', type: 'ID!'},
          {name: 'quantityIOS', type: 'Int'},
          {name: 'ids', type: '[String!]'},
          {name: 'state', type: 'PurchaseState!'},
        ],
      },
      {kind: 'enum', name: 'PurchaseState', values: [{name: 'Pending'}, {name: 'Purchased'}]},
      {kind: 'enum', name: 'ErrorCode', values: [{name: 'UserCancelled'}, {name: 'PurchaseError'}, {name: 'Unknown'}]},
    ],
    'api.graphql': [
      {
        kind: 'object extension',
        name: 'Query',
        fields: [{name: 'fetchProducts', type: '[PurchaseIOS!]!', args: [{name: 'params', type: 'ProductRequest!'}]}],
      },
    ],
  },
  enumWireValues: {
    PurchaseState: {Pending: 'pending', Purchased: 'purchased'},
    ErrorCode: {UserCancelled: 'user-cancelled', PurchaseError: 'purchase-error', Unknown: 'unknown'},
  },
  nativeErrors: {
    android: {map: [{code: 1, constant: 'USER_CANCELED', errorCode: 'UserCancelled'}], fallback: {errorCode: 'Unknown'}},
    ios: {
      skErrorMap: [{code: 2, case: 'paymentCancelled', errorCode: 'UserCancelled'}],
      storeKitErrorMap: [
        {case: 'userCancelled', errorCode: 'UserCancelled'},
        {case: '@unknown default', errorCode: '<fallback>'},
      ],
      fallback: 'the fallback argument (default .purchaseError → PurchaseError)',
    },
  },
};

/** A model that agrees with `facts`, in the spec model's TypeScript terms. */
function agreeingModel(): SpecModel {
  return {
    schema: 2,
    types: [
      {
        name: 'PurchaseIOS',
        kind: 'interface',
        module: 'purchases',
        summary: 'A purchase.',
        fields: [
          {name: 'id', type: 'string', optional: false, summary: 'Id.'},
          {name: 'quantityIOS', type: 'number | null', optional: true, summary: 'Quantity.'},
          {name: 'ids', type: 'string[] | null', optional: true, summary: 'Ids.'},
          {name: 'state', type: 'PurchaseState', optional: false, summary: 'State.'},
        ],
      },
      {
        name: 'PurchaseState',
        kind: 'alias',
        module: 'common',
        summary: 'State.',
        aliasOf: "'pending' | 'purchased'",
        members: [
          {name: 'pending', value: "'pending'", summary: ''},
          {name: 'purchased', value: "'purchased'", summary: ''},
        ],
      },
    ],
    operations: [
      {
        name: 'fetchProducts',
        group: 'common',
        declaredOn: 'CommonOperations',
        category: 'Product Management',
        anchor: 'fetch-products',
        summary: 'Fetches.',
        signature: 'fetchProducts(params: ProductRequest): Promise<PurchaseIOS[]>',
        params: [{name: 'params', type: 'ProductRequest', optional: false, summary: 'What to fetch.'}],
        returns: {type: 'Promise<PurchaseIOS[]>', summary: ''},
        throws: [],
      },
    ],
    errorCodes: [
      {name: 'UserCancelled', code: 'user-cancelled', anchor: 'e-user-cancelled', summary: 'Cancelled.'},
      {name: 'PurchaseError', code: 'purchase-error', anchor: 'e-purchase-error', summary: 'Failed.'},
      {name: 'Unknown', code: 'unknown', anchor: 'e-unknown', summary: 'Unknown.'},
    ],
    nativeErrors: {
      maps: {
        billingResponseCode: [{code: 1, name: 'USER_CANCELED', errorCode: 'UserCancelled'}],
        skError: [{code: 2, name: 'paymentCancelled', errorCode: 'UserCancelled'}],
        storeKitError: [{name: 'userCancelled', errorCode: 'UserCancelled'}],
        purchaseResult: [],
      },
      fallback: {android: 'Unknown', ios: 'PurchaseError'},
    },
    constants: {},
  };
}

const disagreements = (model: SpecModel) =>
  checkFidelity(facts, model)
    .filter((fact) => fact.problem)
    .map((fact) => `${fact.key}: ${fact.problem}`);

describe('type shapes', () => {
  it.each([
    ['String!', {base: 'String', nullable: false, list: false}],
    ['Int', {base: 'Int', nullable: true, list: false}],
    ['[Purchase!]!', {base: 'Purchase', nullable: false, list: true, itemNullable: false}],
    ['[String]', {base: 'String', nullable: true, list: true, itemNullable: true}],
  ])('reads GraphQL %s', (text, shape) => expect(graphqlShape(text)).toEqual(shape));

  it('refuses what is not a GraphQL type', () => expect(() => graphqlShape('[String!')).toThrow(/not a GraphQL type/));

  it.each([
    ['string', false, {base: 'string', nullable: false, list: false}],
    ['string | null', false, {base: 'string', nullable: true, list: false}],
    ['string', true, {base: 'string', nullable: true, list: false}],
    ['Promise<Purchase[]>', false, {base: 'Purchase', nullable: false, list: true, itemNullable: false}],
    ['Array<Product | SubscriptionProduct> | null', false, {base: 'Product | SubscriptionProduct', nullable: true, list: true, itemNullable: false}],
    ['(string | null)[]', false, {base: 'string', nullable: false, list: true, itemNullable: true}],
  ])('reads TypeScript %s (optional %s)', (text, optional, shape) => expect(typescriptShape(text, optional)).toEqual(shape));
});

describe('fidelity', () => {
  it('finds nothing to say of a model that agrees', () => {
    expect(disagreements(agreeingModel())).toEqual([]);
    // 4 fields, 1 argument, 1 result, 2 enum values, 3 error codes, 3 mapped store errors and 2 fallbacks.
    expect(checkFidelity(facts, agreeingModel()).length).toBe(16);
  });

  it("reports each kind of fact that differs, in the release's terms", () => {
    const model = agreeingModel();
    const fields = model.types[0].fields!;
    fields[1].optional = false;
    fields[1].type = 'number';
    fields[2].type = 'string | null';
    fields[0].type = 'number';
    model.types[1].members![0].value = "'Pending'";
    model.operations[0].params[0].name = 'request';
    model.operations[0].returns.type = 'Promise<PurchaseIOS[] | null>';
    model.errorCodes[0].code = 'E_USER_CANCELLED';
    model.nativeErrors.maps.billingResponseCode[0].errorCode = 'Unknown';
    model.nativeErrors.maps.skError.push({code: 3, name: 'paymentInvalid', errorCode: 'Unknown'});
    model.nativeErrors.fallback.ios = 'Unknown';
    expect(disagreements(model)).toEqual([
      'PurchaseIOS.id: ID (string) in 9.1.0, number in the docs',
      'PurchaseIOS.quantityIOS: nullable in 9.1.0, required in the docs',
      'PurchaseIOS.ids: a list in 9.1.0, not a list in the docs',
      'fetchProducts(params): an argument in 9.1.0, not in the docs',
      'fetchProducts(request): not an argument in 9.1.0, an argument in the docs',
      'fetchProducts(): never null in 9.1.0, may be null in the docs',
      "PurchaseState.Pending: 'pending' in 9.1.0, 'Pending' in the docs",
      "error code UserCancelled: 'user-cancelled' in 9.1.0, 'E_USER_CANCELLED' in the error table",
      'BillingResponseCode 1 USER_CANCELED: UserCancelled in 9.1.0, Unknown in the docs',
      'SKError 3 paymentInvalid: not mapped in 9.1.0, Unknown in the docs',
      'ios fallback: PurchaseError in 9.1.0, Unknown in the docs',
    ]);
  });

  it('takes the iOS fallback from the first ErrorCode member its words name', () => {
    expect(
      iosFallbackMember('the fallback argument (default .purchaseError → PurchaseError; callers pass .serviceError)', ['ServiceError', 'PurchaseError']),
    ).toBe('PurchaseError');
    expect(() => iosFallbackMember('re-thrown unchanged', ['PurchaseError'])).toThrow(/names no ErrorCode member/);
  });
});

describe('correcting a model from the facts', () => {
  it("gives an event's payload the event's type: 1.2.3's promoted product is its identifier", () => {
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(siteDir, '1.2.3')))) as SpecModel;
    const payloads = model.types.find((type) => type.name === 'IapEventPayloads')!.fields!;
    payloads.find((field) => field.name === '[IapEvent.PromotedProductIOS]')!.type = 'ProductIOS';
    const {changes} = conformModel(model, readReleaseFacts(releaseFactsFile(siteDir, '1.2.3')), new Set());
    expect(changes).toContain('promotedProductListenerIOS payload: ProductIOS → string');
  });

  it('rewrites every disagreeing fact and nothing else, and a second pass changes nothing', () => {
    const model = agreeingModel();
    model.types[0].fields![1] = {name: 'quantityIOS', type: 'number', optional: false, summary: 'Quantity.'};
    model.types[1].members = [
      {name: 'Pending', value: "'Pending'", summary: 'Waiting.'},
      {name: 'Failed', value: "'Failed'", summary: ''},
    ];
    model.operations[0].params[0].name = 'request';
    model.operations[0].signature = 'fetchProducts(request: ProductRequest): Promise<PurchaseIOS[]>';
    model.errorCodes[0] = {...model.errorCodes[0], code: 'E_USER_CANCELLED', anchor: 'e-user-cancelled'};
    const {model: fixed, changes} = conformModel(model, facts, new Set());
    expect(disagreements(fixed)).toEqual([]);
    expect(changes).toEqual([
      'PurchaseIOS.quantityIOS: number → ?: number | null',
      'fetchProducts(request: ProductRequest): Promise<PurchaseIOS[]> → fetchProducts(params: ProductRequest): Promise<PurchaseIOS[]>',
      "PurchaseState: 'Pending' | 'Failed' → 'pending' | 'purchased'",
      'error code UserCancelled: E_USER_CANCELLED → user-cancelled',
    ]);
    expect(fixed.types[0].fields![1]).toEqual({name: 'quantityIOS', type: 'number | null', optional: true, summary: 'Quantity.'});
    // The prose of a value that stays is kept; a value the release lacks goes.
    expect(fixed.types[1].members).toEqual([
      {name: 'pending', value: "'pending'", summary: 'Waiting.'},
      {name: 'purchased', value: "'purchased'", summary: ''},
    ]);
    expect(fixed.operations[0].signature).toBe('fetchProducts(params: ProductRequest): Promise<PurchaseIOS[]>');
    expect(fixed.operations[0].params[0].summary).toBe('What to fetch.');
    expect(fixed.errorCodes[0]).toMatchObject({code: 'user-cancelled', anchor: 'e-user-cancelled'});
    expect(model.types[0].fields![1].type).toBe('number');
    expect(conformModel(fixed, facts, new Set()).changes).toEqual([]);
  });
});

describe('the version:conform command', () => {
  function project(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'conform-'));
    mkdirSync(path.join(dir, 'versioned_docs', 'version-2.4.4'), {recursive: true});
    mkdirSync(path.join(dir, 'spec', 'releases'), {recursive: true});
    writeFileSync(path.join(dir, 'versions.json'), '["2.4.4"]');
    cpSync(releaseFactsFile(siteDir, '2.4.4'), releaseFactsFile(dir, '2.4.4'));
    cpSync(docsOwnFile(siteDir), docsOwnFile(dir));
    cpSync(exceptionsFile(siteDir), exceptionsFile(dir));
    cpSync(snapshotPath(siteDir, '2.4.4'), snapshotPath(dir, '2.4.4'));
    return dir;
  }

  it('corrects a fact of an older release from its facts file, and says what it changed', () => {
    const dir = project();
    const model = JSON.parse(readFileSync(snapshotPath(dir, '2.4.4'), 'utf8')) as SpecModel;
    const field = model.types.find((type) => type.name === 'PurchaseIOS')!.fields!.find((entry) => entry.name === 'quantityIOS')!;
    Object.assign(field, {type: 'number', optional: false});
    writeFileSync(snapshotPath(dir, '2.4.4'), JSON.stringify(model));
    const lines: string[] = [];
    expect(conformVersion(dir, '2.4.4', (line) => lines.push(line))).toEqual(['PurchaseIOS.quantityIOS: number → ?: number | null']);
    expect(lines[0]).toMatch(/^2\.4\.4: 1 facts corrected from .*2\.4\.4\.json:$/);
    const fixed = readSnapshot(snapshotPath(dir, '2.4.4'));
    expect(fixed.types.find((type) => type.name === 'PurchaseIOS')!.fields!.find((entry) => entry.name === 'quantityIOS')).toMatchObject({
      type: 'number | null',
      optional: true,
    });
    expect(conformVersion(dir, '2.4.4', () => undefined)).toEqual([]);
  });

  it('sets a constant the facts file does not carry, only one the model has, keeping its type', () => {
    const dir = project();
    const set = (options: string[]) => conformVersion(dir, '2.4.4', () => undefined, parseConstantOptions(options));
    const before = readSnapshot(snapshotPath(dir, '2.4.4')).constants as {minimumIOSVersions: Record<string, string>; androidAcknowledgeWindowDays: number};
    expect(set(['minimumIOSVersions.externalPurchaseApis=99.1'])).toEqual([
      `constant minimumIOSVersions.externalPurchaseApis: "${before.minimumIOSVersions.externalPurchaseApis}" → "99.1"`,
    ]);
    expect(set(['androidAcknowledgeWindowDays=4'])).toEqual([`constant androidAcknowledgeWindowDays: ${before.androidAcknowledgeWindowDays} → 4`]);
    expect(readSnapshot(snapshotPath(dir, '2.4.4')).constants).toMatchObject({
      minimumIOSVersions: {externalPurchaseApis: '99.1'},
      androidAcknowledgeWindowDays: 4,
    });
    expect(() => set(['minimumIOSVersions.noSuchThing=1'])).toThrow(/no constant minimumIOSVersions\.noSuchThing/);
    expect(() => set(['androidAcknowledgeWindowDays=three'])).toThrow(/is a number/);
    expect(() => parseConstantOptions(['noEquals'])).toThrow(/--constant takes name=value/);
  });

  it('refuses a version that is not released or has no facts', () => {
    const dir = project();
    expect(() => conformVersion(dir, '9.9.9', () => undefined)).toThrow(/not in versions.json/);
    expect(() => conformVersion(dir, undefined, () => undefined)).toThrow(/Say which released version/);
    writeFileSync(path.join(dir, 'versions.json'), '["2.4.4", "1.0.0"]');
    expect(() => conformVersion(dir, '1.0.0', () => undefined)).toThrow(/1\.0\.0\.json is missing/);
  });
});

describe('the exceptions file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exceptions-'));
  it.each([
    ['{', /not valid JSON/],
    ['[]', /expected \{"exceptions"/],
    ['{"exceptions": [{"release": "3.2.1", "fact": "A.b"}]}', /exceptions\[0\] \(A\.b\) needs a "why"/],
  ])('refuses %s, naming the file', (text, problem) => {
    const file = path.join(dir, 'exceptions.json');
    writeFileSync(file, text);
    expect(() => readExceptions(file)).toThrow(problem);
    expect(() => readExceptions(file)).toThrow(file);
  });

  it('explains a disagreement it names, and is stale where nothing differs', () => {
    const model = agreeingModel();
    model.types[0].fields![1].optional = false;
    model.types[0].fields![1].type = 'number';
    const report = reportOf('9.1.0', facts, model, [
      {release: '9.1.0', fact: 'PurchaseIOS.quantityIOS', why: 'kept required on purpose for this test'},
      {release: '9.1.0', fact: 'PurchaseIOS.id', why: 'nothing differs here any more'},
    ]);
    expect(report.disagreements).toEqual([]);
    expect(report.excepted.map((entry) => entry.fact.key)).toEqual(['PurchaseIOS.quantityIOS']);
    expect(report.stale.map((entry) => entry.fact)).toEqual(['PurchaseIOS.id']);
  });
});

describe('the checklist for the next release', () => {
  it('lists what spec/ lacks, has in excess and has differently, measured against a copy of a real release', () => {
    const next = JSON.parse(JSON.stringify(readReleaseFacts(releaseFactsFile(siteDir, '3.2.1')))) as ReleaseFacts;
    const purchase = Object.values(next.files)
      .flat()
      .find((declaration) => declaration.name === 'PurchaseIOS')!;
    purchase.fields!.push({name: 'refundedQuantityIOS', type: 'Int'});
    purchase.fields = purchase.fields!.filter((field) => field.name !== 'bundleTransactionIdIOS');
    purchase.fields.find((field) => field.name === 'quantityIOS')!.type = 'Int!';
    const model = readSnapshot(snapshotPath(siteDir, '3.2.1'));
    // The facts the docs knowingly show as published are explained for 3.2.1; a new release inherits them here.
    const known = readExceptions(exceptionsFile(siteDir)).filter((entry) => entry.release === 'next');
    const text = formatChecklist(reportOf('next', {...next, release: '3.3.0'}, model, known));
    expect(text).toMatch(/spec\/ lacks, 3\.3\.0 has \(\d+\)[\s\S]*- \[ \] PurchaseIOS\.refundedQuantityIOS/);
    expect(text).toMatch(/spec\/ has, 3\.3\.0 lacks[^\n]*\n[\s\S]*- \[ \] PurchaseIOS\.bundleTransactionIdIOS/);
    expect(text).toMatch(/spec\/ has differently \(1\)\n- \[ \] PurchaseIOS\.quantityIOS: required in 3\.3\.0, nullable in the docs/);
  });

  it('shows what spec/ leaves out on purpose apart, with its reason, so that the lists to work through can be emptied', () => {
    const release = readReleaseFacts(releaseFactsFile(siteDir, '3.2.1'));
    const report = reportOf('next', release, readSnapshot(snapshotPath(siteDir, '3.2.1')), []);
    const leftOut = readLeftOut(docsOwnFile(siteDir));
    const text = formatChecklist(report, new Set(), leftOut);
    expect(text).toMatch(/spec\/ lacks, 3\.2\.1 has \(0\)\n- nothing/);
    expect(text).toMatch(/Left out on purpose \(spec\/releases\/docs-own\.json, leftOut\):\n- openiapDeprecated: .{20,}/);
    // Without the list the same names are still to do.
    expect(formatChecklist(report)).toMatch(/spec\/ lacks, 3\.2\.1 has \(4\)\n- \[ \] openiapDeprecated/);
    expect(formatReports([report], true, leftOut)).not.toMatch(/lacks:/);
    expect(formatReports([report], true)).toMatch(/next against 3\.2\.1, declarations spec\/ lacks: openiapDeprecated/);
  });

  it('refuses a left-out entry without its reason, naming the file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'left-out-'));
    const file = path.join(dir, 'docs-own.json');
    writeFileSync(file, JSON.stringify({declarations: [], leftOut: [{name: 'RequestPurchaseProps.type', why: 'short'}]}));
    expect(() => readLeftOut(file)).toThrow(`${file}: leftOut[0] (RequestPurchaseProps.type) needs a "why" that says the reason`);
    writeFileSync(file, JSON.stringify({declarations: []}));
    expect(() => readLeftOut(file)).toThrow(`${file}: expected {"leftOut": [{"name", "why"}, ...]}`);
  });
});
