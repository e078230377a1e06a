/**
 * The domain types of the browser. Every shape the API speaks comes from the contract (`@qube/contract`, TypeBox):
 * `import type` only, so no schema code lands in a browser bundle. What stays written here is browser-side: shapes
 * of the spec's calls this API does not serve yet, and what the browser builds itself.
 */
import type * as Contract from '@qube/contract';

/** Money travels as a decimal string with two decimals ('2500.00'): exact, never a float. */
export type MoneyString = string;

/** Account (SD-37). */
export type Account = Contract.Account;

export type UserType = Contract.UserType;

/** The signed-in user (SD-38). */
export type Me = Contract.Me;

/** Overview numbers of /dashboard (SD-39). */
export type Overview = Contract.Overview;

export type QubeType = Contract.QubeType;

type ApiQube = Contract.Qube;
type GoalPart = NonNullable<ApiQube['goalqube']>;
type BillPart = NonNullable<ApiQube['billqube']>;

/**
 * A qube (SD-35, SD-36). Browser-side widening: the lists show Cloud as a qube (`id` 'cloud', type 'system', MM-45).
 * Browser-side narrowing, kept until the remotes handle it: the contract's goal_amount and bill_amount are null when
 * unset, the remotes read them as strings.
 */
export type Qube = Omit<ApiQube, 'id' | 'goalqube' | 'billqube'> & {
  id: number | 'cloud';
  goalqube: (Omit<GoalPart, 'goal_amount'> & { goal_amount: MoneyString }) | null;
  billqube: (Omit<BillPart, 'bill_amount'> & { bill_amount: MoneyString }) | null;
};

/** A page of a list endpoint. */
export type Page<T> = Contract.Page<T>;

/** Per-qube auto funding (PL-18): 0 none, 1 'Fill To Budget', 2 '100% of Budget'. */
export type AutoFundChoice = Contract.AutoFundChoice;

/**
 * A qube's line in a budget (PL-05, PL-07). `editing_amount` is a saved draft (`is_editing`) that POST budgets/{id}/
 * {commit: true} makes the amount, or {cancel: true} drops. `spent` is the qube's money out in the period (internal
 * transfers excluded).
 */
export type QubeBudget = Contract.QubeBudget;

/** A budget with its qube lines and income (PL-05). */
export type Budget = Contract.Budget;

/** GET budgets/ (PL-06): one line per budget, newest first. */
export type BudgetSummary = Contract.BudgetSummary;

/** GET budgets/qube-budget/{id}/suggested-budget/ (PL-08): an amount and why (shown beside the budget). */
export type SuggestedBudget = Contract.SuggestedBudget;

/** GET / PUT qubes/auto-funding/ (PL-17): each active qube's auto-fund choice. */
export type QubeAutoFunding = Contract.QubeAutoFunding;

/** A statement of an account. */
export type Statement = Contract.Statement;

/** One line of a statement: a money movement of the period, oldest first, with the account balance after it. */
export type StatementLine = Contract.StatementLine;

/** GET accounts/{id}/statements/{statement_id}/ (ST-05): a statement with its account and its lines. */
export type StatementDetail = Contract.StatementDetail;

/** GET reports/list-monthly-statements/ (ST-03): every month of the account with a statement, newest first. */
export type MonthlyStatement = Contract.MonthEntry;

/** GET reports/list-monthly-reports/ (ST-04, flag monthly_reports): every month with a report, newest first. */
export type MonthlyReportEntry = Contract.MonthEntry;

/** POST reports/get-monthly-report/ (ST-04): where the month's money went, against the budget when there is one. */
export type MonthlyReport = Contract.MonthlyReport;

/** Theme of the company the page runs for (SH-01). */
export type Theme = Contract.Theme;

/** Affiliate program of the signed-in partner (CO-10). */
export type AffiliateMe = Contract.AffiliateMe;

/** Partner metrics (CO-12). */
export type AffiliateMetrics = Contract.AffiliateMetrics;

