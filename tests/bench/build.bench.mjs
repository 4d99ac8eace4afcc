// npm run bench:build [-- --counts 4,6,8] [--memory time|poll]
//
// What docs versions cost the build. Every version cut adds a full copy of the docs and of the symbol pages, which
// the build compiles, renders and indexes for search like the Next docs; this measures what that costs as the
// list of releases grows, before it becomes a problem on a small (2-core) build machine.
//
// In a temporary copy of the project it cuts throwaway versions with the project's own cut command, so that the copy
// has each requested number of released docs versions (versions.json; Next is built in addition), and makes one cold
// build per count: wall time, peak memory and HTML pages. Then the marginal cost of one more version, from the slope
// between the smallest and the largest count. The copy is deleted at the end, also on failure or Ctrl-C. A benchmark,
// run by hand; not part of npm test. Progress goes to stderr, the table to stdout.
//
// Wall time is what a maintainer waits, but on a shared 2-core machine it moves with whatever else runs; the CPU
// time of the build's processes (user + system, from time) moves far less, so it is shown beside it and gets a slope
// of its own. The load column says how busy the machine was when each build started.
//
// Peak memory comes from `/usr/bin/time -v` ("Maximum resident set size") when it is installed, else from polling
// /proc for the build's process tree (`--memory poll` forces that). The two differ: time reports the largest single
// process, the poll the sum of the tree's resident memory at its highest sample (pages shared between processes
// counted once per process). The output says which one was used.
import {spawn} from 'node:child_process';
import {copyFileSync, existsSync, openSync, closeSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, constants, loadavg} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {copyProject} from '../support/project-copy.mjs';
import {printTable} from './table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where a release's type bundles go, as the type-bundles plugin reads them. */
const {TYPE_BUNDLES_DIR} = createJiti(fileURLToPath(import.meta.url))('../../plugins/type-bundles/index.ts');
const TIME = '/usr/bin/time';
// The project's own output and generated files are rebuilt in the copy.

// Cold means cold: without this, Rspack's persistent cache (in the copy's node_modules/.cache) would let each build
// reuse the previous one's work.
// The generated-files folder is pinned to .docusaurus so that removing .docusaurus does clear it, whatever the
// caller's environment says.
const BUILD_ENV = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus'};

const log = (line) => console.error(`[bench:build] ${line}`);

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
}

/** "4,6,8" → [4, 6, 8]: whole numbers, at least `minimum` (a copy cannot have fewer versions than the project). */
export function parseCounts(value, minimum = 1) {
  const counts = String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < minimum || count > 50)) {
    throw new Error(`--counts takes whole numbers of docs versions from ${minimum} to 50, e.g. --counts ${minimum},${minimum * 2} (got "${value}").`);
  }
  return [...new Set(counts)].sort((a, b) => a - b);
}

/**
 * The counts measured when none are asked for: the project as it is (`existing` released versions; a copy cannot have
 * fewer), a step up, twice as many, and whichever of 1, 2, 4 and 8 lie above it.
 */
export function defaultCounts(existing) {
  const counts = [existing, existing + 2, existing * 2, ...[1, 2, 4, 8].filter((count) => count > existing)];
  return [...new Set(counts.filter((count) => count <= 50))].sort((a, b) => a - b);
}

/** The next throwaway version after `versions` (newest first): the newest release's X.Y with the patch raised. */
export function nextVersion(versions) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(versions[0] ?? '0.0.0');
  const [major, minor, patch] = match ? match.slice(1).map(Number) : [0, 0, 0];
  for (let next = patch + 1; ; next++) {
    const version = `${major}.${minor}.${next}`;
    if (!versions.includes(version)) return version;
  }
}

/** Seconds and MiB per added version, from the first to the last measurement; null with fewer than two counts. */
export function marginalCost(results) {
  if (results.length < 2) return null;
  const first = results[0];
  const last = results.at(-1);
  const added = last.versions - first.versions;
  const per = (key) => (first[key] === null || last[key] === null ? null : (last[key] - first[key]) / added);
  return {from: first.versions, to: last.versions, seconds: per('seconds'), cpuSeconds: per('cpuSeconds'), peakMiB: per('peakMiB')};
}

