import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { accountMembers, accountPlans, accounts, ledgerEntries, notifications, planChanges, planInvoiceLines, planInvoices, users } from '../../platform/db/schema';
import type { Mailer, OutgoingMessage } from '../../platform/mail/mailer';
import { isoDate } from '../../platform/dates';
import { coversOutgoing, openMovement, postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { commissionTarget, recordCollected } from './planCommissions';
import {
  addDaysIso, baseFeeCents, billingPeriod, isFreePeriod, LITE_FREE_QUBES, liteQubeFeeCents, planEntry, prorate, usd, type BillingPeriod,
} from './plans';
import { billingOf, litePeakOf, noteLiteQubes } from './planUsage';
import { inTransaction } from '../../platform/db/transactions';

/**
 * Plan billing (issue 22 §2; docs/adr/0082-plan-billing.md). At each billing anchor an account gets one invoice for the
 * period starting there: the plan's fee in advance, and the previous period's Lite qubes beyond three in arrears.
 * It is charged from Cloud as one movement against `fees:plan`, or else past due: retried daily, the person told (a
 * notification and an e-mail), and after GRACE_DAYS the account moves to Lite with its qubes and the invoice is void.
 */

export const PLAN_FEES_COUNTERPARTY = 'fees:plan';
/** Days after the anchor an unpaid invoice is retried before the account moves to Lite. */
export const GRACE_DAYS = 14;

export type InvoiceRow = typeof planInvoices.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;
/** A mail to send once the transaction that decided it has committed. */
export type BillingNotice = OutgoingMessage;

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const periodWords = (start: string, end: string) => `${longDate(start)} – ${longDate(end)}`;

/** The primary member's e-mail: where billing mail goes. */
const primaryEmail = async (db: Db, accountId: number) => {
  const [row] = await db.select({ email: users.email }).from(accountMembers).innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.role, 'primary'))).orderBy(asc(accountMembers.id)).limit(1);
  return row?.email ?? null;
};

/**
 * Moves `cents` between Cloud and plan fees as one balanced movement (a charge when positive, a refund when negative):
 * the Cloud activity and its `fees:plan` counterparty entry. The caller checked that Cloud holds a charge.
 */
export const postPlanMovement = async (db: Db, input: { accountId: number; cents: bigint; title: string; description: string; at: Date; userId: number | null }) => {
  const movementId = await openMovement(db, input.accountId, input.at);
  const posted = await postActivity(db, {
    accountId: input.accountId, qubeId: null, transactionType: 'other', amount: -input.cents, title: input.title,
    description: input.description, merchantName: 'Qube', at: input.at, userId: input.userId, movementId,
  });
  await db.insert(ledgerEntries).values({
    accountId: input.accountId, qubeId: null, amount: fromCents(input.cents), activityId: null, movementId, counterparty: PLAN_FEES_COUNTERPARTY, createdAt: input.at,
  });
  return posted.id;
};

const invoiceOf = async (db: Db, accountId: number, periodStart: string) => {
  const [row] = await db.select().from(planInvoices).where(and(eq(planInvoices.accountId, accountId), eq(planInvoices.periodStart, periodStart))).limit(1);
  return row ?? null;
};

const dueCents = (invoice: Pick<InvoiceRow, 'planFee' | 'qubeFee'>) => toCents(invoice.planFee) + toCents(invoice.qubeFee);

/** What the anchor of `period` charges: the plan's fee (unless free) and the previous period's Lite qubes beyond three. */
export const anchorCharge = async (db: Db, account: Pick<AccountRow, 'id' | 'plan'>, billing: { anchor: string; freeUntil: string | null }, period: BillingPeriod) => {
  const previous = billingPeriod(billing.anchor, addDaysIso(period.start, -1));
  const isFree = isFreePeriod(period.start, billing.freeUntil);
  const peak = isFreePeriod(previous.start, billing.freeUntil) ? 0 : await litePeakOf(db, account.id, previous.start);
  return {
    isFree,
    planFeeCents: isFree ? 0n : baseFeeCents(account.plan),
    extraQubes: Math.max(0, peak - LITE_FREE_QUBES),
    qubeFeeCents: liteQubeFeeCents(peak),
    previous,
  };
};

/**
 * The invoice of the period holding `now`, made and charged if the anchor has not been billed yet (the account locked by
 * the caller). Idempotent: the unique (account, period) index means a second caller, here or on another instance,
 * finds the first one's invoice and charges nothing.
 */
