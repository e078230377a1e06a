import { billDueDates } from '@qube/contract/core/repeat';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number };
type QubeItem = { id: number; name: string; type: string; manual_sort_position: number; manual_sort_datetime: string | null };
const qubesOf = async (user: Login, path = 'qubes/') =>
  (await api.call('GET', `/api/${path}?account_id=${user.accountId}`, { token: user.token })).json().results as QubeItem[];
const sort = (user: Login, qubes: unknown, path = 'qubes/manual-sort/') =>
  api.call('POST', `/api/${path}`, { token: user.token, body: { account_id: user.accountId, qubes } });

describe('manual sort (MM-12)', () => {
  it('API-25 MM-12 POST qubes/manual-sort/ stores positions and datetimes; lists follow the new order', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = await qubesOf(alex);
    const reversed = [...before].reverse();
    const stamp = '2026-01-02T03:04:05.000Z';
    const res = await sort(alex, reversed.map((q, i) => ({ id: q.id, manual_sort_position: i, manual_sort_datetime: stamp })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: before.length });
    const after = await qubesOf(alex);
    expect(after.map((q) => q.id)).toEqual(reversed.map((q) => q.id));
    expect(after.map((q) => q.manual_sort_position)).toEqual(reversed.map((_, i) => i));
    expect(after.every((q) => q.manual_sort_datetime === stamp)).toBe(true);
  });

  it('API-25 MM-12 without manual_sort_datetime the API clock is stored; a partial list leaves the other qubes alone', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [first, second, ...rest] = await qubesOf(alex);
    if (!first || !second) throw new Error('alex needs two qubes');
    const res = await sort(alex, [{ id: first.id, manual_sort_position: 7 }, { id: second.id, manual_sort_position: 0, manual_sort_datetime: null }]);
    expect(res.json()).toEqual({ updated: 2 });
    const after = await qubesOf(alex);
    const stored = after.find((q) => q.id === first.id);
    expect(stored?.manual_sort_position).toBe(7);
    expect(Math.abs(Date.parse(stored?.manual_sort_datetime ?? '') - api.clock.now().getTime())).toBeLessThan(60_000);
    expect(after.find((q) => q.id === second.id)?.manual_sort_position).toBe(0);
    for (const q of rest) expect(after.find((a) => a.id === q.id)).toMatchObject({ manual_sort_position: q.manual_sort_position, manual_sort_datetime: q.manual_sort_datetime });
  });

  it('API-25 MM-12 another account\'s qube is 404 Qube not found. and nothing changes (all or nothing)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const [mine] = await qubesOf(alex);
    const [theirs] = await qubesOf(other);
    const res = await sort(alex, [{ id: mine?.id, manual_sort_position: 42 }, { id: theirs?.id, manual_sort_position: 43 }]);
    expect(res.statusCode).toBe(404);
    expect(res.json().fallback_message).toBe('Qube not found.');
    expect((await qubesOf(alex)).find((q) => q.id === mine?.id)?.manual_sort_position).toBe(mine?.manual_sort_position);
    expect((await qubesOf(other)).find((q) => q.id === theirs?.id)?.manual_sort_position).toBe(theirs?.manual_sort_position);
  });

  it('API-25 MM-12 bad input is 400 with fallback_message: negative or fractional position, empty list, bad datetime, repeated id', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const [q] = await qubesOf(alex);
    const cases: unknown[] = [
      [{ id: q?.id, manual_sort_position: -1 }],
      [{ id: q?.id, manual_sort_position: 1.5 }],
      [{ id: q?.id }],
      [],
      'not a list',
      [{ id: q?.id, manual_sort_position: 1, manual_sort_datetime: 'yesterday' }],
      [{ id: q?.id, manual_sort_position: 1, manual_sort_datetime: '2026-02-30T10:00:00Z' }],
      [{ id: q?.id, manual_sort_position: 1 }, { id: q?.id, manual_sort_position: 2 }],
    ];
    for (const body of cases) {
      const res = await sort(alex, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().fallback_message).toBe('string');
    }
    const dated = await sort(alex, [{ id: q?.id, manual_sort_position: 1, manual_sort_datetime: 'yesterday' }]);
    expect(dated.json()).toMatchObject({ fallback_message: 'Enter a valid date and time.', fields: { 'qubes.0.manual_sort_datetime': 'Enter a valid date and time.' } });
    expect((await qubesOf(alex)).find((x) => x.id === q?.id)?.manual_sort_position).toBe(q?.manual_sort_position);
  });

  it('API-25 MM-12 the per-type paths sort qubes of their type only (another type is 404)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bills = await qubesOf(alex, 'qubes/bill-qubes/');
    const spends = await qubesOf(alex, 'qubes/spend-qubes/');
    const goals = await qubesOf(alex, 'qubes/goal-qubes/');
    const bill = await sort(alex, bills.map((b, i) => ({ id: b.id, manual_sort_position: 100 + i })), 'qubes/bill-qubes/manual-sort/');
    expect(bill.json()).toEqual({ updated: bills.length });
    expect((await qubesOf(alex, 'qubes/bill-qubes/')).map((b) => b.manual_sort_position)).toEqual(bills.map((_, i) => 100 + i));
    expect((await sort(alex, [{ id: spends[0]?.id, manual_sort_position: 1 }], 'qubes/spend-qubes/manual-sort/')).statusCode).toBe(200);
    const wrong = await sort(alex, [{ id: spends[0]?.id, manual_sort_position: 1 }], 'qubes/goal-qubes/manual-sort/');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().fallback_message).toBe('Qube not found.');
    if (goals[0]) expect((await sort(alex, [{ id: goals[0].id, manual_sort_position: 3 }], 'qubes/goal-qubes/manual-sort/')).statusCode).toBe(200);
  });
});

