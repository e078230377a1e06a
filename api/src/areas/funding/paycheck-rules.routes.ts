import { ErrorResponses, IdParams, NoContent } from '@qube/contract/common';
import { PaycheckPreview, PaycheckPreviewInput, PaycheckRule, PaycheckRuleInput, PaycheckRuleList, PaycheckRuleParams } from '@qube/contract/paychecks';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser, requireInternalTransfer } from '../accounts';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { checkRuleInput, createRule, deleteRule, draftOf, listRules, loadRule, previewRule, updateRule } from './paycheckRules';

export const PREVIEW_NEEDS_RULE = 'Send a saved rule (rule_id) or the rule being edited (rule).';

/**
 * Paycheck rules (issue 25 §3, ADR 0096): GET/POST accounts/{id}/paycheck-rules/, PUT/DELETE
 * accounts/{id}/paycheck-rules/{ruleId}/, POST accounts/{id}/paycheck-rules/preview/. Reading needs the account; a change
 * needs what turning auto funding on needs (the internal-transfer permission), as both move money between pockets.
 */
export const paycheckRuleRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  const answerRule = async (accountId: number, ruleId: number) => {
    const rule = (await listRules(db, accountId)).find((r) => r.id === ruleId);
    if (!rule) throw new ApiError(404, 'Paycheck rule not found.', 'not_found');
    return rule;
  };

  app.get('/accounts/:id/paycheck-rules/', {
    schema: { operationId: 'listPaycheckRules', tags: ['paycheck-rules'], summary: "The account's paycheck rules, oldest first (the order they are tried in)", params: IdParams, response: { 200: PaycheckRuleList, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return { results: await listRules(db, account.id) };
  });

  app.post('/accounts/:id/paycheck-rules/', {
    schema: {
      operationId: 'createPaycheckRule', tags: ['paycheck-rules'],
      summary: 'Saves a paycheck rule: a payer match, an amount range and a plan of ordered lines; 400 with a message per field',
      params: IdParams, body: PaycheckRuleInput, response: { 201: PaycheckRule, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    requireInternalTransfer(user, account);
    const ruleId = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const rule = await checkRuleInput(tx, account.id, draftOf(request.body));
      return createRule(tx, { accountId: account.id, userId: user.id, rule, isActive: request.body.is_active ?? true, at: now() });
    });
    reply.status(201);
    return answerRule(account.id, ruleId);
  });

  app.put('/accounts/:id/paycheck-rules/:ruleId/', {
    schema: {
      operationId: 'updatePaycheckRule', tags: ['paycheck-rules'], summary: 'Replaces a paycheck rule (checked as when saved)',
      params: PaycheckRuleParams, body: PaycheckRuleInput, response: { 200: PaycheckRule, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    requireInternalTransfer(user, account);
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const rule = await checkRuleInput(tx, account.id, draftOf(request.body));
      await updateRule(tx, { accountId: account.id, ruleId: request.params.ruleId, rule, isActive: request.body.is_active ?? true, at: now() });
    });
    return answerRule(account.id, request.params.ruleId);
  });

  app.delete('/accounts/:id/paycheck-rules/:ruleId/', {
    schema: { operationId: 'deletePaycheckRule', tags: ['paycheck-rules'], summary: 'Deletes a paycheck rule (its past runs stay)', params: PaycheckRuleParams, response: { 204: NoContent, ...ErrorResponses } },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    requireInternalTransfer(user, account);
    await inTransaction(db, (tx) => deleteRule(tx, account.id, request.params.ruleId));
    return reply.status(204).send(null);
  });

  app.post('/accounts/:id/paycheck-rules/preview/', {
    schema: {
      operationId: 'previewPaycheckRule', tags: ['paycheck-rules'],
      summary: 'What a rule (saved, or being edited) would have done with the last three matching deposits; moves nothing',
      params: IdParams, body: PaycheckPreviewInput, response: { 200: PaycheckPreview, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const { rule_id: ruleId, rule: draft } = request.body;
    if (draft === undefined && ruleId === undefined) throw new ApiError(400, PREVIEW_NEEDS_RULE, 'invalid');
    const rule = draft !== undefined ? await checkRuleInput(db, account.id, draftOf(draft)) : await loadRule(db, account.id, ruleId ?? 0);
    return previewRule(db, account.id, rule, now());
  });
};
