import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accountMembers, accountPlans, accounts, activities, planChanges, users } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { accountBalances, postActivity } from '../accounts';
import { toCents } from '@qube/contract/core/money';
import { addDaysIso, billingPeriod, prorate } from './plans';
import { setupTestApi } from '../../test/helpers';

// Plans of an existing account (ON-65 to ON-69, API-57): state, refund checks, changes, promo codes, the Lite rule.

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
const post = (user: Login, path: string, body: unknown = {}) => api.call('POST', `/api/web/accounts/${user.accountId}/${path}`, { token: user.token, body });
const state = (user: Login) => api.call('GET', `/api/web/accounts/${user.accountId}/plan/`, { token: user.token });
const planOf = async (id: number) => (await api.database.db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.id, id)))[0]?.plan;
const cloudOf = async (id: number) => toCents((await accountBalances(api.database.db, id)).cloud);

/** Bills the account from `daysAgo` days ago with no free days left, so changes move money. */
const billFrom = async (accountId: number, daysAgo: number) => {
  const anchor = addDaysIso(isoDate(new Date()), -daysAgo);
  await api.database.db.insert(accountPlans).values({ accountId, billingAnchor: anchor, freeUntil: null })
    .onConflictDoUpdate({ target: accountPlans.accountId, set: { billingAnchor: anchor, freeUntil: null } });
  return billingPeriod(anchor, isoDate(new Date()));
};

const createQube = (user: Login, name: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/qubes/', { token: user.token, body: { account_id: user.accountId, name, type: 'spending', ...extra } });

describe('GET web/accounts/{id}/plan/', () => {
  it('ON-65 shows the plan, its fee with the Lite qubes, the period, and the plans with their prices and calls', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const res = await state(lite);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ plan: 'lite', display_name: 'Lite', active_qube_count: 3, free_qube_count: 3, extra_qube_fee: '1.00', monthly_fee: '0.00', can_change_plan: true });
    expect(body.plans.map((p: { plan_name: string; monthly_fee: string; action: string | null }) => [p.plan_name, p.monthly_fee, p.action])).toEqual([
      ['lite', '0.00', null], ['premium', '4.99', 'upgrade'], ['family', '9.99', 'upgrade'], ['plus', '14.99', 'make_plus'],
    ]);
    // The demo data's billing starts at the next anchor: the current period is its free days, the next charge follows.
    expect(body).toMatchObject({ free_until: body.billing_period_end, next_charge_date: addDaysIso(body.billing_period_end, 1) });
  });

  it('ON-65 a sub-account or a household member cannot change the plan', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const me = (await api.call('GET', '/api/users/me/', { token: alex.token })).json();
    const sub = me.sub_accounts[0].id as number;
    const household = me.households[0].id as number;
    expect((await api.call('GET', `/api/web/accounts/${sub}/plan/`, { token: alex.token })).json().can_change_plan).toBe(false);
    const refused = await api.call('POST', `/api/web/accounts/${sub}/change-plan/check-refund/`, { token: alex.token, body: { plan_name: 'lite' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fallback_message).toBe('Only the primary account holder can change the plan of this account.');
    const house = await api.call('POST', `/api/web/accounts/${household}/change-plan/`, { token: alex.token, body: { plan_name: 'lite' } });
    expect(house.statusCode).toBe(403);
    expect(house.json().fallback_message).toBe('A household account stays on Qube+.');
  });

  it('ON-65 someone else\'s account answers 404 and changes nothing', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const other = await api.freshLogin('lite@demo.qube');
    const res = await api.call('POST', `/api/web/accounts/${other.accountId}/upgrade-from-basic-to-premium/`, { token: lite.token, body: {} });
    expect(res.statusCode).toBe(404);
    expect(await planOf(other.accountId)).toBe('lite');
  });
});

