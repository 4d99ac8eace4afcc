/** Milliseconds in the units the sandbox's clock can advance by. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface Duration {
  days?: number;
  hours?: number;
  minutes?: number;
}

export function durationMs({days = 0, hours = 0, minutes = 0}: Duration): number {
  return days * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS;
}

/** Adds calendar months in UTC, clamping to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * The store's own time. It only moves when told to, so a reader can jump three days ahead to watch an
 * unacknowledged Android purchase being refunded, or a month ahead to watch a subscription renew.
 */
export class SimulatedClock {
  private current: number;

  constructor(start: number) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  /** Moves the clock to `time`; a time in the past leaves it where it is. */
  advanceTo(time: number): number {
    if (time > this.current) this.current = time;
    return this.current;
  }
}