describe('bill next due dates (MM-125)', () => {
  it('API-25 MM-125 GET qubes/bill-qubes/{id}/next-due-dates/ lists six monthly dates on the due day, from today on', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bills = await qubesOf(alex, 'qubes/bill-qubes/');
    const phone = bills.find((b) => b.name === 'Phone'); // seeded due day 15, monthly
    const res = await api.call('GET', `/api/qubes/bill-qubes/${phone?.id}/next-due-dates/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    const dates = res.json().next_due_dates as string[];
    expect(dates).toHaveLength(6);
    const now = api.clock.now();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(dates[0]! >= today).toBe(true);
    for (const d of dates) expect(d.slice(8)).toBe('15');
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBe(6);
  });

  it('API-25 MM-125 next-due-dates: 404 for a spending qube, another account\'s bill and an unknown id', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const [spend] = await qubesOf(alex, 'qubes/spend-qubes/');
    const [theirBill] = await qubesOf(other, 'qubes/bill-qubes/');
    for (const id of [spend?.id, theirBill?.id, 99999999]) {
      const res = await api.call('GET', `/api/qubes/bill-qubes/${id}/next-due-dates/?account_id=${alex.accountId}`, { token: alex.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().fallback_message).toBe('Qube not found.');
    }
  });

  it('MM-125 billDueDates: month-end clamping without drift, intervals, weekly, yearly, no due day', () => {
    const monthly = { dueDay: 31, paymentFrequency: 'monthly', paymentInterval: 1 };
    expect(billDueDates(monthly, '2026-01-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(billDueDates({ ...monthly, dueDay: 10 }, '2026-01-11', 2)).toEqual(['2026-02-10', '2026-03-10']);
    expect(billDueDates({ dueDay: -1, paymentFrequency: null, paymentInterval: null }, '2024-02-01', 2)).toEqual(['2024-02-29', '2024-03-31']);
    expect(billDueDates({ dueDay: 5, paymentFrequency: 'monthly', paymentInterval: 3 }, '2026-01-06', 3)).toEqual(['2026-02-05', '2026-05-05', '2026-08-05']);
    expect(billDueDates({ dueDay: 5, paymentFrequency: 'weekly', paymentInterval: 2 }, '2026-01-01', 3)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02']);
    expect(billDueDates({ dueDay: 29, paymentFrequency: 'yearly', paymentInterval: 1 }, '2024-02-29', 2)).toEqual(['2024-02-29', '2025-02-28']);
    expect(billDueDates({ dueDay: null, paymentFrequency: 'monthly', paymentInterval: 1 }, '2026-01-01')).toEqual([]);
    expect(billDueDates({ dueDay: 1, paymentFrequency: 'monthly', paymentInterval: 1 }, '2026-01-01')).toHaveLength(6);
  });
});
