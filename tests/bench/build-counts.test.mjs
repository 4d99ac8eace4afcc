// Which docs-version counts `npm run bench:build` measures: never fewer than the project has, since it only adds cuts.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {defaultCounts, parseCounts} from './build.bench.mjs';

describe('the build bench counts', () => {
  it('start from the project as it is, with 4 releases: 4, 6 and 8', () => {
    assert.deepEqual(defaultCounts(4), [4, 6, 8]);
    // Every default is accepted by the same check as a count given by hand.
    assert.deepEqual(parseCounts(defaultCounts(4).join(','), 4), [4, 6, 8]);
  });

  it('keep the 1, 2, 4, 8 ladder for a project with one release', () => {
    assert.deepEqual(defaultCounts(1), [1, 2, 3, 4, 8]);
  });

  it("refuse a count below the project's, naming a count that would do", () => {
    assert.throws(() => parseCounts('1,2,4,8', 4), /from 4 to 50, e\.g\. --counts 4,8 \(got "1,2,4,8"\)/);
    assert.throws(() => parseCounts('4,x', 4), /whole numbers/);
  });
});
