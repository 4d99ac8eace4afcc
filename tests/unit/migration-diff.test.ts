/** The comparison of two releases' spec models that the migration pages and the release picker show. */
import {diffReleases, isEmptyDiff, releaseFacts, type MigrationDiff} from '@site/shared/migration';
import type {OperationModel, SpecModel, TypeModel} from '@site/shared/specModel';

function operation(name: string, signature: string, extra: Partial<OperationModel> = {}): OperationModel {
  return {
    name,
    signature,
    group: 'common',
    declaredOn: 'CommonOperations',
    category: 'Purchase Operations',
    anchor: name.toLowerCase(),
    summary: `${name}.`,
    params: [],
    returns: {type: 'Promise<void>', summary: ''},
    throws: [],
    ...extra,
  };
}

function model(types: TypeModel[], operations: OperationModel[], errorCodes: Array<[string, string, string?]>): SpecModel {
  return {
    schema: 2,
    types,
    operations,
    errorCodes: errorCodes.map(([name, code, deprecated]) => ({name, code, anchor: code.toLowerCase(), summary: '', ...(deprecated ? {deprecated} : {})})),
    nativeErrors: {maps: {billingResponseCode: [], skError: [], storeKitError: [], purchaseResult: []}, fallback: {android: 'Unknown', ios: 'PurchaseError'}},
    constants: {},
  };
}

const iface = (name: string, fields: TypeModel['fields'], extra: Partial<TypeModel> = {}): TypeModel => ({
  name,
  kind: 'interface',
  module: 'm',
  summary: '',
  fields,
  ...extra,
});
/** The enum that declares the error codes: its members are the codes, listed once, as error codes. */
const errorEnum = (members: string[]): TypeModel => ({
  name: 'ErrorCode',
  kind: 'enum',
  module: 'm',
  summary: '',
  members: members.map((name) => ({name, value: `'E_${name.toUpperCase()}'`, summary: ''})),
});
const field = (name: string, type: string, optional = false, extra = {}) => ({name, type, optional, summary: '', ...extra});

/** The older release: what the newer one is compared against. */
const older = model(
  [
    iface('Product', [field('id', 'string'), field('price', 'number'), field('title', 'string'), field('note', 'string', true)]),
    iface('ProductIOS', [field('id', 'string', false, {inheritedFrom: 'Product'}), field('displayNameIOS', 'string')], {extends: ['Product']}),
    iface('Receipt', [field('data', 'string')]),
    {
      name: 'Store',
      kind: 'enum',
      module: 'm',
      summary: '',
      members: [
        {name: 'Apple', value: "'apple'", summary: ''},
        {name: 'Meta', value: "'meta'", summary: ''},
      ],
    },
    {name: 'Sku', kind: 'alias', module: 'm', summary: '', aliasOf: 'string'},
    errorEnum(['Unknown', 'Timeout']),
    // Laid out over lines, with a leading bar; the newer release writes it on one line: the same type.
    {name: 'Mode', kind: 'alias', module: 'm', summary: '', aliasOf: "\n  | 'a'\n  | 'b'"},
  ],
  [
    operation('requestPurchase', 'requestPurchase(sku: string): Promise<void>'),
    operation('getReceiptIOS', 'getReceiptIOS(): Promise<Receipt>'),
    operation('syncIOS', 'syncIOS(): Promise<void>'),
    operation('legacyCall', 'legacyCall(): void', {deprecated: 'Old.'}),
    operation('purchaseUpdatedListener', 'purchaseUpdatedListener(l: L): Sub', {group: 'listeners'}),
  ],
  [
    ['Unknown', 'E_UNKNOWN'],
    ['Timeout', 'E_TIMEOUT'],
  ],
);

