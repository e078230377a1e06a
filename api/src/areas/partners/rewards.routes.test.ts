import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Sale = { id: number; customer: string; referred_by: string; date_sold: string; product: string; earned: string; commission: string };
const cents = (m: string) => Math.round(Number(m) * 100);

describe('node sales API', () => {
  it('CO-17 the summary counts the sold nodes and their commission; the share link carries the partner code', async () => {
    const rewards = await api.freshLogin('rewards@demo.qube');
    const summary = (await api.call('GET', '/api/rewards/dashboard/summary/', { token: rewards.token })).json();
    const sales = (await api.call('GET', '/api/rewards/dashboard/list/?limit=100', { token: rewards.token })).json();
    expect(sales.count).toBe(16);
    expect(summary.landing_page).toBe(88);
    expect(summary.checkout_page).toBe(12);
    expect(cents(summary.commission)).toBe(sales.results.reduce((s: number, r: Sale) => s + cents(r.commission), 0));
    expect(summary.basic + summary.smart).toBeGreaterThan(16 - 1);
    const link = await api.call('GET', '/api/rewards/dashboard/get-link/', { token: rewards.token, headers: { origin: 'http://localhost:8080' } });
    expect(link.statusCode).toBe(200);
    expect(link.json().link).toBe(`http://localhost:8080/register/begin?affiliate_id=${link.json().code}`);
    expect(link.json().code).toMatch(/^REMYNODES-/);
  });

  it('CO-18 the sales list pages 20 at a time, filters, sorts, and the export equals the filtered rows (formula-safe)', async () => {
    const rewards = await api.freshLogin('rewards@demo.qube');
    const first = (await api.call('GET', '/api/rewards/dashboard/list/?limit=10', { token: rewards.token })).json();
    expect(first.results).toHaveLength(10);
    expect(first.next).toContain('offset=10');
    expect(Object.keys(first.results[0]).sort()).toEqual(['commission', 'customer', 'date_sold', 'earned', 'id', 'product', 'referred_by']);
    const dflt = (await api.call('GET', '/api/rewards/dashboard/list/', { token: rewards.token })).json();
    expect(dflt.results.length).toBeLessThanOrEqual(20);
    const smart = (await api.call('GET', '/api/rewards/dashboard/list/?product=smart&ordering=commission&limit=100', { token: rewards.token })).json();
    expect(smart.results.every((r: Sale) => r.product === 'smart')).toBe(true);
    const values = smart.results.map((r: Sale) => cents(r.commission));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    const csv = await api.call('POST', '/api/rewards/dashboard/list/download/', { token: rewards.token, body: { product: 'smart', ordering: 'commission' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('customer,referred_by,date_sold,product,earned,commission');
    expect(lines.slice(1)).toEqual(smart.results.map((r: Sale) => [r.customer, r.referred_by, r.date_sold, r.product, r.earned, r.commission].join(',')));
  });

  it('CO-19 pending sales list the reserved nodes with their commission', async () => {
    const rewards = await api.freshLogin('rewards@demo.qube');
    const res = await api.call('GET', '/api/rewards/dashboard/list-pending/', { token: rewards.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(Object.keys(body.results[0]).sort()).toEqual(['basic_nodes', 'commission', 'customer', 'date_reserved', 'id', 'referred_by', 'smart_nodes']);
  });

  it('CO-17 CO-18 CO-19 only rewards partners: others get 403 with a message; malformed queries 400', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const alex = await api.freshLogin('alex@demo.qube');
    for (const token of [coach.token, alex.token]) {
      for (const url of ['/api/rewards/dashboard/summary/', '/api/rewards/dashboard/get-link/', '/api/rewards/dashboard/list/', '/api/rewards/dashboard/list-pending/']) {
        const res = await api.call('GET', url, { token });
        expect(res.statusCode).toBe(403);
        expect(res.json().fallback_message).toEqual(expect.any(String));
      }
      expect((await api.call('POST', '/api/rewards/dashboard/list/download/', { token, body: {} })).statusCode).toBe(403);
    }
    const rewards = await api.freshLogin('rewards@demo.qube');
    for (const q of ['?limit=0', '?product=premium', '?ordering=id', '?date_from=2026-02-31', '?offset=-5', '?user=1']) {
      expect((await api.call('GET', `/api/rewards/dashboard/list/${q}`, { token: rewards.token })).statusCode).toBe(400);
    }
    expect((await api.call('POST', '/api/rewards/dashboard/list/download/', { token: rewards.token, body: { partner: 1 } })).statusCode).toBe(400);
  });
});
