/** The countdown tick of the open-qube banner (MM-129, spec 001 section 9). */
export const COUNTDOWN_TICK_MS = 60_000;

const HOUR = 60;
const DAY = 1440;
const WEEK = 10_080;

/**
 * The countdown label (MM-130, spec wording: "minutes up to 30m, 1h up to 60, 2h up to 120, 1d up to 1440, days up to
 * 8640, 1w up to 10080, then weeks"). Each bucket is an upper bound, so days and weeks round up: 2000 minutes is '2d'.
 */
export function countdownLabel(minutes: number): string {
  const m = Math.max(0, Math.ceil(minutes));
  if (m <= 30) return `${m}m`;
  if (m <= HOUR) return '1h';
  if (m <= 2 * HOUR) return '2h';
  if (m <= DAY) return '1d';
  if (m <= 8640) return `${Math.ceil(m / DAY)}d`;
  if (m <= WEEK) return '1w';
  return `${Math.ceil(m / WEEK)}w`;
}