/** The newer release: one change of every kind the pages list. */
const newer = model(
  [
    iface('Product', [
      field('id', 'string'),
      field('price', 'number | null'),
      field('title', 'string', true),
      field('note', 'string', true, {deprecated: 'Use title.'}),
    ]),
    iface('ProductIOS', [field('id', 'string', false, {inheritedFrom: 'Product'}), field('displayNameIOS', 'string'), field('jwsIOS', 'string', true)], {
      extends: ['Product'],
    }),
    iface('Entitlement', [field('sku', 'string')]),
    {
      name: 'Store',
      kind: 'enum',
      module: 'm',
      summary: '',
      members: [
        {name: 'Apple', value: "'app-store'", summary: ''},
        {name: 'Google', value: "'google'", summary: ''},
      ],
    },
    {name: 'Sku', kind: 'alias', module: 'm', summary: '', aliasOf: 'string | number'},
    {name: 'Mode', kind: 'alias', module: 'm', summary: '', aliasOf: "'a' | 'b'"},
    errorEnum(['Unknown', 'NetworkError']),
  ],
  [
    operation('requestPurchase', 'requestPurchase(props: RequestPurchaseProps): Promise<void>'),
    operation('syncIOS', 'syncIOS(): Promise<void>', {deprecated: 'Use restorePurchases.'}),
    operation('legacyCall', 'legacyCall(): void', {deprecated: 'Old.'}),
    operation('purchaseUpdatedListener', 'purchaseUpdatedListener(l: L): Sub', {group: 'listeners'}),
    operation('promotedProductListenerIOS', 'promotedProductListenerIOS(l: L): Sub', {group: 'listeners'}),
  ],
  [
    ['Unknown', 'E_UNKNOWN'],
    ['NetworkError', 'E_NETWORK_ERROR'],
  ],
);

const names = (entries: Array<{kind: string; name: string}>) => entries.map((entry) => `${entry.kind} ${entry.name}`);

describe('diffReleases', () => {
  let diff: MigrationDiff;
  beforeAll(() => {
    diff = diffReleases(releaseFacts('1.0.0', older), releaseFacts('2.0.0', newer));
  });

  it('names the two releases it compares', () => {
    expect([diff.from, diff.to]).toEqual(['1.0.0', '2.0.0']);
  });

  it("lists what was removed, of every kind, in the pages' order of kinds; a removed type does not list its fields again", () => {
    expect(names(diff.removed)).toEqual(['declaration Receipt', 'operation getReceiptIOS', 'enumValue Store.Meta', 'errorCode Timeout']);
  });

  it("lists what was added, events apart from operations; an inherited field is its declaring type's alone", () => {
    expect(names(diff.added)).toEqual([
      'declaration Entitlement',
      'field ProductIOS.jwsIOS',
      'event promotedProductListenerIOS',
      'enumValue Store.Google',
      'errorCode NetworkError',
    ]);
  });

  it('lists type, optionality, signature and value changes with the old and new form, and no change of layout', () => {
    expect(diff.changed.map(({kind, name, aspect, from, to}) => `${kind} ${name} ${aspect}: ${from} → ${to}`)).toEqual([
      'declaration Sku type: string → string | number',
      'field Product.price type: number → number | null',
      'field Product.title optionality: required → optional',
      'operation requestPurchase signature: requestPurchase(sku: string): Promise<void> → requestPurchase(props: RequestPurchaseProps): Promise<void>',
      "enumValue Store.Apple value: 'apple' → 'app-store'",
    ]);
  });

  it('lists new deprecations only: what the older release already deprecated is not news', () => {
    expect(names(diff.deprecated)).toEqual(['field Product.note', 'operation syncIOS']);
  });

  it('finds nothing between a release and itself', () => {
    const same = diffReleases(releaseFacts('2.0.0', newer), releaseFacts('2.0.0', newer));
    expect(isEmptyDiff(same)).toBe(true);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('compares the facts alone, so a picker that downloads them as JSON finds the same changes', () => {
    const roundTrip = (facts: ReturnType<typeof releaseFacts>) => JSON.parse(JSON.stringify(facts));
    expect(diffReleases(roundTrip(releaseFacts('1.0.0', older)), roundTrip(releaseFacts('2.0.0', newer)))).toEqual(diff);
  });
});
