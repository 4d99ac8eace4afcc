/**
 * The TypeScript the pages show is the TypeScript each release published (spec/releases/typescript/X.Y.Z.ts, read
 * with the TypeScript compiler): every declaration name, field (type and optionality), operation parameter and result,
 * and event payload of each frozen model, and of spec/ against the `gql` release. The few known differences are in
 * spec/releases/published-exceptions.json with their reasons, under 1% of what is compared; a stale one fails too.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {loadLiveModel, readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {docsOwnNames} from '@site/plugins/release-facts/docsOwn';
import {readExceptions} from '@site/plugins/release-facts/exceptions';
import {comparePublished, publishedTypeScriptFile, readPublishedTypeScript} from '@site/plugins/release-facts/published';
import type {SpecModel} from '@site/shared/specModel';

const root = path.resolve(__dirname, '../..');
const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
const {gql} = JSON.parse(readFileSync(path.join(root, 'openiap-versions.json'), 'utf8')) as {gql: string};
const exceptions = readExceptions(path.join(root, 'spec/releases/published-exceptions.json'));
const docsOwn = docsOwnNames(root);
const published = versions.filter((version) => existsSync(publishedTypeScriptFile(root, version)));

function check(docs: string, release: string, model: SpecModel) {
  const {checked, differences} = comparePublished(model, readPublishedTypeScript(publishedTypeScriptFile(root, release)), docsOwn);
  const listed = exceptions.filter((entry) => entry.release === docs);
  const explained = (difference: string) => listed.some((entry) => difference.startsWith(`${entry.fact}: `));
  const stale = listed.filter((entry) => !differences.some((difference) => difference.startsWith(`${entry.fact}: `)));
  return {checked, unexplained: differences.filter((difference) => !explained(difference)), listed, stale};
}

describe('the TypeScript shown is the TypeScript published', () => {
  it('covers every release that published TypeScript (1.2.3 published none, and its pages say so)', () => {
    expect(published).toEqual(expect.arrayContaining(['3.2.1', '2.4.4', '1.3.17']));
    for (const page of ['types.mdx', 'apis.mdx']) {
      expect(readFileSync(path.join(root, 'versioned_docs/version-1.2.3', page), 'utf8')).toMatch(/published no TypeScript/);
    }
  });

  it.each(published)('the frozen model of %s shows what its release published', (version) => {
    const {checked, unexplained, listed, stale} = check(version, version, readSnapshot(snapshotPath(root, version)));
    expect(checked).toBeGreaterThan(500);
    expect(unexplained).toEqual([]);
    expect(stale).toEqual([]);
    expect(listed.length / checked).toBeLessThan(0.01);
  });

  it('Next (spec/) shows what the gql release published', () => {
    const {checked, unexplained, listed, stale} = check('next', gql, loadLiveModel(root));
    expect(unexplained).toEqual([]);
    expect(stale).toEqual([]);
    expect(listed.length / checked).toBeLessThan(0.01);
  });

  it('names a planted difference: an old name, a field made required, a result', () => {
    const version = published.includes('2.4.4') ? '2.4.4' : published[0];
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(root, version)))) as SpecModel;
    model.types.find((type) => type.name === 'IapPlatform')!.name = 'Platform';
    const field = model.types.find((type) => type.name === 'RenewalInfoIOS')!.fields!.find((entry) => entry.name === 'renewalDate')!;
    field.optional = false;
    model.operations.find((operation) => operation.name === 'finishTransaction')!.returns.type = 'Promise<VoidResult>';
    expect(check(version, version, model).unexplained).toEqual([
      'Platform: shown, not published',
      'RenewalInfoIOS.renewalDate: shown : number | null, published ?: number | null',
      'finishTransaction(): shown : Promise<VoidResult>, published : Promise<void>',
    ]);
  });
});