/** Transaction types: the union of both spec files (SD-42); the same list as the contract's (checked below). */
export const TRANSACTION_TYPES = [
  'ach_deposit',
  'ach_debit',
  'card_deposit',
  'received_from_person',
  'received_stripe_deposit',
  'other',
  'external_transaction',
  'correction',
  'refund',
  'reversal',
  'purchase',
  'ach_transfer',
  'ach_out_of_cloud',
  'send_to_person',
  'qube_transfer',
  'adjustment',
  'dispute',
  'payment',
  'qubeless',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
// The value above exists for the browser without loading the contract's code; this fails to compile if they differ.
const sameTransactionTypes: [TransactionType, Contract.TransactionType] extends [Contract.TransactionType, TransactionType] ? true : never = true;
void sameTransactionTypes;

/** A qube as an activity names it. */
export type QubeRef = Contract.QubeRef;

/** An activity or scheduled item (SD-41). */
export type Activity = Contract.Activity;

/** A scheduled item of search/scheduled/: an Activity with its recurrence, for editing (MM-44). */
export type ScheduledActivity = Activity & { transfer_interval: number | null; days_in_calendar: CalendarDay[] | null };

/** A day entry of a custom frequency (SD-29). */
export type CalendarDay = Contract.CalendarDay;

/**
 * What a transfer call sends (SD-43). Browser-side: the spec's payload covers several endpoints (internal transfers,
 * account transfers, bank transfers); the internal transfer this API serves is the contract's OrderInput.
 */
export type TransferPayload = {
  id?: number;
  account_id: number;
  from_qube?: number | 'cloud';
  to_qube?: number | 'cloud';
  to_account?: number;
  qube?: number | 'cloud';
  other_qube?: number | 'cloud';
  other_account?: number;
  plaid_account?: number;
  title?: string;
  amount: MoneyString;
  scheduled_date: string;
  recurring: string;
  interval?: number;
  days_in_calendar: CalendarDay[];
  transfer_interval?: number;
  /** The unit of a custom repeat's interval (daily, weekly, monthly, yearly). */
  frequency?: string;
  type: 'transfer' | 'fill_to' | 'qube_transfer' | 'account_transfer' | 'recurring';
  idempotency_key: string;
  is_active?: boolean;
  ach_account_number?: string;
  ach_routing_number?: string;
  ach_name_on_account?: string;
};

/** A linked bank account (SD-44, MM-83): GET plaid/accounts/ (number masked to its last 4 digits). */
export type LinkedBankAccount = Contract.LinkedBankAccount;

/** Authorized users of an account (ON-72): one, the list, and the answer to an invite. */
export type AuthorizedUser = Contract.AuthorizedUser;
export type AuthorizedUserList = Contract.AuthorizedUserList;
export type AuthorizedUserResult = Contract.AuthorizedUserResult;

/** What the bank-link provider returns (spec 000 section 3); browser-side: the provider's answer, not ours. */
export type BankLinkResult = {
  public_token: string;
  institution: { id: string; name: string };
  accounts: { id: string; verification_status: string | null }[];
  link_type: 'default' | 'dda' | 'credit_card';
};

/** A notification (SH-62). */
export type Notification = Contract.Notification;

/** The open qube (spec 001); browser-side: not served by this API yet. */
export type OpenQube = { open_qube: number | null; expires_in: number | null; remaining_purchases: number | null; close_qube_after_next_purchase: boolean };

/** A card deposit's payment intent (MM-107); browser-side: not served by this API yet. */
export type CardDepositIntent = { id: string; stripe_client_secret: string; amount: MoneyString; deposit_fee: MoneyString; total_amount: MoneyString };

/** Card deposit limits (MM-106); browser-side: not served by this API yet. */
export type Limits = { card_deposit_minimum: MoneyString; card_deposit_maximum: MoneyString };

/** A person to send money to (MM-99); browser-side: not served by this API yet. */
export type Person = { id: number; full_name: string; primary_account: number; accounts: number[] };

/**
 * GET budgets/runway/ (PL-25): one month of how long the money lasts if the current budget repeats. The current month
 * (exactly one, status 'current') starts at the account balance now; each later month starts at the one before's
 * ending balance, and ending_balance = starting_balance + income − budgeted.
 */
export type RunwayEntry = Contract.RunwayEntry;

/**
 * One income of a budget period (PL-12): an occurrence of an income group. `type` tells which path edits it
 * (PATCH/DELETE budgets/expected-income/{id}/ or budgets/recurring-income/{id}/).
 */
export type IncomeInstance = Contract.IncomeInstance;

/**
 * An income group (PL-10, PL-11, PL-13): a one-time expected income (`recurring` 'none') or a recurring one with the
 * shared recurrence model (as orders: recurring, frequency, transfer_interval, days_in_calendar). Its instances are
 * the occurrences from `start_date` on, inside the account's budgets.
 */
export type IncomeGroup = Contract.IncomeGroup;

/** POST budgets/income-groups/ and PATCH budgets/income-groups/{id}/ (PL-11). */
export type IncomeGroupInput = Contract.IncomeGroupInput;
