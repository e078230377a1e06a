import { AccountAutoFunding, AccountAutoFundingInput } from '@qube/contract/accounts';
import { AccountQuery, ErrorResponses, IdParams } from '@qube/contract/common';
import { QubeAutoFundingInput, QubeAutoFundingList } from '@qube/contract/qubes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/client';
import { loadAccountForUser, requireInternalTransfer } from '../accounts';
import { qubeChoiceRows, setAutoFunding, setQubeChoices } from './autoFundingChoices';
import { toAutoFundChoice, toQubeType } from '../planning';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** The account's active qubes in their manual order, each with its auto-fund choice (PL-17). */
const qubeChoices = async (db: Db, accountId: number) => {
  const rows = await qubeChoiceRows(db, accountId);
  return { results: rows.map((q) => ({ qube_id: q.id, name: q.name, type: toQubeType(q.type), auto_fund_choice: toAutoFundChoice(q.choice) })) };
};

/**
 * API-54 auto funding: GET/POST accounts/{id}/auto-funding/ {auto_funding_enabled}; PL-17 per-qube choices: GET/PUT
 * qubes/auto-funding/. Account-scoped.
 */
export const autoFundingRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  app.get('/accounts/:id/auto-funding/', {
    schema: { operationId: 'getAccountAutoFunding', tags: ['auto-funding'], summary: 'Auto funding summary', params: IdParams, response: { 200: AccountAutoFunding, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return { auto_funding_enabled: account.autoFundingEnabled };
  });

  app.post('/accounts/:id/auto-funding/', {
    schema: {
      operationId: 'setAccountAutoFunding', tags: ['auto-funding'],
      summary: 'Turns auto funding on/off: (re)creates or ends the scheduled auto_allocation orders of the budgeted qubes',
      params: IdParams,
      body: AccountAutoFundingInput,
      response: { 200: AccountAutoFunding, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    requireInternalTransfer(user, account);
    const enabled = request.body.auto_funding_enabled;
    await setAutoFunding(db, account, enabled, now(), user.id);
    return { auto_funding_enabled: enabled };
  });

  app.get('/qubes/auto-funding/', {
    schema: {
      operationId: 'listQubeAutoFunding', tags: ['auto-funding'],
      summary: "Each active qube's auto-fund choice, in the qubes' manual order",
      querystring: AccountQuery,
      response: { 200: QubeAutoFundingList, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    return qubeChoices(db, account.id);
  });

  app.put('/qubes/auto-funding/', {
    schema: {
      operationId: 'setQubeAutoFunding', tags: ['auto-funding'],
      summary: 'Sets the auto-fund choice of several qubes at once (all or none); answers every active qube as GET does',
      body: QubeAutoFundingInput,
      response: { 200: QubeAutoFundingList, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    // The last entry for a qube wins.
    const choices = new Map(request.body.qubes.map((q) => [q.qube_id, q.auto_fund_choice]));
    const at = now();
    await setQubeChoices(db, account, choices, at, user.id);
    return qubeChoices(db, account.id);
  });
};
