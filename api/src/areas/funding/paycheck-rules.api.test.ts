/**
 * Allocation when the paycheck lands (issue 25 §3, ADR 0096): sandbox direct deposits, paycheck rules (CRUD, checks,
 * preview) and their runs, once per deposit. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (real
 * concurrency: the pool gives each concurrent call its own connection).
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { buildApp } from '../../app';
import { openPostgres } from '../../platform/db/client';
import { activities, directDeposits, ledgerEntries, notifications, paycheckRuns, qubes, users } from '../../platform/db/schema';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { fromCents, toCents } from '@qube/contract/core/money';
import { callerOf, ledgerViolations, linkBank, setupTestApi } from '../../test/helpers';
import { runPaycheckRule } from './paycheckAllocation';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Line = { kind: string; qube_id?: number | null; amount?: string | number | null; percent?: string | number | null };

const qubeIds = async (accountId: number) => {
  const rows = await api.database.db.select({ id: qubes.id, name: qubes.name }).from(qubes).where(eq(qubes.accountId, accountId));
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, number>;
};
const balances = async (accountId: number) => {
  const rows = (await api.database.db.execute(sql`select pocket, balance::text as balance from pocket_balances where account_id = ${accountId}`)) as unknown as { rows: { pocket: number; balance: string }[] };
  return new Map(rows.rows.map((row) => [Number(row.pocket), toCents(row.balance)]));
};
const totalCents = async (accountId: number) => [...(await balances(accountId)).values()].reduce((a, b) => a + b, 0n);
const saveRule = (user: Login, body: Record<string, unknown>) => api.call('POST', `/api/accounts/${user.accountId}/paycheck-rules/`, { token: user.token, body });
const land = (accountId: number, body: Record<string, unknown>) => api.call('POST', '/api/dev/direct-deposits/', { body: { account_id: accountId, ...body } });
const rule = (lines: Line[], extra: Record<string, unknown> = {}) => ({ payer_name: 'Acme Corp', payer_match: 'contains', amount_min: '1000', amount_max: '5000', lines, ...extra });

describe('paycheck rules (issue 25 §3)', () => {
  it('PAY-01 a rule is saved, listed, changed and deleted; each bad field answers 400 with its own message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    const bad = await saveRule(alex, {
      payer_name: '  ', payer_match: 'starts', amount_min: '100', amount_max: '50',
      lines: [{ kind: 'fixed', qube_id: q.Rent, amount: '0' }, { kind: 'percent', qube_id: q.Rent, percent: '101' }, { kind: 'split', qube_id: null }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      payer_name: 'Enter the payer’s name as it appears on the deposit.',
      payer_match: 'Choose how the name matches: contains or equals.',
      amount_max: 'The largest amount must be at least the smallest.',
      'lines.0.amount': 'Amount must be greater than 0.',
      'lines.1.qube_id': 'This qube is already in the plan.',
      'lines.1.percent': 'Enter a percentage from 0.01 to 100.',
      'lines.2.kind': 'Choose a fixed amount, fill to budget or a percentage.',
      'lines.2.qube_id': 'Choose a qube.',
    });
    expect(bad.json().fallback_message).toBe('Enter the payer’s name as it appears on the deposit.');
    expect((await saveRule(alex, rule([]))).json().fields.lines).toBe('Add at least one line to the plan.');
    const over = await saveRule(alex, rule([{ kind: 'percent', qube_id: q.Rent, percent: 60 }, { kind: 'percent', qube_id: q.Groceries, percent: '40.01' }]));
    expect(over.json().fields['lines.1.percent']).toBe('The percentages add up to more than 100%.');
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await saveRule(alex, rule([{ kind: 'fixed', qube_id: (await qubeIds(other.accountId)).Rent ?? 0, amount: '5' }]));
    expect(foreign.json().fields['lines.0.qube_id']).toBe('Choose one of this account’s qubes.');

    const created = await saveRule(alex, rule([{ kind: 'fixed', qube_id: q.Rent, amount: 600 }, { kind: 'fill_to_budget', qube_id: q.Groceries }, { kind: 'percent', qube_id: q.Vacation, percent: '10' }]));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ payer_name: 'Acme Corp', payer_match: 'contains', amount_min: '1000.00', amount_max: '5000.00', is_active: true });
    expect(saved.lines).toEqual([
      { kind: 'fixed', qube_id: q.Rent, qube_name: 'Rent', qube_archived: false, amount: '600.00', percent: null },
      { kind: 'fill_to_budget', qube_id: q.Groceries, qube_name: 'Groceries', qube_archived: false, amount: null, percent: null },
      { kind: 'percent', qube_id: q.Vacation, qube_name: 'Vacation', qube_archived: false, amount: null, percent: '10.00' },
    ]);
    const changed = await api.call('PUT', `/api/accounts/${alex.accountId}/paycheck-rules/${saved.id}/`, { token: alex.token, body: rule([{ kind: 'fixed', qube_id: q.Phone, amount: '45' }], { payer_match: 'equals', amount_max: null, is_active: false }) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ payer_match: 'equals', amount_max: null, is_active: false });
    const list = await api.call('GET', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token });
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([saved.id]);
    // Another person's account is not found; another account's rule id neither.
    expect((await api.call('GET', `/api/accounts/${other.accountId}/paycheck-rules/`, { token: alex.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/accounts/${other.accountId}/paycheck-rules/${saved.id}/`, { token: other.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/accounts/${alex.accountId}/paycheck-rules/${saved.id}/`, { token: alex.token })).statusCode).toBe(204);
    expect((await api.call('GET', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token })).json().results).toEqual([]);
  });

  it('PAY-02 changing a rule needs the auto-funding permission (internal transfers): refused without web_move_money_internal', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    await api.database.db.update(users).set({ featureFlags: { ...row?.featureFlags, web_move_money_internal: false } }).where(eq(users.email, alex.email));
    const denied = await saveRule(alex, rule([{ kind: 'fixed', qube_id: q.Rent, amount: '5' }]));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
    expect((await api.call('GET', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token })).statusCode).toBe(200);
  });

  it('PAY-03 a sandbox direct deposit lands once per deposit id: one balanced movement into Cloud, a notification, the live update', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = await balances(alex.accountId);
    const published: number[] = [];
    const unsubscribe = api.database.events.subscribe((accountId) => published.push(accountId));
    const first = await land(alex.accountId, { payer_name: 'Globex Payroll', amount: '1234.56', deposit_id: 'dd_once_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ deposit_id: 'dd_once_1', status: 'landed', amount: '1234.56', allocation: null });
    const again = await land(alex.accountId, { payer_name: 'Globex Payroll', amount: '1234.56', deposit_id: 'dd_once_1' });
    expect(again.json()).toMatchObject({ status: 'already_landed', activity_id: first.json().activity_id });
    const after = await balances(alex.accountId);
    expect((after.get(0) ?? 0n) - (before.get(0) ?? 0n)).toBe(123456n);
    const [activity] = await api.database.db.select().from(activities).where(eq(activities.id, first.json().activity_id));
    expect(activity).toMatchObject({ transactionType: 'ach_deposit', title: 'Direct Deposit', merchantName: 'Globex Payroll', sourceType: 'direct_deposit', result: 'success' });
    const landedNotes = await api.database.db.select().from(notifications).where(and(eq(notifications.accountId, alex.accountId), eq(notifications.activityId, first.json().activity_id)));
    expect(landedNotes.map((n) => [n.type, n.title, n.body])).toEqual([['received_ach_transfer', 'Direct deposit received', '$1234.56 from Globex Payroll arrived in Cloud.']]);
    // The live update: published once, for the landing (a replay moves nothing and publishes nothing).
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(published.filter((id) => id === alex.accountId)).toEqual([alex.accountId]);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
    // Field checks, and no future date.
    const badInput = await land(alex.accountId, { payer_name: ' ', amount: '0', date: '2999-01-01' });
    expect(badInput.json().fields).toEqual({ amount: 'Amount must be greater than 0.', payer_name: 'This Field is required!', date: 'Date cannot be after today.' });
    expect((await land(999_999, { payer_name: 'X', amount: '1' })).statusCode).toBe(404);
  });

  it('PAY-04 the development route exists only when development or test is asked for: production has none', async () => {
    const production = await buildApp(api.database, { env: 'production', processEnv: {} });
    try {
      const answer = await callerOf(production)('POST', '/api/dev/direct-deposits/', { body: { account_id: 1, payer_name: 'X', amount: '1' } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('PAY-05 a matching direct deposit runs the plan in order: fixed, fill to budget, percent, the rest to Cloud, each a balanced paycheck_allocation movement', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    await saveRule(alex, rule([{ kind: 'fixed', qube_id: q.Rent, amount: '600' }, { kind: 'fill_to_budget', qube_id: q.Groceries }, { kind: 'percent', qube_id: q['Emergency Fund'], percent: '12.5' }], { payer_name: 'acme corp' }));
    const before = await balances(alex.accountId);
    const landed = await land(alex.accountId, { payer_name: 'ACME  Corp Payroll', amount: '2400.00' });
    const allocation = landed.json().allocation;
    // Groceries: budget 400.00, balance 320.00 → 80.00; 12.5% of 2400.00 = 300.00.
    expect(allocation.lines.map((l: { qube_name: string; allocated: string; short_reason: string | null }) => [l.qube_name, l.allocated, l.short_reason])).toEqual([
      ['Rent', '600.00', null], ['Groceries', '80.00', null], ['Emergency Fund', '300.00', null],
    ]);
    expect(allocation).toMatchObject({ to_qubes: '980.00', to_cloud: '1420.00' });
    const after = await balances(alex.accountId);
    expect((after.get(0) ?? 0n) - (before.get(0) ?? 0n)).toBe(142000n);
    expect((after.get(q.Rent ?? 0) ?? 0n) - (before.get(q.Rent ?? 0) ?? 0n)).toBe(60000n);
    expect((after.get(q.Groceries ?? 0) ?? 0n) - (before.get(q.Groceries ?? 0) ?? 0n)).toBe(8000n);
    const moves = await api.database.db.select().from(activities).where(and(eq(activities.accountId, alex.accountId), eq(activities.sourceType, 'paycheck_allocation')));
    expect(moves).toHaveLength(6);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
    const [done] = await api.database.db.select().from(notifications).where(and(eq(notifications.accountId, alex.accountId), eq(notifications.title, 'Paycheck allocated')));
    expect(done?.body).toBe('Your $2400.00 paycheck: $600.00 to Rent, $80.00 to Groceries, $300.00 to Emergency Fund; $1420.00 stayed in Cloud.');
    // Out of the range, or another payer: it lands, nothing is allocated.
    expect((await land(alex.accountId, { payer_name: 'Acme Corp', amount: '999.99' })).json().allocation).toBeNull();
    expect((await land(alex.accountId, { payer_name: 'Initech', amount: '2400' })).json().allocation).toBeNull();
  });

  it('PAY-06 what cannot be allocated (the paycheck used up, an archived qube) stays in Cloud with an alert that says what and why', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    await saveRule(alex, rule([{ kind: 'fixed', qube_id: q['Fun Money'], amount: '50' }, { kind: 'fixed', qube_id: q.Rent, amount: '1100' }, { kind: 'percent', qube_id: q.Vacation, percent: 50 }], { amount_min: '0', amount_max: null, payer_match: 'equals', payer_name: 'Acme Corp' }));
    await api.database.db.update(qubes).set({ isArchived: true }).where(eq(qubes.id, q['Fun Money'] ?? 0));
    const landed = (await land(alex.accountId, { payer_name: 'acme corp', amount: '1200.00' })).json();
    expect(landed.allocation.lines.map((l: { allocated: string; short_reason: string | null; message: string | null }) => [l.allocated, l.short_reason, l.message])).toEqual([
      ['0.00', 'qube_archived', '$50.00 for Fun Money stayed in Cloud: the qube is archived.'],
      ['1100.00', null, null],
      ['100.00', 'paycheck_used_up', '$500.00 for Vacation stayed in Cloud: the paycheck was used up.'],
    ]);
    expect(landed.allocation).toMatchObject({ to_qubes: '1200.00', to_cloud: '0.00' });
    const [alert] = await api.database.db.select().from(notifications).where(and(eq(notifications.accountId, alex.accountId), eq(notifications.title, 'Paycheck not fully allocated')));
    expect(alert?.type).toBe('warning_message');
    expect(alert?.body).toBe('Your $1200.00 paycheck: $50.00 for Fun Money stayed in Cloud: the qube is archived. $500.00 for Vacation stayed in Cloud: the paycheck was used up. Allocated: $1100.00 to Rent, $100.00 to Vacation; $0.00 stayed in Cloud.');
  });

  it('PAY-07 a bank deposit from a matching payer runs the rule when it settles, once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    const bank = await linkBank(api.database.db, alex.accountId);
    await saveRule(alex, rule([{ kind: 'fixed', qube_id: q.Phone, amount: '45' }], { payer_name: 'Tartan', amount_min: '10', amount_max: '20' }));
    const started = await api.call('POST', '/api/deposits/ach-deposits/', {
      token: alex.token, body: { account_id: alex.accountId, plaid_account: bank.id, amount: '15.00', recurring: 'none', scheduled_date: 'today', idempotency_key: crypto.randomUUID() },
    });
    expect(started.statusCode).toBeLessThan(300);
    const advance = () => api.call('POST', '/api/dev/sandbox-bank/advance', { body: { minutes: 60 * 24 * 7, account_id: alex.accountId } });
    await Promise.all([advance(), advance()]);
    const runs = await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId));
    expect(runs.map((r) => [r.toQubes, r.toCloud])).toEqual([['15.00', '0.00']]);
    expect(runs[0]?.lines[0]).toMatchObject({ allocated: '15.00', short_reason: 'paycheck_used_up' });
  });

  it('PAY-08 concurrent deliveries of one deposit land it once and run its rule once; concurrent runs of one landed deposit make one run', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    await saveRule(alex, rule([{ kind: 'fixed', qube_id: q.Rent, amount: '100' }]));
    const start = await totalCents(alex.accountId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => land(alex.accountId, { payer_name: 'Acme Corp', amount: '2000.00', deposit_id: 'dd_race_1' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().status === 'landed')).toHaveLength(1);
    expect(await api.database.db.select().from(directDeposits).where(eq(directDeposits.providerDepositId, 'dd_race_1'))).toHaveLength(1);
    expect(await totalCents(alex.accountId)).toBe(start + 200000n);
    const activityId = answers[0]?.json().activity_id as number;
    // The deposit's rule again, from several transactions at once (another instance's run of the same deposit).
    const again = await Promise.all(Array.from({ length: 4 }, () => inTransaction(api.database.db, async (tx) => {
      await lockAccount(tx, alex.accountId);
      return runPaycheckRule(tx, { accountId: alex.accountId, activityId, amountCents: 200000n, payerNames: ['Acme Corp'] }, new Date());
    })));
    expect(again.every((run) => run === null)).toBe(true);
    expect(await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.depositActivityId, activityId))).toHaveLength(1);
    expect(await api.database.db.select().from(activities).where(and(eq(activities.accountId, alex.accountId), eq(activities.sourceType, 'paycheck_allocation')))).toHaveLength(2);
  });

  it('PAY-09 property: any sequence of deliveries (repeats included, a reused id with other content refused), rule changes and archived qubes keeps the ledger balanced and Cloud + qubes = start + deposits', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    const targets = [q.Rent, q.Groceries, q['Dining Out'], q.Vacation, q['Fun Money']].filter((id): id is number => id !== undefined);
    const start = await totalCents(alex.accountId);
    let deposited = 0n;
    const landedIds = new Set<string>();
    const sent = new Map<string, { payer_name: string; amount: string; deposit_id: string }>();
    const op = fc.oneof(
      fc.record({ type: fc.constant('land' as const), cents: fc.integer({ min: 1, max: 500_000 }), id: fc.integer({ min: 1, max: 8 }), payer: fc.constantFrom('Acme Corp Payroll', 'acme corp', 'Other Inc') }),
      fc.record({
        type: fc.constant('rule' as const),
        lines: fc.uniqueArray(fc.record({ qube: fc.constantFrom(...targets), kind: fc.constantFrom('fixed', 'fill_to_budget', 'percent'), value: fc.integer({ min: 1, max: 60 }) }), { minLength: 1, maxLength: 4, selector: (l) => l.qube }),
      }),
      fc.record({ type: fc.constant('archive' as const), qube: fc.constantFrom(...targets) }),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
      for (const step of ops) {
        if (step.type === 'land') {
          const depositId = `prop_${alex.accountId}_${step.id}`;
          const delivery = { payer_name: step.payer, amount: fromCents(BigInt(step.cents)), deposit_id: depositId };
          const first = sent.get(depositId);
          // A used deposit id with other content is refused (409 deposit_mismatch) and moves nothing; its true repeat
          // (the first delivery again) answers already_landed.
          if (first && (first.payer_name !== delivery.payer_name || first.amount !== delivery.amount)) {
            const refused = await land(alex.accountId, delivery);
            expect(refused.statusCode).toBe(409);
            expect(refused.json().code).toBe('deposit_mismatch');
          }
          const answer = await land(alex.accountId, first ?? delivery);
          expect(answer.statusCode).toBe(200);
          expect(answer.json().status).toBe(first ? 'already_landed' : 'landed');
          if (answer.json().status === 'landed') {
            sent.set(depositId, delivery);
            deposited += toCents(answer.json().amount);
            landedIds.add(depositId);
          }
        } else if (step.type === 'rule') {
          await api.database.db.execute(sql`delete from paycheck_rules where account_id = ${alex.accountId}`);
          const lines = step.lines.map((l) => ({ kind: l.kind, qube_id: l.qube, amount: l.kind === 'fixed' ? String(l.value * 10) : null, percent: l.kind === 'percent' ? String(l.value % 25 + 1) : null }));
          // Archived qubes are refused when saving; the rule is then simply not replaced.
          await saveRule(alex, rule(lines, { amount_min: '0', amount_max: null }));
        } else {
          await api.database.db.update(qubes).set({ isArchived: true }).where(eq(qubes.id, step.qube));
        }
      }
      expect(await totalCents(alex.accountId)).toBe(start + deposited);
      const violations = await ledgerViolations(api.database.db);
      expect(violations).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
      // Every landed deposit has at most one run, and each run moved exactly its to_qubes.
      const runs = await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId));
      expect(new Set(runs.map((r) => r.depositActivityId)).size).toBe(runs.length);
      for (const run of runs) {
        const moved = await api.database.db.select({ amount: ledgerEntries.amount }).from(ledgerEntries).innerJoin(activities, eq(activities.id, ledgerEntries.activityId))
          .where(and(eq(activities.sourceType, 'paycheck_allocation'), eq(activities.sourceId, run.id), isNull(ledgerEntries.counterparty), inArray(activities.qubeId, targets)));
        expect(moved.reduce((sum, row) => sum + toCents(row.amount), 0n)).toBe(toCents(run.toQubes));
      }
    }), { numRuns: 6 });
    expect(landedIds.size).toBeGreaterThan(0);
  });

  it('PAY-10 the preview shows what the last three matching paychecks would have done, for a saved rule or one being edited', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const q = await qubeIds(alex.accountId);
    const lines = [{ kind: 'fixed', qube_id: q.Rent, amount: '600' }, { kind: 'fill_to_budget', qube_id: q['Dining Out'] }];
    const preview = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/preview/`, { token: alex.token, body: { rule: { payer_name: 'Acme Corp Payroll', payer_match: 'equals', lines } } });
    expect(preview.statusCode).toBe(200);
    const paychecks = preview.json().paychecks as { amount: string; payer: string; date: string; to_qubes: string; to_cloud: string; lines: { allocated: string }[] }[];
    expect(paychecks).toHaveLength(3);
    expect(paychecks.map((p) => p.payer)).toEqual(['Acme Corp Payroll', 'Acme Corp Payroll', 'Acme Corp Payroll']);
    expect([...paychecks.map((p) => p.date)].sort().reverse()).toEqual(paychecks.map((p) => p.date));
    // Dining Out: budget 150.00, balance 80.00 → 70.00; the rest of 2400.00 to Cloud.
    expect(paychecks[0]).toMatchObject({ amount: '2400.00', to_qubes: '670.00', to_cloud: '1730.00' });
    const saved = (await saveRule(alex, { payer_name: 'Acme', lines })).json();
    const byId = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/preview/`, { token: alex.token, body: { rule_id: saved.id } });
    expect(byId.json().paychecks).toHaveLength(3);
    const none = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/preview/`, { token: alex.token, body: { rule: { payer_name: 'Nobody Pays', lines } } });
    expect(none.json().paychecks).toEqual([]);
    const bad = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/preview/`, { token: alex.token, body: { rule: { payer_name: '', lines: [] } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.payer_name).toBe('Enter the payer’s name as it appears on the deposit.');
    expect((await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/preview/`, { token: alex.token, body: {} })).statusCode).toBe(400);
    // Nothing moved.
    expect(await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId))).toEqual([]);
  });

  // Two API instances on one PostgreSQL database (the scale-out path): PGlite has one process per data folder, so there
  // is no second instance to race with there.
  (process.env.TEST_DATABASE_URL ? it : it.skip)('PAY-20 two instances delivering the same deposit at once land it once and allocate it once', async () => {
    if (!api.databaseUrl) throw new Error('expected a PostgreSQL test database');
    const database = await openPostgres(api.databaseUrl);
    const other = await buildApp(database, { env: 'test', now: api.clock.now, processEnv: {} });
    try {
      const alex = await api.freshLogin('alex@demo.qube');
      const q = await qubeIds(alex.accountId);
      await saveRule(alex, rule([{ kind: 'fixed', qube_id: q.Rent, amount: '250' }, { kind: 'percent', qube_id: q.Vacation, percent: '10' }]));
      const start = await totalCents(alex.accountId);
      const body = { account_id: alex.accountId, payer_name: 'Acme Corp Payroll', amount: '2400.00', deposit_id: 'dd_two_instances' };
      const callOther = callerOf(other);
      const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => (i % 2 === 0 ? api.call : callOther)('POST', '/api/dev/direct-deposits/', { body })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().status === 'landed')).toHaveLength(1);
      expect(await totalCents(alex.accountId)).toBe(start + 240000n);
      const runs = await api.database.db.select().from(paycheckRuns).where(eq(paycheckRuns.accountId, alex.accountId));
      expect(runs.map((r) => r.toQubes)).toEqual(['490.00']);
      expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
    } finally {
      await other.close();
      await database.close();
    }
  });
});
