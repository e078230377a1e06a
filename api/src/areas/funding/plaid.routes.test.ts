import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import { linkSandboxBank } from '../../platform/providers/bankLink/sandboxLink.testkit';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };

const listBanks = (user: Login, query = '') => api.call('GET', `/api/plaid/accounts/?account_id=${user.accountId}${query}`, { token: user.token });
const linkToken = async (user: Login) => (await api.call('POST', '/api/plaid/generate-link-token/', { token: user.token, body: { account_id: user.accountId } })).json().link_token as string;
const signIn = (user: Login, body: Record<string, string>) => api.call('POST', '/api/plaid/sandbox/sign-in/', { token: user.token, body: { institution_id: 'ins_109511', username: 'user_good', password: 'pass_good', ...body } });
const setUser = async (email: string, values: Partial<typeof users.$inferInsert>) => {
  await api.database.db.update(users).set(values).where(eq(users.email, email));
};

describe('linked banks (plaid)', () => {
  it('API-49 MM-137 each link type has its token call answering a link_token; bad input 400 with fallback_message; another account 404; no token 401', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (const path of ['generate-link-token', 'generate-dda-token', 'generate-credit-card-token']) {
      const res = await api.call('POST', `/api/plaid/${path}/`, { token: alex.token, body: { account_id: alex.accountId } });
      expect(res.statusCode).toBe(200);
      expect(res.json().link_token).toMatch(/^link-sandbox-/);
      expect(Date.parse(res.json().expiration)).toBeGreaterThan(Date.now() + 3 * 3600_000);
    }
    const missing = await api.call('POST', '/api/plaid/generate-link-token/', { token: alex.token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fallback_message).toBeTruthy();
    const extra = await api.call('POST', '/api/plaid/generate-link-token/', { token: alex.token, body: { account_id: alex.accountId, admin: true } });
    expect(extra.statusCode).toBe(400);
    const other = await api.freshLogin('alex@demo.qube');
    expect((await api.call('POST', '/api/plaid/generate-link-token/', { token: alex.token, body: { account_id: other.accountId } })).statusCode).toBe(404);
    expect((await api.call('POST', '/api/plaid/generate-link-token/', { body: { account_id: alex.accountId } })).statusCode).toBe(401);
  });

  it('MM-139 API-49 a finished link stores the chosen accounts with their verification status; GET lists them masked to the last 4 digits; linking again adds no copy', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    expect((await listBanks(alex)).json()).toEqual({ count: 0, next: null, results: [] });
    const linked = await linkSandboxBank(api, alex, { institutionId: 'ins_109508', masks: ['0000', '1111'] });
    expect(linked.map((a) => [a.name, a.mask, a.status, a.ach_account_number])).toEqual([
      ['Plaid Checking', '0000', 'automatically_verified', '****0000'],
      ['Plaid Saving', '1111', 'automatically_verified', '****1111'],
    ]);
    await linkSandboxBank(api, alex, { institutionId: 'ins_109512' });
    const list = (await listBanks(alex)).json();
    expect(list.count).toBe(3);
    expect(list.results[2]).toMatchObject({ institution_name: 'Houndstooth Bank', status: 'pending_automatic_verification', needs_relink: false, ach_routing_number: '011000138' });
    // No full account number anywhere in the answer.
    expect(JSON.stringify(list)).not.toMatch(/\d{5,}(?!\d*")/);
    await linkSandboxBank(api, alex, { institutionId: 'ins_109508', masks: ['0000'] });
    expect((await listBanks(alex)).json().count).toBe(3);
  });

  it('MM-137 API-49 the dda link offers only checking accounts and the credit-card link only cards; GET filters plus_primary_dda_only and plus_credit_card_only', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const dda = await linkSandboxBank(api, alex, { institutionId: 'ins_109508', tokenPath: 'generate-dda-token' });
    expect(dda.map((a) => a.name)).toEqual(['Plaid Checking']);
    const cards = await linkSandboxBank(api, alex, { institutionId: 'ins_109508', tokenPath: 'generate-credit-card-token' });
    expect(cards.map((a) => a.name)).toEqual(['Plaid Credit Card']);
    expect((await listBanks(alex, '&plus_primary_dda_only=true')).json().results.map((a: { name: string }) => a.name)).toEqual(['Plaid Checking']);
    expect((await listBanks(alex, '&plus_credit_card_only=true')).json().results.map((a: { name: string }) => a.name)).toEqual(['Plaid Credit Card']);
  });

  it("MM-138 the sandbox sign-in refuses a wrong pair with the provider's message; an unknown bank or an expired link token is refused too", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const token = await linkToken(alex);
    const wrong = await signIn(alex, { link_token: token, password: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fallback_message: 'The provided credentials were not correct. Please try again.', code: 'INVALID_CREDENTIALS' });
    expect((await signIn(alex, { link_token: token, institution_id: 'ins_nope' })).json().fallback_message).toBe('Choose a bank from the list.');
    api.clock.advance(4 * 3600_000 + 1000);
    await Object.assign(alex, await api.login(alex.email));
    expect((await signIn(alex, { link_token: token })).json().fallback_message).toBe('This bank link has expired. Please start again.');
    // Another person cannot use this person's link token.
    const other = await api.freshLogin('alex@demo.qube');
    const fresh = await linkToken(alex);
    expect((await signIn(other, { link_token: fresh })).statusCode).toBe(400);
  });

  it('API-49 a public token is spent once and only by its account; metadata that does not match the link is refused', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const token = await linkToken(alex);
    const session = (await signIn(alex, { link_token: token })).json();
    const done = (await api.call('POST', '/api/plaid/sandbox/complete/', { token: alex.token, body: { link_token: token, link_session_id: session.link_session_id, account_ids: [session.accounts[0].id] } })).json();
    const body = (overrides: Record<string, unknown> = {}) => ({
      account_id: alex.accountId, plaid_public_token: done.public_token, institution_id: 'ins_109511', institution_name: 'Tartan Bank',
      accounts: [{ id: session.accounts[0].id, verification_status: 'automatically_verified' }], link_type: 'default', ...overrides,
    });
    const mismatch = await api.call('POST', '/api/plaid/accounts/', { token: alex.token, body: body({ institution_id: 'ins_109508' }) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fallback_message).toBe('The linked accounts do not match this bank link. Please start again.');
    const other = await api.freshLogin('alex@demo.qube');
    expect((await api.call('POST', '/api/plaid/accounts/', { token: other.token, body: body({ account_id: other.accountId }) })).statusCode).toBe(400);
    expect((await api.call('POST', '/api/plaid/accounts/', { token: alex.token, body: body() })).statusCode).toBe(201);
    const again = await api.call('POST', '/api/plaid/accounts/', { token: alex.token, body: body() });
    expect(again.statusCode).toBe(400);
    expect(again.json().fallback_message).toBe('This bank link has expired. Please start again.');
  });

  it('MM-140 the relink pair links with the plaid_relink_required warning and a notification; relink/ gives an update-mode token and a good sign-in clears it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [account] = await linkSandboxBank(api, alex, { username: 'user_relink' });
    expect(account?.needs_relink).toBe(true);
    const notes = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(notes.results[0]).toMatchObject({ type: 'plaid_relink_required' });
    const deposit = await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body: { account_id: alex.accountId, plaid_account: account?.id, amount: '5.00', recurring: 'none', scheduled_date: 'today', idempotency_key: 'k-relink' } });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().fallback_message).toBe('This bank account needs to be relinked. Relink it on Manage Account, then try again.');

    const start = await api.call('POST', `/api/plaid/accounts/${account?.id}/relink/`, { token: alex.token, body: { account_id: alex.accountId } });
    expect(start.statusCode).toBe(200);
    const token = start.json().link_token as string;
    // Update mode opens at that account's bank only.
    expect((await signIn(alex, { link_token: token, institution_id: 'ins_109508' })).statusCode).toBe(400);
    const session = (await signIn(alex, { link_token: token })).json();
    const done = (await api.call('POST', '/api/plaid/sandbox/complete/', { token: alex.token, body: { link_token: token, link_session_id: session.link_session_id, account_ids: session.accounts.map((a: { id: string }) => a.id) } })).json();
    const finish = await api.call('POST', `/api/plaid/accounts/${account?.id}/relink/`, { token: alex.token, body: { account_id: alex.accountId, plaid_public_token: done.public_token } });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().account).toMatchObject({ id: account?.id, needs_relink: false });
    expect((await listBanks(alex)).json().results[0].needs_relink).toBe(false);
  });

  it('MM-140 unlink: DELETE plaid/item/ removes the account from the list (204); again or another person\'s → 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [first, second] = await linkSandboxBank(api, alex, { institutionId: 'ins_109508', masks: ['0000', '1111'] });
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('DELETE', `/api/plaid/item/?account_id=${other.accountId}&plaid_account_id=${first?.id}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Bank account not found.');
    expect((await api.call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=${first?.id}`, { token: alex.token })).statusCode).toBe(204);
    expect((await listBanks(alex)).json().results.map((a: { id: number }) => a.id)).toEqual([second?.id]);
    expect((await api.call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=${first?.id}`, { token: alex.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/plaid/item/?account_id=${alex.accountId}&plaid_account_id=abc`, { token: alex.token })).statusCode).toBe(400);
  });

  it('MM-38 API-49 ON-48 linking is refused (403 with fallback_message) to anonymous users and without the ACH flags or banking features; limited users may link', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const tokenCall = () => api.call('POST', '/api/plaid/generate-link-token/', { token: alex.token, body: { account_id: alex.accountId } });
    // ON-48: a new limited user is sent to /register/link-external-bank; a link moves no money (their moves stay refused).
    await setUser(alex.email, { userType: 'limited_user' });
    expect((await tokenCall()).statusCode).toBe(200);
    expect((await listBanks(alex)).statusCode).toBe(200);
    await setUser(alex.email, { userType: 'anonymous_user' });
    expect((await tokenCall()).json()).toMatchObject({ fallback_message: 'Moving money is not available for this account.' });
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    await setUser(alex.email, { userType: 'regular_user', featureFlags: { ...row?.featureFlags, web_move_money_ach_in: false, web_move_money_ach_out: false } });
    expect((await tokenCall()).statusCode).toBe(403);
    await setUser(alex.email, { featureFlags: { ...row?.featureFlags, web_move_money_ach_in: false, web_move_money_ach_out: true } });
    expect((await tokenCall()).statusCode).toBe(200);
  });
});