export const billPeriod = async (db: Db, account: AccountRow, now: Date): Promise<{ invoice: InvoiceRow; notices: BillingNotice[] }> => {
  const billing = await billingOf(db, account);
  const period = billingPeriod(billing.anchor, isoDate(now));
  const existing = await invoiceOf(db, account.id, period.start);
  if (existing) return { invoice: existing, notices: [] };
  const charge = await anchorCharge(db, account, billing, period);
  // A Lite account's usage of the new period starts at the qubes it holds now.
  if (account.plan === 'lite') await noteLiteQubes(db, account.id, period.start);
  const partner = await commissionTarget(db, account.id);
  const due = charge.planFeeCents + charge.qubeFeeCents;
  const [inserted] = await db.insert(planInvoices).values({
    accountId: account.id, periodStart: period.start, periodEnd: period.end, plan: account.plan,
    status: due > 0n ? 'open' : charge.isFree ? 'free' : 'paid',
    planFee: fromCents(charge.planFeeCents), qubeFee: fromCents(charge.qubeFeeCents), extraQubes: charge.extraQubes,
    // The grace period runs from the first attempt (the anchor, unless billing ran late).
    graceUntil: due > 0n ? addDaysIso(isoDate(now), GRACE_DAYS) : null,
    paidAt: due > 0n ? null : now,
    partnerUserId: partner?.partnerUserId ?? null, commissionRate: partner?.rate ?? null,
    createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning();
  if (!inserted) {
    const raced = await invoiceOf(db, account.id, period.start);
    if (!raced) throw new Error('plan invoice vanished');
    return { invoice: raced, notices: [] };
  }
  const name = planEntry(account.plan).displayName;
  const lines = [
    { kind: 'plan_fee', description: `${name} plan, ${periodWords(period.start, period.end)}${charge.isFree ? ' (free days)' : ''}`, amount: charge.planFeeCents },
    ...(charge.qubeFeeCents > 0n ? [{
      kind: 'qube_fee', amount: charge.qubeFeeCents,
      description: `Lite: ${charge.extraQubes} qube${charge.extraQubes === 1 ? '' : 's'} beyond ${LITE_FREE_QUBES}, ${periodWords(charge.previous.start, charge.previous.end)}`,
    }] : []),
  ];
  await db.insert(planInvoiceLines).values(lines.map((l) => ({ invoiceId: inserted.id, kind: l.kind, description: l.description, amount: fromCents(l.amount), createdAt: now })));
  if (due === 0n) return { invoice: inserted, notices: [] };
  return attemptCollection(db, inserted, account, now);
};

const notify = async (db: Db, accountId: number, title: string, body: string, amountCents: bigint, at: Date, activityId: number | null = null) => {
  await db.insert(notifications).values({ accountId, type: activityId ? 'info' : 'insufficient_funds', title, body, amount: fromCents(amountCents), activityId, createdAt: at });
};

/**
 * Tries to collect an unpaid invoice from Cloud (the account locked by the caller): all of it or nothing. Paid: one
 * movement, the invoice paid, the partner's commission. Not: past due until tomorrow's retry; the first failure tells
 * the person; a failure on or after grace_until voids the invoice and moves the account to Lite, qubes kept.
 */
export const attemptCollection = async (db: Db, invoice: InvoiceRow, account: AccountRow, now: Date): Promise<{ invoice: InvoiceRow; notices: BillingNotice[] }> => {
  const due = dueCents(invoice);
  const today = isoDate(now);
  const words = periodWords(invoice.periodStart, invoice.periodEnd);
  const name = planEntry(invoice.plan).displayName;
  const notices: BillingNotice[] = [];
  const email = await primaryEmail(db, account.id);
  // Cloud and the account's total must both cover it (issue 22 §3): a negative qube never lets a fee spend money twice.
  if ((await coversOutgoing(db, account.id, null, due)).ok) {
    const activityId = await postPlanMovement(db, {
      accountId: account.id, cents: due, title: `${name} plan fee`, description: `Plan fee for ${words}`, at: now, userId: null,
    });
    await db.update(planInvoices).set({ status: 'paid', paidAt: now, activityId, attempts: invoice.attempts + 1, nextAttemptOn: null, updatedAt: now })
      .where(eq(planInvoices.id, invoice.id));
    await db.update(planInvoiceLines).set({ activityId }).where(and(eq(planInvoiceLines.invoiceId, invoice.id), sql`${planInvoiceLines.kind} in ('plan_fee', 'qube_fee')`));
    // A fee cut to the days used by a plan change (pastDueOnChange) pays for days gone by: nothing of it is refundable.
    const refundable = (await wasCutOnChange(db, invoice.id)) ? 0n : toCents(invoice.planFee);
    await recordCollected(db, invoice, { paidCents: due, refundedCents: 0n, refundableCents: refundable, at: now });
    if (invoice.attempts > 0) {
      await notify(db, account.id, 'Plan fee paid', `${usd(due)} for your ${name} plan (${words}) was taken from your Cloud.`, due, now, activityId);
      if (email) notices.push({ to: email, subject: 'Your Qube plan fee is paid', body: `Thank you: ${usd(due)} for your ${name} plan (${words}) was taken from your Cloud.` });
    }
    return { invoice: await reread(db, invoice.id), notices };
  }
  const graceUntil = invoice.graceUntil ?? addDaysIso(today, GRACE_DAYS);
  if (today >= graceUntil) {
    await db.update(planInvoices).set({ status: 'void', attempts: invoice.attempts + 1, nextAttemptOn: null, updatedAt: now }).where(eq(planInvoices.id, invoice.id));
    if (account.plan !== 'lite') {
      await db.update(accounts).set({ plan: 'lite' }).where(eq(accounts.id, account.id));
      await db.insert(planChanges).values({ accountId: account.id, userId: null, fromPlan: account.plan, toPlan: 'lite', charge: '0.00', credit: '0.00', activityId: null, createdAt: now });
      const billing = await billingOf(db, account);
      await noteLiteQubes(db, account.id, billingPeriod(billing.anchor, today).start);
    }
    const body = `${usd(due)} for your ${name} plan (${words}) could not be taken from your Cloud within ${GRACE_DAYS} days, so your account is now on Lite. `
      + `Your qubes are kept: the first ${LITE_FREE_QUBES} are free, then $1.00 per qube a month.`;
    await notify(db, account.id, 'Your plan is now Lite', body, due, now);
    if (email) notices.push({ to: email, subject: 'Your Qube plan is now Lite', body });
    return { invoice: await reread(db, invoice.id), notices };
  }
  await db.update(planInvoices).set({ status: 'past_due', attempts: invoice.attempts + 1, graceUntil, nextAttemptOn: addDaysIso(today, 1), updatedAt: now })
    .where(eq(planInvoices.id, invoice.id));
  if (invoice.attempts === 0) {
    const body = `Your Cloud balance is too low for the ${usd(due)} fee of your ${name} plan (${words}). Add money to Cloud: we try again every day, `
      + `and on ${longDate(graceUntil)} your account moves to Lite.`;
    await notify(db, account.id, 'Plan fee past due', body, due, now);
    if (email) notices.push({ to: email, subject: 'Your Qube plan fee is past due', body });
  }
  return { invoice: await reread(db, invoice.id), notices };
};

/** Whether a plan change cut this invoice's past-due fee to the days used (its past_due_credit line). */
const wasCutOnChange = async (db: Db, invoiceId: number) =>
  (await db.select({ id: planInvoiceLines.id }).from(planInvoiceLines)
    .where(and(eq(planInvoiceLines.invoiceId, invoiceId), eq(planInvoiceLines.kind, PAST_DUE_CREDIT))).limit(1)).length > 0;

/** The line kind of the part of a past-due fee a plan change leaves unowed. */
const PAST_DUE_CREDIT = 'past_due_credit';

/** What a past-due invoice still asks after a plan change today, and the old plan's days used it is cut to. */
export type PastDueOnChange = { invoice: InvoiceRow; planFeeCents: bigint; dueCents: bigint; daysUsed: number };

/**
 * The rule of a plan change while the period's invoice is past due (issue 22 §2, docs/adr/0082-plan-billing.md): the
 * old plan is owed only for the days it was used, the days before today, `fee − fee × days_left / days_in_period` (the
 * change's own proration, so the old plan's unused days and the new plan's days never both count); the previous
 * period's Lite qubes stay owed. Null when the invoice is not past due. Reads only: `cutPastDue` writes it.
 */
export const pastDueOnChange = (invoice: InvoiceRow, period: { daysLeft: number; daysInPeriod: number }): PastDueOnChange | null => {
  if (invoice.status !== 'past_due') return null;
  const full = baseFeeCents(invoice.plan);
  const used = full - prorate(full, period.daysLeft, period.daysInPeriod);
  const planFeeCents = used < toCents(invoice.planFee) ? used : toCents(invoice.planFee);
  return { invoice, planFeeCents, dueCents: planFeeCents + toCents(invoice.qubeFee), daysUsed: period.daysInPeriod - period.daysLeft };
};

/**
 * Writes `pastDueOnChange`: the invoice's plan fee becomes the days used, the rest a past_due_credit line (never
 * collected, so nothing is refunded); an invoice left asking nothing is void (nothing owed, nothing collected). The
 * caller then collects what is left with the change, or leaves it past due (retried daily, voided after grace).
 */
export const cutPastDue = async (db: Db, cut: PastDueOnChange, now: Date): Promise<InvoiceRow> => {
  const { invoice } = cut;
  const unowed = toCents(invoice.planFee) - cut.planFeeCents;
  if (unowed > 0n) {
    const name = planEntry(invoice.plan).displayName;
    const days = `${cut.daysUsed} day${cut.daysUsed === 1 ? '' : 's'}`;
    await db.insert(planInvoiceLines).values({
      invoiceId: invoice.id, kind: PAST_DUE_CREDIT, amount: fromCents(-unowed), createdAt: now,
      description: `${name} plan changed while unpaid: only the ${days} used are owed`,
    });
  }
  const isSettled = cut.dueCents === 0n;
  await db.update(planInvoices).set({
    planFee: fromCents(cut.planFeeCents), updatedAt: now,
    ...(isSettled ? { status: 'void', nextAttemptOn: null } : {}),
  }).where(eq(planInvoices.id, invoice.id));
  return reread(db, invoice.id);
};

/** An invoice as stored now. */
export const reread = async (db: Db, id: number) => {
  const [row] = await db.select().from(planInvoices).where(eq(planInvoices.id, id)).limit(1);
  if (!row) throw new Error('plan invoice vanished');
  return row;
};

/** Locks the account unless another transaction holds it (SKIP LOCKED: the next tick tries again); its row or null. */
const claimAccount = async (tx: Db, accountId: number) => {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update', { skipLocked: true });
  return row ?? null;
};

/**
 * Accounts due for billing: billed ones (not a sub-account, household or guest) whose latest invoice started before
 * the period holding `today` (by their anchor). One query for all accounts, the periods computed here.
 */
const dueAccountIds = async (db: Db, today: string) => {
  const rows = await db.select({ id: accounts.id, createdAt: accounts.createdAt, anchor: accountPlans.billingAnchor, last: sql<string | null>`max(${planInvoices.periodStart})::text` })
    .from(accounts)
    .leftJoin(accountPlans, eq(accountPlans.accountId, accounts.id))
    .leftJoin(planInvoices, eq(planInvoices.accountId, accounts.id))
    .where(and(
      eq(accounts.isSubAccount, false),
      eq(accounts.isAggregate, false),
      sql`exists (select 1 from ${accountMembers} m join ${users} u on u.id = m.user_id where m.account_id = ${accounts.id} and m.role = 'primary' and u.user_type <> 'anonymous_user')`,
    ))
    .groupBy(accounts.id, accountPlans.billingAnchor)
    .orderBy(asc(accounts.id));
  return rows.filter((r) => r.last === null || r.last < billingPeriod(r.anchor ?? isoDate(r.createdAt), today).start).map((r) => r.id);
};

/**
 * The scheduler's billing run: bills every account whose anchor has come (one invoice per account and period however
 * many instances run it at once), then retries the past-due invoices due today. Each account in its own transaction;
 * mail goes out after the commit. Returns how many invoices were made and retried.
 */
export const runBilling = async (database: Pick<Database, 'db' | 'events'>, now: Date, mailer?: Mailer) => {
  const { db } = database;
  const today = isoDate(now);
  const notices: BillingNotice[] = [];
  let billed = 0;
  let retried = 0;
  for (const accountId of await dueAccountIds(db, today)) {
    const made = await inTransaction(db, async (tx) => {
      const account = await claimAccount(tx, accountId);
      if (!account) return false;
      const before = await invoiceOf(tx, account.id, billingPeriod((await billingOf(tx, account)).anchor, today).start);
      if (before) return false;
      notices.push(...(await billPeriod(tx, account, now)).notices);
      return true;
    });
    if (made) {
      billed += 1;
      database.events.publish(accountId);
    }
  }
  const due = await db.select({ id: planInvoices.id, accountId: planInvoices.accountId }).from(planInvoices)
    .where(and(eq(planInvoices.status, 'past_due'), lte(planInvoices.nextAttemptOn, today))).orderBy(asc(planInvoices.id));
  for (const { id, accountId } of due) {
    const done = await inTransaction(db, async (tx) => {
      const account = await claimAccount(tx, accountId);
      if (!account) return false;
      const [invoice] = await tx.select().from(planInvoices).where(eq(planInvoices.id, id)).limit(1);
      if (!invoice || invoice.status !== 'past_due' || (invoice.nextAttemptOn !== null && invoice.nextAttemptOn > today)) return false;
      notices.push(...(await attemptCollection(tx, invoice, account, now)).notices);
      return true;
    });
    if (done) {
      retried += 1;
      database.events.publish(accountId);
    }
  }
  for (const notice of notices) await mailer?.send(notice, now);
  return { billed, retried };
};