describe('who may change the plan (issue 22 §2)', () => {
  /** Every call that changes an account's plan or checks a change, found in the OpenAPI document (tag plans, POST, signed in). */
  const planChangeCalls = async () => {
    const doc = (await api.call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    return Object.entries(doc.paths)
      .filter(([path, methods]) => methods.post?.tags?.includes('plans') && path.startsWith('/api/web/'))
      .map(([path]) => path);
  };
  const bodyFor = (path: string, accountId: number) =>
    path.includes('/promo-codes/') ? { account_id: accountId, code: 'QUBE60' } : path.includes('downgrade') ? {} : { plan_name: 'premium' };
  const callAll = async (user: { token: string }, accountId: number) => {
    const answers: [string, number, string][] = [];
    for (const path of await planChangeCalls()) {
      const res = await api.call('POST', path.replace('{id}', String(accountId)), { token: user.token, body: bodyFor(path, accountId) });
      answers.push([path, res.statusCode, res.json().fallback_message]);
    }
    return answers;
  };

  it('ON-65 the calls that change a plan: the four changes, their refund checks, and the promo codes', async () => {
    expect((await planChangeCalls()).sort()).toEqual([
      '/api/web/accounts/{id}/change-plan/', '/api/web/accounts/{id}/change-plan/check-refund/',
      '/api/web/accounts/{id}/downgrade-from-premium-to-basic/', '/api/web/accounts/{id}/downgrade-from-premium-to-basic/check-refund/',
      '/api/web/accounts/{id}/make-plus-account/', '/api/web/accounts/{id}/make-plus-account/check-refund/',
      '/api/web/accounts/{id}/upgrade-from-basic-to-premium/', '/api/web/accounts/{id}/upgrade-from-basic-to-premium/check-refund/',
      '/api/web/promo-codes/apply/', '/api/web/promo-codes/verify/',
    ]);
  });

  it('ON-65 a guest (the primary member of its playground) gets 403 from every one and its plan says it cannot change; nothing changes', async () => {
    const res = await api.call('POST', '/api/users/', { body: { uuid_1: crypto.randomUUID(), uuid_2: crypto.randomUUID() } });
    expect(res.statusCode).toBe(201);
    const guest = { token: res.json().token as string, accountId: res.json().account_id as number };
    for (const [path, status, message] of await callAll(guest, guest.accountId)) {
      expect([path, status, message]).toEqual([path, 403, 'Create an account to choose a plan.']);
    }
    const plan = await api.call('GET', `/api/web/accounts/${guest.accountId}/plan/`, { token: guest.token });
    expect(plan.json()).toMatchObject({ plan: 'lite', can_change_plan: false });
    expect((plan.json().plans as { action: string | null }[]).every((p) => p.action === null)).toBe(true);
    expect(await planOf(guest.accountId)).toBe('lite');
  });

  it('ON-65 ON-72 an authorized user and a household member of the account get 403 from every one; the primary holder does not', async () => {
    const owner = await api.freshLogin('lite@demo.qube');
    const helper = await api.freshLogin('alex@demo.qube');
    const [person] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, helper.email));
    if (!person) throw new Error('no user');
    await api.database.db.insert(accountMembers).values({ accountId: owner.accountId, userId: person.id, role: 'authorized_user' });
    const member = await api.freshLogin('alex@demo.qube');
    const [other] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    if (!other) throw new Error('no user');
    await api.database.db.insert(accountMembers).values({ accountId: owner.accountId, userId: other.id, role: 'household' });
    for (const user of [helper, member]) {
      for (const [path, status, message] of await callAll(user, owner.accountId)) {
        expect([path, status, message]).toEqual([path, 403, 'Only the primary account holder can change the plan of this account.']);
      }
    }
    expect(await planOf(owner.accountId)).toBe('lite');
    // The owner's own check answers (the refusals above were about who asked).
    expect((await post(owner, 'upgrade-from-basic-to-premium/check-refund/')).statusCode).toBe(200);
  });
});

