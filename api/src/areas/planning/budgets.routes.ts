import { Budget, BudgetSettleInput, BudgetSummary, QubeBudget, QubeBudgetDraftInput, SuggestedBudget } from '@qube/contract/budgets';
import { AccountListQuery, AccountQuery, ErrorResponses, IdParams, Page } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser, currentBudget } from '../accounts';
import { syncAutoFunding } from '../funding';
import {
  budgetJson, budgetStatus, countBudgets, listBudgets, loadBudget, loadQubeBudget, parseDraftAmount, qubeBudgetJson, requireOpen, saveDraft,
  settleDrafts, suggestBudget,
} from './budgets';
import { isoDate } from '../../platform/dates';
import { page, pageParams } from '../../platform/paging';
import { requireAuth, type AuthContext } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

/** PL-06: the client reads budgets with limit 1000; more is served as 1000 a page. */
const MAX_PAGE = 1000;


/** Budgets (PL-05 to PL-09, API-52). Account-scoped: also served under /api/households/. */
export const budgetRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  const accountOf = (request: { auth: AuthContext | null; companyId: number }, accountId: number) =>
    loadAccountForUser(db, requireAuth(request.auth).user.id, request.companyId, accountId, { households });
  const today = () => isoDate(now());

  app.get('/budgets/', {
    schema: {
      operationId: 'listBudgets', tags: ['budgets'],
      summary: `The account's budgets, newest first (default and largest page ${MAX_PAGE})`,
      querystring: AccountListQuery,
      response: { 200: Page(BudgetSummary), ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const params = pageParams(request.query, MAX_PAGE);
    const limit = Math.min(params.limit, MAX_PAGE);
    const count = await countBudgets(db, account.id);
    return page(request.url, count, limit, params.offset, await listBudgets(db, account.id, today(), limit, params.offset));
  });

  app.get('/budgets/current/', {
    schema: {
      operationId: 'getCurrentBudget', tags: ['budgets'],
      summary: 'The budget of the current calendar month',
      querystring: AccountQuery,
      response: { 200: Budget, ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const day = today();
    const budget = await currentBudget(db, account.id, day);
    if (!budget) throw new ApiError(404, 'No current budget.', 'no_current_budget');
    return budgetJson(db, budget, day);
  });

  app.get('/budgets/:id/', {
    schema: { operationId: 'getBudget', tags: ['budgets'], summary: 'One budget of the account', params: IdParams, querystring: AccountQuery, response: { 200: Budget, ...ErrorResponses } },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    return budgetJson(db, await loadBudget(db, account.id, request.params.id), today());
  });

  app.post('/budgets/:id/', {
    schema: {
      operationId: 'settleBudget', tags: ['budgets'],
      summary: 'Commits the budget\'s drafts ({commit: true}) or drops them ({cancel: true}); answers the Budget',
      params: IdParams,
      body: BudgetSettleInput,
      response: { 200: Budget, ...ErrorResponses },
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

  app.get('/budgets/qube-budget/:id/', {
    schema: { operationId: 'getQubeBudget', tags: ['budgets'], summary: 'One qube budget line', params: IdParams, querystring: AccountQuery, response: { 200: QubeBudget, ...ErrorResponses } },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const { budget } = await loadQubeBudget(db, account.id, request.params.id);
    return qubeBudgetJson(db, budget, request.params.id);
  });

  app.patch('/budgets/qube-budget/:id/', {
    schema: {
      operationId: 'saveQubeBudgetDraft', tags: ['budgets'],
      summary: 'Saves a draft amount (is_editing); the amount changes only when the budget is committed',
      params: IdParams,
      body: QubeBudgetDraftInput,
      response: { 200: QubeBudget, ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.body.account_id);
    const { budget } = await loadQubeBudget(db, account.id, request.params.id);
    requireOpen(budget, today());
    await saveDraft(db, request.params.id, parseDraftAmount(request.body.editing_amount));
    return qubeBudgetJson(db, budget, request.params.id);
  });

  app.get('/budgets/qube-budget/:id/suggested-budget/', {
    schema: {
      operationId: 'getSuggestedBudget', tags: ['budgets'],
      summary: 'A suggested amount for the qube budget and its basis (spending average, bill amount or goal pace)',
      params: IdParams,
      querystring: AccountQuery,
      response: { 200: SuggestedBudget, ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id);
    const { budget, qubeId } = await loadQubeBudget(db, account.id, request.params.id);
    return suggestBudget(db, budget, qubeId);
  });
};
