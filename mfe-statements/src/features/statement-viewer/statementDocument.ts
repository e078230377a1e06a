import { formatDate, formatMoney, fromCents, toCents, type StatementDetail } from '@qube/shared';

/** A CSV cell: quoted when it holds a comma, quote or line break, and never read as a formula by a spreadsheet. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The statement as CSV (ST-05): a header, one row per line with plain amounts (spreadsheets sum them), then totals. */
export function statementCsv(statement: StatementDetail): string {
  const rows = [
    ['Date', 'Description', 'Qube', 'Amount', 'Balance'],
    ['', 'Opening balance', '', '', statement.opening_balance],
    ...statement.lines.map((line) => [line.date, line.description, line.qube ?? '', line.amount, line.balance]),
    ['', 'Money in', '', statement.total_in, ''],
    ['', 'Money out', '', fromCents(-toCents(statement.total_out)), ''],
    ['', 'Closing balance', '', '', statement.closing_balance],
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The file name of a download: 'qube-statement-2026-10.csv'. */
export const statementFileName = (statement: StatementDetail, extension: string) => `qube-statement-${statement.period_start.slice(0, 7)}.${extension}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The statement as a printable HTML document (ST-05): the browser's print dialog turns it into paper or a PDF, so no
 * PDF library ships to the page. Every value is escaped; the document has no script.
 */
export function statementHtml(statement: StatementDetail): string {
  const e = escapeHtml;
  const account = statement.account_number_last4 ? `${statement.account_name} ···· ${statement.account_number_last4}` : statement.account_name;
  const lines = statement.lines.map((line) => `<tr><td>${e(formatDate(line.date))}</td><td>${e(line.description)}</td><td>${e(line.qube ?? '')}</td><td class="n">${e(formatMoney(line.amount))}</td><td class="n">${e(formatMoney(line.balance))}</td></tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(`${statement.name} Statement`)}</title><style>
body{font:12px/1.4 system-ui,sans-serif;color:#111;margin:24px}h1{font-size:20px;margin:0 0 4px}p{margin:0 0 12px}
table{width:100%;border-collapse:collapse;margin-top:12px}th,td{padding:4px 6px;border-bottom:1px solid #ddd;text-align:left}
.n{text-align:right;white-space:nowrap}dl{display:grid;grid-template-columns:auto auto;gap:2px 16px;width:max-content}dt{color:#555}dd{margin:0;text-align:right}
</style></head><body><h1>${e(`${statement.name} Statement`)}</h1><p>${e(account)}<br>${e(`${formatDate(statement.period_start)} – ${formatDate(statement.period_end)}`)}</p>
<dl><dt>Opening balance</dt><dd>${e(formatMoney(statement.opening_balance))}</dd><dt>Money in</dt><dd>${e(formatMoney(statement.total_in))}</dd><dt>Money out</dt><dd>${e(formatMoney(statement.total_out))}</dd><dt>Closing balance</dt><dd>${e(formatMoney(statement.closing_balance))}</dd></dl>
<table><thead><tr><th>Date</th><th>Description</th><th>Qube</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>${lines || '<tr><td colspan="5">No transactions in this period.</td></tr>'}</tbody></table></body></html>`;
}
