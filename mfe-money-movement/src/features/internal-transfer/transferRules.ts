import {
  formatMoney,
  fromCents,
  toCents,
  validateRequired,
  type MoneyString,
  type ScheduledActivity,
  type TransferPayload,
} from '@qube/shared';
import {
  DEFAULT_CUSTOM_FREQUENCY,
  fromScheduled,
  isCustomRepeat,
  REPEAT_PRESETS,
  toRepeatFields,
  type CustomFrequency,
} from '@qube/shared/frequency';
import { isDateValue } from '@qube/shared/ui/dateInput';

/** MM-56: the date field's own message for a date before today (text that is no date has the field's message). */
export const TRANSFER_DATE_PAST = 'Choose today or a later date.';

/** The message under the Date field: an emptied field, or a typed date before today, is refused there. */
export const transferDateError = (date: string, today: string): string | null => validateRequired(date) ?? (isDateValue(date) && date < today ? TRANSFER_DATE_PAST : null);

/** Validates the details step of an internal transfer (MM-56 to MM-63); money in exact cents. */
export function validateTransfer(input: TransferCheckInput): TransferCheck {
  const { from, to, mode, amount, date, today, sourceBalance, destinationBalance, sourceName, destinationName } = input;
  // The Date field shows why a date is refused (no date, or before today); the status line stays for money.
  if (from === null || to === null || !isDateValue(date) || date < today) return INVALID;
  const amountCents = toCents(amount || '0');
  const sourceCents = toCents(sourceBalance);
  const destinationCents = toCents(destinationBalance);
  // A future date is scheduled: the money only has to be there on that day (MM-58).
  const isScheduled = date > today;

  if (mode === 'transfer') {
    if (amountCents <= 0n) return INVALID;
    // MM-59 and MM-61 overlap for today: an empty or negative source is 'Insufficient funds', a
    // positive one below the amount names the source.
    if (!isScheduled && sourceCents <= 0n) return invalid('Insufficient funds');
    if (!isScheduled && amountCents > sourceCents) return invalid(`${sourceName} balance is too low`);
    return valid(`${destinationName} will be ${formatMoney(destinationCents + amountCents)}`);
  }

  // fill_to: the amount is the target balance of the destination.
  if (amountCents === destinationCents) return INVALID;
  // The spec also words this as "You can't fill to a lower number than current balance"; one line
  // is enough and this one names the rule the person broke, so the dialog shows only it (MM-60).
  if (amountCents < destinationCents) return invalid('Amount cannot be less than current balance');
  const needed = toCents(fillToAmount(amount, destinationBalance));
  if (!isScheduled && needed > sourceCents) return invalid(`${sourceName} balance is too low`);
  return valid(`You are transferring ${formatMoney(needed)} from ${sourceName}`);
}

/** What a fill-to moves: target − destination balance, the absolute difference when the balance is negative (MM-63). */
export function fillToAmount(target: MoneyString, destinationBalance: MoneyString): MoneyString {
  const difference = toCents(target || '0') - toCents(destinationBalance);
  return fromCents(difference < 0n ? -difference : difference);
}

/** The step after choosing a source (MM-47): the details when editing, the destination is locked or preset, or the choice was a change from the details. */
export function nextStepAfterSource(context: SourceContext): TransferStep {
  return context.isEditing || context.isDestinationLocked || context.hasDestination || context.isChangingFromDetails ? 'details' : 'to';
}

/** Choosing a destination always leads to the details (MM-47). */
export function nextStepAfterDestination(): TransferStep {
  return 'details';
}

/** Back from the details (MM-52): to the source list when editing, locked or the preset is Cloud, else to the destination list. */
export function stepBackFromDetails(context: BackContext): TransferStep {
  return context.isEditing || context.isLocked || context.isPresetCloud ? 'from' : 'to';
}

/**
 * Repeat choices of this dialog (MM-50, SD-30). Decision on MM-51: 'Custom' is listed and opens the
 * custom-frequency editor (the spec offers that editor and edits custom transfers, MM-44); 'Variable'
 * is left out: a variable amount means nothing for a transfer of a fixed amount. The first is the default.
 */
