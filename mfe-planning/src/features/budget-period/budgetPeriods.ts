import type { Account } from '@qube/shared';

/**
 * The budget periods (PL-24; the spec names neither the field's values nor their words). They are the API's
 * `budget_period` values; auto funding moves each budgeted qube's amount once per period. The label of the current
 * period is 'This Month' by default (PL-20, PL-24); the same words as money movement's auto-allocation buttons.
 */
export const BUDGET_PERIOD_OPTIONS: { value: Account['budget_period']; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'semi_monthly', label: 'Twice a month (1st and 15th)' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'weekly', label: 'Weekly' },
];

/** 'This Month' (default), 'This Week', or 'This Period' for the periods without an everyday name. */
export function currentPeriodLabel(period: string | null | undefined): string {
  if (period === 'weekly') return 'This Week';
  if (period === 'biweekly' || period === 'semi_monthly') return 'This Period';
  return 'This Month';
}
