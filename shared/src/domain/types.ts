import type { CompanyId } from './constants';

/** Money travels as a decimal string with two decimals ('2500.00'): exact, never a float. */
export type MoneyString = string;

/** Account (SD-37). */
export type Account = {
  id: number;
  display_name: string;
  full_name: string;
  account_type: 'normal' | 'authorized_adult' | 'authorized_minor' | 'household';
  account_number: string;
  routing_number?: string | null;
  bank_name?: string | null;
  is_aggregate: boolean;
  is_sub_account: boolean;
  has_banking_features: boolean;
  future_account_id: number | null;
  household_id: number | null;
  avatar: string | null;
  plan?: 'lite' | 'premium' | 'family' | 'plus';
  budget_period?: string;
};

export type UserType = 'anonymous_user' | 'limited_user' | 'regular_user';

/** The signed-in user (SD-38). */
export type Me = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  user_type: UserType;
  primary_account: Account;
  sub_accounts: Account[];
  households: Account[];
  is_coach: boolean;
  is_affiliate: boolean;
  is_rewards_affiliate: boolean;
  feature_flags: Partial<Record<string, boolean>>;
  address_street: string | null;
  address_apartment_no: string | null;
  address_city: string | null;
  address_state: string | null;
  address_postal_code: string | null;
  company?: CompanyId;
};

/** Overview numbers of /dashboard (SD-39). */
export type Overview = {
  qubeless_transaction_count: number;
  refunds_qube_transaction_count: number;
  account_balance: MoneyString;
  cloud_qube_total_balance: MoneyString;
  unread_notifications_count: number;
  card_fund_available: boolean;
};

export type QubeType = 'spending' | 'billing' | 'goal' | 'system';

/** A qube (SD-35, SD-36). */
export type Qube = {
  id: number | 'cloud';
  name: string;
  type: QubeType;
  balance: MoneyString;
  icon: string | null;
  app_icon: string | null;
  color: { foreground_color: string; background_color?: string } | null;
  current_cycle_budget: MoneyString | null;
  toFund: boolean;
  goalqube: { allow_spending: boolean; goal_amount: MoneyString; goal_date: string | null } | null;
  billqube: {
    is_paused: boolean;
    is_unlocked: boolean;
    payment_frequency: string | null;
    payment_interval: number | null;
    bill_amount: MoneyString;
    budget: MoneyString | null;
    next_due_date: string | null;
    next_due_dates?: string[];
    payment_card: { last_four_digits: string } | null;
    days_in_calendar: unknown[] | null;
  } | null;
  spendingqube: { number_of_times_opened_in_last_30_days: number } | null;
  merchant_group: { name: string } | null;
  last_activity_datetime: string | null;
  update_datetime: string | null;
  creation_datetime: string | null;
  manual_sort_position: number | null;
  manual_sort_datetime: string | null;
  is_current_open_qube: boolean;
};

/** A page of a list endpoint. */
export type Page<T> = { count: number; next: string | null; results: T[] };

/** Budget (PL-05, read-only part). */
/** Per-qube auto funding (PL-18): 0 none, 1 'Fill To Budget', 2 '100% of Budget'. */
export type AutoFundChoice = 0 | 1 | 2;

/**
 * A qube's line in a budget (PL-05, PL-07). `editing_amount` is a saved draft (`is_editing`) that POST budgets/{id}/
 * {commit: true} makes the amount, or {cancel: true} drops. `spent` is the qube's money out in the period (internal
 * transfers excluded).
 */
export type QubeBudget = {
  id: number;
  qube: { id: number; name: string; type: QubeType };
  amount: MoneyString;
  editing_amount: MoneyString | null;
  is_editing: boolean;
  spent: MoneyString;
  auto_fund_choice: AutoFundChoice;
};

export type Budget = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  /** 'past', 'current' or 'future': only current and future budgets can be edited. */
  status: 'past' | 'current' | 'future';
  total_budgeted_amount: MoneyString;
  total_income_amount: MoneyString;
  /** True when any qube budget holds a draft. */
  has_pending_changes: boolean;
  qube_budgets: QubeBudget[];
  expected_income_instances: IncomeInstance[];
  recurring_income_instances: IncomeInstance[];
};

