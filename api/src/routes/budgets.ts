import { moneyInput } from '@qube/contract/common';
import type { FastifyInstance } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { syncAutoFunding } from '../domain/autoFunding';
import {
  budgetJson, budgetStatus, countBudgets, listBudgets, loadBudget, loadQubeBudget, parseDraftAmount, qubeBudgetJson, requireOpen, saveDraft,
  settleDrafts, suggestBudget,
} from '../domain/budgets';
import { isoDate } from '../domain/dates';
import { inTransaction, lockAccount } from '../domain/orders';
import { page, pageParams } from '../domain/paging';
import { currentBudget } from '../domain/views';
import { requireAuth, type AuthContext } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { accountIdQuery, accountOnlyQuery, errorResponses, idParams, moneySchema, pageOf } from '../schemas';
import { incomeInstanceSchema } from './income';
import type { RouteOptions } from './types';

/** PL-06: the client reads budgets with limit 1000; more is served as 1000 a page. */
const MAX_PAGE = 1000;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableMoney = { type: ['string', 'null'], description: 'Money, two decimals, or null' } as const;
const statusSchema = { type: 'string', enum: ['past', 'current', 'future'], description: 'Only current and future budgets can be edited' } as const;

/** IncomeInstance: id, income_group, type, name, amount, date. */
const incomeItem = incomeInstanceSchema;

export const qubeBudgetSchema = {
  type: 'object',
  properties: {
    id: int,
    qube: { type: 'object', properties: { id: int, name: str, type: str } },
    amount: moneySchema,
    editing_amount: { ...nullableMoney, description: 'The saved draft (is_editing), committed or dropped with POST budgets/{id}/' },
    is_editing: { type: 'boolean' },
    spent: { ...moneySchema, description: "The qube's money out in the budget's period, internal transfers excluded" },
    auto_fund_choice: { type: 'integer', enum: [0, 1, 2] },
  },
} as const;

const summaryProperties = {
  id: int,
  name: str,
  start_date: str,
  end_date: str,
  status: statusSchema,
  total_budgeted_amount: { ...moneySchema, description: 'Sum of the committed amounts (drafts excluded)' },
  total_income_amount: moneySchema,
} as const;

export const budgetSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    has_pending_changes: { type: 'boolean', description: 'True when any qube budget holds a draft' },
    qube_budgets: { type: 'array', items: qubeBudgetSchema },
    expected_income_instances: { type: 'array', items: incomeItem },
    recurring_income_instances: { type: 'array', items: incomeItem },
  },
} as const;

const suggestionSchema = {
  type: 'object',
  properties: {
    suggested_amount: nullableMoney,
    basis: { type: 'string', enum: ['spending_average', 'bill_amount', 'goal_pace', 'none'] },
    description: str,
  },
} as const;

type AccountQuery = { account_id: number };
type IdRequest = { Params: { id: number }; Querystring: AccountQuery };

