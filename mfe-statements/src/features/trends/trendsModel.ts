import { formatMoney, fromCents, toCents, type MonthlyReport } from '@qube/shared';

/** The periods the Reports page offers: the last 3, 6 or 12 full months. */
export const PERIODS = [3, 6, 12] as const;
export type Period = (typeof PERIODS)[number];

/** A pocket across the months: a qube by its id, Cloud as 'cloud'. */
export type PocketKey = string;
const keyOf = (line: MonthlyReport['spending_by_qube'][number]): PocketKey => (line.qube_id === null ? 'cloud' : String(line.qube_id));

export type Trends = {
  /** Oldest first, as the charts read left to right. */
  months: { month: string; name: string; moneyIn: bigint; moneyOut: bigint }[];
  /** Each pocket that spent in the period, by total spent (largest first), with its spending per month (same order). */
  pockets: { key: PocketKey; name: string; perMonth: bigint[]; total: bigint }[];
  /** Budget against actual per qube over the period: the budgets of the months that had one, summed; null when none did. */
  budgets: { key: PocketKey; name: string; budget: bigint | null; spent: bigint }[];
};

/**
 * The Reports page's numbers (issue 25 §5) from the months' reports (ST-04), so they are the statements' own (a report's
 * totals equal its statement's: reports.test.ts). With `pocket`, only that pocket's spending and budget; money in and
 * out stay the account's (a pocket has no money in of its own in a report).
 */
export function buildTrends(reports: readonly MonthlyReport[], pocket: PocketKey | 'all' = 'all'): Trends {
  const ordered = [...reports].sort((a, b) => a.month.localeCompare(b.month));
  const names = new Map<PocketKey, string>();
  for (const report of ordered) for (const line of report.spending_by_qube) names.set(keyOf(line), line.name);
  const keys = [...names.keys()].filter((key) => pocket === 'all' || key === pocket);
  const pockets = keys
    .map((key) => {
      const perMonth = ordered.map((report) => {
        const line = report.spending_by_qube.find((l) => keyOf(l) === key);
        return line ? toCents(line.spent) : 0n;
      });
      return { key, name: names.get(key) ?? '', perMonth, total: perMonth.reduce((a, b) => a + b, 0n) };
    })
    .filter((p) => p.total > 0n)
    .sort((a, b) => (a.total === b.total ? a.name.localeCompare(b.name) : a.total > b.total ? -1 : 1));
  const budgets = keys
    .map((key) => {
      let budget: bigint | null = null;
      let spent = 0n;
      for (const report of ordered) {
        const line = report.spending_by_qube.find((l) => keyOf(l) === key);
        if (!line) continue;
        spent += toCents(line.spent);
        if (line.budget !== null) budget = (budget ?? 0n) + toCents(line.budget);
      }
      return { key, name: names.get(key) ?? '', budget, spent };
    })
    .filter((b) => b.budget !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    months: ordered.map((r) => ({ month: r.month, name: r.name, moneyIn: toCents(r.money_in), moneyOut: toCents(r.money_out) })),
    pockets,
    budgets,
  };
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const row = (values: string[]) => values.map(cell).join(',');

/**
 * Exactly what the page shows, as CSV: the months with money in, money out and each shown pocket's spending; then, when
 * the page shows budgets, each qube's budget and spending over the period. Amounts as plain two-decimal numbers.
 */
export function trendsCsv(trends: Trends): string {
  const lines = [row(['Month', 'Money in', 'Money out', ...trends.pockets.map((p) => `Spent: ${p.name}`)])];
  trends.months.forEach((m, i) => lines.push(row([m.name, fromCents(m.moneyIn), fromCents(m.moneyOut), ...trends.pockets.map((p) => fromCents(p.perMonth[i] ?? 0n))])));
  if (trends.budgets.length > 0) {
    lines.push('', row(['Qube', 'Budget', 'Spent']));
    for (const b of trends.budgets) lines.push(row([b.name, fromCents(b.budget ?? 0n), fromCents(b.spent)]));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** '$1,234.50', for the tables' cells. */
export const shown = (cents: bigint) => formatMoney(fromCents(cents));
