import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { activities, ledgerEntries } from '../db/schema';
import { loadAccountForUser, type AccountRow } from '../domain/access';
import { monthBounds } from '../domain/dates';
import { pocketEntries } from '../domain/ledger';
import { money } from '../domain/money';
import { page, pageParams } from '../domain/paging';
import { requireAuth } from '../plugins/auth';
import { errorResponses, idParams, moneySchema, pageOf, pagingQuery } from '../schemas';
import type { RouteOptions } from './types';

const statementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'YYYYMM of the period' },
    period_start: { type: 'string' },
    period_end: { type: 'string' },
    name: { type: 'string' },
    opening_balance: moneySchema,
    closing_balance: moneySchema,
    total_in: moneySchema,
    total_out: moneySchema,
    created_at: { type: 'string' },
  },
} as const;

/** One month's statement computed from the ledger (internal qube transfers net to zero and are left out of in/out). */
const statementFor = async (db: Db, account: AccountRow, offset: number, now: Date) => {
  const month = monthBounds(now, offset);
  const start = month.first;
  const end = new Date(month.last.getFullYear(), month.last.getMonth(), month.last.getDate() + 1);
  const [row] = await db
    .select({
      opening: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} < ${start.toISOString()}), 0)::numeric(14,2)`,
      closing: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} < ${end.toISOString()}), 0)::numeric(14,2)`,
      totalIn: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${start.toISOString()} and ${ledgerEntries.createdAt} < ${end.toISOString()} and ${ledgerEntries.amount} > 0 and ${activities.transactionType} <> 'qube_transfer'), 0)::numeric(14,2)`,
      totalOut: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${start.toISOString()} and ${ledgerEntries.createdAt} < ${end.toISOString()} and ${ledgerEntries.amount} < 0 and ${activities.transactionType} <> 'qube_transfer'), 0)::numeric(14,2)`,
    })
    .from(ledgerEntries)
    .leftJoin(activities, eq(activities.id, ledgerEntries.activityId))
    .where(pocketEntries(account.id));
  return {
    id: start.getFullYear() * 100 + start.getMonth() + 1,
    period_start: month.start,
    period_end: month.end,
    name: month.name,
    opening_balance: money(row?.opening ?? '0'),
    closing_balance: money(row?.closing ?? '0'),
    total_in: money(row?.totalIn ?? '0'),
    total_out: money(row?.totalOut ?? '0'),
    created_at: new Date(end.getFullYear(), end.getMonth(), end.getDate(), 6).toISOString(),
  };
};

/** Statements for the last three full months (newest first), for months the account existed in. */
export const statementRoutes = async (app: FastifyInstance, { database, households }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number }; Querystring: { limit?: number; offset?: number } }>('/accounts/:id/statements/', {
    schema: {
      tags: ['statements'],
      params: idParams,
      querystring: { type: 'object', properties: pagingQuery },
      response: { 200: pageOf(statementSchema), ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const now = new Date();
    const all = [];
    for (const offset of [-1, -2, -3]) {
      if (monthBounds(now, offset + 1).first <= account.createdAt) continue;
      all.push(await statementFor(db, account, offset, now));
    }
    const { limit, offset } = pageParams(request.query, 20);
    return page(request.url, all.length, limit, offset, all.slice(offset, offset + limit));
  });
};