describe('plan changes', () => {
  it('ON-66 ON-67 upgrade Lite → Premium: the check shows the prorated charge, the change takes exactly it from Cloud', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const period = await billFrom(lite.accountId, 3);
    const check = await post(lite, 'upgrade-from-basic-to-premium/check-refund/');
    expect(check.statusCode).toBe(200);
    const charge = prorate(499n, period.daysLeft, period.daysInPeriod);
    expect(check.json()).toMatchObject({ from_plan: 'lite', to_plan: 'premium', refund_amount: '0.00', is_free_period: false, days_left: period.daysLeft, days_in_period: period.daysInPeriod });
    expect(toCents(check.json().charge_amount)).toBe(charge);
    expect(await planOf(lite.accountId)).toBe('lite'); // the check changes nothing

    const before = await cloudOf(lite.accountId);
    const done = await post(lite, 'upgrade-from-basic-to-premium/');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your plan is now Premium.');
    expect(done.json().plan).toMatchObject({ plan: 'premium', monthly_fee: '4.99' });
    expect(await planOf(lite.accountId)).toBe('premium');
    expect(before - (await cloudOf(lite.accountId))).toBe(charge);
    const [change] = await api.database.db.select().from(planChanges).where(eq(planChanges.accountId, lite.accountId));
    expect(change).toMatchObject({ fromPlan: 'lite', toPlan: 'premium', credit: '0.00' });
    const [activity] = await api.database.db.select().from(activities).where(and(eq(activities.accountId, lite.accountId), eq(activities.id, change?.activityId ?? -1)));
    expect(toCents(activity?.amount ?? '0')).toBe(-charge);

    // The same call again finds Premium: refused, nothing moves twice.
    const again = await post(lite, 'upgrade-from-basic-to-premium/');
    expect(again.statusCode).toBe(400);
    expect(again.json().fallback_message).toBe('This upgrade is for accounts on the Lite plan.');
  });

  it('ON-66 upgrade to Family with plan_name, then downgrade back to Lite refunds the unused days', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const period = await billFrom(lite.accountId, 10);
    expect((await post(lite, 'upgrade-from-basic-to-premium/', { plan_name: 'family' })).json().plan.plan).toBe('family');
    const check = (await post(lite, 'downgrade-from-premium-to-basic/check-refund/')).json();
    expect(toCents(check.refund_amount)).toBe(prorate(999n, period.daysLeft, period.daysInPeriod));
    expect(check.charge_amount).toBe('0.00'); // three qubes: Lite is free
    const before = await cloudOf(lite.accountId);
    const done = await post(lite, 'downgrade-from-premium-to-basic/');
    expect(done.statusCode).toBe(200);
    expect((await cloudOf(lite.accountId)) - before).toBe(toCents(check.refund_amount));
    expect(await planOf(lite.accountId)).toBe('lite');
  });

  it('ON-66 change-plan between paid plans and make-plus-account', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    await billFrom(coach.accountId, 0);
    const check = (await post(coach, 'change-plan/check-refund/', { plan_name: 'family' })).json();
    expect(check).toMatchObject({ from_plan: 'premium', to_plan: 'family', refund_amount: '4.99', charge_amount: '9.99', net_amount: '5.00' });
    expect((await post(coach, 'change-plan/', { plan_name: 'family' })).statusCode).toBe(200);
    const plus = await post(coach, 'make-plus-account/check-refund/');
    expect(plus.json()).toMatchObject({ from_plan: 'family', to_plan: 'plus', refund_amount: '9.99', charge_amount: '14.99' });
    expect((await post(coach, 'make-plus-account/')).json().plan.plan).toBe('plus');
    expect((await post(coach, 'make-plus-account/')).json().fallback_message).toBe('This account is already on Qube+.');
  });

  it('ON-69 bad plan input answers 400 with a fallback_message', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const cases: [string, unknown, string][] = [
      ['change-plan/', {}, 'Please choose a plan.'],
      ['change-plan/', { plan_name: 'premium' }, 'Your account is already on this plan.'],
      ['change-plan/', { plan_name: 'plus' }, ''],
      ['downgrade-from-premium-to-basic/check-refund/', { plan_name: 'family' }, 'Only a Premium or Family account can downgrade to Lite.'],
      ['upgrade-from-basic-to-premium/', {}, 'This upgrade is for accounts on the Lite plan.'],
      ['change-plan/', { plan_name: 'gold' }, ''],
      ['change-plan/', { plan_name: 'family', extra: 1 }, ''],
      ['change-plan/', 'not json', ''],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(coach, path, body);
      // A body that is not JSON is 415; every other refusal 400.
      expect([path, res.statusCode]).toEqual([path, body === 'not json' ? 415 : 400]);
      expect(typeof res.json().fallback_message).toBe('string');
      if (message) expect(res.json().fallback_message).toBe(message);
    }
    expect(await planOf(coach.accountId)).toBe('premium');
  });

  it('ON-67 a charge larger than Cloud is refused and nothing changes', async () => {
    const limited = await api.freshLogin('rewards@demo.qube');
    await billFrom(limited.accountId, 0);
    await api.database.db.update(accounts).set({ plan: 'lite' }).where(eq(accounts.id, limited.accountId));
    // Empty Cloud: make-plus costs $14.99 × days left today.
    await postActivity(api.database.db, { accountId: limited.accountId, qubeId: null, transactionType: 'purchase', amount: -(await cloudOf(limited.accountId)), title: 'Spent' });
    const res = await post(limited, 'make-plus-account/');
    expect(res.statusCode).toBe(400);
    expect(res.json().fallback_message).toBe('Your Cloud balance is too low for this change. Add money to Cloud and try again.');
    expect(await planOf(limited.accountId)).toBe('lite');
  });
});

