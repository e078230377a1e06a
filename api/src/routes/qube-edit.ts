import { ErrorAnswer, ErrorResponses, IdParams, OptionalAccountQuery } from '@qube/contract/common';
import { Qube, QubeArchiveInput, QubeArchiveResult, QubeCreate, QubePatch, QubeSortInput, QubeSortResult, type QUBE_TYPES } from '@qube/contract/qubes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { accounts, qubes, scheduledOrders } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { syncAutoFunding } from '../domain/autoFunding';
import { emptyArchivedQube } from '../domain/ledger';
import { AMOUNT_INVALID, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { LITE_FREE_QUBES } from '@qube/contract/core/plans';
import { QUBE_NOT_FOUND } from '../domain/orders';
import { requireInternalTransfer } from '../domain/permissions';
import { noteLiteQubesNow } from '../domain/planUsage';
import { FieldErrors, MESSAGES } from '../domain/validation';
import { listQubes } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { RouteOptions } from './types';
import { inTransaction, lockAccount } from '../platform/db/transactions';

export const QUBE_NAME_MAX = 50;
export const QUBE_NAME_TOO_LONG = `Ensure this field has no more than ${QUBE_NAME_MAX} characters.`;
export const PLAN_LIMIT = 'Your plan includes three qubes.';
export const SORT_DATETIME_INVALID = 'Enter a valid date and time.';
export const SORT_DUPLICATE = 'Each qube can appear only once.';
/** ISO 8601 date-time with an explicit offset (what Date.prototype.toISOString sends), so no server-zone guessing. */
const ISO_DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A real calendar date and time of day: Date would roll 2026-02-30 over into March instead of refusing it. */
const parseIsoDatetime = (text: string): Date | null => {
  if (!ISO_DATETIME_RE.test(text)) return null;
  const [y, m, d, hh, mm] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10), text.slice(11, 13), text.slice(14, 16)].map(Number) as [number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate() || hh > 23 || mm > 59) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

type QubeType = (typeof QUBE_TYPES)[number];
/** The fields create and edit share (create requires the name). */
type QubeBody = QubePatch | QubeCreate;

const parseName = (value: string | undefined, errors: FieldErrors): string | undefined => {
  if (value === undefined) return undefined;
  const name = value.trim();
  if (name === '') errors.add('name', MESSAGES.required);
  else if ([...name].length > QUBE_NAME_MAX) errors.add('name', QUBE_NAME_TOO_LONG);
  return name;
};

const parseMoney = (field: string, value: string | number | null | undefined, errors: FieldErrors): string | null | undefined => {
  if (value === undefined || value === null) return value;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!isMoney(text) || toCents(text) < 0n) {
    errors.add(field, AMOUNT_INVALID);
    return undefined;
  }
  return fromCents(toCents(text));
};

/** Column values of the type-specific fields present in the body. */
const typeFields = (body: QubeBody, errors: FieldErrors) => {
  const out: Partial<typeof qubes.$inferInsert> = {};
  const goal = parseMoney('goal_amount', body.goal_amount, errors);
  if (goal !== undefined) out.goalAmount = goal;
  const bill = parseMoney('bill_amount', body.bill_amount, errors);
  if (bill !== undefined) {
    out.billAmount = bill;
    out.billBudget = bill;
  }
  if (body.goal_date !== undefined) out.goalDate = body.goal_date;
  if (body.allow_spending !== undefined) out.allowSpending = body.allow_spending;
  if (body.due_day !== undefined) out.dueDay = body.due_day;
  if (body.payment_frequency !== undefined) out.paymentFrequency = body.payment_frequency;
  if (body.payment_interval !== undefined) out.paymentInterval = body.payment_interval;
  if (body.icon !== undefined) {
    out.icon = body.icon;
    out.appIcon = body.icon;
  }
  if (body.background_color !== undefined) out.backgroundColor = body.background_color;
  if (body.foreground_color !== undefined) out.foregroundColor = body.foreground_color;
  if (body.auto_fund_choice !== undefined) out.autoFundChoice = body.auto_fund_choice;
  return out;
};

/**
 * The spec's paths of a qube call: the general one (/qubes/…) and one per type (spend-qubes/, bill-qubes/,
 * goal-qubes/), each with the word its operationId uses.
 */
