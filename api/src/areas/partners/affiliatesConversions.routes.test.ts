import { eq } from 'drizzle-orm';
import { partnerConversions, users } from '../../platform/db/schema';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Row = { id: number; customer: string; account_created: string; product: string; earned: string; commission: string; active: boolean; pending: boolean; basic: boolean };
type ConversionPage = { count: number; next: string | null; results: Row[]; total_earned: string; total_commission: string };

const userIdOf = async (email: string) => (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

/** Parses our CSV (quoted cells with doubled quotes, CRLF lines). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  return rows;
};

describe('partner revenue API', () => {
  it('CO-13 lists the partner conversions 20 a page with the table columns, next page link and totals', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const res = await api.call('GET', '/api/affiliates/conversions/', { token: coach.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: ConversionPage = res.json();
    expect(body.count).toBe(44);
    expect(body.results).toHaveLength(20);
    expect(Object.keys(body.results[0] ?? {}).sort()).toEqual(['account_created', 'active', 'basic', 'commission', 'customer', 'earned', 'id', 'pending', 'product'].sort());
    expect(body.next).toContain('offset=20');
    expect(body.total_commission).toBe('1612.75');
    const created = body.results.map((r) => r.account_created);
    expect([...created].sort().reverse()).toEqual(created);
    const last = (await api.call('GET', '/api/affiliates/conversions/?offset=40', { token: coach.token })).json() as ConversionPage;
    expect(last.results).toHaveLength(4);
    expect(last.next).toBeNull();
    const ids = new Set<number>();
    for (let offset = 0; offset < 44; offset += 20) {
      const p = (await api.call('GET', `/api/affiliates/conversions/?offset=${offset}`, { token: coach.token })).json() as ConversionPage;
      for (const r of p.results) ids.add(r.id);
    }
    expect(ids.size).toBe(44);
  });

  it('CO-13 filters by product and day range and sorts by any column both ways', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const all = (await api.call('GET', '/api/affiliates/conversions/?limit=100', { token: coach.token })).json() as ConversionPage;
    const family = (await api.call('GET', '/api/affiliates/conversions/?product=family&limit=100', { token: coach.token })).json() as ConversionPage;
    expect(family.count).toBe(8);
    expect(family.results.every((r) => r.product === 'family' && !r.basic)).toBe(true);
    const basic = (await api.call('GET', '/api/affiliates/conversions/?product=basic&limit=100', { token: coach.token })).json() as ConversionPage;
    expect(basic.results.every((r) => r.basic && r.commission === '0.00')).toBe(true);
    const day = (iso: string) => { const d = new Date(iso); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; };
    const sample = all.results[10];
    if (!sample) throw new Error('no sample');
    const month = day(sample.account_created).slice(0, 7);
    const from = `${month}-01`;
    const lastDay = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate();
    const to = `${month}-${lastDay}`;
    const inMonth = all.results.filter((r) => day(r.account_created).startsWith(month));
    const filtered = (await api.call('GET', `/api/affiliates/conversions/?date_from=${from}&date_to=${to}&limit=100`, { token: coach.token })).json() as ConversionPage;
    expect(filtered.results.map((r) => r.id).sort()).toEqual(inMonth.map((r) => r.id).sort());
    for (const key of ['customer', 'earned', 'commission', 'product', 'account_created'] as const) {
      const asc = (await api.call('GET', `/api/affiliates/conversions/?ordering=${key}&limit=100`, { token: coach.token })).json() as ConversionPage;
      const desc = (await api.call('GET', `/api/affiliates/conversions/?ordering=-${key}&limit=100`, { token: coach.token })).json() as ConversionPage;
      const values = (p: ConversionPage) => p.results.map((r) => (key === 'earned' || key === 'commission' ? Number(r[key]) : r[key]));
      const sorted = [...values(asc)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values(asc)).toEqual(sorted);
      expect(values(desc)).toEqual([...sorted].reverse());
    }
  });

  it('CO-12 the metrics agree with the conversions (paid and pending counts and commissions)', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const metrics = (await api.call('GET', '/api/affiliates/metrics/', { token: coach.token })).json();
    expect(metrics).toEqual({ landing: 340, checkout: 58, basic: 12, premium: 21, family: 7, commission: '1425.50', pending: 4, pending_premium: 3, pending_family: 1, pending_commission: '187.25' });
    const all = (await api.call('GET', '/api/affiliates/conversions/?limit=100', { token: coach.token })).json() as ConversionPage;
    const pending = all.results.filter((r) => r.pending);
    expect(pending).toHaveLength(4);
    expect(pending.reduce((s, r) => s + Math.round(Number(r.commission) * 100), 0)).toBe(18725);
  });

  it('CO-14 the export holds exactly the filtered rows in the table order, formula-safe', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const coachId = await userIdOf(coach.email);
    // A customer whose name a spreadsheet would run as a formula.
    const [evil] = await api.database.db.select({ id: partnerConversions.id }).from(partnerConversions).where(eq(partnerConversions.partnerUserId, coachId)).limit(1);
    await api.database.db.update(partnerConversions).set({ customerName: '=HYPERLINK("http://evil.example","x")' }).where(eq(partnerConversions.id, evil?.id ?? 0));
    const filters = { product: 'premium', ordering: 'customer' };
    const list = (await api.call('GET', '/api/affiliates/conversions/?product=premium&ordering=customer&limit=100', { token: coach.token })).json() as ConversionPage;
    const res = await api.call('POST', '/api/affiliates/conversions/download/', { token: coach.token, body: filters });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['customer', 'account_created', 'product', 'earned', 'commission', 'active', 'pending', 'basic']);
    expect(rows).toHaveLength(list.count);
    expect(rows).toEqual(list.results.map((r) => [r.customer.startsWith('=') ? `'${r.customer}` : r.customer, r.account_created, r.product, r.earned, r.commission, String(r.active), String(r.pending), String(r.basic)]));
    const all = await api.call('POST', '/api/affiliates/conversions/download/', { token: coach.token, body: {} });
    const allRows = parseCsv(all.body).slice(1);
    expect(allRows).toHaveLength(44);
    for (const row of allRows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(allRows.some((r) => r[0] === `'=HYPERLINK("http://evil.example","x")`)).toBe(true);
  });

  it('CO-13 the monthly commission series covers 12 months by default and sums to the filtered rows', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const res = await api.call('GET', '/api/affiliates/conversions/monthly/', { token: coach.token });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { month: string; conversions: number; commission: string }[] };
    expect(results).toHaveLength(12);
    const now = new Date();
    expect(results[11]?.month).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
    const from = `${results[0]?.month}-01`;
    const list = (await api.call('GET', `/api/affiliates/conversions/?date_from=${from}&limit=100`, { token: coach.token })).json() as ConversionPage;
    expect(results.reduce((s, m) => s + m.conversions, 0)).toBe(list.count);
    expect(results.reduce((s, m) => s + Math.round(Number(m.commission) * 100), 0)).toBe(Math.round(Number(list.total_commission) * 100));
    const long = await api.call('GET', '/api/affiliates/conversions/monthly/?date_from=2020-01-01&date_to=2026-01-01', { token: coach.token });
    expect(long.statusCode).toBe(400);
    expect(long.json().fallback_message).toBe('Choose a range of at most 36 months.');
  });

  it('CO-13 isolation: a partner sees only their own conversions, whatever is sent', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    const coachId = await userIdOf(coach.email);
    const mine = (await api.call('GET', '/api/affiliates/conversions/?limit=100', { token: affiliate.token })).json() as ConversionPage;
    const coachRows = await api.database.db.select({ id: partnerConversions.id }).from(partnerConversions).where(eq(partnerConversions.partnerUserId, coachId));
    const coachIds = new Set(coachRows.map((r) => r.id));
    expect(mine.count).toBe(107);
    expect(mine.results.some((r) => coachIds.has(r.id))).toBe(false);
    for (const url of [`/api/affiliates/conversions/?user_id=${coachId}`, `/api/affiliates/conversions/?partner=${coachId}`, `/api/affiliates/conversions/?id=${[...coachIds][0]}`]) {
      expect((await api.call('GET', url, { token: affiliate.token })).statusCode).toBe(400);
    }
    const csv = await api.call('POST', '/api/affiliates/conversions/download/', { token: affiliate.token, body: { partner_user_id: coachId } });
    expect(csv.statusCode).toBe(400);
  });

  it('CO-11 API-61 non-partners, partners without the revenue feature and without web_partner_revenue get 403 with a message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const rewards = await api.freshLogin('rewards@demo.qube');
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    for (const [token, url] of [[alex.token, '/api/affiliates/conversions/'], [rewards.token, '/api/affiliates/conversions/'], [alex.token, '/api/affiliates/conversions/monthly/']] as const) {
      const res = await api.call('GET', url, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
    expect((await api.call('POST', '/api/affiliates/conversions/download/', { token: alex.token, body: {} })).statusCode).toBe(403);
    const id = await userIdOf(affiliate.email);
    await api.database.db.update(users).set({ featureFlags: { web_partner_revenue: false } }).where(eq(users.id, id));
    const off = await api.call('GET', '/api/affiliates/conversions/', { token: affiliate.token });
    expect(off.statusCode).toBe(403);
    expect(off.json().fallback_message).toBe('Your partner program does not include this feature.');
  });

  it('API-61 malformed queries and bodies answer 4xx, never 5xx', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const bad = [
      '?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?offset=99999999999', '?product=gold', '?ordering=password', '?date_from=2026-02-30',
      '?date_from=yesterday', '?date_from=2026-05-01&date_to=2026-04-01', '?date_to=%00', '?product[]=basic',
    ];
    for (const q of bad) {
      const res = await api.call('GET', `/api/affiliates/conversions/${q}`, { token: coach.token });
      expect([q, res.statusCode]).toEqual([q, 400]);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
    for (const body of [[], 'x', { product: 1 }, { date_from: '2026-13-01' }, { ordering: '-password' }]) {
      const res = await api.call('POST', '/api/affiliates/conversions/download/', { token: coach.token, body });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
