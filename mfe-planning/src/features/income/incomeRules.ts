import {
  ApiError,
  DATE_VALUE_FORMAT,
  formatDate,
  toCents,
  validateRequired,
  type Budget,
  type IncomeGroup,
  type IncomeGroupInput,
  type IncomeInstance,
  type MoneyString,
} from '@qube/shared';
import {
  DEFAULT_CUSTOM_FREQUENCY,
  fromScheduled,
  isCustomRepeat,
  REPEAT_PRESETS,
  toCustomRepeat,
  type CustomFrequency,
} from '@qube/shared/frequency';
import { validateDateValue } from '@qube/shared/ui/dateInput';
import dayjs from 'dayjs';
import type { IncomeInstanceChange } from './incomeApi';

/** The card's and dialogs' texts (PL-10 to PL-16; ours where the spec gives none, PL-03, PL-04). */
export const INCOME_TEXTS = {
  empty: 'No income expected in this period.',
  amount: 'Enter an amount from $0.01 to $1,000,000.00.',
  date: 'Choose today or a later date.',
  /** The API's text for an occurrence moved out of its budget. */
  dateOutsidePeriod: 'Choose a date in this budget period.',
  saveFailed: 'We could not save this income.',
  loadFailed: 'We could not load this income.',
  saved: 'Income saved.',
  deleted: 'Income deleted.',
  /** PL-16: the spec's exact text for a delete that got no answer. */
  deleteFailed: 'Failed to cancel scheduled transaction.',
  editChoice: 'Change only this income or the whole series?',
  deleteOne: 'Delete this income?',
  deleteChoice: 'Do you want to delete only this income, or this one and all that follow?',
} as const;

/** The repeats an income offers (PL-11): the shared presets without Daily and Variable. */
export const INCOME_REPEAT_OPTIONS = REPEAT_PRESETS.filter((preset) => preset.value !== 'daily' && preset.value !== 'variable');
export type IncomeRepeat = (typeof INCOME_REPEAT_OPTIONS)[number]['value'];

/** The dialog's fields; `repeat` and `custom` only matter for a group (add, whole series). */
/** `date` is what the date field gives: 'YYYY-MM-DD', '' or typed text that is no date. */
export type IncomeFormValues = { name: string; amount: MoneyString; date: string; repeat: IncomeRepeat; custom: CustomFrequency };
export type IncomeFormErrors = Partial<Record<'name' | 'amount' | 'date' | 'repeat', string>>;

/** The API's longest income name. */
export const INCOME_NAME_MAX = 60;

const MIN_CENTS = 1n;
const MAX_CENTS = 100_000_000n;

export const todayValue = (): string => dayjs().format(DATE_VALUE_FORMAT);

/**
 * Which dates the form accepts: today or later, or the date it opened with (`keep`: an occurrence already past, or a
 * series' own start, which the API keeps as its anchor); an occurrence stays inside its budget's `period`.
 */
export type IncomeDateRule = { today: string; keep?: string; period?: { start: string; end: string } };

export const isDateAllowed = (date: string, { today, keep, period }: IncomeDateRule): boolean =>
  (date === keep || date >= today) && (!period || (date >= period.start && date <= period.end));

/** The field messages of the dialog (name, amount, date), empty when they can be sent. The custom editor checks itself. */
export function validateIncomeForm(values: IncomeFormValues, rule: IncomeDateRule): IncomeFormErrors {
  const errors: IncomeFormErrors = {};
  const name = validateRequired(values.name);
  if (name) errors.name = name;
  const cents = values.amount ? toCents(values.amount) : 0n;
  if (cents < MIN_CENTS || cents > MAX_CENTS) errors.amount = INCOME_TEXTS.amount;
  // Text typed in the date field that is no date: 'Please enter a valid date' before any range check.
  const date = validateRequired(values.date) ?? validateDateValue(values.date);
  if (date) errors.date = date;
  else if (values.date !== rule.keep && values.date < rule.today) errors.date = INCOME_TEXTS.date;
  else if (rule.period && (values.date < rule.period.start || values.date > rule.period.end)) errors.date = INCOME_TEXTS.dateOutsidePeriod;
  return errors;
}

/** POST / PATCH budgets/income-groups/: a preset clears any custom fields, so a whole-series edit leaves none behind. */
export function toIncomeGroupInput(accountId: number, values: IncomeFormValues): IncomeGroupInput {
  const base = { account_id: accountId, name: values.name.trim(), amount: values.amount, start_date: values.date };
  if (values.repeat === 'custom') return { ...base, ...toCustomRepeat(values.custom) };
  return { ...base, recurring: values.repeat, frequency: null, transfer_interval: null, days_in_calendar: [] };
}

export const toInstanceChange = (values: IncomeFormValues): IncomeInstanceChange => ({ name: values.name.trim(), amount: values.amount, date: values.date });

/** A new income: today, never repeating. */
export const emptyIncomeValues = (today = todayValue()): IncomeFormValues => ({ name: '', amount: '0.00', date: today, repeat: 'none', custom: DEFAULT_CUSTOM_FREQUENCY });

export const instanceValues = (instance: IncomeInstance): IncomeFormValues => ({
  name: instance.name,
  amount: instance.amount,
  date: instance.date,
  repeat: 'none',
  custom: DEFAULT_CUSTOM_FREQUENCY,
});

/** A series as the dialog edits it: from its own start date, which the API keeps even when past (its rhythm's anchor). */
export function groupValues(group: IncomeGroup): IncomeFormValues {
  const preset = INCOME_REPEAT_OPTIONS.find((option) => option.value === group.recurring && option.value !== 'custom');
  const repeat: IncomeRepeat = preset && !isCustomRepeat(group) ? preset.value : 'custom';
  return { name: group.name, amount: group.amount, date: group.start_date, repeat, custom: repeat === 'custom' ? fromScheduled(group) : DEFAULT_CUSTOM_FREQUENCY };
}

/** The budget's income, expected and recurring together, by date. */
export const incomeOfBudget = (budget: Pick<Budget, 'expected_income_instances' | 'recurring_income_instances'>): IncomeInstance[] =>
  [...budget.expected_income_instances, ...budget.recurring_income_instances].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name) || a.id - b.id);

/** 'Paycheck on Dec 15, 2026': what each row's buttons are named after. */
export const instanceLabel = (instance: IncomeInstance): string => `${instance.name} on ${formatDate(instance.date)}`;

/** Which dialog field an API field message belongs under. */
const FIELD_OF: Record<string, keyof IncomeFormErrors> = {
  name: 'name',
  amount: 'amount',
  date: 'date',
  start_date: 'date',
  recurring: 'repeat',
  frequency: 'repeat',
  transfer_interval: 'repeat',
  days_in_calendar: 'repeat',
};

/** A 400's field messages placed under the dialog's fields; null when none of them is one of its fields. */
export function apiFieldErrors(error: unknown): IncomeFormErrors | null {
  const fields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
  if (!fields) return null;
  const errors: IncomeFormErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const ours = FIELD_OF[field];
    if (ours && !errors[ours]) errors[ours] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** PL-16: a refused delete says why (the API's message); one with no answer says the spec's sentence. */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400) return error.fallbackMessage ?? error.message;
  return INCOME_TEXTS.deleteFailed;
}