/** GET budgets/ (PL-06): one line per budget, newest first. */
export type BudgetSummary = Pick<Budget, 'id' | 'name' | 'start_date' | 'end_date' | 'status' | 'total_budgeted_amount' | 'total_income_amount'>;

/** GET budgets/qube-budget/{id}/suggested-budget/ (PL-08): an amount and why (shown beside the budget). */
export type SuggestedBudget = { suggested_amount: MoneyString | null; basis: 'spending_average' | 'bill_amount' | 'goal_pace' | 'none'; description: string };

/** GET / PUT qubes/auto-funding/ (PL-17): each active qube's auto-fund choice. */
export type QubeAutoFunding = { qube_id: number; name: string; type: QubeType; auto_fund_choice: AutoFundChoice };

/** A statement of an account. */
export type Statement = {
  id: number;
  name: string;
  period_start: string;
  period_end: string;
  opening_balance: MoneyString;
  closing_balance: MoneyString;
  total_in: MoneyString;
  total_out: MoneyString;
  created_at: string;
};

/** One line of a statement: a money movement of the period, oldest first, with the account balance after it. */
export type StatementLine = {
  id: number;
  date: string;
  description: string;
  qube: string | null;
  amount: MoneyString;
  balance: MoneyString;
};

/** GET accounts/{id}/statements/{statement_id}/ (ST-05): a statement with its account and its lines. */
export type StatementDetail = Statement & {
  account_name: string;
  account_number_last4: string | null;
  lines: StatementLine[];
};

/** GET reports/list-monthly-statements/ (ST-03): every month of the account with a statement, newest first. */
export type MonthlyStatement = { id: number; month: string; name: string };

/** GET reports/list-monthly-reports/ (ST-04, flag monthly_reports): every month with a report, newest first. */
export type MonthlyReportEntry = { id: number; month: string; name: string };

/** POST reports/get-monthly-report/ (ST-04): where the month's money went, against the budget when there is one. */
export type MonthlyReport = {
  month: string;
  name: string;
  period_start: string;
  period_end: string;
  money_in: MoneyString;
  money_out: MoneyString;
  net: MoneyString;
  transactions_count: number;
  spending_by_qube: { qube_id: number | null; name: string; type: QubeType | 'cloud'; spent: MoneyString; budget: MoneyString | null }[];
  top_merchants: { name: string; spent: MoneyString; count: number }[];
};

/** Theme of the company the page runs for (SH-01). */
export type Theme = { header_id: CompanyId; name: string; logo_text?: string; primary_color?: string };

/** Affiliate program of the signed-in partner (CO-10). */
export type AffiliateMe = {
  id: number;
  current_subscription: { program: { program_type: string; affiliate_features: string[] } } | null;
};

/** Partner metrics (CO-12). */
export type AffiliateMetrics = {
  landing: number;
  checkout: number;
  basic: number;
  premium: number;
  family: number;
  commission: MoneyString;
  pending: number;
  pending_premium: number;
  pending_family: number;
  pending_commission: MoneyString;
};

/** Transaction types: the union of both spec files (SD-42). */
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

/** A qube as an activity names it. */
export type QubeRef = { id: number | 'cloud'; name: string; type?: QubeType; icon?: string | null; app_icon?: string | null };

/** An activity or scheduled item (SD-41). */
export type Activity = {
  id: number;
  transaction_type: TransactionType;
  transaction_type_description: string;
  amount: MoneyString;
  result: 'success' | 'pending' | 'failed';
  transaction_datetime: string | null;
  scheduled_date: string | null;
  recurring: string | null;
  frequency_name: string | null;
  source_type: 'preapproved_payment' | 'auto_allocation' | 'requested_account_transfer' | null;
  source_id: number | null;
  title: string | null;
  description: string | null;
  merchant: { merchant_name: string } | null;
  qube: QubeRef | null;
  other_qube: QubeRef | null;
  new_balance: MoneyString | null;
  is_processing: boolean;
  is_cancellable: boolean;
  allow_reqube: boolean;
  allow_delete_future: boolean;
  scheduled_transaction_id: number | null;
  scheduled_transaction_is_active: boolean | null;
  user_id: number | null;
  user_initials: string | null;
  /** The special bucket an unassigned item sits in (MM-34); absent from older answers. */
  special_budget?: 'refunds' | 'qubeless' | null;
};

