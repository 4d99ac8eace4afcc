/**
 * npm run bench:search — times the search modal's matching over the whole API index of every docs version, per
 * query: the median and 95th percentile of `matchEntries` alone, and of a full keystroke's work (matching plus the
 * highlights of the rendered results). The goal is a p95 under 2 ms, so that typing never waits on the search; a row
 * over it is flagged and the script exits with status 1.
 *
 * The index is built the way the site builds it (plugins/api-search/build.ts), from the spec model of each version:
 * Next from spec/, each released version of versions.json from its frozen model and docs folder.
 */
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {buildApiIndex} from '../../plugins/api-search/build';
import {readDocsFolder} from '../support/docsFolder';
import {readDocsVersionsList} from '../../plugins/openiap-versions';
import {docsBasePath} from '../../plugins/spec-model/paths';
import {docsRoutes} from '../../shared/docsRoutes';
import {loadModelForVersion} from '../../plugins/spec-model/load';
import {highlight, matchEntries, MAX_RENDERED_RESULTS, type ApiSearchEntry} from '../../src/components/SearchModal/searchIndex';

const root = path.resolve(__dirname, '../..');
const GOAL_MS = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);

const QUERIES = [
  'init',
  'purchase',
  'IOS',
  'subscription',
  'Connection Management',
  'promise<boolean>',
  'xyz-no-match',
  'a',
  'e',
  '.*',
  '<img src=x onerror=alert(1)>',
  '😀 emoji',
  'purchase'.repeat(25),
  'x'.repeat(10_000),
];

function versions(): Array<{name: string; basePath: string; docsDir: string}> {
  return ['current', ...readDocsVersionsList(root)].map((name) => ({
    name,
    basePath: docsBasePath(root, name, docsRoutes),
    docsDir: name === 'current' ? path.join(root, 'docs') : path.join(root, 'versioned_docs', `version-${name}`),
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function time(run: () => void): {median: number; p95: number} {
  for (let i = 0; i < 50; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {median: percentile(samples, 50), p95: percentile(samples, 95)};
}

function keystroke(query: string, entries: ApiSearchEntry[]): number {
  let segments = 0;
  for (const entry of matchEntries(query, entries).slice(0, MAX_RENDERED_RESULTS)) {
    segments += highlight(entry.title, query).length + highlight(entry.category, query).length + highlight(entry.description, query).length;
  }
  return segments;
}

const format = (ms: number) => ms.toFixed(4).padStart(9);
const label = (query: string) => {
  const shown = query.length > 28 ? `${query.slice(0, 12)}… (${query.length} chars)` : query;
  return JSON.stringify(shown).padEnd(34);
};

let failed = false;
console.log(`search bench: ${RUNS} runs per query, node ${process.version}, goal p95 < ${GOAL_MS} ms\n`);
for (const version of versions()) {
  const entries = buildApiIndex(loadModelForVersion(root, version.name), {
    basePath: version.basePath,
    pages: readDocsFolder(version.docsDir, version.basePath),
  });
  const bytes = Buffer.byteLength(JSON.stringify(entries));
  const coldStart = performance.now();
  matchEntries('warm-up', entries);
  const cold = performance.now() - coldStart;
  console.log(
    `version ${version.name} (${version.basePath}): ${entries.length} entries, ${(bytes / 1024).toFixed(1)} KiB of JSON; first query (folds the index once): ${cold.toFixed(3)} ms`,
  );
  console.log(
    `${'query'.padEnd(34)} ${'results'.padStart(7)}  ${'match med'.padStart(9)}  ${'match p95'.padStart(9)}  ${'keyst med'.padStart(9)}  ${'keyst p95'.padStart(9)}`,
  );
  for (const query of QUERIES) {
    const results = matchEntries(query, entries).length;
    const match = time(() => matchEntries(query, entries));
    const stroke = time(() => keystroke(query, entries));
    const over = match.p95 >= GOAL_MS;
    failed ||= over;
    console.log(
      `${label(query)} ${String(results).padStart(7)}  ${format(match.median)}  ${format(match.p95)}  ${format(stroke.median)}  ${format(stroke.p95)}${over ? '  OVER GOAL' : ''}`,
    );
  }
  console.log('');
}
console.log('times in ms; "match" = matchEntries over the whole index, "keyst" = matching plus highlighting the rendered results');
if (failed) {
  console.error(`some queries took ${GOAL_MS} ms or more at the 95th percentile`);
  process.exitCode = 1;
}
