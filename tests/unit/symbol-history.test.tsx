/** Each symbol's history on the reference pages, from the real frozen models, and where each of its links lands. */
import React from 'react';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {render} from '@testing-library/react';
import {releaseComparisons, symbolHistory} from '@site/plugins/spec-model/history';
import {factsOf, versionSequence} from '@site/plugins/migrations/releases';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {diffReleases, pairSlug, type SymbolKey} from '@site/shared/migration';
import type {SpecModel} from '@site/shared/specModel';
import MigrationChanges from '@site/src/components/MigrationChanges';

const siteDir = path.resolve(__dirname, '../..');
const diffs = releaseComparisons(siteDir);
const history = (version: string, kind: SymbolKey['kind'], name: string, tagged?: string) => symbolHistory(diffs, version, {kind, name}, tagged);
const frozen = (version: string): SpecModel => JSON.parse(readFileSync(path.join(siteDir, `versioned_docs/version-${version}/_spec-model.json`), 'utf8'));
const fieldsOf = (version: string, type: string) =>
  frozen(version)
    .types.find((entry) => entry.name === type)
    ?.fields?.map((field) => field.name);

test('the frozen models hold the facts the histories below are made of', () => {
  expect(frozen('1.3.17').types.some((type) => type.name === 'PurchaseUpdatedListenerOptions')).toBe(false);
  expect(frozen('2.4.4').types.some((type) => type.name === 'PurchaseUpdatedListenerOptions')).toBe(true);
  expect(fieldsOf('2.4.4', 'AdvancedCommerceInfoIOS')).not.toContain('period');
  expect(fieldsOf('3.2.1', 'AdvancedCommerceInfoIOS')).toContain('period');
  expect(frozen('2.4.4').errorCodes.find((code) => code.name === 'ReceiptFailed')?.deprecated).toBeTruthy();
  expect(frozen('3.2.1').errorCodes.some((code) => code.name === 'ReceiptFailed')).toBe(false);
});

test('a type added in 2.4.4 is "since 2.4.4", linked to its entry on the 1.3.17 → 2.4.4 page', () => {
  expect(history('3.2.1', 'declaration', 'PurchaseUpdatedListenerOptions')).toEqual({
    since: {release: '2.4.4', href: '/docs/migrating/1.3.17-to-2.4.4#type-purchase-updated-listener-options', label: '2.4.4: added'},
    changed: [],
  });
});

test('a field added in 3.2.1 is a change of its type in 3.2.1, not on the pages of older versions', () => {
  expect(history('3.2.1', 'declaration', 'AdvancedCommerceInfoIOS').changed).toEqual([
    {release: '3.2.1', href: '/docs/migrating/2.4.4-to-3.2.1#type-advanced-commerce-info-ios', label: '3.2.1: added field: period'},
  ]);
  expect(history('2.4.4', 'declaration', 'AdvancedCommerceInfoIOS')).toEqual(expect.objectContaining({changed: []}));
});

test('an error code removed in 3.2.1 says so on the older pages, with the release that deprecated it', () => {
  const receiptFailed = history('2.4.4', 'errorCode', 'ReceiptFailed');
  expect(receiptFailed.since).toEqual({release: '1.2.3'});
  expect(receiptFailed.changed.map((step) => step.label)).toEqual(['2.4.4: deprecated']);
  expect(receiptFailed.removed).toEqual({release: '3.2.1', href: '/docs/migrating/2.4.4-to-3.2.1#e-receipt-failed', label: '3.2.1: removed'});
  expect(history('1.2.3', 'errorCode', 'ReceiptFailed')).toEqual({since: {release: '1.2.3'}, changed: [], removed: receiptFailed.removed});
});

test('operations, events and enums say what changed; an older @since of the first release is kept', () => {
  expect(history('1.3.17', 'operation', 'validateReceipt').changed.map((step) => step.label)).toEqual(['1.3.17: changed signature; deprecated']);
  expect(history('current', 'event', 'purchaseUpdatedListener').changed.map((step) => step.href)).toEqual([
    '/docs/migrating/1.3.17-to-2.4.4#purchase-updated-listener',
  ]);
  expect(history('3.2.1', 'declaration', 'ProductTypeIOS').changed.at(-1)?.label).toBe(
    '3.2.1: changed type; added enum values: subscription-bundle, subscription-suite',
  );
  expect(history('3.2.1', 'operation', 'canPresentExternalPurchaseNoticeIOS', '1.0.10').since).toEqual({release: '1.0.10'});
});

