import { toCents, type RunwayEntry } from '@qube/shared';

export type RunwaySummary = { isWarning: boolean; text: string };

/**
 * The one line above the months (PL-25; wording ours): the first month that ends below $0.00 is the warning, else the
 * plan holds through the last month shown. Null for no months.
 */
export function runwaySummary(entries: RunwayEntry[]): RunwaySummary | null {
  const last = entries.at(-1);
  if (!last) return null;
  const short = entries.find((entry) => toCents(entry.ending_balance) < 0n);
  return short
    ? { isWarning: true, text: `At this pace your money runs out in ${short.name}.` }
    : { isWarning: false, text: `Your plan keeps you above $0.00 through ${last.name}.` };
}