const PATHS_BY_TYPE: { prefix: string; type: QubeType | null; word: string }[] = [
  { prefix: '/qubes/', type: null, word: '' },
  { prefix: '/qubes/spend-qubes/', type: 'spending', word: 'Spend' },
  { prefix: '/qubes/bill-qubes/', type: 'billing', word: 'Bill' },
  { prefix: '/qubes/goal-qubes/', type: 'goal', word: 'Goal' },
];

/**
 * Qube create / rename / archive (API-25) with the Lite plan's limit (API-26): a lite account creating a fourth active
 * qube gets 402 'Your plan includes three qubes.' (code plan_limit) unless the body has accept_extra_fee: true.
 * Account-scoped (also under /api/households/).
 */
export const qubeEditRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  for (const { prefix: path, type: fixedType, word } of PATHS_BY_TYPE) {
    app.post(path, {
      schema: {
        operationId: `create${word}Qube`, tags: ['qubes'],
        summary: fixedType ? `Creates a ${fixedType} qube` : 'Creates a qube (type spending unless given)',
        body: QubeCreate,
        response: { 201: Qube, 402: ErrorAnswer('The Lite plan includes three qubes: accept_extra_fee to create another'), ...ErrorResponses },
      },
    }, async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const body = request.body;
      const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
      const errors = new FieldErrors();
      const name = parseName(body.name, errors);
      const fields = typeFields(body, errors);
      errors.throwIfAny();
      const type = fixedType ?? body.type ?? 'spending';
      const at = now();
      const id = await inTransaction(db, async (tx) => {
        await lockAccount(tx, account.id);
        // The plan as it is now, read under the lock: a plan change that just committed decides (ON-65, API-26).
        const [current] = await tx.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.id, account.id)).limit(1);
        const [counts] = await tx
          .select({ active: sql<number>`count(*)::int`, position: sql<number>`coalesce(max(${qubes.manualSortPosition}), 0)::int` })
          .from(qubes)
          .where(and(eq(qubes.accountId, account.id), eq(qubes.isArchived, false)));
        if ((current?.plan ?? account.plan) === 'lite' && Number(counts?.active ?? 0) >= LITE_FREE_QUBES && body.accept_extra_fee !== true) {
          throw new ApiError(402, PLAN_LIMIT, 'plan_limit');
        }
        const [row] = await tx.insert(qubes).values({
          accountId: account.id,
          name: name ?? '',
          type,
          ...(type === 'billing' ? { paymentFrequency: 'monthly', paymentInterval: 1 } : {}),
          ...fields,
          manualSortPosition: Number(counts?.position ?? 0) + 1,
          createdAt: at,
          updatedAt: at,
        }).returning({ id: qubes.id });
        if (!row) throw new Error('qube insert failed');
        // Lite bills the most qubes held in a period (issue 22 §2): this one counts.
        await noteLiteQubesNow(tx, account.id, at);
        return row.id;
      });
      const [qube] = await listQubes(db, account.id, { id });
      if (!qube) throw new Error('created qube missing');
      return reply.status(201).send(qube);
    });
  }

  /**
   * MM-12 / API-25 manual order: stores manual_sort_position (and manual_sort_datetime, now when absent) per qube.
   * All or nothing: one qube that is not an active qube of the account (or, on a per-type path, not of that type)
   * answers 404 'Qube not found.' and nothing changes. qubes/manual-sort/ is the path the web client calls; the
   * per-type paths follow the spec's catalogue ('POST manual-sort/ for goal, spend and bill qubes').
   */
  for (const { prefix, type: onlyType, word } of PATHS_BY_TYPE) {
    app.post(`${prefix}manual-sort/`, {
      schema: {
        operationId: `sort${word}Qubes`, tags: ['qubes'],
        summary: onlyType ? `Saves the manual order of ${onlyType} qubes` : 'Saves the manual order of qubes',
        body: QubeSortInput,
        response: { 200: QubeSortResult, ...ErrorResponses },
      },
    }, async (request) => {
      const { user } = requireAuth(request.auth);
      const body = request.body;
      const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
      const errors = new FieldErrors();
      const at = now();
      const seen = new Set<number>();
      const entries = body.qubes.map((entry, i) => {
        if (seen.has(entry.id)) errors.add(`qubes.${i}.id`, SORT_DUPLICATE);
        seen.add(entry.id);
        const text = entry.manual_sort_datetime;
        let stamp = at;
        if (text !== undefined && text !== null) {
          const parsed = parseIsoDatetime(text);
          if (!parsed) errors.add(`qubes.${i}.manual_sort_datetime`, SORT_DATETIME_INVALID);
          else stamp = parsed;
        }
        return { id: entry.id, position: entry.manual_sort_position, stamp };
      });
      errors.throwIfAny();
      const ids = entries.map((e) => e.id);
      const updated = await inTransaction(db, async (tx) => {
        const owned = await tx
          .select({ id: qubes.id })
          .from(qubes)
          .where(and(inArray(qubes.id, ids), eq(qubes.accountId, account.id), eq(qubes.isArchived, false), onlyType ? eq(qubes.type, onlyType) : undefined))
          .for('update');
        if (owned.length !== ids.length) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
        const values = sql.join(entries.map((e) => sql`(${e.id}::int, ${e.position}::int, ${e.stamp.toISOString()}::timestamptz)`), sql`, `);
        // One statement for the whole section. updated_at stays: the order is a view preference, not an edit of the qube.
        const result = (await tx.execute(sql`
          update qubes set manual_sort_position = v.position, manual_sort_datetime = v.stamp
          from (values ${values}) as v(id, position, stamp)
          where qubes.id = v.id and qubes.account_id = ${account.id}
          returning qubes.id`)) as unknown as { rows: { id: number }[] };
        return result.rows.length;
      });
      return { updated };
    });
  }

  app.patch('/qubes/:id/', {
    schema: {
      operationId: 'updateQube', tags: ['qubes'],
      summary: 'Renames or edits an active qube (name, icon, colours, goal and bill fields)',
      params: IdParams,
      body: QubePatch,
      response: { 200: Qube, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
    const errors = new FieldErrors();
    const name = parseName(body.name, errors);
    const fields = typeFields(body, errors);
    errors.throwIfAny();
    const at = now();
    const row = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const [updated] = await tx
        .update(qubes)
        .set({ ...fields, ...(name !== undefined ? { name } : {}), updatedAt: at })
        .where(and(eq(qubes.id, request.params.id), eq(qubes.accountId, account.id), eq(qubes.isArchived, false)))
        .returning({ id: qubes.id });
      if (!updated) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
      // API-54: auto_fund_choice 0 (or back on) rebuilds the auto_allocation orders.
      if (body.auto_fund_choice !== undefined && account.autoFundingEnabled) await syncAutoFunding(tx, account, at, user.id);
      return updated;
    });
    // Other tabs show the edit, and the alerts worker re-checks the account (a bill's new amount or due date).
    database.events.publish(account.id);
    const [qube] = await listQubes(db, account.id, { id: row.id });
    if (!qube) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
    return qube;
  });

  app.post('/v2/qubes/:id/archive/', {
    schema: {
      operationId: 'archiveQube', tags: ['qubes'],
      summary: 'Archives a qube; its balance moves to Cloud (one internal transfer)',
      params: IdParams,
      querystring: OptionalAccountQuery,
      body: QubeArchiveInput,
      response: { 200: QubeArchiveResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const accountId = request.query.account_id ?? request.body?.account_id;
    if (accountId === undefined) throw new ApiError(400, 'Invalid request: account_id is required.', 'invalid', { account_id: MESSAGES.required });
    const account = await loadAccountForUser(db, user.id, request.companyId, accountId, { households });
    // Archiving moves the qube's balance to Cloud: the same permission as a transfer.
    requireInternalTransfer(user, account);
    const at = now();
    const archived = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const [qube] = await tx
        .select({ id: qubes.id, name: qubes.name })
        .from(qubes)
        .where(and(eq(qubes.id, request.params.id), eq(qubes.accountId, account.id), eq(qubes.isArchived, false)));
      if (!qube) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
      const balance = await emptyArchivedQube(tx, { accountId: account.id, qubeId: qube.id, name: qube.name, at, userId: user.id });
      await tx.update(qubes).set({ isArchived: true, isCurrentOpenQube: false, updatedAt: at }).where(eq(qubes.id, qube.id));
      // Scheduled transfers from or to an archived qube end with it.
      await tx
        .update(scheduledOrders)
        .set({ isActive: false, updatedAt: at })
        .where(and(eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.isActive, true), or(eq(scheduledOrders.fromQubeId, qube.id), eq(scheduledOrders.toQubeId, qube.id))));
      return { id: qube.id, is_archived: true, moved_to_cloud: fromCents(balance) };
    });
    database.events.publish(account.id);
    return archived;
  });
};
