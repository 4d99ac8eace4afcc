/**
 * `npx docusaurus openiap:coverage` (`npm run coverage:releases`): for each released docs version that is a real
 * release of the specification, how much of that release's schema its frozen spec model names, and what it lacks.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readSnapshot, snapshotPath} from '../spec-model/load';
import {readReleaseFacts, releaseCoverage, type NameKind, type ReleaseCoverage} from './releaseCoverage';

/** Where the facts of the specification's real releases are kept, beside the project. */
export function releasesDir(siteDir: string): string {
  return path.resolve(siteDir, '../shared/spec/releases');
}

/** The coverage of every released docs version that has a release facts file, newest first (the order of versions.json). */
export function coverageOfReleasedVersions(siteDir: string): ReleaseCoverage[] {
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  return versions
    .filter((version) => existsSync(path.join(releasesDir(siteDir), `${version}.json`)))
    .map((version) => releaseCoverage(readReleaseFacts(path.join(releasesDir(siteDir), `${version}.json`)), readSnapshot(snapshotPath(siteDir, version))));
}

const KINDS: NameKind[] = ['declarations', 'fields', 'operations'];

/** A table of the coverages; with `missing`, the names each version lacks. */
export function formatCoverage(coverages: ReleaseCoverage[], missing = false): string {
  const lines = ['| release | declarations | fields | operations | overall |', '|---|---|---|---|---|'];
  for (const coverage of coverages) {
    const cells = KINDS.map((kind) => `${coverage.byKind[kind].covered}/${coverage.byKind[kind].total}`);
    lines.push(`| ${coverage.release} | ${cells.join(' | ')} | ${coverage.covered}/${coverage.total} (${coverage.percent}%) |`);
  }
  if (missing) {
    for (const coverage of coverages) {
      for (const kind of KINDS) {
        if (coverage.byKind[kind].missing.length > 0) lines.push('', `${coverage.release}, ${kind} missing: ${coverage.byKind[kind].missing.join(', ')}`);
      }
    }
  }
  return lines.join('\n');
}
