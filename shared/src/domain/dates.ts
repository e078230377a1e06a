// Dates as the customer reads them and as the API takes them, without dayjs: these two formats are all the first views
// need (the Overview's bill dates, the bell's notifications), and dayjs (a shared module) would otherwise be fetched
// with every first view. Date pickers and the dialogs' date rules still use dayjs (ADR 0089).

/** Display format of a date (SD-26: 'MMM d, yyyy'). */
export const DATE_DISPLAY_FORMAT = 'MMM D, YYYY';
/** Value format of a date sent to the API (SD-26: yyyy-MM-dd). */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * dayjs's reading of a value, kept exactly so every date reads as it did: a string without a trailing Z in the form
 * `YYYY-MM-DD[Thh:mm:ss.sss]` is local time (where `new Date` would take a date alone as UTC), anything else goes to
 * `new Date`; no value is now, null is invalid.
 */
const DAYJS_PARSE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function readDate(value: string | Date | null | undefined): Date {
  if (value === null) return new Date(NaN);
  if (value === undefined) return new Date();
  if (value instanceof Date) return new Date(value);
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = DAYJS_PARSE.exec(value);
    if (d) {
      const part = (text: string | undefined, fallback: number) => Number(text) || fallback;
      const ms = Number((d[7] || '0').substring(0, 3));
      return new Date(Number(d[1]), Number(d[2]) - 1 || 0, part(d[3], 1), part(d[4], 0), part(d[5], 0), part(d[6], 0), ms);
    }
  }
  return new Date(value);
}

const pad = (n: number, length: number) => String(n).padStart(length, '0');

/** What dayjs printed for a date it could not read. */
const INVALID_DATE = 'Invalid Date';

export const formatDate = (value: string | Date): string => {
  const date = readDate(value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`;
};

export const toDateValue = (value: string | Date): string => {
  const date = readDate(value);
  return Number.isNaN(date.getTime()) ? INVALID_DATE : `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
};
