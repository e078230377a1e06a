import { ApiError } from '@qube/shared';
import { budgetOptionLabel, draftFailureMessage, leftToBudget, parseBudgetAmount } from './budgetRules';

describe('budgetRules', () => {
  it('PL-04 PL-07 reads an amount from $0.00 to $1,000,000.00 with at most two decimals', () => {
    expect(parseBudgetAmount('250')).toBe('250.00');
    expect(parseBudgetAmount(' $1,000.5 ')).toBe('1000.50');
    expect(parseBudgetAmount('.05')).toBe('0.05');
    expect(parseBudgetAmount('0')).toBe('0.00');
    expect(parseBudgetAmount('1000000.00')).toBe('1000000.00');
    for (const refused of ['', '$', '1000000.01', '12.345', '-5', 'abc', '1.2.3']) expect(parseBudgetAmount(refused)).toBeNull();
  });

  it('PL-05 Left to budget is income minus budgeted in exact cents, negative when over', () => {
    expect(leftToBudget({ total_income_amount: '0.30', total_budgeted_amount: '0.10' })).toBe(20n);
    expect(leftToBudget({ total_income_amount: '1000.50', total_budgeted_amount: '1200.00' })).toBe(-19950n);
  });

  it("PL-04 a refused draft shows the API's field message, else our sentence with the API's reason", () => {
    expect(draftFailureMessage(new ApiError(400, { fallback_message: 'Invalid request', fields: { editing_amount: 'Too much.' } }))).toBe('Too much.');
    expect(draftFailureMessage(new ApiError(400, { fallback_message: 'A past budget cannot be changed.' }))).toBe('We could not save this budget. A past budget cannot be changed.');
    expect(draftFailureMessage(new ApiError(0, null))).toBe('We could not save this budget. Network error occurred.');
    expect(draftFailureMessage(new Error('boom'))).toBe('We could not save this budget. Please try again.');
  });

  it('PL-06 names each budget of the picker with its status', () => {
    expect(budgetOptionLabel({ name: 'September 2026', status: 'past' })).toBe('September 2026 (ended)');
    expect(budgetOptionLabel({ name: 'November 2026', status: 'future' })).toBe('November 2026 (upcoming)');
  });
});
