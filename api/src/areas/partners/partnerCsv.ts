/**
 * CSV for the partner exports (CO-14, CO-18): RFC 4180 quoting, and formula safety: a cell a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) is prefixed with a single quote (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | boolean | null | undefined): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A whole CSV document: a header line, then one line per row, CRLF line ends. */
export const toCsv = <K extends string>(columns: readonly K[], rows: readonly Record<K, string | number | boolean | null>[]): string =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\r\n') + '\r\n';
