import { InvalidError } from '../../platform/errors';

/** Partner date filters are calendar days of the server's calendar (as statements), first and last day included. */

export const INVALID_DATE = 'Enter a valid date (YYYY-MM-DD).';
export const DATE_RANGE_ORDER = 'The start date must be on or before the end date.';

/** Local midnight of a YYYY-MM-DD day, or null when the day does not exist (2026-02-30). */
export const parseDay = (text: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
};

/** [from, to) instants of a date_from/date_to filter; 400 with a field message on an impossible day or a reversed range. */
export const dayRange = (query: { date_from?: string | undefined; date_to?: string | undefined }) => {
  const from = query.date_from === undefined ? null : parseDay(query.date_from);
  const to = query.date_to === undefined ? null : parseDay(query.date_to);
  if (query.date_from !== undefined && !from) throw new InvalidError(INVALID_DATE, 'invalid', { date_from: INVALID_DATE });
  if (query.date_to !== undefined && !to) throw new InvalidError(INVALID_DATE, 'invalid', { date_to: INVALID_DATE });
  if (from && to && from > to) throw new InvalidError(DATE_RANGE_ORDER, 'invalid', { date_to: DATE_RANGE_ORDER });
  const end = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) : null;
  return { from, end };
};

/** YYYY-MM of an instant in the server's calendar. */
export const monthKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
