import { moneyInput } from '@qube/contract/common';
import type { FastifyInstance } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { isoDate } from '../domain/dates';
import {
  countGroups, createGroup, deleteGroup, deleteInstance, groupJson, INCOME_NAME_MAX, listGroups, loadGroup, loadInstance, parseGroupBody, updateGroup,
  updateInstance, type IncomeGroupBody, type IncomeInstanceBody, type IncomeType,
} from '../domain/income';
import { inTransaction, lockAccount } from '../domain/orders';
import { page, pageParams } from '../domain/paging';
import { fieldError, MESSAGES } from '../domain/validation';
import { requireAuth, type AuthContext } from '../plugins/auth';
import { accountIdQuery, calendarDaySchema, errorResponses, idParams, moneySchema, pageOf } from '../schemas';
import type { RouteOptions } from './types';

/** The planning page reads every income group at once; more is served as 1000 a page. */
const MAX_PAGE = 1000;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const accountIdProperty = { type: 'integer', minimum: 1 } as const;
const amountInput = moneyInput("0.01 to 1000000.00, two decimals at most ('12.50' or 12.5)");

/** IncomeInstance (PL-12); also the income items of a Budget (routes/budgets.ts). */
export const incomeInstanceSchema = {
  type: 'object',
  properties: {
    id: int,
    income_group: { type: ['integer', 'null'], description: 'The income group it is an occurrence of (null only for rows older than income groups)' },
    type: { type: 'string', enum: ['expected', 'recurring'], description: 'Which path edits it: budgets/expected-income/{id}/ or budgets/recurring-income/{id}/' },
    name: str,
    amount: moneySchema,
    date: str,
  },
} as const;

const incomeGroupSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    amount: moneySchema,
    start_date: str,
    recurring: { type: 'string', description: "'none' for a one-time income, else how it repeats (as orders)" },
    frequency: { type: ['string', 'null'] },
    transfer_interval: { type: ['integer', 'null'] },
    days_in_calendar: { type: 'array', items: calendarDaySchema },
    expected_income_instances: { type: 'array', items: incomeInstanceSchema },
    recurring_income_instances: { type: 'array', items: incomeInstanceSchema },
  },
} as const;

const groupBodySchema = {
  type: 'object',
  required: ['account_id', 'name', 'amount', 'start_date', 'recurring'],
  properties: {
    account_id: accountIdProperty,
    name: { type: 'string', maxLength: 1000, description: `Required, at most ${INCOME_NAME_MAX} characters` },
    amount: amountInput,
    start_date: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, today or later (PATCH also keeps the group\'s own start date)' },
    recurring: { type: 'string', maxLength: 32, description: "none (one-time), daily, weekly, monthly, every_3_months, every_6_months, yearly or custom" },
    frequency: { type: ['string', 'null'], maxLength: 32, description: 'custom only (required): daily, weekly, monthly or yearly' },
    transfer_interval: { type: ['integer', 'null'], description: 'custom (required) and the presets: every N units, 1 to 99' },
    days_in_calendar: { type: 'array', maxItems: 31, items: calendarDaySchema },
  },
} as const;

const instanceBodySchema = {
  type: 'object',
  required: ['account_id'],
  properties: {
    account_id: accountIdProperty,
    name: { type: 'string', maxLength: 1000 },
    amount: amountInput,
    date: { type: 'string', maxLength: 32, description: "YYYY-MM-DD inside the instance's budget period" },
  },
} as const;

const deleteInstanceProperties = {
  id: int,
  account_id: accountIdProperty,
  type: { type: 'string', enum: ['expected', 'recurring'] },
  delete_future: { type: 'boolean', description: 'Also deletes every later instance of its group, which stops there' },
} as const;

const accountQuery = { type: 'object', required: ['account_id'], properties: { account_id: accountIdProperty } } as const;

type AccountQuery = { account_id: number };
type DeleteInstanceInput = { account_id?: number; type?: IncomeType; delete_future?: boolean };

