// The arithmetic of the per-mechanism bench: medians, what the full site gains over each variant, which mechanisms
// pay, the table. Run by `npm run test:unit` (node's test runner, as the bench is written as ES modules).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {FULL, beyondNoise, compare, completeRounds, gain, roundOrder, runMetrics, summarize, tableCells} from './mechanisms.mjs';

const run = (variant, route, performance, tbtMs, lcpMs = 1000, jsKiB = 100) => ({variant, route, performance, tbtMs, lcpMs, jsKiB});

describe('the per-mechanism bench', () => {
  it('shifts the order of the variants each round, so that none is always first', () => {
    const variants = ['full', 'a', 'b'];
    assert.deepEqual(roundOrder(variants, 0), ['full', 'a', 'b']);
    assert.deepEqual(roundOrder(variants, 1), ['a', 'b', 'full']);
    assert.deepEqual(roundOrder(variants, 3), ['full', 'a', 'b']);
  });

  it('leaves out a round cut short, which would weigh the variants it reached against the others', () => {
    const runs = [run('full', '/a', 90, 1), run('x', '/a', 90, 1), run('full', '/a', 91, 1), run('x', '/a', 88, 1), run('full', '/a', 70, 1)].map(
      (each, i) => ({
        ...each,
        round: Math.floor(i / 2),
      }),
    );
    assert.deepEqual(
      completeRounds(runs).map((each) => each.round),
      [0, 0, 1, 1],
    );
    // A first round cut short is known as such only from the number of variants and routes measured.
    assert.deepEqual(completeRounds(runs.slice(0, 1), 2), []);
  });

  it("keeps a Lighthouse run's metrics, and no JavaScript figure for a run that loaded nothing", () => {
    assert.deepEqual(runMetrics({performance: 90, tbtMs: 120.4, lcpMs: 1800, jsBytes: 2048}), {performance: 90, tbtMs: 120.4, lcpMs: 1800, jsKiB: 2});
    assert.deepEqual(runMetrics({performance: null, tbtMs: null, lcpMs: null, jsBytes: 0}), {performance: null, tbtMs: null, lcpMs: null, jsKiB: null});
  });

  it('takes the median of each metric on its own, and the spread of perf and TBT as the noise', () => {
    const runs = [
      run('full', '/t', 80, 500, 3000),
      run('full', '/t', 90, 300, 2000),
      run('full', '/t', 85, 100, 2500),
      {...run('full', '/t', null, null), lcpMs: null, jsKiB: null},
    ];
    const [summary] = summarize(runs);
    assert.equal(summary.runs, 3);
    assert.equal(summary.performance, 85);
    assert.equal(summary.tbtMs, 300);
    assert.equal(summary.lcpMs, 2500);
    assert.deepEqual(summary.spread, {performance: 10, tbtMs: 400});
  });

  it('counts a gain as positive when the full site is better, whichever way the metric goes', () => {
    const full = {performance: 90, tbtMs: 200, lcpMs: 2000, jsKiB: 100};
    assert.deepEqual(gain(full, {performance: 85, tbtMs: 260, lcpMs: 2100, jsKiB: 110}), {performance: 5, tbtMs: 60, lcpMs: 100, jsKiB: 10});
    assert.deepEqual(gain(full, {performance: 92, tbtMs: 150, lcpMs: null, jsKiB: 100}), {performance: -2, tbtMs: -50, lcpMs: null, jsKiB: 0});
  });

  it('calls a difference beyond the noise at 2 points, 30 ms of blocking time or 1 KiB of start-up JavaScript', () => {
    assert.equal(beyondNoise({performance: 1, tbtMs: 29, jsKiB: 0.9}), false);
    assert.equal(beyondNoise({performance: 0, tbtMs: 0, jsKiB: 1}), true);
    assert.equal(beyondNoise({performance: 0, tbtMs: 0, jsKiB: -5}), false);
    assert.equal(beyondNoise({performance: 2, tbtMs: 0}), true);
    assert.equal(beyondNoise({performance: 0, tbtMs: 30}), true);
    assert.equal(beyondNoise({performance: null, tbtMs: null}), false);
  });

  it('says a mechanism pays when leaving it out costs beyond the noise on at least one route', () => {
    const summaries = summarize([
      run('full', '/a', 90, 200),
      run('full', '/b', 95, 100),
      run('x', '/a', 89, 220),
      run('x', '/b', 95, 110),
      run('y', '/a', 90, 200),
      run('y', '/b', 94, 140),
    ]);
    const result = compare(summaries, ['/a', '/b']);
    assert.deepEqual(
      result.map(({variant, pays}) => [variant, pays]),
      [
        ['x', false],
        ['y', true],
      ],
    );
  });

  it("prints the full site's medians, then each variant's gains with their sign", () => {
    const summaries = summarize([run(FULL, '/a', 90, 200, 2000, 100), run('x', '/a', 87, 180, 2000, 101.26)]);
    const {headers, rows} = tableCells(summaries, compare(summaries, ['/a']), ['/a']);
    assert.deepEqual(headers, ['variant', 'route', 'perf points', 'TBT ms', 'LCP ms', 'JS KiB', 'beyond noise']);
    assert.deepEqual(rows, [
      ['full', '/a', '90', '200', '2000', '100.0', ''],
      ['x', '/a', '+3', '−20', '±0', '+1.3', 'yes'],
    ]);
  });
});
