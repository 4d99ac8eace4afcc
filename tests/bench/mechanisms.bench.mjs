// npm run bench:mechanisms [-- --rounds N] [--variants full,paint-first,...,all] [--ref main] [--reuse] [--cpu N] [--lanes N] [--work DIR] [--report]
//
// What each speed mechanism buys (shared/speedMechanisms.ts). Builds the full site and, for each mechanism, a site
// without it (`OPENIAP_SPEED_OFF=name`), and one without the whole layer (`all`), each into its own folder; `--ref R`
// adds the site built from git ref R (e.g. main), to compare a branch with it. Serves every build gzip-compressed and
// measures the long pages with Lighthouse's mobile preset at the fixed 4x CPU slowdown (`--cpu N` to change it), one
// run per variant and route in each round, the variants interleaved within the round and the order shifted each
// round, so that the machine's load (other work on a shared machine) falls on all of them alike. `--lanes N`
// measures N variants of a round at a time: on a machine that other work keeps busy anyway, more rounds in the same
// time. Prints the full site's medians and, per variant and route, what the full site gains over it: performance
// points, blocking time, LCP and start-up JavaScript (positive: the full site is better), and whether that is beyond
// the noise (./mechanisms.mjs). Every run is kept in the work folder's runs.json as it is measured; `--report` prints
// the table of the last bench run again (or of the rounds it finished), and `--reuse` measures the builds already
// there. Not part of npm test: a measurement, read by a person.
import {spawnSync} from 'node:child_process';
import {existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {FULL, NOISE, compare, completeRounds, roundOrder, runMetrics, summarize, tableCells} from './mechanisms.mjs';
import {cpuOption, ensureTools, serve, sitecheck} from './site.bench.mjs';
import {printTable} from './table.mjs';

// The mechanisms' names come from the TypeScript module the config reads them from (jiti loads it, as the config).
const {SPEED_MECHANISMS} = createJiti(fileURLToPath(import.meta.url))('../../shared/speedMechanisms.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

/** Where the builds, the tree of --ref and the runs go: node_modules/.cache/bench-mechanisms unless --work names a folder. */
const work = path.resolve(root, option('--work', 'node_modules/.cache/bench-mechanisms'));

/** The long pages, where the speed layer's work shows. */
export const LONG_PAGES = ['/docs/types', '/docs/apis', '/docs/errors', '/docs/lifecycle'];

/** A variant without the whole layer, and one per mechanism, named as OPENIAP_SPEED_OFF names them. */
const ALL_OFF = 'all';
const DEFAULT_VARIANTS = [FULL, ...Object.keys(SPEED_MECHANISMS), ALL_OFF];

/** The project's packages for a tree outside the project: links to each entry, but not the bundler's cache. */
function linkModules(tree) {
  const modules = path.join(tree, 'node_modules');
  mkdirSync(modules, {recursive: true});
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    const link = path.join(modules, entry);
    if (!existsSync(link) && !isLink(link)) symlinkSync(path.join(root, 'node_modules', entry), link);
  }
}

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The project as git ref `ref` has it, in a folder of its own with the project's packages. */
function checkout(ref) {
  // Outside node_modules: the bundler's rules leave files under a node_modules folder untranspiled.
  const tree = path.join(tmpdir(), `openiap-bench-tree-${ref.replace(/[^\w.-]/g, '_')}`);
  rmSync(tree, {recursive: true, force: true});
  mkdirSync(tree, {recursive: true});
  const archive = spawnSync('sh', ['-c', `git archive --format=tar "$0" | tar -x -C "$1"`, ref, tree], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed`);
  linkModules(tree);
  return tree;
}

/**
 * Builds one variant into its folder. Without the bundler's persistent cache: which mechanisms are on is read from
 * the environment, which that cache does not key on, so a cached build could hand one variant another's modules.
 */
function build(variant, {siteDir, off}) {
  const out = path.join(work, 'out', variant);
  // Only the variant's own switch: one set in the caller's shell would turn mechanisms off in every variant.
  const env = {...process.env};
  delete env.OPENIAP_SPEED_PLUGINS;
  delete env.OPENIAP_SPEED_OFF;
  const started = process.hrtime.bigint();
  console.error(`[bench] building ${variant}${off ? ` (OPENIAP_SPEED_OFF=${off})` : ''} into ${path.relative(root, out)}`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', out], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...env, ...(off ? {OPENIAP_SPEED_OFF: off} : {}), DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
  });
  if (result.status !== 0) throw new Error(`the build of ${variant} failed`);
  console.error(`[bench] built ${variant} in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(0)} s`);
  return out;
}

/**
 * A port nothing listens on: the gzip server's readiness check takes any answer for its own, so a port another bench
 * already serves on would measure that bench's site.
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const runsFile = path.join(work, 'runs.json');

async function main() {
  if (process.argv.includes('--report')) {
    // The table of the last bench run (or of the rounds it finished), without measuring again.
    report(JSON.parse(readFileSync(runsFile, 'utf8')));
    return;
  }
  const rounds = Number(option('--rounds', '3'));
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number of 1 or more');
  const cpu = cpuOption(option('--cpu', '4'));
  if (cpu === 'auto') throw new Error('--cpu takes a fixed slowdown here: every variant must run at the same one');
  const variants = option('--variants', DEFAULT_VARIANTS.join(',')).split(',').filter(Boolean);
  for (const variant of variants) {
    if (variant !== FULL && variant !== ALL_OFF && !Object.hasOwn(SPEED_MECHANISMS, variant)) {
      throw new Error(`no variant "${variant}" (known: ${DEFAULT_VARIANTS.join(', ')})`);
    }
  }
  if (!variants.includes(FULL)) variants.unshift(FULL);
  const ref = option('--ref');
  const lanes = Number(option('--lanes', '1'));
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error('--lanes takes a whole number of 1 or more');
  const routes = option('--routes', LONG_PAGES.join(',')).split(',').filter(Boolean);
  ensureTools();

  const sites = variants.map((variant) => ({variant, siteDir: root, off: variant === FULL ? '' : variant}));
  if (ref) sites.push({variant: ref, siteDir: checkout(ref), off: ''});
  const reuse = process.argv.includes('--reuse');
  for (const site of sites) {
    const out = path.join(work, 'out', site.variant);
    site.dir = reuse && existsSync(path.join(out, 'index.html')) ? out : build(site.variant, site);
  }

  const servers = [];
  const runs = [];
  const loads = [];
  try {
    for (const site of sites) {
      site.port = await freePort();
      servers.push(await serve(site.port, site.dir));
    }
    for (let round = 0; round < rounds; round++) {
      loads.push(loadavg()[0]);
      // The round's variants in groups of `lanes`, each group measured at the same time.
      const order = roundOrder(sites, round);
      for (let start = 0; start < order.length; start += lanes) {
        const group = order.slice(start, start + lanes);
        console.error(`[bench] round ${round + 1}/${rounds}: ${group.map((site) => site.variant).join(' + ')} (load average ${loadavg()[0].toFixed(1)})`);
        const reports = await Promise.all(
          group.map((site) =>
            sitecheck(`http://127.0.0.1:${site.port}`, routes, {runs: '1', cpu, out: path.join(work, `run-${site.variant}.json`), skip: 'html,browser'}),
          ),
        );
        for (const [index, site] of group.entries()) {
          for (const route of routes) runs.push({round, variant: site.variant, route, ...runMetrics(reports[index].routes[route]?.lighthouse)});
        }
        // After every step, so that a run cut short can still be reported (--report).
        writeFileSync(
          runsFile,
          JSON.stringify({cpu, routes, lanes, variants: sites.map((site) => site.variant), loads: [...loads, loadavg()[0]], runs}, null, 2),
        );
      }
    }
    loads.push(loadavg()[0]);
  } finally {
    for (const server of servers) server.kill();
  }
  const measured = {cpu, routes, lanes, variants: sites.map((site) => site.variant), loads, runs};
  writeFileSync(runsFile, JSON.stringify(measured, null, 2));
  report(measured);
}

