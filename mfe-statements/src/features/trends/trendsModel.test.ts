import type { MonthlyReport } from '@qube/shared';
import { buildTrends, trendsCsv } from './trendsModel';

const report = (month: string, name: string, moneyIn: string, moneyOut: string, lines: [number | null, string, string, string | null][]): MonthlyReport => ({
  month, name, period_start: `${month}-01`, period_end: `${month}-28`, money_in: moneyIn, money_out: moneyOut, net: '0.00', transactions_count: 0,
  spending_by_qube: lines.map(([qube_id, qubeName, spent, budget]) => ({ qube_id, name: qubeName, type: qube_id === null ? 'cloud' : 'spending', spent, budget })),
  top_merchants: [],
});
const REPORTS = [
  report('2026-10', 'October 2026', '4800.00', '1300.10', [[1, 'Groceries', '380.10', '400.00'], [2, 'Dining, Out', '120.00', null], [null, 'Cloud', '800.00', null]]),
  report('2026-09', 'September 2026', '4800.00', '1250.00', [[1, 'Groceries', '350.00', '400.00'], [null, 'Cloud', '900.00', null]]),
];

describe('the Reports page numbers (issue 25 §5)', () => {
  it('orders months oldest first and gives each pocket its spending per month, largest total first, in exact cents', () => {
    const trends = buildTrends(REPORTS);
    expect(trends.months.map((m) => [m.name, m.moneyIn, m.moneyOut])).toEqual([['September 2026', 480000n, 125000n], ['October 2026', 480000n, 130010n]]);
    expect(trends.pockets.map((p) => [p.name, p.perMonth, p.total])).toEqual([
      ['Cloud', [90000n, 80000n], 170000n],
      ['Groceries', [35000n, 38010n], 73010n],
      ['Dining, Out', [0n, 12000n], 12000n],
    ]);
    // Each month's spending by pocket adds up to what the report says went out.
    const sums = trends.months.map((_, i) => trends.pockets.reduce((sum, p) => sum + (p.perMonth[i] ?? 0n), 0n));
    expect(sums).toEqual([125000n, 130010n]);
  });

  it('sums the budgets of the months that had one against what was spent; a pocket without a budget is not in that table', () => {
    expect(buildTrends(REPORTS).budgets).toEqual([{ key: '1', name: 'Groceries', budget: 80000n, spent: 73010n }]);
  });

  it('filters to one pocket and keeps the account\'s money in and out', () => {
    const trends = buildTrends(REPORTS, '1');
    expect(trends.pockets.map((p) => p.name)).toEqual(['Groceries']);
    expect(trends.months.map((m) => m.moneyOut)).toEqual([125000n, 130010n]);
  });

  it('exports exactly what is shown as CSV, quoting names with commas', () => {
    expect(trendsCsv(buildTrends(REPORTS))).toBe([
      'Month,Money in,Money out,Spent: Cloud,Spent: Groceries,"Spent: Dining, Out"',
      'September 2026,4800.00,1250.00,900.00,350.00,0.00',
      'October 2026,4800.00,1300.10,800.00,380.10,120.00',
      '',
      'Qube,Budget,Spent',
      'Groceries,800.00,730.10',
      '',
    ].join('\r\n'));
    expect(trendsCsv(buildTrends(REPORTS, 'cloud'))).toBe(['Month,Money in,Money out,Spent: Cloud', 'September 2026,4800.00,1250.00,900.00', 'October 2026,4800.00,1300.10,800.00', ''].join('\r\n'));
  });
});