/** A scheduled item of search/scheduled/: an Activity plus its recurrence, for editing (MM-44). */
export type ScheduledActivity = Activity & { transfer_interval: number | null; days_in_calendar: CalendarDay[] | null };

/** A day entry of a custom frequency (SD-29). */
export type CalendarDay = { day?: number; month?: number; week?: number; weekday?: number };

/** What a transfer call sends (SD-43). */
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

/** A linked bank account (SD-44). */
export type LinkedBankAccount = {
  id: number;
  name: string;
  nickname: string | null;
  institution_name: string;
  ach_account_number: string;
  ach_routing_number: string;
  status: string;
};

/** What the bank-link provider returns (spec 000 section 3). */
export type BankLinkResult = {
  public_token: string;
  institution: { id: string; name: string };
  accounts: { id: string; verification_status: string | null }[];
  link_type: 'default' | 'dda' | 'credit_card';
};

/** A notification (SH-62). */
export type Notification = {
  id: number;
  title: string;
  type: string;
  message: string;
  description: string | null;
  amount: MoneyString | null;
  creation_datetime: string;
  is_seen: boolean;
  qube_id: number | null;
  app_icon?: string | null;
  icon_id?: number | null;
};

/** The open qube (spec 001). */
export type OpenQube = { open_qube: number | null; expires_in: number | null; remaining_purchases: number | null; close_qube_after_next_purchase: boolean };

/** A card deposit's payment intent (MM-107). */
export type CardDepositIntent = { id: string; stripe_client_secret: string; amount: MoneyString; deposit_fee: MoneyString; total_amount: MoneyString };

/** Card deposit limits (MM-106). */
export type Limits = { card_deposit_minimum: MoneyString; card_deposit_maximum: MoneyString };

/** A person to send money to (MM-99). */
export type Person = { id: number; full_name: string; primary_account: number; accounts: number[] };

/**
 * GET budgets/runway/ (PL-25): one month of how long the money lasts if the current budget repeats. The current month
 * (exactly one, status 'current') starts at the account balance now; each later month starts at the one before's
 * ending balance, and ending_balance = starting_balance + income − budgeted.
 */
export type RunwayEntry = {
  /** The month, e.g. 'November 2026'. */
  name: string;
  start_date: string;
  end_date: string;
  status: 'past' | 'current' | 'future';
  income: MoneyString;
  budgeted: MoneyString;
  starting_balance: MoneyString;
  ending_balance: MoneyString;
};

/**
 * One income of a budget period (PL-12): an occurrence of an income group. `type` tells which path edits it
 * (PATCH/DELETE budgets/expected-income/{id}/ or budgets/recurring-income/{id}/).
 */
export type IncomeInstance = { id: number; income_group: number; type: 'expected' | 'recurring'; name: string; amount: MoneyString; date: string };

/**
 * An income group (PL-10, PL-11, PL-13): a one-time expected income (`recurring` 'none') or a recurring one with the
 * shared recurrence model (as orders: recurring, frequency, transfer_interval, days_in_calendar). Its instances are
 * the occurrences from `start_date` on, inside the account's budgets.
 */
export type IncomeGroup = {
  id: number;
  name: string;
  amount: MoneyString;
  start_date: string;
  recurring: string;
  frequency: string | null;
  transfer_interval: number | null;
  days_in_calendar: CalendarDay[];
  expected_income_instances: IncomeInstance[];
  recurring_income_instances: IncomeInstance[];
};

/** POST budgets/income-groups/ and PATCH budgets/income-groups/{id}/ (PL-11). */
export type IncomeGroupInput = {
  account_id: number;
  name: string;
  amount: MoneyString;
  start_date: string;
  recurring: string;
  frequency?: string | null;
  transfer_interval?: number | null;
  days_in_calendar?: CalendarDay[];
};
