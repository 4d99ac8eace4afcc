// npm run bench [-- --rebuild] [--runs N] [--routes /a,/b] [--cpu auto|N] [--against URL]
//
// The performance and accessibility budgets of the site, measured the way a reader's phone meets it: the production
// build served with gzip, Lighthouse's default mobile preset, every route of the route table in both docs versions.
// Prints one row per route and the build's wall time, and exits 1 when a budget is missed. A benchmark, run by hand
// and before a release; not part of npm test.
//
// Three Lighthouse runs per route by default, the median shown: on this 2-core machine a single run's blocking time
// swings by 100-200 ms with whatever else the cores are doing, enough to move a score by 5 points.
//
// The simulated CPU slowdown is scaled to the machine by default (`--cpu auto`: benchmarkIndex / 390, so 4x at 1560):
// Lighthouse's fixed 4x would score a fast machine kinder than a slow one, and the budgets would then hold or fail
// with the hardware. The bench measures the machine itself, with the median of several uncounted runs
// (./calibration.mjs), and hands sitecheck the resulting slowdown as a number: sitecheck's own `--cpu auto` reads the
// index of one run, which on this machine was seen at 2,491 and 2,719 while the counted runs' median was 1,337 and
// 1,655, i.e. a 6.4x-7x slowdown where 3.4x-4.2x was due. The footer says which benchmarkIndex and slowdown the
// figures were taken at; `--cpu N` fixes the slowdown instead, e.g. to repeat an earlier run's conditions.
//
// `--against URL` measures the same routes on a second site that is already being served (URL is its base, e.g.
// http://127.0.0.1:4000), in the same run and at the same CPU slowdown, and prints both side by side. Budgets are
// judged on this site only: the other site is a point of comparison (another branch, the live site), not the product.
//
// It drives ../shared/tools/sitecheck (gzip server + Lighthouse + axe), installing that tool's dependencies once
// into node_modules/.cache/sitecheck.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ROUTES} from '../e2e/support/routes.mjs';
import {CALIBRATION_RUNS, calibratedSlowdown} from './calibration.mjs';
import {printTable} from './table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sitecheckDir = path.resolve(root, '../shared/tools/sitecheck');
const toolModules = path.join(root, 'node_modules/.cache/sitecheck');

/** The budgets every route must hold, in both docs versions. */
export const BUDGETS = {
  performance: {min: 98, label: 'perf ≥ 98'},
  accessibility: {min: 100, label: 'a11y 100'},
  bestPractices: {min: 100, label: 'best practices 100'},
  seo: {min: 100, label: 'SEO 100'},
  lcpMs: {max: 1500, label: 'LCP ≤ 1.5 s'},
  tbtMs: {max: 150, label: 'TBT ≤ 150 ms'},
  cls: {max: 0, label: 'CLS 0'},
  jsKiB: {max: 160, label: 'JS ≤ 160 KiB'},
};

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

/** The --cpu value handed to sitecheck: "auto" unless the caller fixes a slowdown. */
export function cpuOption(value) {
  if (value === 'auto') return value;
  const slowdown = Number(value);
  if (value === undefined || !Number.isFinite(slowdown) || slowdown < 1) {
    throw new Error(`--cpu takes "auto" or a slowdown of 1 or more, e.g. --cpu 4 (got ${value === undefined ? 'nothing' : `"${value}"`}).`);
  }
  return String(slowdown);
}

/** The other site's base URL without a trailing slash, since sitecheck appends each route to it. */
export function againstOption(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `--against takes the base URL of a served site, e.g. --against http://127.0.0.1:4000 (got ${value === undefined ? 'nothing' : `"${value}"`}).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--against takes an http(s) URL, not "${value}".`);
  return value.replace(/\/+$/, '');
}

/** Fails early, before the long first run, when nothing answers at the other site's base. Any HTTP status will do. */
async function checkServed(base) {
  try {
    await fetch(`${base}/`, {signal: AbortSignal.timeout(10_000)});
  } catch (error) {
    throw new Error(`nothing answers at ${base} (${error.cause?.code ?? error.message}): serve the other site first.`);
  }
}

/** Installs sitecheck's dependencies once (Lighthouse, playwright-core, axe-core) beside the project's own. */
export function ensureTools() {
  if (!existsSync(path.join(sitecheckDir, 'sitecheck.mjs'))) {
    throw new Error(`sitecheck not found at ${sitecheckDir}: the bench needs ../shared beside the project.`);
  }
  if (existsSync(path.join(toolModules, 'node_modules/lighthouse'))) return;
  console.error('[bench] installing lighthouse@12.8.2, playwright-core and axe-core for sitecheck (once)...');
  mkdirSync(toolModules, {recursive: true});
  execFileSync('npm', ['install', '--prefix', toolModules, '--no-audit', '--no-fund', '--no-save', 'lighthouse@12.8.2', 'playwright-core', 'axe-core'], {
    stdio: 'inherit',
  });
}