/** The table and its caption, from the runs of one bench run. */
function report({cpu, routes, lanes = 1, variants, loads, runs: measured}) {
  const runs = completeRounds(measured, variants && variants.length * routes.length);
  const rounds = new Set(runs.map((run) => run.round)).size;
  const summaries = summarize(runs);
  const comparisons = compare(summaries, routes);
  const {headers, rows} = tableCells(summaries, comparisons, routes);
  printTable(headers, rows);
  const noise = routes.map((route) => {
    const full = summaries.find((row) => row.variant === FULL && row.route === route);
    return `${route} ${full?.spread.performance ?? '—'} points, ${full ? Math.round(full.spread.tbtMs) : '—'} ms`;
  });
  console.log(
    `\nLighthouse mobile, --cpu ${cpu}, ${rounds} interleaved round(s)${lanes > 1 ? ` (${lanes} variants at a time)` : ''}, medians per metric; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (1 min, at each round's start and the end).`,
  );
  console.log(`Full site's spread over the rounds (max − min of perf and TBT): ${noise.join('; ')}.`);
  console.log(
    `Beyond noise: the full site better by ${NOISE.points} points, ${NOISE.tbtMs} ms of TBT or ${NOISE.jsKiB} KiB of start-up JavaScript or more on that route.`,
  );
  for (const {variant, pays} of comparisons) {
    if (variant in SPEED_MECHANISMS) console.log(`${variant}: ${pays ? 'pays' : 'within the noise on every route'}`);
  }
  console.log(`Every run: ${path.relative(root, runsFile)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[bench] ${error.message}`);
    process.exit(2);
  });
}
