import { isoDate } from '../../platform/dates';
import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { type FieldErrors, MESSAGES } from '../../platform/validation';

/** The money-movement forms' field messages (exact strings, shared with their tests); the amount's are the money core's. */
export { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE };
export const DATE_INVALID = 'Enter a valid date.';
export const DATE_IN_PAST = 'Date cannot be before today.';

/**
 * The amount of a transfer, deposit or bank transfer as a two-decimal string; a field error on `amount` (and null) when
 * it is not a positive money amount. A number is accepted as the spec's clients send it (a non-finite one is invalid).
 */
export const parseTransferAmount = (value: string | number, errors: FieldErrors): string | null => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!isMoney(text)) {
    errors.add('amount', text === '' ? MESSAGES.required : AMOUNT_INVALID);
    return null;
  }
  const cents = toCents(text);
  if (cents <= 0n) {
    errors.add('amount', AMOUNT_NOT_POSITIVE);
    return null;
  }
  return fromCents(cents);
};

/**
 * 'today' or a real YYYY-MM-DD not before today (MM-88, MM-103: the minimum date is today) → the date; a field error on
 * `scheduled_date` (and null) otherwise.
 */
export const parseScheduledDate = (value: string, todayIso: string, errors: FieldErrors): string | null => {
  const text = value.trim();
  if (text === 'today') return todayIso;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const isRealDate = match !== null && isoDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === text;
  if (!isRealDate) {
    errors.add('scheduled_date', text === '' ? MESSAGES.required : DATE_INVALID);
    return null;
  }
  if (text < todayIso) {
    errors.add('scheduled_date', DATE_IN_PAST);
    return null;
  }
  return text;
};
