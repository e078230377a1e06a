import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { FieldErrors, MESSAGES } from '../domain/validation';
import { accountJson } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { accountSchema, errorResponses, idParams } from '../schemas';
import type { RouteOptions } from './types';

export const BUDGET_PERIODS = ['monthly', 'semi_monthly', 'biweekly', 'weekly'] as const;
export const DISPLAY_NAME_MAX = 60;
export const DISPLAY_NAME_TOO_LONG = `Ensure this field has no more than ${DISPLAY_NAME_MAX} characters.`;

type AccountPatch = { display_name?: string; budget_period?: (typeof BUDGET_PERIODS)[number] };

/** Account-scoped: also mounted under /api/households/ (household accounts only there). */
export const accountRoutes = async (app: FastifyInstance, { database, households }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number } }>('/accounts/:id/', {
    schema: { tags: ['accounts'], summary: 'One account the user reaches', params: idParams, response: { 200: accountSchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    return accountJson(await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households }));
  });

  app.patch<{ Params: { id: number }; Body: AccountPatch }>('/accounts/:id/', {
    schema: {
      tags: ['accounts'],
      summary: 'Renames an account the user reaches and/or changes its budget period',
      params: idParams,
      body: {
        type: 'object',
        properties: {
          display_name: { type: 'string', maxLength: 1000, description: `Trimmed; 1 to ${DISPLAY_NAME_MAX} characters` },
          budget_period: { type: 'string', enum: [...BUDGET_PERIODS] },
        },
      },
      response: { 200: accountSchema, ...errorResponses },
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
    const [updated] = await db.update(accounts).set(changes).where(eq(accounts.id, account.id)).returning();
    return accountJson(updated ?? account);
  });
};
