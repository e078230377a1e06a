import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { incomes, qubeBudgets, qubes } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { money, sumMoney } from '../domain/money';
import { currentBudget } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { errorResponses, moneySchema } from '../schemas';
import type { RouteOptions } from './types';

const incomeItem = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, amount: moneySchema, date: { type: 'string' } },
} as const;

export const budgetSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    start_date: { type: 'string' },
    end_date: { type: 'string' },
    total_budgeted_amount: moneySchema,
    total_income_amount: moneySchema,
    qube_budgets: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          qube: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, type: { type: 'string' } } },
          amount: moneySchema,
        },
      },
    },
    expected_income_instances: { type: 'array', items: incomeItem },
    recurring_income_instances: { type: 'array', items: incomeItem },
  },
} as const;

export const budgetRoutes = async (app: FastifyInstance, { database, households }: RouteOptions) => {
  const { db } = database;
  app.get<{ Querystring: { account_id: number } }>('/budgets/current/', {
    schema: {
      tags: ['budgets'],
      summary: 'The budget of the current calendar month',
      querystring: { type: 'object', required: ['account_id'], properties: { account_id: { type: 'integer', minimum: 1 } } },
      response: { 200: budgetSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const budget = await currentBudget(db, account.id);
    if (!budget) throw new ApiError(404, 'No current budget.', 'no_current_budget');
    const lines = await db
      .select({ id: qubeBudgets.id, amount: qubeBudgets.amount, qube: { id: qubes.id, name: qubes.name, type: qubes.type } })
      .from(qubeBudgets)
      .innerJoin(qubes, eq(qubes.id, qubeBudgets.qubeId))
      .where(eq(qubeBudgets.budgetId, budget.id))
      .orderBy(asc(qubes.manualSortPosition), asc(qubeBudgets.id));
    const income = await db.select().from(incomes).where(inArray(incomes.budgetId, [budget.id])).orderBy(asc(incomes.date), asc(incomes.id));
    const toItem = (i: typeof incomes.$inferSelect) => ({ id: i.id, name: i.name, amount: money(i.amount), date: i.date });
    return {
      id: budget.id,
      name: budget.name,
      start_date: budget.startDate,
      end_date: budget.endDate,
      total_budgeted_amount: sumMoney(lines.map((l) => l.amount)),
      total_income_amount: sumMoney(income.map((i) => i.amount)),
      qube_budgets: lines.map((l) => ({ id: l.id, qube: l.qube, amount: money(l.amount) })),
      expected_income_instances: income.filter((i) => i.kind === 'expected').map(toItem),
      recurring_income_instances: income.filter((i) => i.kind === 'recurring').map(toItem),
    };
  });
};
