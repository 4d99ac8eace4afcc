// The arithmetic of `npm run bench:mechanisms` (./mechanisms.bench.mjs): medians over rounds, what each variant
// differs by from the full site, which mechanisms pay, and the table. No I/O here, so that node's test runner checks it.
import {median} from './calibration.mjs';

/** The metrics compared, how a run reports each, and which way is better. */
export const METRICS = [
  {key: 'performance', label: 'perf', unit: 'points', higherIsBetter: true},
  {key: 'tbtMs', label: 'TBT', unit: 'ms', higherIsBetter: false},
  {key: 'lcpMs', label: 'LCP', unit: 'ms', higherIsBetter: false},
  {key: 'jsKiB', label: 'JS', unit: 'KiB', higherIsBetter: false},
];

/**
 * A mechanism pays when leaving it out costs more than the run-to-run noise on at least one route: 2 performance
 * points, or 30 ms of total blocking time. Start-up JavaScript has no noise (the same bytes every run): 1 KiB more of
 * it is a cost on every visit, and on the long pages the difference between holding the 160 KiB budget or not.
 */
export const NOISE = {points: 2, tbtMs: 30, jsKiB: 1};

/** The variant every other is compared with. */
export const FULL = 'full';

/**
 * The order in which round `round` (from 0) measures the variants: each round starts one variant later, so that no
 * variant is always measured first (on a fresh machine) or right after the same neighbour.
 */
export function roundOrder(variants, round) {
  const shift = round % variants.length;
  return [...variants.slice(shift), ...variants.slice(0, shift)];
}

/**
 * The runs of the rounds that measured every variant and route (`expected` runs; by default as many as the fullest
 * round has): a round cut short would weigh the variants it reached against the others.
 */
export function completeRounds(runs, expected) {
  const perRound = new Map();
  for (const run of runs) perRound.set(run.round, (perRound.get(run.round) ?? 0) + 1);
  const full = expected ?? Math.max(0, ...perRound.values());
  return runs.filter((run) => perRound.get(run.round) === full);
}

/** One Lighthouse run of sitecheck's report as the bench keeps it; null for a metric the run did not produce. */
export function runMetrics(lighthouse = {}) {
  const value = (number) => (typeof number === 'number' && Number.isFinite(number) ? number : null);
  const measured = value(lighthouse.performance) !== null;
  return {
    performance: value(lighthouse.performance),
    tbtMs: value(lighthouse.tbtMs),
    lcpMs: value(lighthouse.lcpMs),
    // A run that failed to load the page lists no scripts: its 0 bytes are not a measurement.
    jsKiB: measured && value(lighthouse.jsBytes) !== null ? lighthouse.jsBytes / 1024 : null,
  };
}

/**
 * Medians per variant and route, each metric on its own, over the runs given as {variant, route, ...runMetrics};
 * also how many runs counted and the spread (max - min) of performance and TBT, the run-to-run noise.
 */
export function summarize(runs) {
  const groups = new Map();
  for (const run of runs) {
    const key = `${run.variant}\n${run.route}`;
    if (!groups.has(key)) groups.set(key, {variant: run.variant, route: run.route, runs: []});
    groups.get(key).runs.push(run);
  }
  return [...groups.values()].map(({variant, route, runs: group}) => {
    const values = (key) => group.map((run) => run[key]).filter((value) => value !== null && value !== undefined);
    const spread = (key) => (values(key).length === 0 ? null : Math.max(...values(key)) - Math.min(...values(key)));
    return {
      variant,
      route,
      runs: values('performance').length,
      ...Object.fromEntries(METRICS.map(({key}) => [key, median(values(key)) ?? null])),
      spread: {performance: spread('performance'), tbtMs: spread('tbtMs')},
    };
  });
}

/**
 * What the full site gains over a variant, per metric, positive when the full site is better: points for
 * performance, milliseconds and KiB saved for the others. So for a variant without one mechanism, it is what that
 * mechanism buys. Null where either side has no measurement.
 */
export function gain(full, variant) {
  return Object.fromEntries(
    METRICS.map(({key, higherIsBetter}) => {
      if (full?.[key] == null || variant?.[key] == null) return [key, null];
      return [key, higherIsBetter ? full[key] - variant[key] : variant[key] - full[key]];
    }),
  );
}

/**
 * Whether a gain is more than the noise: NOISE.points or more of performance, NOISE.tbtMs or more of TBT, or
 * NOISE.jsKiB or more of start-up JavaScript.
 */
export function beyondNoise(routeGain) {
  return (routeGain.performance ?? 0) >= NOISE.points || (routeGain.tbtMs ?? 0) >= NOISE.tbtMs || (routeGain.jsKiB ?? 0) >= NOISE.jsKiB;
}

/**
 * Per variant (other than the full site), its gains per route and whether the full site beats it beyond the noise
 * on at least one of them: for a variant without one mechanism, whether that mechanism pays.
 */
export function compare(summaries, routes) {
  const at = (variant, route) => summaries.find((row) => row.variant === variant && row.route === route);
  const variants = [...new Set(summaries.map((row) => row.variant))].filter((variant) => variant !== FULL);
  return variants.map((variant) => {
    const gains = routes.map((route) => ({route, ...gain(at(FULL, route), at(variant, route))}));
    return {variant, gains, pays: gains.some(beyondNoise)};
  });
}

const signed = (value, digits) => (value === null ? '—' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`);
const plain = (value, digits) => (value === null || value === undefined ? '—' : value.toFixed(digits));
const DIGITS = {performance: 0, tbtMs: 0, lcpMs: 0, jsKiB: 1};

/**
 * The table's header and rows: the full site's medians first, then one row per variant and route with what the full
 * site gains over it (positive: the full site is better), and whether that variant's difference is beyond the noise.
 */
export function tableCells(summaries, comparisons, routes) {
  const headers = ['variant', 'route', ...METRICS.map(({label, unit}) => `${label} ${unit}`), 'beyond noise'];
  const full = routes.map((route) => summaries.find((row) => row.variant === FULL && row.route === route));
  const rows = full.filter(Boolean).map((row) => [FULL, row.route, ...METRICS.map(({key}) => plain(row[key], DIGITS[key])), '']);
  for (const {variant, gains} of comparisons) {
    for (const routeGain of gains) {
      rows.push([
        variant,
        routeGain.route,
        ...METRICS.map(({key}) => signed(routeGain[key] === null ? null : Number(routeGain[key].toFixed(DIGITS[key])), DIGITS[key])),
        beyondNoise(routeGain) ? 'yes' : 'no',
      ]);
    }
  }
  return {headers, rows};
}