function build() {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error('npm run build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Serves a built site (`build/` unless told) gzip-compressed on 127.0.0.1:port, as a real host would; resolves once it answers. */
export async function serve(port, dir = path.join(root, 'build')) {
  const server = spawn(process.execPath, [path.join(sitecheckDir, 'serve-gz.mjs'), dir, String(port)], {stdio: 'ignore'});
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error('the gzip server did not start');
}

/** One sitecheck run over `routes` of the site at `base`; resolves to its JSON report, which stays on disk at `out`. */
export async function sitecheck(base, routes, {runs, cpu, out, skip}) {
  // A report left by an earlier run must never pass for this one's.
  rmSync(out, {force: true});
  console.error(`[bench] sitecheck ${base}: ${routes.length} route(s), ${runs} run(s) each, --cpu ${cpu}`);
  const args = [path.join(sitecheckDir, 'sitecheck.mjs'), base, ...routes, '--runs', runs, '--cpu', cpu, '--json', out];
  if (skip) args.push('--skip', skip);
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, SITECHECK_NODE_MODULES: path.join(toolModules, 'node_modules')},
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0 || !existsSync(out)) throw new Error(`sitecheck failed on ${base}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

/**
 * Measures the machine before the counted runs: Lighthouse alone, once on each of CALIBRATION_RUNS addresses of the
 * home page (a query string keeps them apart in the report), at a fixed 4x, since only their benchmarkIndex is kept.
 */
async function calibrate(base) {
  const routes = Array.from({length: CALIBRATION_RUNS}, (_, i) => `/?calibration=${i + 1}`);
  const report = await sitecheck(base, routes, {runs: '1', cpu: '4', out: path.join(toolModules, 'calibration.json'), skip: 'html,browser'});
  return calibratedSlowdown(Object.values(report.routes).map((route) => route.lighthouse?.benchmarkIndex ?? null));
}

/**
 * The CPU conditions of a sitecheck report: the slowdown(s) its Lighthouse runs used and the benchmarkIndex those
 * runs measured (median and range over the routes' shown runs). The index moves with the machine's load, so the
 * range says how steady the machine was during the run.
 */
export function cpuConditions(report) {
  const runs = Object.values(report.routes)
    .map((route) => route.lighthouse)
    .filter(Boolean);
  const slowdowns = [...new Set(runs.map((run) => run.cpuSlowdown).filter((value) => typeof value === 'number'))];
  const indexes = runs
    .map((run) => run.benchmarkIndex)
    .filter((value) => typeof value === 'number')
    .sort((a, b) => a - b);
  const benchmarkIndex = indexes.length === 0 ? null : {median: indexes[Math.floor((indexes.length - 1) / 2)], min: indexes[0], max: indexes.at(-1)};
  return {slowdowns, benchmarkIndex};
}

function describeIndex(benchmarkIndex) {
  if (!benchmarkIndex) return 'benchmarkIndex not measured';
  const {median, min, max} = benchmarkIndex;
  return `benchmarkIndex ${Math.round(median)}${min === max ? '' : ` (median; ${Math.round(min)}–${Math.round(max)} over the routes)`}`;
}

/** The budgets a row misses, as their labels. */
export function missedBudgets(row) {
  // One reason instead of every budget "not measured" when Lighthouse could not load the page at all.
  if (row.lighthouseError) return [`not measured: Lighthouse ${row.lighthouseError}`];
  const missed = [];
  for (const [key, budget] of Object.entries(BUDGETS)) {
    const value = row[key];
    if (value === undefined || value === null) {
      missed.push(`${budget.label} (not measured)`);
    } else if ((budget.min !== undefined && value < budget.min) || (budget.max !== undefined && value > budget.max)) {
      missed.push(budget.label);
    }
  }
  return missed;
}

function toRow(route, result = {}) {
  const lh = result.lighthouse ?? {};
  // sitecheck stores null, not undefined, for a metric a failed Lighthouse run (e.g. on a 404) did not produce.
  const measured = (value) => value !== undefined && value !== null;
  // Lighthouse's fatal errors (a page it could not load, e.g. a 404) leave the scores empty.
  const lighthouseError = measured(lh.performance) ? undefined : lh.runtimeError;
  return {
    route,
    performance: lh.performance,
    accessibility: lh.accessibility,
    bestPractices: lh.bestPractices,
    seo: lh.seo,
    lcpMs: measured(lh.lcpMs) ? Math.round(lh.lcpMs) : undefined,
    tbtMs: measured(lh.tbtMs) ? Math.round(lh.tbtMs) : undefined,
    cls: measured(lh.cls) ? Number(lh.cls.toFixed(3)) : undefined,
    // A run that failed to load the page lists no requests, which sums to 0 bytes of JavaScript: not a measurement.
    jsKiB: measured(lh.jsBytes) && !lighthouseError ? Number((lh.jsBytes / 1024).toFixed(1)) : undefined,
    rawWords: result.rawWords,
    axeSerious: (result.axe?.critical ?? 0) + (result.axe?.serious ?? 0),
    consoleErrors: result.consoleErrors,
    status: result.status,
    lighthouseError,
  };
}

const cell = (value) => String(value ?? '—');

function printBudgetTable(rows) {
  const columns = [
    'route',
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'tbtMs',
    'cls',
    'jsKiB',
    'rawWords',
    'axeSerious',
    'consoleErrors',
    'missed',
  ];
  const headers = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'words', 'axe c+s', 'console', 'budgets missed'];
  printTable(
    headers,
    rows.map((row) => columns.map((column) => cell(row[column]))),
  );
}

/** This site and the other, metric by metric; a route the other site does not serve shows its status and dashes. */
function printComparisonTable(rows, otherRows) {
  const metrics = [
    ['performance', 'perf'],
    ['tbtMs', 'TBT ms'],
    ['lcpMs', 'LCP ms'],
    ['jsKiB', 'JS KiB'],
  ];
  const headers = ['route', ...metrics.flatMap(([, label]) => [label, `${label} (other)`]), 'other site'];
  const cells = rows.map((row) => {
    const other = otherRows.get(row.route) ?? {};
    const notes = [];
    if (other.status !== undefined && other.status !== 200) notes.push(`HTTP ${other.status}`);
    if (other.lighthouseError) notes.push(`Lighthouse ${other.lighthouseError}`);
    return [row.route, ...metrics.flatMap(([key]) => [cell(row[key]), cell(other[key])]), notes.join(', ')];
  });
  printTable(headers, cells);
}

async function main() {
  const runs = option('--runs', '3');
  const routes = option('--routes', '')?.split(',').filter(Boolean);
  const measured = routes?.length ? routes : ROUTES;
  const cpuArgument = cpuOption(option('--cpu', 'auto'));
  const against = process.argv.includes('--against') ? againstOption(option('--against')) : undefined;
  if (against) await checkServed(against);
  ensureTools();
  const rebuild = process.argv.includes('--rebuild') || !existsSync(path.join(root, 'build/index.html'));
  const buildSeconds = rebuild ? build() : undefined;
  const port = 3390 + Math.floor(Math.random() * 500);
  const server = await serve(port);
  const out = path.join(toolModules, 'last-run.json');
  let report;
  let calibration;
  let cpu = cpuArgument;
  try {
    if (cpuArgument === 'auto') {
      calibration = await calibrate(`http://127.0.0.1:${port}`);
      cpu = String(calibration.slowdown);
      console.error(`[bench] benchmarkIndex ${Math.round(calibration.index)} (median of ${calibration.readings}): CPU slowdown ${cpu}x`);
    }
    report = await sitecheck(`http://127.0.0.1:${port}`, measured, {runs, cpu, out});
  } finally {
    server.kill();
  }
  const conditions = cpuConditions(report);
  if (conditions.slowdowns.length > 1) console.error(`[bench] warning: the runs used several CPU slowdowns (${conditions.slowdowns.join(', ')}x)`);
  const slowdown = Number(cpu);

  let otherReport;
  let otherOut;
  if (against) {
    // Both sites at one slowdown: the one this run calibrated, since a second calibration would measure the machine
    // again and could land elsewhere.
    otherOut = path.join(toolModules, 'last-run-against.json');
    otherReport = await sitecheck(against, measured, {runs, cpu: String(slowdown), out: otherOut});
  }

  const rows = Object.entries(report.routes).map(([route, value]) => {
    const row = toRow(route, value);
    row.missed = missedBudgets(row).join(', ') || 'none';
    return row;
  });
  printBudgetTable(rows);
  if (otherReport) {
    console.log(`\nThis site against ${against} (budgets are judged on this site only):\n`);
    const otherRows = new Map(Object.entries(otherReport.routes).map(([route, value]) => [route, toRow(route, value)]));
    printComparisonTable(rows, otherRows);
  }
  console.log(`\nbuild wall time: ${buildSeconds === undefined ? 'reused build/ (pass --rebuild to time a build)' : `${buildSeconds.toFixed(1)} s`}`);
  const how = calibration
    ? `set by --cpu auto: benchmarkIndex ${Math.round(calibration.index)} / 390, the median of ${calibration.readings} uncounted runs, ${Math.round(calibration.min)}–${Math.round(calibration.max)}`
    : `fixed by --cpu ${cpu}`;
  console.log(`CPU slowdown ${slowdown}x (${how}); this site's runs: ${describeIndex(conditions.benchmarkIndex)}`);
  if (otherReport) {
    const other = cpuConditions(otherReport);
    console.log(
      `other site ${against}: CPU slowdown ${other.slowdowns.join(', ') || '?'}x (this site's, passed as --cpu ${slowdown}); its runs: ${describeIndex(other.benchmarkIndex)}`,
    );
  }
  const data = [out, otherOut]
    .filter(Boolean)
    .map((file) => path.relative(root, file))
    .join(' and ');
  console.log(
    `Lighthouse ${report.versions?.lighthouse ?? '?'}, ${runs} run(s) per route, median-performance run shown; ${report.cpus} CPUs; full data in ${data}`,
  );
  const failing = rows.filter((row) => row.missed !== 'none');
  console.log(failing.length === 0 ? 'All budgets hold.' : `${failing.length} of ${rows.length} routes miss a budget.`);
  process.exitCode = failing.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[bench] ${error.message}`);
    process.exit(2);
  });
}
