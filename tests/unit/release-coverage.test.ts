/** How much of a real release of the specification a docs version's frozen model names (plugins/versioning). */
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {releaseCoverage, releaseNames} from '@site/plugins/release-facts/coverage';
import {listenerName} from '@site/plugins/release-facts/fidelity';
import {readReleaseFacts, releaseFactsDir, type ReleaseFacts} from '@site/plugins/release-facts/read';
import {formatReports, reportsOfReleasedVersions} from '@site/plugins/release-facts/report';

const siteDir = path.resolve(__dirname, '../..');

const facts: ReleaseFacts = {
  release: '9.1.0',
  gitTag: 'gql-9.1.0',
  date: '2026-01-01',
  versions: {spec: '9.1.0'},
  files: {
    'type.graphql': [
      {
        kind: 'object',
        name: 'Product',
        fields: [
          {name: 'id', type: 'String!'},
          {name: 'title', type: 'String!'},
        ],
      },
      {kind: 'enum', name: 'IapPlatform', values: [{name: 'IOS'}, {name: 'ANDROID'}]},
    ],
    'api.graphql': [
      {kind: 'object', name: 'Query', fields: [{name: '_placeholder', type: 'Boolean'}]},
      {kind: 'object extension', name: 'Query', fields: [{name: 'fetchProducts', type: '[Product!]!'}]},
      {kind: 'object extension', name: 'Mutation', fields: [{name: 'validateReceipt', type: 'Boolean!'}]},
    ],
    'event-ios.graphql': [{kind: 'object extension', name: 'Subscription', fields: [{name: 'promotedProductIOS', type: 'String!'}]}],
  },
};

describe('release names', () => {
  it('counts declarations and their fields apart from the root types, whose fields are the operations and events', () => {
    expect(releaseNames(facts)).toEqual({
      declarations: ['Product', 'IapPlatform'],
      fields: ['Product.id', 'Product.title'],
      operations: ['fetchProducts', 'validateReceipt', 'promotedProductIOS'],
    });
  });

  it.each([
    ['purchaseUpdated', 'purchaseUpdatedListener'],
    ['promotedProductIOS', 'promotedProductListenerIOS'],
    ['userChoiceBillingAndroid', 'userChoiceBillingListenerAndroid'],
  ])('an event %s is the listener %s in the spec model', (event, listener) => {
    expect(listenerName(event)).toBe(listener);
  });
});

describe('release coverage', () => {
  it('counts what the model names, by its own name, by the schema name it gives, or as an event listener', () => {
    const coverage = releaseCoverage(facts, {
      types: [{name: 'ProductCommon', schemaName: 'Product', fields: [{name: 'id'}]}],
      operations: [{name: 'fetchProducts'}, {name: 'promotedProductListenerIOS'}],
    });
    expect(coverage.byKind).toEqual({
      declarations: {covered: 1, total: 2, missing: ['IapPlatform']},
      fields: {covered: 1, total: 2, missing: ['Product.title']},
      operations: {covered: 2, total: 3, missing: ['validateReceipt']},
    });
    expect(coverage).toMatchObject({release: '9.1.0', covered: 4, total: 7, percent: 57.1});
  });
});

describe('release facts files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-facts-'));

  it.each([
    ['{"release": "1.2.3"', /not a readable JSON file/],
    ['[]', /expected an object with release/],
    ['{}', /"release" must be a version/],
    ['{"release": "1.2.3", "gitTag": "1.2.3", "files": {"api.graphql": [{"kind": "object"}]}}', /"files\.api\.graphql\[0\]" has no name or kind/],
  ])('refuses %s, naming the file and the problem', (text, problem) => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, text);
    expect(() => readReleaseFacts(file)).toThrow(problem);
    expect(() => readReleaseFacts(file)).toThrow(file);
  });

  it.each([
    ['1.2.3', '1.2.3', 74],
    ['1.3.17', 'gql-1.3.17', 124],
    ['2.4.4', '2.4.4', undefined],
    ['3.2.1', '3.2.1', undefined],
  ])('reads the real release %s (tag %s)', (release, tag, declarationEntries) => {
    const real = readReleaseFacts(path.join(releaseFactsDir(siteDir), `${release}.json`));
    expect(real.release).toBe(release);
    expect(real.gitTag).toBe(tag);
    if (declarationEntries !== undefined) expect(Object.values(real.files).flat()).toHaveLength(declarationEntries);
    expect(releaseNames(real).operations).toContain('fetchProducts');
  });
});

describe('the released docs versions', () => {
  it('are measured against their real release: every operation and event of 1.2.3 is documented in the 1.2.3 docs', () => {
    const [report] = reportsOfReleasedVersions(siteDir).filter((entry) => entry.release === '1.2.3');
    expect(report.coverage.total).toBeGreaterThan(0);
    expect(report.coverage.byKind.operations.missing).toEqual([]);
    expect(formatReports([report])).toMatch(/^\| 1\.2\.3 \| 1\.2\.3 \| \d+\/\d+ \(\d+(\.\d)?%\) \| \d+ \| \d+\/\d+ \(\d+(\.\d)?%\) \| \d+ \|$/m);
  });
});
