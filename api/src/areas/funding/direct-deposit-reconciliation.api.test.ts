/**
 * Direct-deposit reconciliation (ADR 0105): the network's report compared with what landed. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { activities, directDepositReconciliations, directDeposits, ledgerEntries, notifications } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import type { CreditReport, ReportedCredit } from '../../platform/providers/directDeposit/directDepositNetwork';
import { sandboxCreditReport, sendSandboxCredit } from '../../platform/providers/directDeposit/sandboxDirectDeposit';
import { CreditReportError, webhookCreditReport } from '../../platform/providers/directDeposit/webhookCreditReport';
import { checkSignature } from '../../platform/providers/directDeposit/webhookSignature';
import { ledgerViolations, setupTestApi } from '../../test/helpers';
import { reconcileDirectDeposits } from './directDepositReconciliation';
import { accountNumbersOf } from './directDeposits';

const api = setupTestApi();
const SECRET = 'whsec-test-0123456789abcdef0123456789abcdef';

const cloudCents = async (accountId: number) => {
  const { rows } = (await api.database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where account_id = ${accountId} and counterparty is null and qube_id is null`)) as unknown as { rows: { total: string }[] };
  return Math.round(Number(rows[0]?.total ?? '0') * 100);
};
const depositRows = (depositId: string) => api.database.db.select().from(directDeposits).where(eq(directDeposits.providerDepositId, depositId));

/** A fresh copy of alex and a sandbox credit to it, sent through the development route (the sandbox network). */
const account = async () => {
  const login = await api.freshLogin('alex@demo.qube');
  const numbers = await accountNumbersOf(api.database.db, login.accountId);
  const send = (depositId: string, amount = '2400.00') =>
    api.call('POST', '/api/dev/direct-deposits/', { body: { account_id: login.accountId, payer_name: 'Acme Corp Payroll', amount, deposit_id: depositId } });
  const line = (depositId: string, extra: Partial<ReportedCredit> = {}): ReportedCredit => ({
    deposit_id: depositId, routing_number: numbers.routingNumber, account_number: numbers.accountNumber, payer_name: 'Acme Corp Payroll',
    amount: '2400.00', effective_date: isoDate(api.clock.now()), ...extra,
  });
  return { ...login, numbers, send, line };
};

