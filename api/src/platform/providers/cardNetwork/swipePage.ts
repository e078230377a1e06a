import { MERCHANT_MAX_LENGTH, type CardAuthorization } from '@qube/contract/purchases';
import { SANDBOX_WRONG_PIN_MERCHANT } from './sandboxNetwork';

/**
 * The development swipe page (GET /api/dev/card-network/): a plain HTML form a person at a desk uses as the card's
 * till. The API's Content-Security-Policy is default-src 'none', so the page has no script and no style at all: the
 * browser's own form controls, a form POST, and a small HTML answer.
 */

/** The form's values as typed (shown again after a failed swipe, so nothing is typed twice). */
export type SwipeFormValues = { account_id: string; merchant: string; amount: string; force_post: boolean };

export const EMPTY_SWIPE_FORM: SwipeFormValues = { account_id: '', merchant: '', amount: '', force_post: false };

/** Where the form posts (the page's own path): it swipes exactly as POST /api/dev/card-network/swipe does. */
export const SWIPE_PAGE_PATH = '/api/dev/card-network/';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything written into the page comes from the request or the database: escaped, always. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;

const form = (values: SwipeFormValues, fields: Record<string, string>): string => {
  const error = (name: string) => (fields[name] ? ` <strong id="${name}-error">${escapeHtml(fields[name] ?? '')}</strong>` : '');
  const described = (name: string) => (fields[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  return `<form method="post" action="${SWIPE_PAGE_PATH}">
<p><label for="account_id">Account id</label><br><input id="account_id" name="account_id" inputmode="numeric" required value="${escapeHtml(values.account_id)}"${described('account_id')}>${error('account_id')}</p>
<p><label for="merchant">Merchant</label><br><input id="merchant" name="merchant" maxlength="${MERCHANT_MAX_LENGTH}" required value="${escapeHtml(values.merchant)}"${described('merchant')}>${error('merchant')}</p>
<p><label for="amount">Amount</label><br><input id="amount" name="amount" inputmode="decimal" placeholder="12.34" required value="${escapeHtml(values.amount)}"${described('amount')}>${error('amount')}</p>
<p><label><input type="checkbox" name="force_post" value="true"${values.force_post ? ' checked' : ''}> Forced post (transit: cannot be declined; lands in Qubeless when no qube pays it)</label></p>
<p><button type="submit">Swipe card</button></p>
</form>
<p>Test values: the merchant <code>${escapeHtml(SANDBOX_WRONG_PIN_MERCHANT)}</code> has the PIN entered wrong (declined by the network).
A pending Pre-Auth at the merchant for exactly the amount pays first; else the open qube pays when it covers the amount.</p>`;
};

/** The empty form (or prefilled from the query: ?account_id=…&merchant=…&amount=…). */
export const swipeFormPage = (values: SwipeFormValues = EMPTY_SWIPE_FORM): string => page('Sandbox card network: swipe a card', form(values, {}));

/** The outcome of a swipe, and the form again with the same values for the next one. */
export const swipeResultPage = (result: CardAuthorization, values: SwipeFormValues): string => {
  const rows: [string, string][] = [
    ['Outcome', result.outcome],
    ['Reason', result.reason ?? '—'],
    ['Message', result.message],
    ['Merchant', result.merchant],
    ['Amount', result.amount],
    ['Paid by', result.paid_by ?? '—'],
    ['Qube id', result.qube_id === null ? '—' : String(result.qube_id)],
    ['Activity id', result.activity_id === null ? '—' : String(result.activity_id)],
    ['Notification', result.notification_type],
    ['Network reference', result.network_reference],
  ];
  const table = rows.map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');
  return page(`Swipe ${result.outcome}`, `<p role="status">${escapeHtml(result.message)}</p>
<table>
<caption>Authorization ${result.id}</caption>
${table}
</table>
<h2>Swipe again</h2>
${form(values, {})}`);
};

/** A swipe the API refused (bad input, unknown account, no card): the message, and the form with its field errors. */
export const swipeErrorPage = (message: string, fields: Record<string, string>, values: SwipeFormValues): string =>
  page('Swipe not sent', `<p role="alert">${escapeHtml(message)}</p>
${form(values, fields)}`);
