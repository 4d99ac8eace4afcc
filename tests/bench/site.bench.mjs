// npm run bench [-- --rebuild] [--runs N] [--routes /a,/b]
//
// The performance and accessibility budgets of the site, measured the way a reader's phone meets it: the production
// build served with gzip, Lighthouse's default mobile preset, every route of the route table in both docs versions.
// Prints one row per route and the build's wall time, and exits 1 when a budget is missed. A benchmark, run by hand
// and before a release; not part of npm test.
//
// Three Lighthouse runs per route by default, the median shown: on this 2-core machine a single run's blocking time
// swings by 100-200 ms with whatever else the cores are doing, enough to move a score by 5 points.
//
// It drives ../shared/tools/sitecheck (gzip server + Lighthouse + axe), installing that tool's dependencies once
// into node_modules/.cache/sitecheck.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ROUTES} from '../e2e/support/routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sitecheckDir = path.resolve(root, '../shared/tools/sitecheck');
const toolModules = path.join(root, 'node_modules/.cache/sitecheck');

/** The budgets of the performance issue, per route and docs version. */
export const BUDGETS = {
  performance: {min: 98, label: 'perf ≥ 98'},
  accessibility: {min: 100, label: 'a11y 100'},
  bestPractices: {min: 100, label: 'best practices 100'},
  seo: {min: 100, label: 'SEO 100'},
  lcpMs: {max: 1500, label: 'LCP ≤ 1.5 s'},
  cls: {max: 0, label: 'CLS 0'},
  jsKiB: {max: 160, label: 'JS ≤ 160 KiB'},
};

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

function ensureTools() {
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

async function serve(port) {
  const server = spawn(process.execPath, [path.join(sitecheckDir, 'serve-gz.mjs'), path.join(root, 'build'), String(port)], {stdio: 'ignore'});
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

/** The budgets a row misses, as their labels. */
export function missedBudgets(row) {
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

function toRow(route, result) {
  const lh = result.lighthouse ?? {};
  return {
    route,
    performance: lh.performance,
    accessibility: lh.accessibility,
    bestPractices: lh.bestPractices,
    seo: lh.seo,
    lcpMs: lh.lcpMs === undefined ? undefined : Math.round(lh.lcpMs),
    tbtMs: lh.tbtMs === undefined ? undefined : Math.round(lh.tbtMs),
    cls: lh.cls === undefined ? undefined : Number(lh.cls.toFixed(3)),
    jsKiB: lh.jsBytes === undefined ? undefined : Number((lh.jsBytes / 1024).toFixed(1)),
    rawWords: result.rawWords,
    axeSerious: (result.axe?.critical ?? 0) + (result.axe?.serious ?? 0),
    consoleErrors: result.consoleErrors,
  };
}

function printTable(rows) {
  const columns = ['route', 'performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'jsKiB', 'rawWords', 'axeSerious', 'consoleErrors', 'missed'];
  const headers = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'words', 'axe c+s', 'console', 'budgets missed'];
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '—')));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of cells) console.log(line(values));
}

async function main() {
  ensureTools();
  const runs = option('--runs', '3');
  const routes = option('--routes', '')?.split(',').filter(Boolean);
  const rebuild = process.argv.includes('--rebuild') || !existsSync(path.join(root, 'build/index.html'));
  const buildSeconds = rebuild ? build() : undefined;
  const port = 3390 + Math.floor(Math.random() * 500);
  const server = await serve(port);
  const out = path.join(root, 'node_modules/.cache/sitecheck/last-run.json');
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(sitecheckDir, 'sitecheck.mjs'), `http://127.0.0.1:${port}`, ...(routes?.length ? routes : ROUTES), '--runs', runs, '--json', out],
      {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, SITECHECK_NODE_MODULES: path.join(toolModules, 'node_modules')}},
    );
    if (result.status !== 0) throw new Error('sitecheck failed');
  } finally {
    server.kill();
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const rows = Object.entries(report.routes).map(([route, value]) => {
    const row = toRow(route, value);
    row.missed = missedBudgets(row).join(', ') || 'none';
    return row;
  });
  printTable(rows);
  console.log(`\nbuild wall time: ${buildSeconds === undefined ? 'reused build/ (pass --rebuild to time a build)' : `${buildSeconds.toFixed(1)} s`}`);
  console.log(`Lighthouse ${report.versions?.lighthouse ?? '?'}, ${runs} run(s) per route, median-performance run shown; ${report.cpus} CPUs; full data in ${path.relative(root, out)}`);
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