describe('direct-deposit reconciliation (ADR 0105)', () => {
  it("ADR 0105 a credit the network took but never delivered lands at the next reconciliation, once, with its notification; the delivered ones are not touched", async () => {
    const alex = await account();
    const before = await cloudCents(alex.accountId);
    const delivered = await alex.send('dd_delivered_1', '100.00');
    expect(delivered.json()).toMatchObject({ status: 'landed' });
    const lost = await alex.send('lost_paycheck_1');
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toEqual({ deposit_id: 'lost_paycheck_1', status: 'delivery_lost', activity_id: null, amount: '2400.00', allocation: null });
    expect(await depositRows('lost_paycheck_1')).toHaveLength(0);
    expect(await cloudCents(alex.accountId)).toBe(before + 10_000);

    const first = await api.call('POST', '/api/dev/direct-deposits/reconcile');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ network: 'sandbox', counts: { landed_late: 1, unlandable: 0, mismatched: 0, unreported: 0, invalid: 0 }, details: { landed_late: ['lost_paycheck_1'] } });
    expect(await cloudCents(alex.accountId)).toBe(before + 10_000 + 240_000);
    const [row] = await depositRows('lost_paycheck_1');
    expect(row).toMatchObject({ accountId: alex.accountId, provider: 'sandbox', amount: '2400.00', payerName: 'Acme Corp Payroll' });
    const entries = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, row?.activityId ?? -1));
    expect(entries.map((e) => e.amount)).toEqual(['2400.00']);
    const [note] = await api.database.db.select().from(notifications).where(and(eq(notifications.accountId, alex.accountId), eq(notifications.activityId, row?.activityId ?? -1)));
    expect(note).toMatchObject({ title: 'Direct deposit received', amount: '2400.00' });

    // Again, and a late delivery of it afterwards: nothing moves twice.
    const again = await api.call('POST', '/api/dev/direct-deposits/reconcile');
    expect(again.json()).toMatchObject({ counts: { landed_late: 0, unlandable: 0, mismatched: 0, unreported: 0, invalid: 0 } });
    expect(await cloudCents(alex.accountId)).toBe(before + 10_000 + 240_000);
    expect(await depositRows('lost_paycheck_1')).toHaveLength(1);
    expect(await ledgerViolations(api.database.db)).toEqual({ unbalanced: [], emptyMovements: 0, driftedBalances: 0 });
    const recorded = await api.database.db.select().from(directDepositReconciliations).orderBy(desc(directDepositReconciliations.id)).limit(2);
    expect(recorded.map((r) => r.landedLate)).toEqual([0, 1]);
  });

  it('ADR 0105 finds what must not be: a landed deposit the report does not list, one it lists otherwise, a line that fails the checks, numbers no account has; nothing of them moves', async () => {
    const alex = await account();
    expect((await alex.send('dd_unreported')).json()).toMatchObject({ status: 'landed' });
    expect((await alex.send('dd_other_amount')).json()).toMatchObject({ status: 'landed' });
    const cloud = await cloudCents(alex.accountId);
    const sandbox = sandboxCreditReport(api.database.db);
    // The network's report, edited as a faulty (or dishonest) one would be: everything else it took, as it is.
    const report: CreditReport = {
      network: 'sandbox',
      creditsBetween: async (from, to) => [
        ...(await sandbox.creditsBetween(from, to)).filter((line) => line.deposit_id !== 'dd_unreported' && line.deposit_id !== 'dd_other_amount'),
        alex.line('dd_other_amount', { amount: '2500.00' }),
        alex.line('dd_bad_amount', { amount: '12,00' }),
        alex.line('dd_nobody', { account_number: '00000000000000001' }),
        alex.line('dd_twice', { amount: '1.00' }),
        alex.line('dd_twice', { amount: '1.00' }),
      ],
    };
    const logged: string[] = [];
    const [result] = await reconcileDirectDeposits(api.database, api.clock.now(), [report], (line) => void logged.push(line));
    expect(result?.counts).toEqual({ landed_late: 1, unlandable: 1, mismatched: 1, unreported: 1, invalid: 2 });
    expect(result?.details).toEqual({ landed_late: ['dd_twice'], unlandable: ['dd_nobody'], mismatched: ['dd_other_amount'], unreported: ['dd_unreported'], invalid: ['dd_bad_amount', 'dd_twice'] });
    // Only the one well-formed credit it had never delivered (dd_twice, once) moved money.
    expect(await cloudCents(alex.accountId)).toBe(cloud + 100);
    expect(await depositRows('dd_nobody')).toHaveLength(0);
    expect((await depositRows('dd_other_amount'))[0]?.amount).toBe('2400.00');
    expect(logged).toEqual([expect.stringMatching(/^direct-deposit reconciliation \(sandbox, \d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}\): landed_late 1, unlandable 1, mismatched 1, unreported 1, invalid 2$/)]);
    const [row] = await api.database.db.select().from(directDepositReconciliations).orderBy(desc(directDepositReconciliations.id)).limit(1);
    expect(row).toMatchObject({ network: 'sandbox', landedLate: 1, unlandable: 1, mismatched: 1, unreported: 1, invalid: 2, details: result?.details });
  });

  it("ADR 0105 compares only the window's effective dates: a deposit older than ten days is neither reported nor unreported", async () => {
    const alex = await account();
    const old = isoDate(new Date(api.clock.now().getTime() - 12 * 86_400_000));
    const sent = await api.call('POST', '/api/dev/direct-deposits/', { body: { account_id: alex.accountId, payer_name: 'Acme Corp Payroll', amount: '5.00', deposit_id: 'dd_old_one', date: old } });
    expect(sent.json()).toMatchObject({ status: 'landed' });
    const report: CreditReport = { network: 'sandbox', creditsBetween: async () => [] };
    const [result] = await reconcileDirectDeposits(api.database, api.clock.now(), [report], () => undefined);
    expect(result?.details.unreported).not.toContain('dd_old_one');
    expect(result?.from).toBe(isoDate(new Date(api.clock.now().getTime() - 10 * 86_400_000)));
    expect(result?.to).toBe(isoDate(new Date(api.clock.now().getTime() + 7 * 86_400_000)));
  });
});

