// The bench's CPU slowdown comes from the machine's benchmarkIndex: the median of several readings, not one.
// Run by `npm run test:unit` (node's test runner: the bench is written as ES modules, which Jest does not load).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {CALIBRATION_RUNS, INDEX_PER_SLOWDOWN, calibratedSlowdown, median} from './calibration.mjs';

describe('the bench calibration', () => {
  it('is 4x on the machine the mobile preset was made for', () => {
    assert.equal(INDEX_PER_SLOWDOWN * 4, 1560);
    assert.equal(calibratedSlowdown([1560]).slowdown, 4);
  });

  it('goes by the median reading, so one run on a momentarily idle machine does not set it', () => {
    // Readings seen within one bench run on this machine: the first, on its own, would have meant 7x.
    assert.deepEqual(calibratedSlowdown([2719, 1655, 1312, 1569, 1620]), {slowdown: 4.2, index: 1620, min: 1312, max: 2719, readings: 5});
    assert.ok(CALIBRATION_RUNS >= 3);
  });

  it('rounds to a tenth and never speeds the CPU up', () => {
    assert.equal(calibratedSlowdown([2340]).slowdown, 6);
    assert.equal(calibratedSlowdown([1601]).slowdown, 4.1);
    assert.equal(calibratedSlowdown([200]).slowdown, 1);
  });

  it('leaves out runs that measured nothing, and stops when none measured anything', () => {
    assert.equal(calibratedSlowdown([null, 1950, Number.NaN]).slowdown, 5);
    assert.throws(() => calibratedSlowdown([null, null]), /measured no benchmarkIndex \(2 run\(s\)\); pass --cpu N/);
    assert.throws(() => calibratedSlowdown([]), /measured no benchmarkIndex/);
  });

  it('takes the lower middle of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2);
    assert.equal(median([]), undefined);
  });
});
