import { IncomeDeleteInput, IncomeDeleteQuery, IncomeGroup, IncomeGroupInput, IncomeInstance, IncomeInstanceInput } from '@qube/contract/budgets';
import { AccountListQuery, AccountQuery, ErrorResponses, IdParams, NoContent, Page } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser } from '../accounts';
import { isoDate } from '../../platform/dates';
import {
  countGroups, createGroup, deleteGroup, deleteInstance, groupJson, listGroups, loadGroup, loadInstance, parseGroupBody, updateGroup, updateInstance,
} from './income';
import { page, pageParams } from '../../platform/paging';
import { fieldError, MESSAGES } from '../../platform/validation';
import { requireAuth, type AuthContext } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

/** The planning page reads every income group at once; more is served as 1000 a page. */
const MAX_PAGE = 1000;

/** Income groups and their instances (PL-10 to PL-13, PL-15, PL-16). Account-scoped: also served under /api/households/. */
export const incomeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  const accountOf = (request: { auth: AuthContext | null; companyId: number }, accountId: number) =>
    loadAccountForUser(db, requireAuth(request.auth).user.id, request.companyId, accountId, { households });
  const today = () => isoDate(now());

  app.get('/budgets/income-groups/', {
    schema: {
      operationId: 'listIncomeGroups', tags: ['income'],
      summary: `The account's active income groups by name, each with its instances by date (default and largest page ${MAX_PAGE})`,
      querystring: AccountListQuery,
      response: { 200: Page(IncomeGroup), ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const params = pageParams(request.query, MAX_PAGE);
    const limit = Math.min(params.limit, MAX_PAGE);
    return page(request.url, await countGroups(db, account.id), limit, params.offset, await listGroups(db, account.id, limit, params.offset));
  });

  app.post('/budgets/income-groups/', {
    schema: {
      operationId: 'createIncomeGroup', tags: ['income'],
      summary: 'Creates an income group and its instances in the budgets whose period holds an occurrence',
      body: IncomeGroupInput,
      response: { 201: IncomeGroup, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const account = await accountOf(request, request.body.account_id);
    const values = parseGroupBody(request.body, today());
    const group = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      return createGroup(tx, account.id, values);
    });
    return reply.code(201).send(await groupJson(db, group));
  });

  app.patch('/budgets/income-groups/:id/', {
    schema: {
      operationId: 'updateIncomeGroup', tags: ['income'],
      summary: 'Updates an income group (all fields) and replaces its instances dated today or later; earlier ones stay',
      params: IdParams,
      body: IncomeGroupInput,
      response: { 200: IncomeGroup, ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.body.account_id);
    const day = today();
    const updated = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const group = await loadGroup(tx, account.id, request.params.id);
      return updateGroup(tx, group, parseGroupBody(request.body, day, group.startDate), day);
    });
    return groupJson(db, updated);
  });

  app.delete('/budgets/income-groups/:id/', {
    schema: {
      operationId: 'deleteIncomeGroup', tags: ['income'],
      summary: 'Deletes the group\'s instances dated today or later and deactivates it; earlier ones stay as history',
      params: IdParams,
      querystring: AccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const account = await accountOf(request, request.query.account_id);
    const day = today();
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      await deleteGroup(tx, await loadGroup(tx, account.id, request.params.id), day);
    });
    return reply.code(204).send(null);
  });

  for (const type of ['expected', 'recurring'] as const) {
    const path = `/budgets/${type}-income/:id/`;

    app.patch(path, {
      schema: {
        operationId: `update${type === 'expected' ? 'Expected' : 'Recurring'}Income`, tags: ['income'],
        summary: `Edits one ${type} income instance (name, amount, a date inside its budget's period)`,
        params: IdParams,
        body: IncomeInstanceInput,
        response: { 200: IncomeInstance, ...ErrorResponses },
      },
    }, async (request) => {
      const account = await accountOf(request, request.body.account_id);
      return inTransaction(db, async (tx) => {
        await lockAccount(tx, account.id);
        return updateInstance(tx, await loadInstance(tx, account.id, type, request.params.id), request.body);
      });
    });

    app.delete(path, {
      schema: {
        operationId: `delete${type === 'expected' ? 'Expected' : 'Recurring'}Income`, tags: ['income'],
        summary: `Deletes one ${type} income instance, or with delete_future it and every later one of its group (the group stops there)`,
        description: 'account_id, type and delete_future come in a JSON body or in the query string.',
        params: IdParams,
        querystring: IncomeDeleteQuery,
        body: IncomeDeleteInput,
        response: { 204: NoContent, ...ErrorResponses },
      },
    }, async (request, reply) => {
      const input = { ...request.query, ...(request.body ?? {}) };
      if (input.account_id === undefined) fieldError('account_id', MESSAGES.required);
      const account = await accountOf(request, input.account_id ?? 0);
      await inTransaction(db, async (tx) => {
        await lockAccount(tx, account.id);
        const { income } = await loadInstance(tx, account.id, type, request.params.id);
        await deleteInstance(tx, income, input.delete_future ?? false);
      });
      return reply.code(204).send(null);
    });
  }
};
