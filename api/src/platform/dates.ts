/** Calendar helpers on YYYY-MM-DD strings (server local calendar). */

const pad = (n: number) => String(n).padStart(2, '0');
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const isoDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const today = (now = new Date()): string => isoDate(now);

export const daysInMonth = (year: number, monthIndex: number) => new Date(year, monthIndex + 1, 0).getDate();

/** First and last day of the month containing `d`, shifted by `offset` months. */
export const monthBounds = (d: Date, offset = 0) => {
  const first = new Date(d.getFullYear(), d.getMonth() + offset, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  return { start: isoDate(first), end: isoDate(last), name: `${MONTH_NAMES[first.getMonth()]} ${first.getFullYear()}`, first, last };
};

/** A date in the month of `d` shifted by `offset` months, with the day clamped to the month (day -1 = last). */
export const dayInMonth = (d: Date, offset: number, day: number, hour = 12) => {
  const first = new Date(d.getFullYear(), d.getMonth() + offset, 1);
  const max = daysInMonth(first.getFullYear(), first.getMonth());
  const dd = day === -1 ? max : Math.min(day, max);
  return new Date(first.getFullYear(), first.getMonth(), dd, hour);
};

/** The next date on or after `from` whose day of month is `day` (clamped to short months). */
export const nextDueDate = (day: number, from = new Date()): string => {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  for (let offset = 0; offset < 3; offset += 1) {
    const candidate = dayInMonth(start, offset, day, 0);
    if (candidate >= start) return isoDate(candidate);
  }
  return isoDate(dayInMonth(start, 1, day, 0));
};
