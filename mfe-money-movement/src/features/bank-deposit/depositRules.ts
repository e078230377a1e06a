import {
  formatDate,
  formatMoney,
  fromCents,
  toCents,
  type LinkedBankAccount,
  type MoneyString,
  type ScheduledActivity,
} from '@qube/shared';
import {
  DEFAULT_CUSTOM_FREQUENCY,
  describeCustomRepeat,
  fromScheduled,
  toRepeatFields,
  type CustomFrequency,
} from '@qube/shared/frequency';
import { isDateValue } from '@qube/shared/ui/dateInput';
import { REPEAT_OPTIONS, type RepeatValue } from '../internal-transfer/transferRules';

/** MM-85, spec 001 section 9: the quick adds, with their labels exactly as the spec writes them ('+2.5k' has no $). */
export const DEPOSIT_QUICK_ADDS: readonly { label: string; cents: bigint }[] = [
  { label: '+$100', cents: 10_000n },
  { label: '+$500', cents: 50_000n },
  { label: '+$1k', cents: 100_000n },
  { label: '+2.5k', cents: 250_000n },
  { label: '+$5k', cents: 500_000n },
];

/** MM-87: the fill-to message of the spec. */
export const FILL_TO_BELOW_BALANCE = "You can't fill to a lower number than current balance";

/** MM-89: the review's notes. The authorisation wording is ours (spec gap, docs/adr/0036-bank-deposits.md). */
export const BUSINESS_DAYS_NOTE = 'This transfer may take up to 3-5 business days.';
export const authorizationText = (bank: string, amount: MoneyString, schedule: string) =>
  `By selecting Submit, you authorize Qube to debit ${formatMoney(amount)} from ${bank} ${schedule} and to add it to your Cloud. ` +
  'You can cancel a deposit within 15 minutes of submitting it.';

export type DepositMode = 'transfer' | 'fill_to';
export type DepositStep = 'empty' | 'select' | 'details' | 'review' | 'success';
export type DepositCheck = { isValid: boolean; error: string | null; info: string | null };

/** MM-83: 'Verified' for automatically_verified, any other status 'Verifying' (the same chip as Bank Transfer's). */
export const statusChip = (status: string): 'Verified' | 'Verifying' => (status === 'automatically_verified' ? 'Verified' : 'Verifying');

/** MM-83: the account number masked to its last 4 digits. */
export const maskedNumber = (account: Pick<LinkedBankAccount, 'mask'>) => `••••${account.mask}`;

/** The name a list shows: the nickname, else the name (MM-83). */
export const accountName = (account: Pick<LinkedBankAccount, 'nickname' | 'name'>) => account.nickname?.trim() || account.name;

/** Bank name and last 4 digits: the deposit's income group name (MM-94) and the review's From. */
export const bankLabel = (account: Pick<LinkedBankAccount, 'institution_name' | 'mask'>) => `${account.institution_name} ••${account.mask}`;

/** What a deposit moves: the amount, or in fill_to the target minus the current Cloud balance (MM-87). */
export function depositAmount(mode: DepositMode, amount: MoneyString, cloudBalance: MoneyString): MoneyString {
  const cents = toCents(amount || '0');
  return mode === 'fill_to' ? fromCents(cents - toCents(cloudBalance)) : fromCents(cents);
}

/** MM-87, MM-88: Continue and Submit only for an amount > 0 and a date today or later; fill_to never below the balance. */
export function validateDeposit(input: { mode: DepositMode; amount: MoneyString; cloudBalance: MoneyString; date: string; today: string }): DepositCheck {
  const moved = toCents(depositAmount(input.mode, input.amount, input.cloudBalance));
  if (input.mode === 'fill_to' && toCents(input.amount || '0') < toCents(input.cloudBalance)) return { isValid: false, error: FILL_TO_BELOW_BALANCE, info: null };
  if (moved <= 0n) return { isValid: false, error: null, info: null };
  const info = input.mode === 'fill_to'
    ? `You are depositing ${formatMoney(fromCents(moved))}`
    : `Cloud will be ${formatMoney(fromCents(toCents(input.cloudBalance) + moved))}`;
  // The Date field shows why a date is refused; the status line stays for money.
  if (!isDateValue(input.date) || input.date < input.today) return { isValid: false, error: null, info };
  return { isValid: true, error: null, info };
}

