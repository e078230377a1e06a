import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries, qubes } from '../../platform/db/schema';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Notice = { type: string; title: string; message: string; amount: string; activity_id: number | null };

const qubeId = async (user: Login, name: string) => {
  const [row] = await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, user.accountId), eq(qubes.name, name)));
  if (!row) throw new Error(`no qube ${name}`);
  return row.id;
};
const open = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', `/api/accounts/${user.accountId}/open-qube/`, { token: user.token, body: { account_id: user.accountId, ...body } });
const readOpen = async (user: Login) => (await api.call('GET', `/api/accounts/${user.accountId}/open-qube/`, { token: user.token })).json();
const swipe = (user: Login, merchant: string, amount: string | number, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/dev/card-network/swipe', { body: { account_id: user.accountId, merchant, amount, ...extra } });
const balanceOf = async (user: Login, id: number) => (await api.call('GET', `/api/qubes/${id}/?account_id=${user.accountId}`, { token: user.token })).json().balance as string;
const notificationsOf = async (user: Login) => (await api.call('GET', `/api/notifications/?account_id=${user.accountId}`, { token: user.token })).json().results as Notice[];
const preauth = (user: Login, qube: number, merchant: string, amount: string) =>
  api.call('POST', '/api/accounts/preapproved-payments/', { token: user.token, body: { account_id: user.accountId, qube_id: qube, merchant_name: merchant, amount } });

/** Every movement of the account sums to zero, and the pockets never went below zero at the end. */
const ledgerIsBalanced = async (accountId: number) => {
  const unbalanced = await api.database.db
    .select({ movementId: ledgerEntries.movementId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.movementId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const [total] = await api.database.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
  return { unbalanced: unbalanced.length, total: total?.sum };
};

describe('card purchases through the sandbox card network', () => {
  it('MM-128 MM-27 a purchase is paid from the open qube when it covers it; after the next purchase the qube closes; the next swipe is declined with its notification', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true });
    const paid = await swipe(alex, 'Corner Market', '20.00');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ outcome: 'approved', reason: null, paid_by: 'open_qube', qube_id: groceries, amount: '20.00', notification_type: 'successful_authorization', replayed: false });
    expect(await balanceOf(alex, groceries)).toBe('300.00');
    expect((await readOpen(alex)).open_qube).toBeNull();
    const declined = await swipe(alex, 'Corner Market', '20.00');
    expect(declined.json()).toMatchObject({ outcome: 'declined', reason: 'no_open_qube', notification_type: 'unsuccessful_authorization' });
    expect(await balanceOf(alex, groceries)).toBe('300.00');
    const [latest, previous] = await notificationsOf(alex);
    expect(latest).toMatchObject({ type: 'unsuccessful_authorization', title: 'Purchase declined', message: '$20.00 at Corner Market was declined: no qube was open. Open a qube before you pay.', amount: '20.00' });
    expect(previous).toMatchObject({ type: 'successful_authorization', title: 'Purchase approved', message: '$20.00 at Corner Market was paid from Groceries.' });
    const activity = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=2`, { token: alex.token })).json().results as { transaction_type: string; result: string; amount: string }[];
    expect(activity.map((a) => [a.transaction_type, a.result, a.amount])).toEqual([['purchase', 'failed', '-20.00'], ['purchase', 'success', '-20.00']]);
    expect(await ledgerIsBalanced(alex.accountId)).toEqual({ unbalanced: 0, total: '0.00' });
  });

  it('a purchase larger than the open qube is declined for insufficient funds (fail group) and moves nothing', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const dining = await qubeId(alex, 'Dining Out');
    await open(alex, { open_qube: dining, expires_in: 120 });
    const res = await swipe(alex, 'Steakhouse', '80.01');
    expect(res.json()).toMatchObject({ outcome: 'declined', reason: 'insufficient_funds', notification_type: 'insufficient_funds', qube_id: dining });
    expect(await balanceOf(alex, dining)).toBe('80.00');
    expect((await notificationsOf(alex))[0]).toMatchObject({ type: 'insufficient_funds', message: '$80.01 at Steakhouse was declined: Dining Out balance is too low.' });
    // Exactly the balance is covered.
    expect((await swipe(alex, 'Steakhouse', 80)).json()).toMatchObject({ outcome: 'approved' });
    expect(await balanceOf(alex, dining)).toBe('0.00');
  });

  it('remaining_purchases counts approved purchases only and closes the qube at 0', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 1440, remaining_purchases: 2 });
    await swipe(alex, 'Shop', '1000.00');
    expect((await readOpen(alex)).remaining_purchases).toBe(2);
    await swipe(alex, 'Shop', '1.00');
    expect((await readOpen(alex)).remaining_purchases).toBe(1);
    await swipe(alex, 'Shop', '1.00');
    expect((await readOpen(alex)).open_qube).toBeNull();
    expect(await balanceOf(alex, groceries)).toBe('318.00');
  });

  it('an expired open qube pays nothing: the swipe after expiry is declined', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await open(alex, { open_qube: await qubeId(alex, 'Groceries'), expires_in: 5 });
    api.clock.advance(5 * 60_000);
    expect((await swipe(alex, 'Shop', '1.00')).json()).toMatchObject({ outcome: 'declined', reason: 'no_open_qube' });
  });

  it('MM-27 a pre-auth pays only the exact amount at its merchant: another amount is declined, the exact one is paid from its qube without an open qube', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const phone = await qubeId(alex, 'Phone');
    const created = await preauth(alex, phone, 'Phone Co', '45.00');
    expect(created.statusCode).toBe(201);
    const wrong = await swipe(alex, 'Phone Co', '45.01');
    expect(wrong.json()).toMatchObject({ outcome: 'declined', reason: 'preauth_amount_mismatch', notification_type: 'unsuccessful_authorization' });
    expect(wrong.json().message).toBe('$45.01 at Phone Co was declined: the Pre-Auth is for $45.00 and must match the charge exactly.');
    expect((await swipe(alex, 'Other Co', '45.00')).json()).toMatchObject({ outcome: 'declined', reason: 'no_open_qube' });
    const paid = await swipe(alex, 'phone co', '45.00');
    expect(paid.json()).toMatchObject({ outcome: 'approved', paid_by: 'preauth', qube_id: phone, activity_id: created.json().id });
    expect(await balanceOf(alex, phone)).toBe('0.00');
    // The pre-auth is spent: it no longer waits, and a second charge finds none.
    const pending = (await api.call('GET', `/api/search/pre-auths/?account_id=${alex.accountId}&filter_date_range=all`, { token: alex.token })).json();
    expect(pending.results ?? pending).toHaveLength(0);
    expect((await swipe(alex, 'Phone Co', '45.00')).json()).toMatchObject({ outcome: 'declined' });
    expect(await ledgerIsBalanced(alex.accountId)).toEqual({ unbalanced: 0, total: '0.00' });
  });

  it('a forced post no qube pays lands in Qubeless from Cloud with a qubeless notification; the wrong-PIN test merchant is declined with error_pin', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const forced = await swipe(alex, 'City Transit', '2.75', { force_post: true });
    expect(forced.json()).toMatchObject({ outcome: 'qubeless', notification_type: 'qubeless' });
    expect((await notificationsOf(alex))[0]).toMatchObject({ type: 'qubeless', title: 'Transaction in Qubeless', message: 'City Transit $2.75 needs a qube.' });
    const overview = (await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token })).json();
    expect(overview).toMatchObject({ cloud_qube_total_balance: '2497.25', qubeless_transaction_count: 1 });
    const pin = await swipe(alex, 'Sandbox Wrong PIN', '5.00');
    expect(pin.json()).toMatchObject({ outcome: 'declined', reason: 'error_pin', notification_type: 'error_pin' });
    expect((await notificationsOf(alex))[0]).toMatchObject({ type: 'error_pin', title: 'Incorrect PIN' });
  });

  it('a repeated network reference answers the first outcome and moves money once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 60 });
    const reference = `ref-${alex.accountId}`;
    const first = await swipe(alex, 'Shop', '10.00', { network_reference: reference });
    const again = await swipe(alex, 'Shop', '10.00', { network_reference: reference });
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    expect(await balanceOf(alex, groceries)).toBe('310.00');
    const lee = await api.freshLogin('lite@demo.qube');
    const stolen = await swipe(lee, 'Shop', '10.00', { network_reference: reference });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().fallback_message).toBe('This network reference belongs to another authorization.');
  });

  it('20 simultaneous swipes never overdraw the open qube and the ledger sums to zero', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const dining = await qubeId(alex, 'Dining Out');
    await open(alex, { open_qube: dining, expires_in: 60 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => swipe(alex, 'Cafe', '7.00')));
    const outcomes = answers.map((a) => a.json().outcome as string);
    // $80.00 covers eleven $7.00 purchases ($77.00): the rest are declined.
    expect(outcomes.filter((o) => o === 'approved')).toHaveLength(11);
    expect(outcomes.filter((o) => o === 'declined')).toHaveLength(9);
    expect(await balanceOf(alex, dining)).toBe('3.00');
    expect(await ledgerIsBalanced(alex.accountId)).toEqual({ unbalanced: 0, total: '0.00' });
    const [clearing] = await api.database.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, alex.accountId), eq(ledgerEntries.counterparty, 'clearing:sandbox_card_network')));
    expect(clearing?.sum).toBe('77.00');
  });

  it('bad input answers 4xx with a fallback_message; malformed bodies never answer 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cases: [unknown, number][] = [
      [{ account_id: alex.accountId, merchant: 'Shop', amount: '0.00' }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: '-5.00' }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: '1.234' }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: 'ten' }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: '100000000.00' }, 400],
      [{ account_id: alex.accountId, merchant: '   ', amount: '1.00' }, 400],
      [{ account_id: alex.accountId, merchant: '', amount: '1.00' }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: '1.00', extra: 1 }, 400],
      [{ account_id: 2147483647, merchant: 'Shop', amount: '1.00' }, 404],
      [{ account_id: 2147483648, merchant: 'Shop', amount: '1.00' }, 400],
      [{ account_id: 'x', merchant: 'Shop', amount: '1.00' }, 400],
      [{ merchant: 'Shop', amount: '1.00' }, 400],
      [{ account_id: alex.accountId, merchant: 'x'.repeat(101), amount: '1.00' }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: 1e300 }, 400],
      [{ account_id: alex.accountId, merchant: 'Shop', amount: '1.00', network_reference: '' }, 400],
      [null, 400],
      // A body that is not JSON: the content type is refused before anything else.
      ['text', 415],
      [[], 400],
    ];
    for (const [body, status] of cases) {
      const res = await api.call('POST', '/api/dev/card-network/swipe', { body: body as Record<string, unknown> });
      expect([res.statusCode, body]).toEqual([status, body]);
      expect(typeof res.json().fallback_message).toBe('string');
    }
  });
});

describe('the development swipe page (GET /api/dev/card-network/)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (body: string) => api.call('POST', '/api/dev/card-network/', { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('serves a plain HTML form (no script: the API\'s CSP forbids it) that posts to itself', async () => {
    const res = await api.call('GET', '/api/dev/card-network/?account_id=12&merchant=%3Cb%3E', { headers: { 'x-api-version': undefined } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<form method="post" action="/api/dev/card-network/">');
    for (const name of ['account_id', 'merchant', 'amount', 'force_post']) expect(html).toContain(`name="${name}"`);
    expect(html).not.toMatch(/<script|<style|style=/i);
    // Prefilled from the query, escaped.
    expect(html).toContain('value="12"');
    expect(html).toContain('value="&lt;b&gt;"');
  });

  it('MM-27 a form POST swipes through the sandbox network and answers the outcome in HTML, the money moved as by the JSON endpoint', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 30 });
    // A browser's form post: no protocol headers, no CSRF header (the /api/dev/ tools are exempt), no token.
    const res = await api.app.inject({
      method: 'POST', url: '/api/dev/card-network/', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ account_id: String(alex.accountId), merchant: 'Page <Market>', amount: '12.50' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('$12.50 at Page &lt;Market&gt; was paid from Groceries.');
    expect(res.body).toContain('<td>approved</td>');
    expect(await balanceOf(alex, groceries)).toBe('307.50');
    const declined = await post(form({ account_id: String(alex.accountId), merchant: 'Sandbox Wrong PIN', amount: '1.00' }));
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('<td>error_pin</td>');
    const forced = await post(form({ account_id: String(alex.accountId), merchant: 'Transit', amount: '999.00', force_post: 'true' }));
    expect(forced.body).toContain('<td>qubeless</td>');
  });

  it('bad input answers 4xx with the message and the form again, the values kept', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const cases: [Record<string, string>, number, string][] = [
      [{ account_id: '', merchant: 'Shop', amount: '1.00' }, 400, 'Enter the account id (a whole number).'],
      [{ account_id: 'x', merchant: 'Shop', amount: '1.00' }, 400, 'Enter the account id (a whole number).'],
      [{ account_id: '999999999', merchant: 'Shop', amount: '1.00' }, 404, 'Account not found.'],
      [{ account_id: String(alex.accountId), merchant: ' ', amount: '1.00' }, 400, 'This Field is required!'],
      [{ account_id: String(alex.accountId), merchant: 'x'.repeat(101), amount: '1.00' }, 400, 'At most 100 characters.'],
      [{ account_id: String(alex.accountId), merchant: 'Shop', amount: 'ten' }, 400, 'Enter a valid amount.'],
      [{ account_id: String(alex.accountId), merchant: 'Shop', amount: '100000000.00' }, 400, 'Amount must be at most 99999999.99.'],
      [{ account_id: String(alex.accountId), merchant: 'Shop', amount: '0' }, 400, 'Amount must be greater than 0.'],
      [{}, 400, 'Enter the account id (a whole number).'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post(form(fields));
      expect([res.statusCode, fields]).toEqual([status, fields]);
      expect(res.body).toContain(message);
      expect(res.body).toContain('<form method="post"');
    }
    const kept = await post(form({ account_id: String(alex.accountId), merchant: 'Keep <me>', amount: 'ten' }));
    expect(kept.body).toContain('value="Keep &lt;me&gt;"');
    expect(kept.body).toContain('aria-invalid="true"');
    // Bodies that are not a form: never 5xx.
    for (const body of ['%%%', 'a'.repeat(5000)]) expect((await post(body)).statusCode).toBeLessThan(500);
  });
});
