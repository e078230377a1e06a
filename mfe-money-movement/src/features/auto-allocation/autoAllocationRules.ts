/**
 * Pure rules of the auto-allocation dialogs (PL-20, MM-76, MM-77): the budget period's label and the toast that
 * reports a bulk cancel.
 */

/**
 * The label of the current budget period on the cancel buttons (PL-20). The spec gives only the default, 'This
 * Month'; we derive the others from the account's budget_period: a week reads 'This Week', and biweekly or
 * semi-monthly periods, which have no everyday name, read 'This Period'. Unknown or missing → the default.
 */
export function budgetPeriodLabel(budgetPeriod: string | null | undefined): string {
  switch (budgetPeriod) {
    case 'weekly':
      return 'This Week';
    case 'biweekly':
    case 'semi_monthly':
      return 'This Period';
    default:
      return 'This Month';
  }
}

/** The toast after a bulk cancel of `cancelled + failed` items (MM-76, MM-77). */
export function bulkCancelToast({ cancelled, failed }: BulkCancelResult): BulkCancelToast {
  if (failed === 0) return { type: 'success', message: BULK_CANCEL_MESSAGES.allCancelled };
  if (cancelled === 0) return { type: 'error', message: BULK_CANCEL_MESSAGES.allFailed };
  return { type: 'warning', message: `${cancelled} cancelled successfully, ${failed} failed` };
}

/**
 * The spec's strings (spec 001 section 8). Of its two full-success wordings ('…the selected transactions.' / '…
 * auto-allocations') we use the auto-allocations one: only auto-allocations are listed here.
 */
export const BULK_CANCEL_MESSAGES = {
  allCancelled: 'You have successfully cancelled the selected auto-allocations.',
  allFailed: 'Failed to cancel transactions. They may have already been deleted.',
  unexpected: 'An error occurred while cancelling transactions.',
} as const;

export type BulkCancelResult = { cancelled: number; failed: number };
export type BulkCancelToast = { type: 'success' | 'warning' | 'error'; message: string };
