/**
 * Every jest test (API and browser packages) runs on a fixed clock: `Date` starts at QUBE_TEST_NOW (default a mid-month weekday) and moves on in
 * real time from there, so timeouts and durations still behave while no test depends on the day it runs. In the API the demo data,
 * the app's clock and the rows the app writes all read this `Date`. Run the suite at another instant with
 * `QUBE_TEST_NOW=2028-02-29T23:30:00Z` (a month's end, a leap day) to show it passes on any day of the year.
 */
const DEFAULT_TEST_NOW = '2026-06-10T15:00:00.000Z';

export const testStartInstant = (value = process.env.QUBE_TEST_NOW): number => {
  const at = Date.parse(value || DEFAULT_TEST_NOW);
  if (Number.isNaN(at)) throw new Error(`QUBE_TEST_NOW is not an ISO instant: ${value}`);
  return at;
};

const RealDate = Date;
let offset = 0;

// A subclass keeps Date.UTC, Date.parse, instanceof and every prototype method; only "now" moves.
class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

/** From now on `Date` reads `instant` and moves on from there (a test that needs a given day calls it itself). */
export const setTestNow = (instant: number): void => {
  offset = instant - RealDate.now();
  globalThis.Date = ShiftedDate as DateConstructor;
};
