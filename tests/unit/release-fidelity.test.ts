/**
 * Every released docs version, and Next, say what their real release says: the fidelity check (plugins/release-facts)
 * finds no disagreement outside the explained exceptions, the exceptions stay under 1% of the facts, and none is
 * stale. The facts are the project's own copy in spec/releases/.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadLiveModel, readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {readReleaseFacts, releaseFactsFile} from '@site/plugins/release-facts/read';
import {exceptionsFile, readExceptions} from '@site/plugins/release-facts/exceptions';
import {reportOf, type ReleaseReport} from '@site/plugins/release-facts/report';
import type {SpecModel} from '@site/shared/specModel';

const root = path.resolve(__dirname, '../..');
const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
const exceptions = readExceptions(exceptionsFile(root));
const NAMES_FLOOR = 0.95;
const EXCEPTIONS_CEILING = 0.01;

function problems(report: ReleaseReport): string[] {
  return [
    ...report.disagreements.map((fact) => `${report.docs}: ${fact.key}: ${fact.problem}`),
    ...report.stale.map((entry) => `${report.docs}: stale exception ${entry.fact}`),
  ];
}

function checkReport(report: ReleaseReport): void {
  expect(report.facts.length).toBeGreaterThan(400);
  expect(problems(report)).toEqual([]);
  expect(report.excepted.length / report.facts.length).toBeLessThan(EXCEPTIONS_CEILING);
  // Compared unrounded: the printed percentage is floored to one decimal.
  expect(report.coverage.covered / report.coverage.total).toBeGreaterThanOrEqual(NAMES_FLOOR);
}

describe('release fidelity', () => {
  it('has released versions, each with the facts of its release', () => {
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) expect(readReleaseFacts(releaseFactsFile(root, version)).release).toBe(version);
  });

  it.each(versions)('the frozen model of %s agrees with every fact of its release', (version) => {
    const model = readSnapshot(snapshotPath(root, version));
    checkReport(reportOf(version, readReleaseFacts(releaseFactsFile(root, version)), model, exceptions));
  });

  it('Next (spec/) agrees with the release it documents, the gql release of openiap-versions.json', () => {
    const {gql} = JSON.parse(readFileSync(path.join(root, 'openiap-versions.json'), 'utf8')) as {gql: string};
    checkReport(reportOf('next', readReleaseFacts(releaseFactsFile(root, gql)), loadLiveModel(root), exceptions));
  });

  it('fails on one fact changed back: a nullable field made required again is reported in the words of the report', () => {
    const version = versions.find((entry) => entry === '2.4.4') ?? versions[0];
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(root, version)))) as SpecModel;
    const purchase = model.types.find((type) => type.name === 'PurchaseIOS')!;
    const field = purchase.fields!.find((entry) => entry.name === 'quantityIOS')!;
    field.optional = false;
    field.type = 'number';
    const report = reportOf(version, readReleaseFacts(releaseFactsFile(root, version)), model, exceptions);
    expect(problems(report)).toEqual([`${version}: PurchaseIOS.quantityIOS: nullable in ${version}, required in the docs`]);
  });

  it("fails on an error code value changed back to its old spelling, and on a native mapping that is not the module's", () => {
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(root, '3.2.1')))) as SpecModel;
    model.errorCodes.find((code) => code.name === 'UserCancelled')!.code = 'E_USER_CANCELLED';
    model.nativeErrors.maps.skError.find((row) => row.code === 2)!.errorCode = 'NetworkError';
    const report = reportOf('3.2.1', readReleaseFacts(releaseFactsFile(root, '3.2.1')), model, exceptions);
    expect(problems(report)).toEqual([
      "3.2.1: error code UserCancelled: 'user-cancelled' in 3.2.1, 'E_USER_CANCELLED' in the error table",
      '3.2.1: SKError 2 paymentCancelled: UserCancelled in 3.2.1, NetworkError in the docs',
    ]);
  });
});
