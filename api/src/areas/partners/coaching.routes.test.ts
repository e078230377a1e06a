import { eq } from 'drizzle-orm';
import { affiliateProfiles, partnerLeads, users } from '../../platform/db/schema';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

const userIdOf = async (email: string) => (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

describe('coaching API', () => {
  it('CO-20 API-62 leads: people who signed up with the coach code and bought no plan, newest first, 20 a page, searchable', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const res = await api.call('GET', '/api/coaching/leads/', { token: coach.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.count).toBe(26);
    expect(body.results).toHaveLength(20);
    expect(Object.keys(body.results[0]).sort()).toEqual(['code', 'email', 'id', 'name', 'phone_number', 'signed_up_at']);
    const dates = body.results.map((l: { signed_up_at: string }) => l.signed_up_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rest = (await api.call('GET', '/api/coaching/leads/?offset=20', { token: coach.token })).json();
    expect(rest.results).toHaveLength(6);
    const one = body.results[3];
    const found = (await api.call('GET', `/api/coaching/leads/?search=${encodeURIComponent(one.email.toUpperCase())}`, { token: coach.token })).json();
    expect(found.results.map((l: { id: number }) => l.id)).toEqual([one.id]);
    const wild = (await api.call('GET', '/api/coaching/leads/?search=%25', { token: coach.token })).json();
    expect(wild.count).toBe(0);
    const byName = (await api.call('GET', '/api/coaching/leads/?ordering=name&limit=100', { token: coach.token })).json();
    const names = byName.results.map((l: { name: string }) => l.name.toLowerCase());
    expect(names).toHaveLength(26);
    expect(names[0] <= names[25]).toBe(true);
  });

  it('CO-22 clients: people who bought a plan with the coach code, with the plan and since when', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const res = await api.call('GET', '/api/coaching/clients/?limit=100', { token: coach.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(44);
    expect(Object.keys(body.results[0]).sort()).toEqual(['active', 'client_since', 'email', 'id', 'name', 'plan']);
    const family = (await api.call('GET', '/api/coaching/clients/?plan=family', { token: coach.token })).json();
    expect(family.count).toBe(8);
    const active = (await api.call('GET', '/api/coaching/clients/?active=true&limit=100', { token: coach.token })).json();
    expect(active.results.every((c: { active: boolean }) => c.active)).toBe(true);
  });

  it('CO-20 CO-22 isolation: another partner never sees the coach’s leads or clients; features gate them', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const affiliate = await api.freshLogin('affiliate@demo.qube');
    const alex = await api.freshLogin('alex@demo.qube');
    // The affiliate's program has no leads, clients or coach_profile feature.
    for (const url of ['/api/coaching/leads/', '/api/coaching/clients/', '/api/coaching/profile/me/']) {
      const res = await api.call('GET', url, { token: affiliate.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().fallback_message).toBe('Your partner program does not include this feature.');
      const stranger = await api.call('GET', url, { token: alex.token });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().fallback_message).toBe('You do not have permission to perform this action.');
    }
    const coachId = await userIdOf(coach.email);
    const affiliateId = await userIdOf(affiliate.email);
    await api.database.db.update(users).set({ isCoach: true }).where(eq(users.id, affiliateId));
    await api.database.db.update(affiliateProfiles).set({ affiliateFeatures: ['dashboard', 'leads', 'clients'] }).where(eq(affiliateProfiles.userId, affiliateId));
    const coachLeadIds = new Set((await api.database.db.select({ id: partnerLeads.id }).from(partnerLeads).where(eq(partnerLeads.partnerUserId, coachId))).map((r) => r.id));
    const theirs = (await api.call('GET', '/api/coaching/leads/?limit=100', { token: affiliate.token })).json();
    expect(theirs.count).toBe(12);
    expect(theirs.results.some((l: { id: number }) => coachLeadIds.has(l.id))).toBe(false);
    expect((await api.call('GET', `/api/coaching/leads/?coach_id=${coachId}`, { token: affiliate.token })).statusCode).toBe(400);
    expect((await api.call('GET', `/api/coaching/clients/?user_id=${coachId}`, { token: affiliate.token })).statusCode).toBe(400);
  });

  it('CO-21 API-62 the coach profile loads and saves every field, and shows the save after a reload', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const before = (await api.call('GET', '/api/coaching/profile/me/', { token: coach.token })).json();
    expect(before).toEqual({
      active_clients: 18,
      pricing: { power_session: '150.00', group_pricing: '49.00', individual_pricing: '120.00' },
      links: {
        discovery_calendar: 'https://calendly.com/cora-coach/discovery', power_user_webinar: 'https://webinars.example.com/cora/power-user',
        group_calendar: 'https://calendly.com/cora-coach/group', individual_calendar: 'https://calendly.com/cora-coach/one-on-one',
      },
      is_taking_new_clients: true, phone_number: '(555) 010-0000', email: 'coach@demo.qube', tune_affiliate_code: expect.stringMatching(/^CORACOACH-/),
    });
    const codes = (await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token })).json().results as { code: string; is_active: boolean }[];
    const vip = codes.find((c) => c.code.startsWith('CORA-VIP'))?.code ?? '';
    const patch = {
      active_clients: 20,
      pricing: { power_session: '175.5', group_pricing: 59, individual_pricing: null },
      links: { discovery_calendar: 'https://cal.example.com/new', group_calendar: '' },
      is_taking_new_clients: false, phone_number: '512-555-0188', email: ' Cora@Example.COM ', tune_affiliate_code: vip.toLowerCase(),
    };
    const saved = await api.call('PATCH', '/api/coaching/profile/me/', { token: coach.token, body: patch });
    expect(saved.statusCode).toBe(200);
    const after = (await api.call('GET', '/api/coaching/profile/me/', { token: coach.token })).json();
    expect(after).toEqual({
      active_clients: 20,
      pricing: { power_session: '175.50', group_pricing: '59.00', individual_pricing: null },
      links: { discovery_calendar: 'https://cal.example.com/new', power_user_webinar: before.links.power_user_webinar, group_calendar: null, individual_calendar: before.links.individual_calendar },
      is_taking_new_clients: false, phone_number: '(512) 555-0188', email: 'cora@example.com', tune_affiliate_code: vip,
    });
    expect(saved.json()).toEqual(after);
  });

  it('CO-21 profile validation answers 400 with a message per field and saves nothing', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const before = (await api.call('GET', '/api/coaching/profile/me/', { token: coach.token })).json();
    const res = await api.call('PATCH', '/api/coaching/profile/me/', {
      token: coach.token,
      body: {
        pricing: { power_session: '10000.01', group_pricing: '-1.00', individual_pricing: '12.345' },
        links: { discovery_calendar: 'javascript:alert(1)', power_user_webinar: 'calendly.com/x', group_calendar: 'ftp://x.example', individual_calendar: 'https://ok.example' },
        phone_number: '12345', email: 'not-an-email', tune_affiliate_code: 'SOMEONE-ELSES',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'pricing.power_session': 'Enter a price from 0.00 to 10000.00.',
      'pricing.group_pricing': 'Enter a price from 0.00 to 10000.00.',
      'pricing.individual_pricing': 'Enter a price from 0.00 to 10000.00.',
      'links.discovery_calendar': 'Enter a valid URL starting with http:// or https://.',
      'links.power_user_webinar': 'Enter a valid URL starting with http:// or https://.',
      'links.group_calendar': 'Enter a valid URL starting with http:// or https://.',
      phone_number: 'Enter a valid phone number.',
      email: 'Enter a valid email address.',
      tune_affiliate_code: 'Choose one of your own active codes.',
    });
    expect(res.json().fallback_message).toBe('Enter a price from 0.00 to 10000.00.');
    expect((await api.call('GET', '/api/coaching/profile/me/', { token: coach.token })).json()).toEqual(before);
    for (const body of [{ active_clients: -1 }, { active_clients: 10001 }, { pricing: { power_session: '999999999.00' } }, { links: { other: 'https://x' } }, { unknown: 1 }, { email: 'x'.repeat(300) }, []]) {
      const bad = await api.call('PATCH', '/api/coaching/profile/me/', { token: coach.token, body });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fallback_message).toEqual(expect.any(String));
    }
  });

  it('CO-22 the program: name, description, format and features are saved; program type and features stay Qube’s', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const before = (await api.call('GET', '/api/coaching/program/', { token: coach.token })).json();
    expect(before).toEqual(expect.objectContaining({ name: 'Money Mastery Coaching', format: 'hybrid', program_type: 'coach', affiliate_features: ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'] }));
    const saved = await api.call('PATCH', '/api/coaching/program/', { token: coach.token, body: { name: ' Budget Bootcamp ', format: 'group', features: ['Weekly call', ' Templates '] } });
    expect(saved.statusCode).toBe(200);
    expect((await api.call('GET', '/api/coaching/program/', { token: coach.token })).json()).toEqual(expect.objectContaining({ name: 'Budget Bootcamp', format: 'group', features: ['Weekly call', 'Templates'], description: before.description }));
    const dup = await api.call('PATCH', '/api/coaching/program/', { token: coach.token, body: { name: '  ', features: ['A', 'a'] } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ name: 'Enter a program name.', features: 'Each feature must be different.' });
    for (const body of [{ program_type: 'church' }, { affiliate_features: ['leads'] }, { format: 'vip' }, { features: Array(13).fill('x') }, { name: 'x'.repeat(101) }]) {
      expect((await api.call('PATCH', '/api/coaching/program/', { token: coach.token, body })).statusCode).toBe(400);
    }
    const alex = await api.freshLogin('alex@demo.qube');
    expect((await api.call('GET', '/api/coaching/program/', { token: alex.token })).statusCode).toBe(403);
  });
});
