import { ApiError, type IncomeGroup } from '@qube/shared';
import { DEFAULT_CUSTOM_FREQUENCY } from '@qube/shared/frequency';
import { apiFieldErrors, deleteFailureMessage, groupValues, incomeOfBudget, toIncomeGroupInput, validateIncomeForm, type IncomeFormValues } from './incomeRules';

const VALUES: IncomeFormValues = { name: 'Salary', amount: '10.00', date: '2026-11-22', repeat: 'none', custom: DEFAULT_CUSTOM_FREQUENCY };
const GROUP: IncomeGroup = {
  id: 2,
  name: 'Salary',
  amount: '1500.00',
  start_date: '2026-01-15',
  recurring: 'custom',
  frequency: 'monthly',
  transfer_interval: 2,
  days_in_calendar: [{ day: 15 }],
  expected_income_instances: [],
  recurring_income_instances: [],
};

describe('incomeRules', () => {
  it('PL-11 a date before today is refused unless it is the one the form opened with; an occurrence stays in its period', () => {
    const rule = { today: '2026-11-22' };
    expect(validateIncomeForm({ ...VALUES, date: '2026-11-21' }, rule)).toEqual({ date: 'Choose today or a later date.' });
    expect(validateIncomeForm({ ...VALUES, date: '' }, rule)).toEqual({ date: 'This Field is required!' });
    expect(validateIncomeForm({ ...VALUES, date: '2026-01-15' }, { ...rule, keep: '2026-01-15' })).toEqual({});
    expect(validateIncomeForm({ ...VALUES, date: '2026-12-01' }, { ...rule, period: { start: '2026-11-01', end: '2026-11-30' } })).toEqual({ date: 'Choose a date in this budget period.' });
  });

  it('PL-11 text typed in the date field that is no date reads "Please enter a valid date", never a range message', () => {
    const rule = { today: '2026-11-22' };
    for (const date of ['13/45/2026', 'Nov 26, 2026', '2026-02-30']) expect(validateIncomeForm({ ...VALUES, date }, rule)).toEqual({ date: 'Please enter a valid date' });
  });

  it('PL-11 the amount is $0.01 to $1,000,000.00', () => {
    const rule = { today: '2026-11-22' };
    expect(validateIncomeForm({ ...VALUES, amount: '0.00' }, rule)).toEqual({ amount: 'Enter an amount from $0.01 to $1,000,000.00.' });
    expect(validateIncomeForm({ ...VALUES, amount: '0.01' }, rule)).toEqual({});
    expect(validateIncomeForm({ ...VALUES, amount: '1000000.00' }, rule)).toEqual({});
    expect(validateIncomeForm({ ...VALUES, amount: '1000000.01' }, rule)).toEqual({ amount: 'Enter an amount from $0.01 to $1,000,000.00.' });
  });

  it('PL-13 a custom series opens as Custom with its editor state and sends the same fields back', () => {
    const values = groupValues(GROUP);
    expect(values).toMatchObject({ repeat: 'custom', date: '2026-01-15', custom: { frequency: 'monthly', transfer_interval: 2, days: [15] } });
    expect(toIncomeGroupInput(1, values)).toEqual({
      account_id: 1,
      name: 'Salary',
      amount: '1500.00',
      start_date: '2026-01-15',
      recurring: 'custom',
      frequency: 'monthly',
      transfer_interval: 2,
      days_in_calendar: [{ day: 15 }],
    });
    expect(groupValues({ ...GROUP, recurring: 'every_3_months', frequency: null, transfer_interval: null, days_in_calendar: [] }).repeat).toBe('every_3_months');
  });

  it('PL-10 lists expected and recurring income together by date', () => {
    const a = { id: 1, income_group: 1, type: 'expected' as const, name: 'B', amount: '1.00', date: '2026-11-30' };
    const b = { id: 1, income_group: 2, type: 'recurring' as const, name: 'A', amount: '1.00', date: '2026-11-05' };
    expect(incomeOfBudget({ expected_income_instances: [a], recurring_income_instances: [b] })).toEqual([b, a]);
  });

  it('PL-11 PL-16 maps API field names to the form and tells delete failures apart', () => {
    expect(apiFieldErrors(new ApiError(400, { fallback_message: 'x', fields: { start_date: 'Choose today or a later date.', transfer_interval: 'Enter a whole number from 1 to 99.' } }))).toEqual({
      date: 'Choose today or a later date.',
      repeat: 'Enter a whole number from 1 to 99.',
    });
    expect(apiFieldErrors(new ApiError(400, { fallback_message: 'x', fields: { account_id: 'Account not found.' } }))).toBeNull();
    expect(apiFieldErrors(new ApiError(500, null))).toBeNull();
    expect(deleteFailureMessage(new ApiError(404, { fallback_message: 'Income not found.' }))).toBe('Income not found.');
    expect(deleteFailureMessage(new ApiError(0, null))).toBe('Failed to cancel scheduled transaction.');
    expect(deleteFailureMessage(new Error('boom'))).toBe('Failed to cancel scheduled transaction.');
  });
});
