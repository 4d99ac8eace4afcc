/** Which anchors of older releases' pages get a "Removed in" entry on a later page, and what each entry says. */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {removedEntries} from '@site/plugins/migrations/removedAnchors';
import {docsRoutes} from '@site/shared/docsRoutes';
import type {PageShows} from '@site/plugins/spec-model/pageShows';
import type {SpecModel} from '@site/shared/specModel';

/** A site with three releases (newest first in versions.json), each with its frozen model and an APIs page. */
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'removed-anchors-'));
const RELEASES: Record<string, {operations: string[]; types: string[]}> = {
  '1.0.0': {operations: ['initConnection', 'getReceiptIOS', 'syncIOS'], types: ['Receipt', 'Product']},
  '2.0.0': {operations: ['initConnection', 'syncIOS'], types: ['Product']},
  '3.0.0': {operations: ['initConnection'], types: ['Product']},
};

function model({operations, types}: {operations: string[]; types: string[]}): SpecModel {
  return {
    schema: 2,
    types: types.map((name) => ({name, kind: 'interface', module: 'm', summary: '', fields: []})),
    operations: operations.map((name) => ({
      name,
      group: 'ios',
      declaredOn: 'IosOperations',
      category: 'iOS APIs',
      anchor: name.toLowerCase(),
      signature: `${name}(): void`,
      summary: '',
      params: [],
      returns: {type: 'void', summary: ''},
      throws: [],
    })),
    errorCodes: [],
    nativeErrors: {maps: {billingResponseCode: [], skError: [], storeKitError: [], purchaseResult: []}, fallback: {android: 'Unknown', ios: 'PurchaseError'}},
    constants: {},
  };
}

writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(['3.0.0', '2.0.0', '1.0.0']));
for (const [version, spec] of Object.entries(RELEASES)) {
  const folder = path.join(siteDir, 'versioned_docs', `version-${version}`);
  mkdirSync(folder, {recursive: true});
  writeFileSync(path.join(folder, '_spec-model.json'), JSON.stringify(model(spec)));
  writeFileSync(path.join(folder, 'apis.mdx'), '');
}

/** What each release's APIs page showed: every operation and type table of its model. */
function showsOf(file: string): PageShows {
  const version = /version-([^/\\]+)/.exec(file)![1];
  const {operations, types} = RELEASES[version];
  return {
    operations: operations.map((name) => ({name, id: name.toLowerCase()})),
    types: types.map((name) => ({name, id: `type-${name.toLowerCase()}`})),
    errorCodeTable: false,
  };
}

const entriesOf = (version: string, ids: string[], successors = {}) =>
  removedEntries({siteDir, docsRoutes, version, page: 'apis.mdx', ids: new Set(ids), successors, showsOf});

describe('removedEntries', () => {
  it('gives each anchor an older page had an entry: when it went, its successor, the last page that had it', () => {
    expect(entriesOf('3.0.0', ['initconnection', 'type-product'], {getReceiptIOS: 'Call validateReceipt.'})).toEqual([
      {
        id: 'getreceiptios',
        name: 'getReceiptIOS',
        kind: 'operation',
        removedIn: '2.0.0',
        lastVersion: '1.0.0',
        lastHref: '/docs/1.0.0/apis#getreceiptios',
        successor: 'Call validateReceipt.',
      },
      {id: 'type-receipt', name: 'Receipt', kind: 'declaration', removedIn: '2.0.0', lastVersion: '1.0.0', lastHref: '/docs/1.0.0/apis#type-receipt'},
      {id: 'syncios', name: 'syncIOS', kind: 'operation', removedIn: '3.0.0', lastVersion: '2.0.0', lastHref: '/docs/2.0.0/apis#syncios'},
    ]);
  });

  it('leaves out what the page still shows, and what moved off the page but is still in the spec', () => {
    // 2.0.0's page without syncIOS's section: the operation is still in 2.0.0's spec, so it is not "removed".
    expect(entriesOf('2.0.0', ['initconnection', 'type-product']).map((entry) => entry.name)).toEqual(['getReceiptIOS', 'Receipt']);
  });

  it('gives the oldest release nothing to compare', () => {
    expect(entriesOf('1.0.0', [])).toEqual([]);
  });
});
