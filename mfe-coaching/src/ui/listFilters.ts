import dayjs from 'dayjs';
import { isDateValue } from '@qube/shared/ui/dateInput';

/** The filters of a partner list: a day range (typed text kept until it is a date) and a product. */
export type ListFilters = { from: string; to: string; product: string };

export const NO_FILTERS: ListFilters = { from: '', to: '', product: '' };

export const RANGE_REVERSED = 'The end date must be on or after the start date.';

/** Whether the range reads backwards (both ends real dates). */
export const isReversed = ({ from, to }: Pick<ListFilters, 'from' | 'to'>): boolean => isDateValue(from) && isDateValue(to) && from > to;

/**
 * The query the API gets: only real dates (text still being typed is not sent) and only a product that
 * was chosen. A reversed range sends no dates until it is fixed.
 */
export function filterQuery(filters: ListFilters): { date_from?: string; date_to?: string; product?: string } {
  const query: { date_from?: string; date_to?: string; product?: string } = {};
  if (!isReversed(filters)) {
    if (isDateValue(filters.from)) query.date_from = filters.from;
    if (isDateValue(filters.to)) query.date_to = filters.to;
  }
  if (filters.product) query.product = filters.product;
  return query;
}

/** The last `count` months, newest first, as quick choices: value 'YYYY-MM', label 'October 2026'. */
export function recentMonths(count = 12, today = dayjs()): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const month = today.startOf('month').subtract(index, 'month');
    return { value: month.format('YYYY-MM'), label: month.format('MMMM YYYY') };
  });
}

/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): Pick<ListFilters, 'from' | 'to'> {
  const start = dayjs(`${month}-01`);
  return { from: start.format('YYYY-MM-DD'), to: start.endOf('month').format('YYYY-MM-DD') };
}

/** The month a range covers exactly, if it does ('' otherwise): the month choice shows it. */
export function monthOf({ from, to }: Pick<ListFilters, 'from' | 'to'>): string {
  if (!isDateValue(from) || !isDateValue(to)) return '';
  const month = from.slice(0, 7);
  const range = monthRange(month);
  return range.from === from && range.to === to ? month : '';
}
