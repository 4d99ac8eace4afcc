/**
 * Every released docs version documents at least 95% of its real release: the share of the release's declaration,
 * field and operation names (all kinds together, each name counting once) that the version's frozen spec model
 * names. The facts files are read from where `npm run coverage:releases` reads them, beside the project.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {releasesDir} from '@site/plugins/versioning/coverageReport';
import {readReleaseFacts, releaseCoverage} from '@site/plugins/versioning/releaseCoverage';

const root = path.resolve(__dirname, '../..');
const FLOOR = 0.95;
const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];

describe('release coverage floor', () => {
  it('has at least one released version to measure', () => {
    expect(versions.length).toBeGreaterThan(0);
  });

  it.each(versions)('version %s names at least 95% of its release', (version) => {
    const factsFile = path.join(releasesDir(root), `${version}.json`);
    if (!existsSync(factsFile)) throw new Error(`versions.json lists ${version}, but ${factsFile} (the facts of that release) is missing.`);
    const coverage = releaseCoverage(readReleaseFacts(factsFile), readSnapshot(snapshotPath(root, version)));
    const missing = coverage.total - coverage.covered;
    // Compared unrounded: the printed percentage is floored to one decimal.
    const shortfall =
      coverage.covered / coverage.total < FLOOR
        ? `${version}: ${coverage.covered}/${coverage.total} names (${coverage.percent}%), ${missing} missing; run npm run coverage:releases -- --missing`
        : undefined;
    expect(shortfall).toBeUndefined();
  });
});
