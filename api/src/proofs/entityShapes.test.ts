import { setupTestApi } from '../test/helpers';

// The entity types of @qube/shared (SD-35 to SD-44) are what the browser reads; these tests hold the
// API to every field of them, so a renamed or dropped field fails here and not in a user's browser.
const api = setupTestApi();
let alex: { token: string; accountId: number };
beforeAll(async () => {
  alex = await api.freshLogin('alex@demo.qube');
});

const get = async (url: string) => {
  const res = await api.call('GET', url, { token: alex.token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const QUBE_FIELDS = [
  'id', 'name', 'type', 'balance', 'icon', 'app_icon', 'color', 'current_cycle_budget', 'toFund', 'goalqube', 'billqube', 'spendingqube',
  'merchant_group', 'last_activity_datetime', 'update_datetime', 'creation_datetime', 'manual_sort_position', 'manual_sort_datetime', 'is_current_open_qube',
];
const ACCOUNT_FIELDS = [
  'id', 'display_name', 'full_name', 'account_type', 'account_number', 'routing_number', 'bank_name', 'is_aggregate', 'is_sub_account',
  'has_banking_features', 'future_account_id', 'household_id', 'avatar',
];
const ME_FIELDS = [
  'id', 'first_name', 'last_name', 'email', 'phone_number', 'user_type', 'primary_account', 'sub_accounts', 'households', 'is_coach', 'is_affiliate',
  'is_rewards_affiliate', 'feature_flags', 'address_street', 'address_apartment_no', 'address_city', 'address_state', 'address_postal_code',
];
const ACTIVITY_FIELDS = [
  'id', 'transaction_type', 'transaction_type_description', 'amount', 'result', 'transaction_datetime', 'scheduled_date', 'recurring', 'frequency_name',
  'source_type', 'source_id', 'title', 'description', 'merchant', 'qube', 'other_qube', 'new_balance', 'is_processing', 'is_cancellable', 'allow_reqube',
  'allow_delete_future', 'scheduled_transaction_id', 'scheduled_transaction_is_active', 'user_id', 'user_initials',
];

describe('entity shapes', () => {
  it('SD-35 SD-36 every qube carries the Qube fields, with the goal, bill and spending parts', async () => {
    const { results } = await get(`/api/qubes/?account_id=${alex.accountId}`);
    for (const qube of results) for (const field of QUBE_FIELDS) expect(qube).toHaveProperty(field);
    const rent = results.find((q: { name: string }) => q.name === 'Rent');
    expect(Object.keys(rent.billqube)).toEqual(expect.arrayContaining(['is_paused', 'is_unlocked', 'payment_frequency', 'payment_interval', 'bill_amount', 'budget', 'next_due_date', 'payment_card', 'days_in_calendar']));
    const vacation = results.find((q: { name: string }) => q.name === 'Vacation');
    expect(Object.keys(vacation.goalqube)).toEqual(expect.arrayContaining(['allow_spending', 'goal_amount', 'goal_date']));
    const groceries = results.find((q: { name: string }) => q.name === 'Groceries');
    expect(groceries.spendingqube).toHaveProperty('number_of_times_opened_in_last_30_days');
  });

  it('SD-37 SD-38 the account and me carry every Account and Me field', async () => {
    const account = await get(`/api/accounts/${alex.accountId}/`);
    for (const field of ACCOUNT_FIELDS) expect(account).toHaveProperty(field);
    const me = await get('/api/users/me/');
    for (const field of ME_FIELDS) expect(me).toHaveProperty(field);
    for (const field of ACCOUNT_FIELDS) expect(me.primary_account).toHaveProperty(field);
  });

  it('SD-39 the overview carries every Overview field (and the change version of issue 9)', async () => {
    const overview = await get(`/api/accounts/${alex.accountId}/updates/`);
    expect(Object.keys(overview).sort()).toEqual(
      ['account_balance', 'account_version', 'card_fund_available', 'cloud_qube_total_balance', 'qubeless_transaction_count', 'refunds_qube_transaction_count', 'unread_notifications_count'].sort(),
    );
  });

  it('SD-41 activities and scheduled items carry every Activity field', async () => {
    const transactions = await get(`/api/search/transactions/?account_id=${alex.accountId}&filter_date_range=all&limit=5`);
    expect(transactions.results.length).toBeGreaterThan(0);
    for (const item of transactions.results) for (const field of ACTIVITY_FIELDS) expect(item).toHaveProperty(field);
    const scheduled = await get(`/api/search/scheduled/?account_id=${alex.accountId}&filter_date_range=all`);
    for (const item of scheduled.results) for (const field of ACTIVITY_FIELDS) expect(item).toHaveProperty(field);
  });

  it('SD-43 a transfer accepts the Transfer payload fields and answers with the amount', async () => {
    const res = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: (await get(`/api/qubes/?account_id=${alex.accountId}`)).results[0].id, amount: '1.00', recurring: 'none', type: 'transfer', idempotency_key: 'shape-test-1', days_in_calendar: [], scheduled_date: 'today', title: 'Shape test' },
    });
    expect([200, 201]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ amount: '1.00' });
  });

  it('SD-44 notifications carry the Notification fields', async () => {
    const { results } = await get(`/api/notifications/?account_id=${alex.accountId}`);
    for (const item of results) for (const field of ['id', 'title', 'type', 'message', 'description', 'amount', 'creation_datetime', 'is_seen', 'qube_id']) expect(item).toHaveProperty(field);
  });
});
