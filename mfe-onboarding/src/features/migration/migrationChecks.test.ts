import { migrationCheck, migrationPath } from './migrationChecks';

const overview = (q: number, r: number, balance: string) => ({ qubeless_transaction_count: q, refunds_qube_transaction_count: r, account_balance: balance });

describe('migration checks', () => {
  it("ON-54 in order: Qubeless, then Refunds, then a negative balance, each 'Action Required' with its exact message", () => {
    expect(migrationCheck(overview(2, 1, '-5.00'))).toEqual({ isBlocked: true, title: 'Action Required', message: 'You have 2 transaction(s) in Qubeless. Please reqube them before migrating.' });
    expect(migrationCheck(overview(0, 1, '-5.00'))).toEqual({ isBlocked: true, title: 'Action Required', message: 'You have 1 transaction(s) in Refunds. Please reqube them before migrating.' });
    expect(migrationCheck(overview(0, 0, '-0.01'))).toEqual({ isBlocked: true, title: 'Action Required', message: 'Your account balance is negative. Please resolve before migrating.' });
    expect(migrationCheck(overview(0, 0, '0.00'))).toEqual({ isBlocked: false });
  });

  it('ON-54 the migration route carries the query string', () => {
    expect(migrationPath(7, '?referral=abc')).toBe('/qube-plus-migration?referral=abc&account_id=7');
  });
});