test('a change in Next is "Next", without a link: its migration page comes with the release', () => {
  const released = factsOf(siteDir, '3.2.1');
  const next = {version: 'current', facts: released.facts.filter((fact) => fact.name !== 'DuplicatePurchase' && fact.name !== 'AppTransaction.storeType')};
  const withNext = [...diffs.slice(0, -1), diffReleases(released, next)];
  expect(symbolHistory(withNext, '3.2.1', {kind: 'errorCode', name: 'DuplicatePurchase'}).removed).toEqual({release: 'Next', label: 'Next: removed'});
  expect(symbolHistory(withNext, 'current', {kind: 'declaration', name: 'AppTransaction'}).changed.at(-1)).toEqual({
    release: 'Next',
    label: 'Next: removed field: storeType',
  });
});

test("every history link of every version's symbols lands on a migration page's entry for that symbol", () => {
  const pages = new Map<string, Map<string, string>>(
    diffs
      .filter((diff) => diff.to !== 'current')
      .map((diff) => {
        const {container} = render(<MigrationChanges diff={diff} successors={{}} anchored />);
        const entries = Array.from(container.querySelectorAll('[id]')).map((element) => [element.id, element.textContent ?? ''] as const);
        expect(new Set(entries.map(([id]) => id)).size).toBe(entries.length);
        return [`/docs/migrating/${pairSlug(diff.from, diff.to)}`, new Map(entries)] as const;
      }),
  );
  let links = 0;
  for (const version of versionSequence(siteDir)) {
    const model = loadModelForVersion(siteDir, version);
    const symbols: SymbolKey[] = [
      ...model.types.map((type) => ({kind: 'declaration' as const, name: type.name})),
      ...model.operations.map((operation) => ({kind: operation.group === 'listeners' ? ('event' as const) : ('operation' as const), name: operation.name})),
      ...model.errorCodes.map((code) => ({kind: 'errorCode' as const, name: code.name})),
    ];
    for (const symbol of symbols) {
      const {since, changed, removed} = symbolHistory(diffs, version, symbol);
      for (const step of [since, ...changed, ...(removed ? [removed] : [])].filter((entry) => entry.href)) {
        const [page, anchor] = step.href!.split('#');
        // The entry names the symbol itself, or one of its fields or values: `PurchaseIOS.platform`.
        expect({
          href: step.href,
          entry: pages
            .get(page)
            ?.get(anchor)
            ?.split(/[.:\s]/)[0],
        }).toEqual({href: step.href, entry: symbol.name});
        links += 1;
      }
    }
  }
  expect(links).toBeGreaterThan(200);
});

test("an error code's history names the releases that changed which store errors are reported as it", () => {
  const sources = (version: string) => frozen(version).nativeErrors.maps.storeKitError.filter((row) => row.errorCode === 'UserCancelled').length;
  expect([sources('1.2.3'), sources('1.3.17')]).toEqual([0, 1]);
  const cancelled = history('3.2.1', 'errorCode', 'UserCancelled');
  expect(cancelled.changed[0]).toEqual({
    release: '1.3.17',
    href: '/docs/migrating/1.2.3-to-1.3.17#e-user-cancelled',
    label: '1.3.17: added store error mapping: storeKitError.userCancelled',
  });
  expect(history('3.2.1', 'errorCode', 'NetworkError').changed.map((step) => step.label)).toContain(
    '2.4.4: added store error mapping: billingResponseCode.NETWORK_ERROR',
  );
  // A code added with its store errors is "since" that release; its store errors are not listed again.
  expect(history('3.2.1', 'errorCode', 'ServiceTimeout')).toMatchObject({since: {release: '2.4.4'}, changed: []});
  // The pair's page lists it, and the code's first entry there is the one the history links.
  const {container} = render(<MigrationChanges diff={diffs[0]} successors={{}} anchored />);
  expect(container.querySelector('#e-user-cancelled')?.textContent).toContain('UserCancelled.storeKitError.userCancelled');
});