export const REPEAT_OPTIONS = REPEAT_PRESETS.filter((o): o is { label: string; value: Exclude<(typeof REPEAT_PRESETS)[number]['value'], 'variable'> } => o.value !== 'variable');

/**
 * The form of a scheduled transfer being edited (MM-44): its sides, the absolute amount, its next
 * date (today when it is already due) and its repeat; a repeat this dialog does not offer falls back
 * to 'none' only if it is unknown.
 */
export function formFromScheduled(
  item: ScheduledActivity,
  today: string,
): { from: QubeId; to: QubeId; amount: MoneyString; date: string; repeat: RepeatValue; custom: CustomFrequency; note: string } {
  const cents = toCents(item.amount);
  // Custom when the transfer is custom or has days_in_calendar (MM-44).
  const isCustom = isCustomRepeat(item);
  const repeat = isCustom ? 'custom' : (REPEAT_OPTIONS.find((o) => o.value === item.recurring)?.value ?? 'none');
  const date = item.scheduled_date && item.scheduled_date > today ? item.scheduled_date : today;
  return {
    from: item.qube?.id ?? 'cloud',
    to: item.other_qube?.id ?? 'cloud',
    amount: fromCents(cents < 0n ? -cents : cents),
    date,
    repeat,
    custom: isCustom ? fromScheduled(item) : DEFAULT_CUSTOM_FREQUENCY,
    note: item.title ?? '',
  };
}

/** The body of `POST orders/` (MM-65): the fill-to delta as amount, 'today' for today, a note only if given. */
export function buildTransferPayload(form: TransferForm): TransferPayload {
  const note = form.note.trim();
  return {
    account_id: form.accountId,
    from_qube: form.from,
    to_qube: form.to,
    amount: form.mode === 'fill_to' ? fillToAmount(form.amount, form.destinationBalance) : fromCents(toCents(form.amount || '0')),
    type: form.mode,
    idempotency_key: form.idempotencyKey,
    // Custom supplies recurring, frequency, transfer_interval and days_in_calendar (MM-65, SD-34).
    ...toRepeatFields(form.repeat, form.custom),
    scheduled_date: form.date === form.today ? 'today' : form.date,
    ...(note ? { title: note } : {}),
  };
}

const INVALID: TransferCheck = { isValid: false, error: null, info: null };
const invalid = (error: string): TransferCheck => ({ isValid: false, error, info: null });
const valid = (info: string): TransferCheck => ({ isValid: true, error: null, info });

export type QubeId = number | 'cloud';
export type TransferMode = 'transfer' | 'fill_to';
export type TransferStep = 'from' | 'to' | 'details' | 'review' | 'success';
export type RepeatValue = (typeof REPEAT_OPTIONS)[number]['value'];

export type TransferCheckInput = {
  from: QubeId | null;
  to: QubeId | null;
  mode: TransferMode;
  /** Transfer: the amount to move; fill_to: the target balance of the destination. */
  amount: MoneyString;
  /** YYYY-MM-DD, or the text typed in the Date field when it is no date. */
  date: string;
  /** YYYY-MM-DD */
  today: string;
  sourceBalance: MoneyString;
  destinationBalance: MoneyString;
  sourceName: string;
  destinationName: string;
};

export type TransferCheck = { isValid: boolean; error: string | null; info: string | null };

type SourceContext = { isEditing: boolean; isDestinationLocked: boolean; hasDestination: boolean; isChangingFromDetails: boolean };
type BackContext = { isEditing: boolean; isLocked: boolean; isPresetCloud: boolean };

export type TransferForm = {
  accountId: number;
  from: QubeId;
  to: QubeId;
  mode: TransferMode;
  amount: MoneyString;
  destinationBalance: MoneyString;
  repeat: RepeatValue;
  /** The custom-frequency editor's state, used when repeat is 'custom'. */
  custom: CustomFrequency | null;
  date: string;
  today: string;
  note: string;
  idempotencyKey: string;
};