describe('the Lite rule follows the plan the account has now', () => {
  it('API-26 ON-65 a Lite account asks before a fourth qube; after upgrading it does not; after downgrading it asks again', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const blocked = await createQube(lite, 'Fourth');
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toMatchObject({ code: 'plan_limit', fallback_message: 'Your plan includes three qubes.' });
    expect((await post(lite, 'upgrade-from-basic-to-premium/')).statusCode).toBe(200);
    expect((await createQube(lite, 'Fourth')).statusCode).toBe(201);
    expect((await createQube(lite, 'Fifth')).statusCode).toBe(201);
    expect((await post(lite, 'downgrade-from-premium-to-basic/')).statusCode).toBe(200);
    expect((await createQube(lite, 'Sixth')).statusCode).toBe(402);
    const now = (await state(lite)).json();
    expect(now).toMatchObject({ plan: 'lite', active_qube_count: 5, monthly_fee: '2.00' });
  });
});

describe('promo codes', () => {
  const verify = (user: Login, code: unknown) => api.call('POST', '/api/web/promo-codes/verify/', { token: user.token, body: { account_id: user.accountId, code } });
  const apply = (user: Login, code: unknown) => api.call('POST', '/api/web/promo-codes/apply/', { token: user.token, body: { account_id: user.accountId, code } });

  it('ON-68 verify then apply QUBE60: 60 free days from today when none are left; a second apply is refused', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    await billFrom(lite.accountId, 5);
    const today = isoDate(new Date());
    const checked = await verify(lite, 'qube60');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ code: 'QUBE60', free_days: 60, free_until: addDaysIso(today, 59), is_applied: false });
    const applied = await apply(lite, 'QUBE60');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ is_applied: true, free_until: addDaysIso(today, 59) });
    expect((await state(lite)).json()).toMatchObject({ free_until: addDaysIso(today, 59), applied_promo_codes: ['QUBE60'] });
    // Within the free days a plan change moves no money.
    expect((await post(lite, 'upgrade-from-basic-to-premium/check-refund/')).json()).toMatchObject({ is_free_period: true, net_amount: '0.00' });
    const twice = await apply(lite, 'QUBE60');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fallback_message).toBe('This promo code has already been applied to your account.');
    expect((await verify(lite, 'QUBE60')).json()).toMatchObject({ is_applied: true, message: 'This promo code has already been applied to your account.' });
  });

  it('ON-68 ON-69 unknown, registration-only and malformed codes answer 400; others\' accounts 404', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    expect((await verify(lite, 'NOPE')).json().fallback_message).toBe('This discount code is not valid.');
    expect((await apply(lite, 'FREESHIP')).json().fallback_message).toBe('This code can only be used when you open an account.');
    for (const code of [null, 5, 'x'.repeat(41)]) expect((await verify(lite, code)).statusCode).toBe(400);
    const other = await api.freshLogin('lite@demo.qube');
    expect((await api.call('POST', '/api/web/promo-codes/apply/', { token: lite.token, body: { account_id: other.accountId, code: 'QUBE60' } })).statusCode).toBe(404);
  });

  it('ON-68 QUBE60 is once per person: the same person (by phone) on another account is refused, and a new e-mail does not help', async () => {
    const first = await api.freshLogin('coach@demo.qube');
    const second = await api.freshLogin('coach@demo.qube');
    const userOf = async (accountId: number) => (await api.database.db.select({ id: accountMembers.userId }).from(accountMembers)
      .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.role, 'primary'))))[0]?.id ?? -1;
    // Demo copies share the demo phone: give the first its own, then the second the same one (one person, two accounts).
    const phone = `(555) 7${String(first.accountId).padStart(2, '0').slice(-2)}-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await api.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, await userOf(first.accountId)));
    expect((await apply(first, 'QUBE60')).statusCode).toBe(200);
    await api.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, await userOf(second.accountId)));
    expect((await verify(second, 'QUBE60')).json()).toMatchObject({ is_applied: false, message: 'You have already used this promo code.' });
    const again = await apply(second, 'QUBE60');
    expect(again.statusCode).toBe(409);
    expect(again.json().fallback_message).toBe('You have already used this promo code.');
    expect((await state(second)).json().applied_promo_codes).toEqual([]);
    // Another phone and e-mail: another person, who may use it.
    await api.database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, await userOf(second.accountId)));
    expect((await apply(second, 'QUBE60')).statusCode).toBe(200);
  });

  it('API-57 the onboarding variant verifies a code without an account', async () => {
    const res = await api.call('POST', '/api/onboarding/promo-code/verify/', { body: { code: 'freeship' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'FREESHIP', free_days: 0, free_until: null });
    expect((await api.call('POST', '/api/onboarding/promo-code/verify/', { body: { code: 'nope' } })).statusCode).toBe(400);
  });
});

describe('probing', () => {
  it('API-57 malformed ids and bodies never answer 5xx', async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const ids = ['0', '-1', 'abc', '2147483648', '99999999999999999999', '1.5', '%00'];
    for (const id of ids) {
      for (const path of ['plan/', 'change-plan/', 'change-plan/check-refund/', 'make-plus-account/']) {
        const method = path === 'plan/' ? 'GET' : 'POST';
        const res = await api.call(method, `/api/web/accounts/${id}/${path}`, { token: lite.token, body: { plan_name: 'premium' } });
        expect([id, path, res.statusCode < 500]).toEqual([id, path, true]);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    for (const body of [[], { account_id: 'x', code: 'QUBE60' }, { account_id: 2147483648, code: 'QUBE60' }, { code: 'QUBE60' }]) {
      const res = await api.call('POST', '/api/web/promo-codes/verify/', { token: lite.token, body });
      expect(res.statusCode).toBe(400);
    }
    expect((await api.call('GET', `/api/web/accounts/${lite.accountId}/plan/`)).statusCode).toBe(401);
  });
});
