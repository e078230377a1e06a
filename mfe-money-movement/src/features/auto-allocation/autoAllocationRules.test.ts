import { BULK_CANCEL_MESSAGES, budgetPeriodLabel, bulkCancelToast } from './autoAllocationRules';

describe('budgetPeriodLabel', () => {
  it('PL-20 defaults to "This Month" and follows the account budget period', () => {
    expect(budgetPeriodLabel(undefined)).toBe('This Month');
    expect(budgetPeriodLabel('monthly')).toBe('This Month');
    expect(budgetPeriodLabel('weekly')).toBe('This Week');
    expect(budgetPeriodLabel('biweekly')).toBe('This Period');
    expect(budgetPeriodLabel('semi_monthly')).toBe('This Period');
    expect(budgetPeriodLabel('yearly')).toBe('This Month');
  });
});

describe('bulkCancelToast', () => {
  it('MM-76 full success uses the auto-allocations wording; partial reports "N cancelled successfully, M failed"', () => {
    expect(bulkCancelToast({ cancelled: 3, failed: 0 })).toEqual({ type: 'success', message: 'You have successfully cancelled the selected auto-allocations.' });
    expect(bulkCancelToast({ cancelled: 2, failed: 1 })).toEqual({ type: 'warning', message: '2 cancelled successfully, 1 failed' });
  });

  it('MM-77 all failed reads "Failed to cancel transactions. They may have already been deleted."', () => {
    expect(bulkCancelToast({ cancelled: 0, failed: 2 })).toEqual({ type: 'error', message: 'Failed to cancel transactions. They may have already been deleted.' });
    expect(BULK_CANCEL_MESSAGES.unexpected).toBe('An error occurred while cancelling transactions.');
  });
});
