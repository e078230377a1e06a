import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { syncAutoFunding } from '../domain/autoFunding';
import { inTransaction, lockAccount } from '../domain/orders';
import { requireInternalTransfer } from '../domain/permissions';
import { requireAuth } from '../plugins/auth';
import { errorResponses, idParams } from '../schemas';
import type { RouteOptions } from './types';

const summarySchema = { type: 'object', properties: { auto_funding_enabled: { type: 'boolean' } } } as const;

/** API-54 auto funding: GET/POST accounts/{id}/auto-funding/ {auto_funding_enabled}. Account-scoped. */
export const autoFundingRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number } }>('/accounts/:id/auto-funding/', {
    schema: { tags: ['auto-funding'], summary: 'Auto funding summary', params: idParams, response: { 200: summarySchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return { auto_funding_enabled: account.autoFundingEnabled };
  });

  app.post<{ Params: { id: number }; Body: { auto_funding_enabled: boolean } }>('/accounts/:id/auto-funding/', {
    schema: {
      tags: ['auto-funding'],
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
};
