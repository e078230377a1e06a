import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number };
const qubesOf = async (user: Login) =>
  (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string; type: string; balance: string }[];
const cloudOf = async (user: Login): Promise<string> =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance;

describe('qube create, rename, archive', () => {
  it('API-25 creates spend, bill and goal qubes (201, the Qube shape, balance 0.00)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const spend = await api.call('POST', '/api/qubes/', { token: alex.token, body: { account_id: alex.accountId, name: ' Coffee ', icon: 'coffee' } });
    expect(spend.statusCode).toBe(201);
    expect(spend.json()).toMatchObject({ name: 'Coffee', type: 'spending', balance: '0.00', icon: 'coffee', spendingqube: { number_of_times_opened_in_last_30_days: 0 } });
    const bill = await api.call('POST', '/api/qubes/bill-qubes/', { token: alex.token, body: { account_id: alex.accountId, name: 'Gym', bill_amount: '39.99', due_day: 3 } });
    expect(bill.statusCode).toBe(201);
    expect(bill.json()).toMatchObject({ type: 'billing', billqube: { bill_amount: '39.99', payment_frequency: 'monthly' } });
    const goal = await api.call('POST', '/api/qubes/goal-qubes/', { token: alex.token, body: { account_id: alex.accountId, name: 'Car', goal_amount: 5000, goal_date: '2030-01-31' } });
    expect(goal.json()).toMatchObject({ type: 'goal', goalqube: { goal_amount: '5000.00', goal_date: '2030-01-31', allow_spending: false } });
    const blank = await api.call('POST', '/api/qubes/', { token: alex.token, body: { account_id: alex.accountId, name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fallback_message).toBe('This Field is required!');
    expect((await qubesOf(alex)).map((q) => q.name)).toEqual(expect.arrayContaining(['Coffee', 'Gym', 'Car']));
  });

  it('API-25 PATCH qubes/{id}/ renames; 404 for other users\' qubes', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [first] = await qubesOf(alex);
    const res = await api.call('PATCH', `/api/qubes/${first?.id}/`, { token: alex.token, body: { account_id: alex.accountId, name: 'Food' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first?.id, name: 'Food' });
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('PATCH', `/api/qubes/${first?.id}/`, { token: other.token, body: { account_id: other.accountId, name: 'X' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Qube not found.');
  });

  it('API-25 archiving moves the balance to Cloud and hides the qube', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = (await qubesOf(alex)).find((q) => q.name === 'Vacation');
    const res = await api.call('POST', `/api/v2/qubes/${vacation?.id}/archive/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: vacation?.id, is_archived: true, moved_to_cloud: '600.00' });
    expect(await cloudOf(alex)).toBe('3100.00');
    expect((await qubesOf(alex)).some((q) => q.id === vacation?.id)).toBe(false);
    // The seeded monthly transfer into Vacation ends with it.
    const scheduled = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(scheduled.results.some((r: { recurring: string }) => r.recurring === 'monthly')).toBe(false);
    const again = await api.call('POST', `/api/v2/qubes/${vacation?.id}/archive/?account_id=${alex.accountId}`, { token: alex.token });
    expect(again.statusCode).toBe(404);
  });

  it('API-26 a lite account creating a 4th active qube gets 402 plan_limit unless accept_extra_fee', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    expect(await qubesOf(lite)).toHaveLength(3);
    const refused = await api.call('POST', '/api/qubes/', { token: lite.token, body: { account_id: lite.accountId, name: 'Fourth' } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ fallback_message: 'Your plan includes three qubes.', code: 'plan_limit' });
    const accepted = await api.call('POST', '/api/qubes/goal-qubes/', { token: lite.token, body: { account_id: lite.accountId, name: 'Fourth', accept_extra_fee: true } });
    expect(accepted.statusCode).toBe(201);
    expect(await qubesOf(lite)).toHaveLength(4);
  });

  it('API-54 auto funding: enabling creates monthly auto_allocation items per budgeted qube; auto_fund_choice 0 stops one; disabling ends them', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const summary = async () => (await api.call('GET', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token })).json();
    const auto = async () =>
      (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}&filter_source=auto_allocation`, { token: alex.token })).json() as { count: number; results: { amount: string; recurring: string; source_type: string; qube: { id: unknown }; other_qube: { id: number; name: string } }[] };
    expect(await summary()).toEqual({ auto_funding_enabled: false });
    const on = await api.call('POST', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token, body: { auto_funding_enabled: true } });
    expect(on.json()).toEqual({ auto_funding_enabled: true });
    expect(await summary()).toEqual({ auto_funding_enabled: true });
    const items = await auto();
    expect(items.results.map((r) => `${r.other_qube.name} ${r.amount}`).sort()).toEqual(['Dining Out 150.00', 'Groceries 400.00', 'Phone 45.00', 'Rent 1200.00', 'Vacation 200.00']);
    expect(items.results[0]).toMatchObject({ recurring: 'monthly', source_type: 'auto_allocation', qube: { id: 'cloud' } });
    const groceries = items.results.find((r) => r.other_qube.name === 'Groceries');
    const patch = await api.call('PATCH', `/api/qubes/${groceries?.other_qube.id}/`, { token: alex.token, body: { account_id: alex.accountId, auto_fund_choice: 0 } });
    expect(patch.statusCode).toBe(200);
    expect((await auto()).count).toBe(4);
    await api.call('POST', `/api/accounts/${alex.accountId}/auto-funding/`, { token: alex.token, body: { auto_funding_enabled: false } });
    expect((await auto()).count).toBe(0);
  });
});
