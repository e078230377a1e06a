import { monthDay } from '@qube/contract/core/repeat';
import type { ForecastEvent } from './projection';

/** An approved card purchase: the pocket that paid, the merchant, the amount in cents, its date. */
export type PurchaseRow = { qubeId: number | null; merchant: string; cents: bigint; date: string };

/** How many full months before the current one a charge must appear in, every one of them, to count as recurring. */
export const RECURRING_MONTHS = 3;
/** How far a month's charge may be from the latest one (in percent of the latest) and still be the same charge. */
export const RECURRING_TOLERANCE_PERCENT = 25n;

const monthOf = (date: string) => date.slice(0, 7);
const normalise = (merchant: string) => merchant.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Card spending learned from the last months (issue 25 §1; ADR 0090): a merchant that charged the same qube in each of
 * the 3 full months before the current one, each time within 25% of its latest charge, is a monthly charge. It is
 * expected on the day of month of its latest charge (clamped to short months) for its latest amount, from the first
 * such day on or after `from`, skipping the current month when it has already charged in it. Purchases from Cloud
 * (qubeless) are not learned: no qube planned them.
 */
export const recurringSpendingEvents = (purchases: readonly PurchaseRow[], from: string, to: string): ForecastEvent[] => {
  const months = Array.from({ length: RECURRING_MONTHS }, (_, i) => monthOf(monthDay(from, -(i + 1), 1)));
  const groups = new Map<string, PurchaseRow[]>();
  for (const purchase of purchases) {
    if (purchase.qubeId === null || purchase.cents <= 0n || purchase.merchant.trim() === '') continue;
    const key = `${purchase.qubeId}\u0000${normalise(purchase.merchant)}`;
    groups.set(key, [...(groups.get(key) ?? []), purchase]);
  }
  const events: ForecastEvent[] = [];
  for (const rows of groups.values()) {
    const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date) || (a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : 0));
    const latest = sorted[sorted.length - 1];
    if (!latest || latest.qubeId === null) continue;
    const near = (cents: bigint) => {
      const gap = cents > latest.cents ? cents - latest.cents : latest.cents - cents;
      return gap * 100n <= latest.cents * RECURRING_TOLERANCE_PERCENT;
    };
    if (!months.every((month) => sorted.some((row) => monthOf(row.date) === month && near(row.cents)))) continue;
    const day = Number(latest.date.slice(8, 10));
    const chargedThisMonth = sorted.some((row) => monthOf(row.date) === monthOf(from) && near(row.cents));
    for (let offset = chargedThisMonth ? 1 : 0; ; offset += 1) {
      const date = monthDay(from, offset, day);
      if (date > to) break;
      if (date < from) continue;
      events.push({ date, pocket: latest.qubeId, cents: -latest.cents, kind: 'recurring_spending', label: latest.merchant.trim() });
    }
  }
  return events;
};
