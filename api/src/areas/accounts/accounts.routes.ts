import { Account, AccountPatch } from '@qube/contract/accounts';
import { ErrorResponses, IdParams } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser } from './access';
import { changeAccount, type AccountChanges } from './accountSettings';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { accountJson } from './views';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

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
    const changes: AccountChanges = {};
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
    const updated = await changeAccount(db, account, changes, now(), user.id);
    return accountJson(updated ?? account);
  });
};