const readVersions = (dir) => JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'));

let current = null; // the running child, killed with its process group if the bench is interrupted

/** Runs a command in the copy with its output in `logFile`; resolves with its exit code once it has ended. */
function run(command, args, {cwd, logFile, onStart}) {
  return new Promise((resolve, reject) => {
    const fd = openSync(logFile, 'a');
    // Its own process group, so that an interrupted bench can end the whole build (npx, the build, its workers).
    const child = spawn(command, args, {cwd, env: BUILD_ENV, stdio: ['ignore', fd, fd], detached: true});
    current = child;
    onStart?.(child);
    child.on('error', (error) => {
      closeSync(fd);
      current = null;
      reject(error);
    });
    child.on('exit', (code, signal) => {
      closeSync(fd);
      current = null;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** One throwaway cut with the project's command, with the release's type bundles beside it as a maintainer adds them. */
async function cut(dir, version, bundlesFrom) {
  const bundles = path.join(dir, TYPE_BUNDLES_DIR);
  if (bundlesFrom) copyFileSync(path.join(bundles, `${bundlesFrom}.json`), path.join(bundles, `${version}.json`));
  const logFile = path.join(dir, `cut-${version}.log`);
  const code = await run(process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'openiap:cut', version], {cwd: dir, logFile});
  if (code !== 0) throw new Error(`cutting ${version} failed (exit ${code}):\n${tail(logFile)}`);
  const versions = readVersions(dir);
  const gql = JSON.parse(readFileSync(path.join(dir, 'openiap-versions.json'), 'utf8')).gql;
  // The build refuses a site whose newest docs version is not the gql version; say so here, where the cause is.
  if (versions[0] !== version || gql !== version) throw new Error(`after cutting ${version}, versions.json starts with ${versions[0]} and gql is ${gql}`);
}

/** Resident memory (bytes) of `pid` and all its descendants now, from /proc. */
function treeRss(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which may itself hold spaces and parentheses: state, ppid, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop();
    try {
      const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${next}/status`, 'utf8'));
      if (kib) total += Number(kib[1]) * 1024;
    } catch {
      continue;
    }
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

function countHtml(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) pages += countHtml(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) pages++;
  }
  return pages;
}

/** `rm -rf .docusaurus build`, then `npx docusaurus build` timed, with its peak memory by `memory` ('time' or 'poll'). */
async function coldBuild(dir, versions, memory) {
  rmSync(path.join(dir, '.docusaurus'), {recursive: true, force: true});
  rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  const logFile = path.join(dir, `build-${versions}.log`);
  const timeFile = path.join(dir, `time-${versions}.txt`);
  // --no-install: the copy's linked node_modules has Docusaurus; never fetch one from the registry instead.
  const build = ['npx', '--no-install', 'docusaurus', 'build'];
  const [command, ...args] = memory === 'time' ? [TIME, '-v', '-o', timeFile, ...build] : build;
  let peak = 0;
  let poller;
  const load = loadavg()[0];
  const started = process.hrtime.bigint();
  const code = await run(command, args, {
    cwd: dir,
    logFile,
    onStart: (child) => {
      if (memory === 'poll') poller = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
    },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(poller);
  if (code !== 0) throw new Error(`the build with ${versions} version(s) failed (exit ${code}):\n${tail(logFile)}`);
  if (!existsSync(path.join(dir, 'build/index.html'))) throw new Error(`the build with ${versions} version(s) wrote no build/index.html`);
  let cpuSeconds = null;
  if (memory === 'time') {
    const report = readFileSync(timeFile, 'utf8');
    const kib = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
    peak = kib ? Number(kib[1]) * 1024 : null;
    const user = /User time \(seconds\): ([\d.]+)/.exec(report);
    const system = /System time \(seconds\): ([\d.]+)/.exec(report);
    if (user && system) cpuSeconds = Number(user[1]) + Number(system[1]);
  }
  return {versions, seconds, cpuSeconds, peakMiB: peak === null ? null : peak / 2 ** 20, pages: countHtml(path.join(dir, 'build')), load};
}

const fixed = (value, digits) => (value === null || value === undefined ? '—' : value.toFixed(digits));
const signed = (value, digits) => (value === null || value === undefined ? '—' : `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`);

async function main() {
  const memory = option('--memory', existsSync(TIME) ? 'time' : 'poll');
  if (memory !== 'time' && memory !== 'poll') throw new Error(`--memory takes "time" or "poll", not "${memory}".`);
  if (memory === 'time' && !existsSync(TIME)) throw new Error(`${TIME} is not installed; use --memory poll.`);
  const existing = readVersions(root);
  const minimum = Math.max(1, existing.length);
  const counts = parseCounts(option('--counts', defaultCounts(minimum).join(',')), minimum);

  log(`copying the project to a temporary folder (node_modules linked)...`);
  const dir = copyProject('openiap-bench-build-');
  const cleanUp = () => rmSync(dir, {recursive: true, force: true});
  const interrupted = (signal) => {
    log(`${signal}: stopping the build and deleting ${dir}`);
    if (current) {
      try {
        process.kill(-current.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  const results = [];
  try {
    // Throwaway releases get the newest real release's type bundles, so that each looks like a real one to the build.
    const bundlesFrom = existsSync(path.join(dir, TYPE_BUNDLES_DIR, `${existing[0]}.json`)) ? existing[0] : null;
    for (const count of counts) {
      while (readVersions(dir).length < count) {
        const version = nextVersion(readVersions(dir));
        log(`cutting throwaway version ${version} (${readVersions(dir).length + 1} of ${count})...`);
        await cut(dir, version, bundlesFrom);
      }
      log(`cold build with ${count} docs version(s) (${readVersions(dir).join(', ')}) + Next...`);
      const result = await coldBuild(dir, count, memory);
      log(`  ${result.seconds.toFixed(1)} s, peak ${fixed(result.peakMiB, 0)} MiB, ${result.pages} HTML pages`);
      results.push(result);
    }
  } finally {
    cleanUp();
    log(`deleted ${dir}`);
  }

  printTable(
    ['versions', 'build s', 'CPU s', 'peak RSS MiB', 'HTML pages', 'load 1m before'],
    results.map((result) => [
      String(result.versions),
      fixed(result.seconds, 1),
      fixed(result.cpuSeconds, 1),
      fixed(result.peakMiB, 0),
      String(result.pages),
      fixed(result.load, 2),
    ]),
  );
  const marginal = marginalCost(results);
  console.log(
    marginal
      ? `\none more docs version: ${signed(marginal.seconds, 1)} s wall (${signed(marginal.cpuSeconds, 1)} s CPU) and ${signed(marginal.peakMiB, 0)} MiB peak RSS per build (slope from ${marginal.from} to ${marginal.to} versions)`
      : '\none more docs version: needs two counts or more (e.g. --counts 4,8)',
  );
  const busiest = Math.max(...results.map((result) => result.load));
  if (busiest > availableParallelism()) {
    const advice = memory === 'time' ? 'compare CPU seconds rather than wall time' : 'wall times are not comparable; run again on a quiet machine';
    console.log(`the machine was busy (load ${busiest.toFixed(1)} on ${availableParallelism()} CPUs before a build): ${advice}`);
  }
  console.log(
    memory === 'time'
      ? `peak RSS and CPU s: ${TIME} -v, "Maximum resident set size" (the largest single process of the build) and user + system time (all its processes)`
      : "peak RSS: /proc polled every 200 ms, the sum over the build's process tree at its highest sample",
  );
  console.log(
    'cold builds: `rm -rf .docusaurus build` and no Rspack persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE=1); versions = released docs versions in versions.json, Next built in addition; one build per count, so a busy machine (see the load column) moves the figures',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[bench:build] ${error.message}`);
    process.exit(2);
  });
}
