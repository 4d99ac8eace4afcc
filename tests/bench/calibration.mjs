// How much the bench slows the CPU down, from what the machine measures of itself.
//
// Lighthouse's mobile preset slows the CPU 4x, a factor chosen for a machine whose benchmarkIndex is about 1,560.
// A faster machine under the same 4x is kinder to every page, so the bench scales the slowdown to the machine:
// benchmarkIndex / 390. The index is measured once per Lighthouse run and moves with whatever else the cores are
// doing (on this 2-core machine, 940 to 2,790 within one run of the bench), so one reading can set the slowdown far
// off; the median of several is what the bench goes by.

/** benchmarkIndex per 1x of slowdown: 1,560 / 4. */
export const INDEX_PER_SLOWDOWN = 390;

/** How many uncounted Lighthouse runs measure the machine before the counted ones. */
export const CALIBRATION_RUNS = 5;

/** The middle value (the lower middle of an even count), or undefined for no values. */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The CPU slowdown for the machine that measured `indexes` (benchmarkIndex readings; null for a run that measured
 * none): median / 390 to one decimal, never below 1. Throws when no reading is usable, since a guessed slowdown would
 * make every figure of the run meaningless.
 */
export function calibratedSlowdown(indexes) {
  const usable = indexes.filter((value) => typeof value === 'number' && Number.isFinite(value) && value > 0);
  if (usable.length === 0) {
    throw new Error(`the calibration runs measured no benchmarkIndex (${indexes.length} run(s)); pass --cpu N to fix the slowdown instead.`);
  }
  const index = median(usable);
  return {
    slowdown: Math.max(1, Math.round((index / INDEX_PER_SLOWDOWN) * 10) / 10),
    index,
    min: Math.min(...usable),
    max: Math.max(...usable),
    readings: usable.length,
  };
}
