/**
 * The platform matrix: one row for every operation, event, type and field of each docs version's model, the
 * platforms read from the model's tags, suffixes and owners, and links to each symbol's page (a field's row there).
 */
import path from 'node:path';
import {extractSpecModel} from '@site/plugins/spec-model/extract';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import type {SpecModel, TypeModel} from '@site/shared/specModel';
import {fieldAnchor, symbolPagePath} from '@site/shared/symbolPages';
import {operationSymbol} from '@site/shared/migration';
import {docsVersionsOf} from '@site/plugins/spec-model/versionNames';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {availability, platformMatrix, qualifiedRowName, type MatrixRow} from '@site/plugins/spec-model/platformMatrix';

const siteDir = path.resolve(__dirname, '../..');
const models: Array<[string, SpecModel, string]> = [
  ['Next', extractSpecModel(path.join(siteDir, 'spec')), '/docs/next'],
  ['1.2.3', readSnapshot(snapshotPath(siteDir, '1.2.3')), '/docs'],
];

function rowsOf(model: SpecModel, base: string): Map<string, MatrixRow> {
  const rows = new Map<string, MatrixRow>();
  for (const section of platformMatrix(model, base)) {
    for (const row of section.rows) {
      const name = qualifiedRowName(row);
      expect(rows.has(name)).toBe(false);
      rows.set(name, row);
    }
  }
  return rows;
}

describe.each(models)('the platform matrix of the %s model', (_label, model, base) => {
  const rows = rowsOf(model, base);

  it('has a row for every operation and event, linked to its page', () => {
    for (const operation of model.operations) {
      const row = rows.get(operation.name);
      expect(row).toMatchObject({kind: operation.group === 'listeners' ? 'event' : 'operation', href: symbolPagePath(base, operationSymbol(operation))});
    }
  });

  it('has a row for every type and every field, an inherited field under the type that declares it', () => {
    let expected = model.operations.length;
    for (const type of model.types) {
      const page = symbolPagePath(base, {kind: 'declaration', name: type.name});
      expect(rows.get(type.name)).toMatchObject({kind: 'type', href: page});
      expected += 1;
      for (const field of type.fields ?? []) {
        const owner = field.inheritedFrom ?? type.name;
        const row = rows.get(`${owner}.${field.name}`);
        expect(row).toMatchObject({kind: 'field', owner});
        if (!field.inheritedFrom) {
          expect(row?.href).toBe(`${page}#${fieldAnchor(field.name)}`);
          expected += 1;
        }
      }
    }
    // Nothing else: no row the model does not have.
    expect(rows.size).toBe(expected);
  });

  it('reads a platform from tags, suffixes and owners, and Horizon OS from the Android implementation', () => {
    const typeByName = new Map(model.types.map((type) => [type.name, type]));
    for (const [name, row] of rows) {
      const bare = row.name.replace(/\W+$/, '');
      const owner: TypeModel | undefined = row.owner ? typeByName.get(row.owner) : undefined;
      const iosOnly = bare.endsWith('IOS') || (owner?.platform === 'ios' && !/Android$/.test(bare));
      const androidOnly = bare.endsWith('Android') || (owner?.platform === 'android' && !/IOS$/.test(bare));
      if (iosOnly) expect([name, row.ios, row.android, row.horizon]).toEqual([name, 'yes', 'no', 'no']);
      if (androidOnly) {
        expect([name, row.ios, row.android]).toEqual([name, 'no', 'yes']);
        // Only the Horizon module's own types are stated for the Horizon store.
        const horizonModule = (owner ?? typeByName.get(row.name))?.module === 'horizon';
        expect([name, row.horizon]).toEqual([name, horizonModule ? 'yes' : 'unstated']);
      }
    }
    for (const operation of model.operations.filter((entry) => entry.group === 'common')) {
      expect(rows.get(operation.name)).toMatchObject({ios: 'yes', android: 'yes', horizon: 'yes'});
    }
    expect(rows.get('acknowledgePurchaseAndroid')).toMatchObject({ios: 'no', android: 'yes', horizon: 'unstated'});
    expect(rows.get('promotedProductListenerIOS')).toMatchObject({kind: 'event', ios: 'yes', android: 'no', horizon: 'no'});
    // A field tagged for one store inside a type of both.
    expect(rows.get('DeepLinkOptions.skuAndroid')).toMatchObject({ios: 'no', android: 'yes'});
    expect(rows.get('DeepLinkOptions')).toMatchObject({ios: 'yes', android: 'yes', horizon: 'yes'});
  });
});

describe('the rows a field link leads to', () => {
  it('have an id of their own within their type, in every version', () => {
    const clashes: string[] = [];
    for (const version of docsVersionsOf(siteDir)) {
      for (const type of loadModelForVersion(siteDir, version).types) {
        const seen = new Map<string, string>();
        for (const field of type.fields ?? []) {
          const id = fieldAnchor(field.name);
          if (seen.has(id)) clashes.push(`${version} ${type.name}: ${seen.get(id)} and ${field.name} are both #${id}`);
          seen.set(id, field.name);
        }
      }
    }
    expect(clashes).toEqual([]);
    expect(fieldAnchor('displayNameIOS')).toBe('field-display-name-ios');
    expect(fieldAnchor('[IapEvent.PurchaseUpdated]')).toBe('field-iap-event-purchase-updated');
  });
});

describe('availability', () => {
  it('marks a member of both stores everywhere, and leaves the Horizon store unstated for an Android-only one', () => {
    expect(availability(undefined, false)).toEqual({ios: 'yes', android: 'yes', horizon: 'yes'});
    expect(availability('ios', false)).toEqual({ios: 'yes', android: 'no', horizon: 'no'});
    expect(availability('android', false)).toEqual({ios: 'no', android: 'yes', horizon: 'unstated'});
    expect(availability('android', true)).toEqual({ios: 'no', android: 'yes', horizon: 'yes'});
  });

  it('follows a suffix where no tag is written, and a field follows its type', () => {
    const model: SpecModel = {
      schema: 2,
      types: [
        {name: 'ThingIOS', kind: 'interface', module: 'things', summary: 'x', fields: [{name: 'size', type: 'number', optional: false, summary: 'x'}]},
        {name: 'Thing', kind: 'interface', module: 'things', summary: 'x', fields: [{name: 'tokenAndroid', type: 'string', optional: true, summary: 'x'}]},
      ],
      operations: [],
      errorCodes: [],
      nativeErrors: {maps: {billingResponseCode: [], skError: [], storeKitError: [], purchaseResult: []}, fallback: {android: 'Unknown', ios: 'PurchaseError'}},
      constants: {},
    };
    const rows = rowsOf(model, '/docs');
    expect(rows.get('ThingIOS')).toMatchObject({ios: 'yes', android: 'no'});
    expect(rows.get('ThingIOS.size')).toMatchObject({ios: 'yes', android: 'no', href: '/docs/types/thing-ios#field-size'});
    expect(rows.get('Thing.tokenAndroid')).toMatchObject({ios: 'no', android: 'yes', horizon: 'unstated'});
    expect(rows.get('Thing')).toMatchObject({ios: 'yes', android: 'yes', horizon: 'yes'});
  });
});