/** Income groups and their instances (PL-10 to PL-13, PL-15, PL-16). Account-scoped: also served under /api/households/. */
export const incomeRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;
  const accountOf = (request: { auth: AuthContext | null; companyId: number }, accountId: number) =>
    loadAccountForUser(db, requireAuth(request.auth).user.id, request.companyId, accountId, { households });
  const today = () => isoDate(now());

  app.get<{ Querystring: AccountQuery & { limit?: number; offset?: number } }>('/budgets/income-groups/', {
    schema: {
      operationId: 'listIncomeGroups', tags: ['income'],
      summary: `The account's active income groups by name, each with its instances by date (default and largest page ${MAX_PAGE})`,
      querystring: accountIdQuery,
      response: { 200: pageOf(incomeGroupSchema), ...errorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const params = pageParams(request.query, MAX_PAGE);
    const limit = Math.min(params.limit, MAX_PAGE);
    return page(request.url, await countGroups(db, account.id), limit, params.offset, await listGroups(db, account.id, limit, params.offset));
  });

  app.post<{ Body: IncomeGroupBody }>('/budgets/income-groups/', {
    schema: {
      operationId: 'createIncomeGroup', tags: ['income'],
      summary: 'Creates an income group and its instances in the budgets whose period holds an occurrence',
      body: groupBodySchema,
      response: { 201: incomeGroupSchema, ...errorResponses },
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

  app.patch<{ Params: { id: number }; Body: IncomeGroupBody }>('/budgets/income-groups/:id/', {
    schema: {
      operationId: 'updateIncomeGroup', tags: ['income'],
      summary: 'Updates an income group (all fields) and replaces its instances dated today or later; earlier ones stay',
      params: idParams,
      body: groupBodySchema,
      response: { 200: incomeGroupSchema, ...errorResponses },
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

  app.delete<{ Params: { id: number }; Querystring: AccountQuery }>('/budgets/income-groups/:id/', {
    schema: {
      operationId: 'deleteIncomeGroup', tags: ['income'],
      summary: 'Deletes the group\'s instances dated today or later and deactivates it; earlier ones stay as history',
      params: idParams,
      querystring: accountQuery,
      response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const account = await accountOf(request, request.query.account_id);
    const day = today();
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      await deleteGroup(tx, await loadGroup(tx, account.id, request.params.id), day);
    });
    return reply.code(204).send();
  });

  for (const type of ['expected', 'recurring'] as const) {
    const path = `/budgets/${type}-income/:id/`;

    app.patch<{ Params: { id: number }; Body: IncomeInstanceBody }>(path, {
      schema: {
        operationId: `update${type === 'expected' ? 'Expected' : 'Recurring'}Income`, tags: ['income'],
        summary: `Edits one ${type} income instance (name, amount, a date inside its budget's period)`,
        params: idParams,
        body: instanceBodySchema,
        response: { 200: incomeInstanceSchema, ...errorResponses },
      },
    }, async (request) => {
      const account = await accountOf(request, request.body.account_id);
      return inTransaction(db, async (tx) => {
        await lockAccount(tx, account.id);
        return updateInstance(tx, await loadInstance(tx, account.id, type, request.params.id), request.body);
      });
    });

    app.delete<{ Params: { id: number }; Querystring: DeleteInstanceInput; Body: DeleteInstanceInput | undefined }>(path, {
      schema: {
        operationId: `delete${type === 'expected' ? 'Expected' : 'Recurring'}Income`, tags: ['income'],
        summary: `Deletes one ${type} income instance, or with delete_future it and every later one of its group (the group stops there)`,
        description: 'account_id, type and delete_future come in a JSON body or in the query string.',
        params: idParams,
        querystring: { type: 'object', properties: deleteInstanceProperties },
        body: { type: ['object', 'null'], properties: deleteInstanceProperties },
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
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
      return reply.code(204).send();
    });
  }
};
