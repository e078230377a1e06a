import type { StatementDetail } from '@qube/shared';
import { statementCsv, statementFileName, statementHtml } from './statementDocument';

const statement: StatementDetail = {
  id: 202610,
  name: 'October 2026',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  opening_balance: '100.00',
  closing_balance: '1090.50',
  total_in: '1200.00',
  total_out: '209.50',
  created_at: '2026-11-01T06:00:00.000Z',
  account_name: 'Alex <Main>',
  account_number_last4: '4321',
  lines: [
    { id: 1, date: '2026-10-02', description: 'Payroll, ACME "Inc"', qube: 'Cloud', amount: '1200.00', balance: '1300.00' },
    { id: 2, date: '2026-10-05', description: '=HYPERLINK("x")', qube: 'Groceries', amount: '-209.50', balance: '1090.50' },
  ],
};

describe('statement documents', () => {
  it('ST-05 the CSV has a header, the opening balance, one row per line, the totals and the closing balance', () => {
    const rows = statementCsv(statement).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Description,Qube,Amount,Balance');
    expect(rows[1]).toBe(',Opening balance,,,100.00');
    expect(rows[2]).toBe('2026-10-02,"Payroll, ACME ""Inc""",Cloud,1200.00,1300.00');
    expect(rows.at(-3)).toBe(',Money in,,1200.00,');
    expect(rows.at(-2)).toBe(',Money out,,-209.50,');
    expect(rows.at(-1)).toBe(',Closing balance,,,1090.50');
  });

  it('ST-05 a cell a spreadsheet would run as a formula is written as text; negative amounts stay numbers', () => {
    const row = statementCsv(statement).split('\r\n')[3];
    expect(row).toBe(`2026-10-05,"'=HYPERLINK(""x"")",Groceries,-209.50,1090.50`);
  });

  it('ST-05 the printable document shows the account, the period, the totals and every line, escaped', () => {
    const html = statementHtml(statement);
    expect(html).toContain('<title>October 2026 Statement</title>');
    expect(html).toContain('Alex &lt;Main&gt; ···· 4321');
    expect(html).toContain('$1,090.50');
    expect(html).toContain('-$209.50');
    expect(html).toContain('Payroll, ACME &quot;Inc&quot;');
    expect(html).not.toContain('<script');
    expect(statementHtml({ ...statement, lines: [] })).toContain('No transactions in this period.');
  });

  it('ST-05 downloads are named after the month', () => {
    expect(statementFileName(statement, 'csv')).toBe('qube-statement-2026-10.csv');
  });
});
