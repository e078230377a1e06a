import { eq } from 'drizzle-orm';
import { Account, AccountPatch } from '@qube/contract/accounts';
import { ErrorResponses, IdParams } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accounts } from '../../platform/db/schema';
import { loadAccountForUser } from './access';
import { syncAutoFunding } from '../funding';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { accountJson } from './views';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction } from '../../platform/db/transactions';

export const DISPLAY_NAME_MAX = 60;
export const DISPLAY_NAME_TOO_LONG = `Ensure this field has no more than ${DISPLAY_NAME_MAX} characters.`;

/** Account-scoped: also mounted under /api/households/ (household accounts only there). */
export const accountRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  app.get('/accounts/:id/', {
    schema: { operationId: 'getAccount', tags: ['accounts'], summary: 'One account the user reaches', params: IdParams, response: { 200: Account, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    return accountJson(await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households }));
  });

  app.patch('/accounts/:id/', {
    schema: {
      operationId: 'updateAccount',
      tags: ['accounts'],
      summary: 'Renames an account the user reaches and/or changes its budget period',
      params: IdParams,
      body: AccountPatch,
      response: { 200: Account, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const changes: Partial<typeof accounts.$inferInsert> = {};
    const body = request.body ?? {};
    const errors = new FieldErrors();
    if (body.display_name !== undefined) {
      const name = body.display_name.trim();
      if (name === '') errors.add('display_name', MESSAGES.required);
      else if ([...name].length > DISPLAY_NAME_MAX) errors.add('display_name', DISPLAY_NAME_TOO_LONG);
      else changes.displayName = name;
    }
    if (body.budget_period !== undefined) changes.budgetPeriod = body.budget_period;
    errors.throwIfAny();
    if (Object.keys(changes).length === 0) return accountJson(account);
    const updated = await inTransaction(db, async (tx) => {
      const [row] = await tx.update(accounts).set(changes).where(eq(accounts.id, account.id)).returning();
      // Auto funding moves each budget once a budget period: a new period reschedules it (PL-24).
      if (row && changes.budgetPeriod !== undefined && changes.budgetPeriod !== account.budgetPeriod) await syncAutoFunding(tx, row, now(), user.id);
      return row;
    });
    return accountJson(updated ?? account);
  });
};
