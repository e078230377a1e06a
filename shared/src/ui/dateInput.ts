import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '../domain/dates';
import type { Validator } from '../validation/rules';

/**
 * The forms a person may type into a date field: the displayed form first (the picker shows it), then
 * US numbers and the value form. The picker previews these while typing; `parseTypedDate` decides.
 */
export const DATE_INPUT_FORMATS = [DATE_DISPLAY_FORMAT, 'M/D/YYYY', 'MM/DD/YYYY', DATE_VALUE_FORMAT] as const;

/** Shown for text that is no date at all; a date outside a field's range gets the field's own message. */
export const DATE_INVALID_MESSAGE = 'Please enter a valid date';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// 'Nov 26, 2026', 'nov 26 2026', 'November 26, 2026', 'Sept. 3, 2026'.
const NAMED = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when year, month and day make a real calendar date (no rolling 13/45 into next year). */
function toValue(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** 1 to 12 for a month's name or its start ('nov', 'sept', 'november'), null otherwise ('junk'). */
function monthOf(name: string): number | null {
  const index = MONTHS.findIndex((month) => month.startsWith(name));
  return index < 0 ? null : index + 1;
}

/**
 * The date value ('YYYY-MM-DD') of what was typed in one of DATE_INPUT_FORMATS, or null when the text is no
 * date. Written out rather than dayjs's strict parsing so '1/05/2026' (mixed padding) and 'nov 26, 2026' pass.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ').toLowerCase();
  let match = US.exec(typed);
  if (match) return toValue(Number(match[3]), Number(match[1]), Number(match[2]));
  match = ISO.exec(typed);
  if (match) return toValue(Number(match[1]), Number(match[2]), Number(match[3]));
  match = NAMED.exec(typed);
  if (match) {
    const month = monthOf(match[1] ?? '');
    return month === null ? null : toValue(Number(match[3]), month, Number(match[2]));
  }
  return null;
}

/** True for a real calendar date written as a value ('YYYY-MM-DD'). */
export const isDateValue = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTypedDate(value) === value;

/**
 * A date field's value is a 'YYYY-MM-DD' date, '' when empty, or the text as typed when it is no date (so a form
 * never keeps an older date the person did not mean). Empty passes: combine with `validateRequired`.
 */
export const validateDateValue: Validator = (value) => (typeof value !== 'string' || value === '' || isDateValue(value) ? null : DATE_INVALID_MESSAGE);