/** The label of a repeat for the review and the audit log ('Never', 'Monthly', or the custom rule in words). */
export const repeatLabel = (repeat: RepeatValue, custom: CustomFrequency) =>
  repeat === 'custom' ? describeCustomRepeat(custom) : (REPEAT_OPTIONS.find((o) => o.value === repeat)?.label ?? 'Never');

/** The schedule part of the authorisation text. */
export const scheduleWords = (date: string, today: string, repeat: RepeatValue, custom: CustomFrequency) =>
  repeat === 'none' ? (date === today ? 'today' : `on ${formatDate(date)}`) : `from ${formatDate(date)}, ${repeatLabel(repeat, custom).toLowerCase()}`;

export type DepositForm = {
  accountId: number;
  bank: Pick<LinkedBankAccount, 'id' | 'institution_name' | 'mask'>;
  mode: DepositMode;
  amount: MoneyString;
  cloudBalance: MoneyString;
  date: string;
  today: string;
  repeat: RepeatValue;
  custom: CustomFrequency;
  note: string;
  idempotencyKey: string;
};

/**
 * MM-94: the new deposit's body, the spec's income-group payload (to_qube 'cloud', plaid_account, name = bank name
 * and last 4 digits, scheduled_date 'today' or the date, type 'recurring', start_date, plaid_account_id; custom repeat
 * from the editor). The amount is what moves (fill_to sends the difference).
 */
export function buildDepositPayload(form: DepositForm) {
  const note = form.note.trim();
  const scheduledDate = form.date === form.today ? 'today' : form.date;
  const repeatFields = toRepeatFields(form.repeat, form.custom);
  return {
    account_id: form.accountId,
    to_qube: 'cloud' as const,
    plaid_account: form.bank.id,
    plaid_account_id: form.bank.id,
    amount: depositAmount(form.mode, form.amount, form.cloudBalance),
    ...repeatFields,
    idempotency_key: form.idempotencyKey,
    days_in_calendar: repeatFields.days_in_calendar ?? [],
    name: bankLabel(form.bank),
    scheduled_date: scheduledDate,
    type: 'recurring' as const,
    start_date: scheduledDate,
    ...(note ? { title: note } : {}),
  };
}

/** The scheduled deposit being edited (MM-93), as GET deposits/ach-deposits/{id}/ answers it. */
export type ScheduledDeposit = {
  amount: MoneyString;
  scheduled_date: string;
  recurring: string;
  frequency: string | null;
  transfer_interval: number | null;
  days_in_calendar: ScheduledActivity['days_in_calendar'];
  title: string;
  plaid_account: number;
  scheduled_id: number | null;
};

/** MM-93: the form of a scheduled deposit: custom repeat when days_in_calendar is present; a due date becomes today. */
export function formFromScheduledDeposit(item: ScheduledDeposit, today: string): { amount: MoneyString; date: string; repeat: RepeatValue; custom: CustomFrequency; note: string; bankId: number } {
  const hasCalendar = (item.days_in_calendar ?? []).length > 0;
  const isCustom = item.recurring === 'custom' || hasCalendar;
  const repeat: RepeatValue = isCustom ? 'custom' : (REPEAT_OPTIONS.find((o) => o.value === item.recurring)?.value ?? 'none');
  const asScheduled = { recurring: item.recurring, frequency: item.frequency, transfer_interval: item.transfer_interval, days_in_calendar: item.days_in_calendar } as unknown as ScheduledActivity;
  return {
    amount: fromCents(toCents(item.amount)),
    date: item.scheduled_date > today ? item.scheduled_date : today,
    repeat,
    custom: isCustom ? fromScheduled(asScheduled) : DEFAULT_CUSTOM_FREQUENCY,
    note: item.title,
    bankId: item.plaid_account,
  };
}

/** MM-97: the audit log posted after a successful deposit. */
export function buildAuditLog(input: { accountId: number; bank: Pick<LinkedBankAccount, 'name' | 'mask' | 'ach_routing_number'>; amount: MoneyString; ownerName: string; accountNumber: string; frequency: string; date: string }) {
  return {
    account_id: input.accountId,
    from_account: `${input.bank.name} ****${input.bank.mask}`,
    routing_number: input.bank.ach_routing_number,
    amount: input.amount,
    to_account_owner_name: input.ownerName,
    to_account_last_four: input.accountNumber.slice(-4),
    frequency: input.frequency,
    deposit_date: input.date,
  };
}
