import type { Db } from '../../platform/db/client';
import { budgetJson, type BudgetJson } from './budgets';
import { isoDate, monthBounds } from '../../platform/dates';
import { accountBalances, currentBudget } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';

/** The JSON shape of shared/src/domain/types.ts RunwayEntry (PL-25). */
export type RunwayEntryJson = {
  name: string;
  start_date: string;
  end_date: string;
  status: 'past' | 'current' | 'future';
  income: string;
  budgeted: string;
  starting_balance: string;
  ending_balance: string;
};

/** How many months the runway shows: this one and the next five. */
export const RUNWAY_MONTHS = 6;

/**
 * PL-25 (the spec names the call and the fields only; the rules are ours): how long the money lasts if the plan holds.
 * - Entries: the calendar month of `now` (status 'current') and the next 5 ('future'), named and bounded by monthBounds
 *   ('November 2026', first to last day of the month, also for the current one).
 * - This month: starting_balance = the account balance now (every pocket, Cloud included); income = the current
 *   budget's income rows, expected and recurring alike, dated today or later (earlier ones have already arrived and
 *   are in the balance); budgeted = what is still to spend: the sum over its qube budgets of max(0, amount − spent),
 *   with the committed amounts and the spent of the budget endpoint (a qube over its budget adds nothing: that money
 *   has already left the balance).
 * - Each later month: income = the sum of all the current budget's income rows, budgeted = its total budgeted amount.
 *   Assumption: the plan repeats monthly (the seed's paychecks come on the 1st and the 15th of every month, and later
 *   months have no budget of their own yet); budgets already made for later months are not read.
 * - starting_balance = the previous month's ending_balance; ending_balance = starting + income − budgeted.
 * All sums in BigInt cents; the JSON carries two-decimal strings.
 */
export const runwayEntries = (now: Date, balance: string, budget: BudgetJson): RunwayEntryJson[] => {
  const today = isoDate(now);
  const incomeRows = [...budget.expected_income_instances, ...budget.recurring_income_instances];
  const incomeStillToCome = incomeRows.filter((row) => row.date >= today).reduce((sum, row) => sum + toCents(row.amount), 0n);
  const leftToSpend = budget.qube_budgets.reduce((sum, line) => sum + max0(toCents(line.amount) - toCents(line.spent)), 0n);
  const monthlyIncome = incomeRows.reduce((sum, row) => sum + toCents(row.amount), 0n);
  const monthlyBudgeted = budget.qube_budgets.reduce((sum, line) => sum + toCents(line.amount), 0n);

  const entries: RunwayEntryJson[] = [];
  let starting = toCents(balance);
  for (let offset = 0; offset < RUNWAY_MONTHS; offset += 1) {
    const month = monthBounds(now, offset);
    const isCurrent = offset === 0;
    const income = isCurrent ? incomeStillToCome : monthlyIncome;
    const budgeted = isCurrent ? leftToSpend : monthlyBudgeted;
    const ending = starting + income - budgeted;
    entries.push({
      name: month.name,
      start_date: month.start,
      end_date: month.end,
      status: isCurrent ? 'current' : 'future',
      income: fromCents(income),
      budgeted: fromCents(budgeted),
      starting_balance: fromCents(starting),
      ending_balance: fromCents(ending),
    });
    starting = ending;
  }
  return entries;
};

/** The runway of the account, or null when it has no budget for today (the route answers 404 like budgets/current/). */
export const loadRunway = async (db: Db, accountId: number, now: Date): Promise<RunwayEntryJson[] | null> => {
  const day = isoDate(now);
  const budget = await currentBudget(db, accountId, day);
  if (!budget) return null;
  const json = await budgetJson(db, budget, day);
  const { account: balance } = await accountBalances(db, accountId);
  return runwayEntries(now, balance, json);
};

const max0 = (cents: bigint) => (cents > 0n ? cents : 0n);