describe('the sandbox network (ADR 0105)', () => {
  it('ADR 0105 a credit refused at its first delivery is returned (its report no longer lists it); a refused repeat keeps the first record', async () => {
    const alex = await account();
    const today = isoDate(api.clock.now());
    const order = (depositId: string) => ({ routingNumber: alex.numbers.routingNumber, accountNumber: alex.numbers.accountNumber, payerName: 'Acme Corp Payroll', amount: '10.00', effectiveDate: today, depositId });
    const refuse = async (): Promise<never> => {
      throw new Error('refused');
    };
    await expect(sendSandboxCredit(api.database.db, order('sbx_refused_1'), refuse)).rejects.toThrow('refused');
    expect((await alex.send('sbx_landed_1', '10.00')).json()).toMatchObject({ status: 'landed' });
    await expect(sendSandboxCredit(api.database.db, order('sbx_landed_1'), refuse)).rejects.toThrow('refused');
    const listed = (await sandboxCreditReport(api.database.db).creditsBetween(today, today)).map((line) => line.deposit_id);
    expect(listed).toContain('sbx_landed_1');
    expect(listed).not.toContain('sbx_refused_1');
  });
});

describe("the bank partner's report over HTTP (ADR 0105)", () => {
  type Seen = { url: string; signature: string | undefined };
  let server: http.Server;
  let seen: Seen[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"credits":[]}' };
  let base = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ url: request.url ?? '', signature: request.headers['qube-signature'] as string | undefined });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
  });

  const reportAt = () => webhookCreditReport({ url: new URL(`${base}/v1/credits`), secret: SECRET, now: api.clock.now });

  it("ADR 0105 asks with the window and a signature the partner can check; a delivery the webhook never brought lands against the webhook's clearing", async () => {
    const alex = await account();
    const cloud = await cloudCents(alex.accountId);
    const line = alex.line('whk_never_delivered', { amount: '812.34' });
    answer = { status: 200, body: JSON.stringify({ credits: [line, { deposit_id: 'whk_broken', amount: 5 }] }) };
    const [result] = await reconcileDirectDeposits(api.database, api.clock.now(), [reportAt()], () => undefined);
    expect(result?.counts).toMatchObject({ landed_late: 1, invalid: 1 });
    expect(result?.details.invalid).toEqual(['whk_broken']);
    expect(await cloudCents(alex.accountId)).toBe(cloud + 81_234);
    const [row] = await depositRows('whk_never_delivered');
    expect(row?.provider).toBe('webhook');
    const clearing = await api.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.movementId, (await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.activityId, row?.activityId ?? -1)))[0]?.movementId ?? -1)));
    expect(clearing.map((e) => [e.amount, e.counterparty]).sort()).toEqual([['-812.34', 'clearing:direct_deposit_webhook'], ['812.34', null]]);
    expect(await api.database.db.select().from(activities).where(eq(activities.id, row?.activityId ?? -1))).toHaveLength(1);

    // What the partner received: the window in the query, signed as "<t>.GET <path>?<query>" with the shared secret.
    expect(seen).toHaveLength(1);
    const { url, signature } = seen[0] ?? { url: '', signature: undefined };
    expect(url).toBe(`/v1/credits?from=${result?.from}&to=${result?.to}`);
    expect(checkSignature(signature, Buffer.from(`GET ${url}`), SECRET, api.clock.now())).toBeNull();
    expect(checkSignature(signature, Buffer.from(`GET ${url}`), 'another-secret-0123456789abcdef012345', api.clock.now())).toBe('mismatch');
  });

  it('ADR 0105 an answer that is not a report fails the reconciliation (its job is retried) and moves nothing', async () => {
    for (const bad of [{ status: 500, body: '{}' }, { status: 200, body: 'not json' }, { status: 200, body: '{"credits":{}}' }, { status: 302, body: '' }]) {
      answer = bad;
      await expect(reportAt().creditsBetween('2026-01-01', '2026-01-02')).rejects.toBeInstanceOf(CreditReportError);
    }
    const unreachable = webhookCreditReport({ url: new URL('http://127.0.0.1:9/credits'), secret: SECRET, now: api.clock.now });
    const before = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(directDepositReconciliations);
    await expect(reconcileDirectDeposits(api.database, api.clock.now(), [unreachable], () => undefined)).rejects.toBeInstanceOf(CreditReportError);
    expect(await api.database.db.select({ n: sql<number>`count(*)::int` }).from(directDepositReconciliations)).toEqual(before);
  });
});
