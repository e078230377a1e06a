import { eq } from 'drizzle-orm';
import { sessions } from '../../platform/db/schema';
import { FEATURE_FLAGS } from '../../platform/flags';
import { hashToken } from '../../platform/http/auth';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

const creds = (email: string, password = 'Demo!2345') => ({ email, password, trust_device: false });

describe('auth and users', () => {
  it('API-09 check-credentials accepts good credentials and refuses bad ones', async () => {
    const ok = await api.call('POST', '/api/web/users/login/check-credentials/', { body: { email: 'alex@demo.qube', password: 'Demo!2345' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true, two_factor_required: false });
    const bad = await api.call('POST', '/api/web/users/login/check-credentials/', { body: { email: 'alex@demo.qube', password: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fallback_message).toBe('Incorrect email or password.');
  });

  it('API-10 login returns token and account_id', async () => {
    const res = await api.call('POST', '/api/web/users/login/', { body: creds('alex@demo.qube') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    const me = await api.call('GET', '/api/users/me/', { token: body.token });
    expect(body.account_id).toBe(me.json().primary_account.id);
  });

  it('API-10 wrong email, wrong password and a user of the other company all get 400 "Incorrect email or password."', async () => {
    for (const [body, company] of [
      [creds('nobody@demo.qube'), '1'],
      [creds('alex@demo.qube', 'Wrong!2345'), '1'],
      [creds('casey@demo.qube'), '1'],
      [creds('alex@demo.qube'), '2'],
    ] as const) {
      const res = await api.call('POST', '/api/web/users/login/', { body, company });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fallback_message: 'Incorrect email or password.' });
    }
    const casey = await api.call('POST', '/api/web/users/login/', { body: creds('casey@demo.qube'), company: '2' });
    expect(casey.statusCode).toBe(200);
  });

  it('API-11 me returns the user with all 15 feature flags, accounts and address fields', async () => {
    const { token, accountId } = await api.login('alex@demo.qube');
    const res = await api.call('GET', '/api/users/me/', { token });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      first_name: 'Alex', last_name: 'Rivera', email: 'alex@demo.qube', user_type: 'regular_user',
      is_coach: false, is_affiliate: false, is_rewards_affiliate: false, company: 1,
      address_city: 'Austin', address_state: 'TX', address_postal_code: '78701',
    });
    expect(Object.keys(me.feature_flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(Object.values(me.feature_flags).every((v) => v === true)).toBe(true);
    expect(me.primary_account).toMatchObject({ id: accountId, account_type: 'normal', is_aggregate: false, avatar: null, budget_period: 'monthly' });
    expect(me.sub_accounts).toEqual([expect.objectContaining({ display_name: 'Jamie Rivera', account_type: 'authorized_minor', is_sub_account: true })]);
    expect(me.households).toEqual([expect.objectContaining({ display_name: 'Rivera Household', account_type: 'household', is_aggregate: true, plan: 'plus' })]);
    expect(me.primary_account.household_id).toBe(me.households[0].id);
  });

  it('API-11 me reflects each user kind (limited, lite flags, coach)', async () => {
    const limited = (await api.call('GET', '/api/users/me/', { token: (await api.login('limited@demo.qube')).token })).json();
    expect(limited.user_type).toBe('limited_user');
    const lite = (await api.call('GET', '/api/users/me/', { token: (await api.login('lite@demo.qube')).token })).json();
    expect(lite.primary_account.plan).toBe('lite');
    expect(lite.feature_flags.planning_screen).toBe(false);
    expect(lite.feature_flags.web_move_money_internal).toBe(true);
    const coach = (await api.call('GET', '/api/users/me/', { token: (await api.login('coach@demo.qube')).token })).json();
    expect(coach.is_coach).toBe(true);
  });

  it('API-13 logout invalidates the token', async () => {
    const { token } = await api.login('alex@demo.qube');
    const out = await api.call('POST', '/api/users/logout/', { token });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await api.call('GET', '/api/users/me/', { token });
    expect(after.statusCode).toBe(401);
  });

  it('API-19 theme-controller returns the theme of the header company', async () => {
    const one = (await api.call('GET', '/api/company/theme-controller/', { company: '1' })).json();
    expect(one).toMatchObject({ header_id: 1, name: 'Qube', companies: { 1: 'main', 2: 'other' } });
    const two = (await api.call('GET', '/api/company/theme-controller/', { company: '2' })).json();
    expect(two).toMatchObject({ header_id: 2, name: 'Cubit Bank' });
    expect(typeof two.primary_color).toBe('string');
    expect(typeof two.logo_text).toBe('string');
  });

  it('API-61 CO-10 affiliates/me (program_type, affiliate_features) and metrics for coach, affiliate and rewards; 404/403 for others', async () => {
    const coach = await api.login('coach@demo.qube');
    const me = (await api.call('GET', '/api/affiliates/me/', { token: coach.token })).json();
    expect(me.current_subscription.program).toEqual({ program_type: 'coach', affiliate_features: ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'] });
    const metrics = (await api.call('GET', '/api/affiliates/metrics/', { token: coach.token })).json();
    expect(metrics).toMatchObject({ landing: 340, commission: '1425.50', pending_commission: '187.25' });
    const aff = await api.login('affiliate@demo.qube');
    expect((await api.call('GET', '/api/affiliates/me/', { token: aff.token })).json().current_subscription.program).toEqual({ program_type: 'affiliate', affiliate_features: ['dashboard', 'revenue'] });
    const rewards = await api.login('rewards@demo.qube');
    expect((await api.call('GET', '/api/affiliates/me/', { token: rewards.token })).json().current_subscription.program.program_type).toBe('rewards');
    const alex = await api.login('alex@demo.qube');
    expect((await api.call('GET', '/api/affiliates/me/', { token: alex.token })).statusCode).toBe(404);
    expect((await api.call('GET', '/api/affiliates/metrics/', { token: alex.token })).statusCode).toBe(403);
  });
});

describe('API-08 session lifetime and refresh', () => {
  const MIN = 60 * 1000;
  afterEach(() => api.clock.reset());

  const me = (token: string) => api.call('GET', '/api/users/me/', { token });
  const expectExpired = async (token: string) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ fallback_message: 'Token has expired.' });
  };
  const lastSeenOf = async (token: string) => {
    const [row] = await api.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    return row?.lastSeenAt.getTime();
  };

  it('API-08 an untrusted session ends 900 s after the last request; each request moves it', async () => {
    const { token } = await api.login('lite@demo.qube');
    api.clock.advance(14 * MIN);
    expect((await me(token)).statusCode).toBe(200);
    api.clock.advance(14 * MIN); // 28 min after login, 14 min idle
    expect((await me(token)).statusCode).toBe(200);
    api.clock.advance(15 * MIN + 1000);
    await expectExpired(token);
    // A new login works.
    expect((await me((await api.login('lite@demo.qube')).token)).statusCode).toBe(200);
  });

  it('API-08 a trusted session survives 23 hours idle (86400 s) but not more', async () => {
    const trusted = await api.login('lite@demo.qube', 1, { trustDevice: true });
    const untrusted = await api.login('lite@demo.qube');
    api.clock.advance(16 * MIN);
    expect((await me(trusted.token)).statusCode).toBe(200);
    await expectExpired(untrusted.token);
    api.clock.advance(23 * 60 * MIN); // 23 h idle since the last request
    expect((await me(trusted.token)).statusCode).toBe(200);
    const idle = await api.login('lite@demo.qube', 1, { trustDevice: true });
    api.clock.advance(24 * 60 * MIN + 1000);
    await expectExpired(idle.token);
  });

  it('API-08 the absolute limit is 1440 minutes from login, however active the session', async () => {
    const { token } = await api.login('lite@demo.qube', 1, { trustDevice: true });
    api.clock.advance(1439 * MIN);
    expect((await me(token)).statusCode).toBe(200);
    api.clock.advance(MIN - 1000);
    expect((await api.call('POST', '/api/users/refresh-session/', { token, body: {} })).statusCode).toBe(200);
    api.clock.advance(1000);
    await expectExpired(token);
    const refresh = await api.call('POST', '/api/users/refresh-session/', { token, body: {} });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().fallback_message).toBe('Token has expired.');
  });

  it('API-08 refresh-session moves the idle expiry and reports both end times', async () => {
    const loginAt = api.clock.now().getTime();
    const { token } = await api.login('lite@demo.qube');
    api.clock.advance(10 * MIN);
    const before = api.clock.now().getTime();
    const res = await api.call('POST', '/api/users/refresh-session/', { token, body: {} });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { expires_at: string; absolute_expires_at: string };
    expect(Object.keys(body).sort()).toEqual(['absolute_expires_at', 'expires_at']);
    expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const expires = Date.parse(body.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(900 * 1000);
    expect(expires - before).toBeLessThan(900 * 1000 + 5000);
    const absolute = Date.parse(body.absolute_expires_at);
    expect(absolute - loginAt).toBeGreaterThanOrEqual(1440 * MIN);
    expect(absolute - loginAt).toBeLessThan(1440 * MIN + 5000);
    // 14 minutes after the refresh the token still works (25 minutes after login).
    api.clock.advance(14 * MIN);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('API-08 refresh-session never reports an expiry after the absolute limit (trusted device)', async () => {
    const { token } = await api.login('lite@demo.qube', 1, { trustDevice: true });
    api.clock.advance(1400 * MIN);
    const body = (await api.call('POST', '/api/users/refresh-session/', { token, body: {} })).json();
    expect(body.expires_at).toBe(body.absolute_expires_at);
    expect((await api.call('POST', '/api/users/refresh-session/', { body: {} })).statusCode).toBe(401);
  });

  it('API-08 last_seen_at is written at most once per 10 s', async () => {
    const { token } = await api.login('lite@demo.qube');
    const first = await lastSeenOf(token);
    api.clock.advance(5000);
    await me(token);
    expect(await lastSeenOf(token)).toBe(first);
    api.clock.advance(6000);
    await me(token);
    expect(await lastSeenOf(token)).toBeGreaterThanOrEqual((first ?? 0) + 11_000);
  });
});
