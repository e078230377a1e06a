import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accounts, qubes } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { syncAutoFunding } from '../domain/autoFunding';
import { toAutoFundChoice, toQubeType, type AutoFundChoice } from '../domain/budgets';
import { inTransaction, lockAccount, QUBE_NOT_FOUND } from '../domain/orders';
import { requireInternalTransfer } from '../domain/permissions';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { accountOnlyQuery, errorResponses, idParams } from '../schemas';
import type { RouteOptions } from './types';

const summarySchema = { type: 'object', properties: { auto_funding_enabled: { type: 'boolean' } } } as const;

const choiceSchema = { type: 'integer', enum: [0, 1, 2], description: "PL-18: 0 none, 1 'Fill To Budget', 2 '100% of Budget'" } as const;
const qubeChoicesSchema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: { type: 'object', properties: { qube_id: { type: 'integer' }, name: { type: 'string' }, type: { type: 'string' }, auto_fund_choice: choiceSchema } },
    },
  },
} as const;

type QubeChoice = { qube_id: number; auto_fund_choice: AutoFundChoice };

/** The account's active qubes in their manual order, each with its auto-fund choice (PL-17). */
const qubeChoices = async (db: Db, accountId: number) => {
  const rows = await db
    .select({ id: qubes.id, name: qubes.name, type: qubes.type, choice: qubes.autoFundChoice })
    .from(qubes)
    .where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false)))
    .orderBy(asc(qubes.manualSortPosition), asc(qubes.id));
  return { results: rows.map((q) => ({ qube_id: q.id, name: q.name, type: toQubeType(q.type), auto_fund_choice: toAutoFundChoice(q.choice) })) };
};

/**
 * API-54 auto funding: GET/POST accounts/{id}/auto-funding/ {auto_funding_enabled}; PL-17 per-qube choices: GET/PUT
 * qubes/auto-funding/. Account-scoped.
 */
export const autoFundingRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number } }>('/accounts/:id/auto-funding/', {
    schema: { operationId: 'getAccountAutoFunding', tags: ['auto-funding'], summary: 'Auto funding summary', params: idParams, response: { 200: summarySchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return { auto_funding_enabled: account.autoFundingEnabled };
  });

  app.post<{ Params: { id: number }; Body: { auto_funding_enabled: boolean } }>('/accounts/:id/auto-funding/', {
    schema: {
      operationId: 'setAccountAutoFunding', tags: ['auto-funding'],
      summary: 'Turns auto funding on/off: (re)creates or ends the scheduled auto_allocation orders of the budgeted qubes',
      params: idParams,
      body: { type: 'object', required: ['auto_funding_enabled'], properties: { auto_funding_enabled: { type: 'boolean' } } },
      response: { 200: summarySchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    requireInternalTransfer(user, account);
    const enabled = request.body.auto_funding_enabled;
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      await tx.update(accounts).set({ autoFundingEnabled: enabled }).where(eq(accounts.id, account.id));
      await syncAutoFunding(tx, { ...account, autoFundingEnabled: enabled }, now(), user.id);
    });
    return { auto_funding_enabled: enabled };
  });

  app.get<{ Querystring: { account_id: number } }>('/qubes/auto-funding/', {
    schema: {
      operationId: 'listQubeAutoFunding', tags: ['auto-funding'],
      summary: "Each active qube's auto-fund choice, in the qubes' manual order",
      querystring: accountOnlyQuery,
      response: { 200: qubeChoicesSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    return qubeChoices(db, account.id);
  });

  app.put<{ Body: { account_id: number; qubes: QubeChoice[] } }>('/qubes/auto-funding/', {
    schema: {
      operationId: 'setQubeAutoFunding', tags: ['auto-funding'],
      summary: 'Sets the auto-fund choice of several qubes at once (all or none); answers every active qube as GET does',
      body: {
        type: 'object',
        required: ['account_id', 'qubes'],
        properties: {
          account_id: { type: 'integer', minimum: 1 },
          qubes: {
            type: 'array',
            maxItems: 1000,
            items: {
              type: 'object',
              required: ['qube_id', 'auto_fund_choice'],
              properties: { qube_id: { type: 'integer', minimum: 1 }, auto_fund_choice: choiceSchema },
            },
          },
        },
      },
      response: { 200: qubeChoicesSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    // The last entry for a qube wins; one UPDATE per choice.
    const choices = new Map(request.body.qubes.map((q) => [q.qube_id, q.auto_fund_choice]));
    const at = now();
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const ids = [...choices.keys()];
      const found = ids.length === 0 ? [] : await tx
        .select({ id: qubes.id })
        .from(qubes)
        .where(and(eq(qubes.accountId, account.id), eq(qubes.isArchived, false), inArray(qubes.id, ids)));
      if (found.length !== ids.length) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
      for (const choice of [0, 1, 2] as const) {
        const chosen = ids.filter((id) => choices.get(id) === choice);
        if (chosen.length > 0) await tx.update(qubes).set({ autoFundChoice: choice, updatedAt: at }).where(inArray(qubes.id, chosen));
      }
      // API-54: the auto_allocation orders follow the choices (as a qube edit of auto_fund_choice does).
      if (account.autoFundingEnabled && ids.length > 0) await syncAutoFunding(tx, account, at, user.id);
    });
    return qubeChoices(db, account.id);
  });
};