/** Budgets (PL-05 to PL-09, API-52). Account-scoped: also served under /api/households/. */
export const budgetRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;
  const accountOf = (request: { auth: AuthContext | null; companyId: number }, accountId: number) =>
    loadAccountForUser(db, requireAuth(request.auth).user.id, request.companyId, accountId, { households });
  const today = () => isoDate(now());

  app.get<{ Querystring: AccountQuery & { limit?: number; offset?: number } }>('/budgets/', {
    schema: {
      operationId: 'listBudgets', tags: ['budgets'],
      summary: `The account's budgets, newest first (default and largest page ${MAX_PAGE})`,
      querystring: accountIdQuery,
      response: { 200: pageOf({ type: 'object', properties: summaryProperties }), ...errorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const params = pageParams(request.query, MAX_PAGE);
    const limit = Math.min(params.limit, MAX_PAGE);
    const count = await countBudgets(db, account.id);
    return page(request.url, count, limit, params.offset, await listBudgets(db, account.id, today(), limit, params.offset));
  });

  app.get<{ Querystring: AccountQuery }>('/budgets/current/', {
    schema: {
      operationId: 'getCurrentBudget', tags: ['budgets'],
      summary: 'The budget of the current calendar month',
      querystring: accountOnlyQuery,
      response: { 200: budgetSchema, ...errorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const day = today();
    const budget = await currentBudget(db, account.id, day);
    if (!budget) throw new ApiError(404, 'No current budget.', 'no_current_budget');
    return budgetJson(db, budget, day);
  });

  app.get<IdRequest>('/budgets/:id/', {
    schema: { operationId: 'getBudget', tags: ['budgets'], summary: 'One budget of the account', params: idParams, querystring: accountOnlyQuery, response: { 200: budgetSchema, ...errorResponses } },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    return budgetJson(db, await loadBudget(db, account.id, request.params.id), today());
  });

  app.post<{ Params: { id: number }; Body: AccountQuery & { commit?: boolean; cancel?: boolean } }>('/budgets/:id/', {
    schema: {
      operationId: 'settleBudget', tags: ['budgets'],
      summary: 'Commits the budget\'s drafts ({commit: true}) or drops them ({cancel: true}); answers the Budget',
      params: idParams,
      body: { type: 'object', required: ['account_id'], properties: { account_id: { type: 'integer', minimum: 1 }, commit: { type: 'boolean' }, cancel: { type: 'boolean' } } },
      response: { 200: budgetSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await accountOf(request, request.body.account_id);
    const { commit = false, cancel = false } = request.body;
    if (commit === cancel) throw new ApiError(400, 'Choose commit or cancel.', 'invalid');
    const at = now();
    const day = isoDate(at);
    const budget = await loadBudget(db, account.id, request.params.id);
    requireOpen(budget, day);
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      await settleDrafts(tx, budget.id, commit ? 'commit' : 'cancel');
      // API-54: the auto_allocation orders carry the current budget's amounts, so a commit there rebuilds them.
      if (commit && account.autoFundingEnabled && budgetStatus(budget, day) === 'current') await syncAutoFunding(tx, account, at, user.id);
    });
    return budgetJson(db, budget, day);
  });

  app.get<IdRequest>('/budgets/qube-budget/:id/', {
    schema: { operationId: 'getQubeBudget', tags: ['budgets'], summary: 'One qube budget line', params: idParams, querystring: accountOnlyQuery, response: { 200: qubeBudgetSchema, ...errorResponses } },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const { budget } = await loadQubeBudget(db, account.id, request.params.id);
    return qubeBudgetJson(db, budget, request.params.id);
  });

  app.patch<{ Params: { id: number }; Body: AccountQuery & { editing_amount: string | number } }>('/budgets/qube-budget/:id/', {
    schema: {
      operationId: 'saveQubeBudgetDraft', tags: ['budgets'],
      summary: 'Saves a draft amount (is_editing); the amount changes only when the budget is committed',
      params: idParams,
      body: {
        type: 'object',
        required: ['account_id', 'editing_amount'],
        properties: {
          account_id: { type: 'integer', minimum: 1 },
          editing_amount: moneyInput("0 to 1000000.00, two decimals at most ('12.50' or 12.5)"),
        },
      },
      response: { 200: qubeBudgetSchema, ...errorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.body.account_id);
    const { budget } = await loadQubeBudget(db, account.id, request.params.id);
    requireOpen(budget, today());
    await saveDraft(db, request.params.id, parseDraftAmount(request.body.editing_amount));
    return qubeBudgetJson(db, budget, request.params.id);
  });

  app.get<IdRequest>('/budgets/qube-budget/:id/suggested-budget/', {
    schema: {
      operationId: 'getSuggestedBudget', tags: ['budgets'],
      summary: 'A suggested amount for the qube budget and its basis (spending average, bill amount or goal pace)',
      params: idParams,
      querystring: accountOnlyQuery,
      response: { 200: suggestionSchema, ...errorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const { budget, qubeId } = await loadQubeBudget(db, account.id, request.params.id);
    return suggestBudget(db, budget, qubeId);
  });
};
