import { ErrorResponses, MONEY_MAX } from '@qube/contract/common';
import { SandboxDirectDeposit, SandboxDirectDepositInput } from '@qube/contract/paychecks';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { isoDate } from '../../platform/dates';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { sandboxDirectDepositNetwork } from '../../platform/providers/directDeposit/sandboxDirectDeposit';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { accountNumbersOf, landDirectDeposit } from './directDeposits';
import { plannedLinesJson } from './paycheckAllocation';

export const DATE_IN_FUTURE = 'Date cannot be after today.';
export const DATE_INVALID = 'Enter a valid date.';

/**
 * Development only (registered when QUBE_ENV is development or test; production never has it): the sandbox
 * direct-deposit network sends an ACH credit from a payer to the account's routing and account number, exactly as a
 * bank partner's webhook would deliver it, and the API lands it (areas/funding/directDeposits.ts): once per deposit_id
 * (send one again to replay the delivery), with the account's paycheck rule. No token, like the other /api/dev/ helpers.
 */
export const directDepositDevRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  app.post('/dev/direct-deposits/', {
    config: { isPublic: true },
    schema: {
      operationId: 'landSandboxDirectDeposit', tags: ['dev'],
      summary: "Lands a sandbox direct deposit (payer, amount, optional date) in the account's Cloud, through the sandbox network",
      body: SandboxDirectDepositInput,
      response: { 200: SandboxDirectDeposit, ...ErrorResponses, 409: ErrorResponses[400] },
    },
  }, async (request) => {
    const body = request.body;
    const at = now();
    const errors = new FieldErrors();
    const text = typeof body.amount === 'number' ? (Number.isFinite(body.amount) ? String(body.amount) : '') : body.amount.trim();
    if (!isMoney(text)) errors.add('amount', text === '' ? MESSAGES.required : AMOUNT_INVALID);
    else if (toCents(text) <= 0n) errors.add('amount', AMOUNT_NOT_POSITIVE);
    else if (toCents(text) > toCents(MONEY_MAX)) errors.add('amount', `Amount must be at most ${MONEY_MAX}.`);
    if (body.payer_name.trim() === '') errors.add('payer_name', MESSAGES.required);
    const date = body.date ?? isoDate(at);
    if (Number.isNaN(new Date(`${date}T12:00:00`).getTime()) || isoDate(new Date(`${date}T12:00:00`)) !== date) errors.add('date', DATE_INVALID);
    else if (date > isoDate(at)) errors.add('date', DATE_IN_FUTURE);
    errors.throwIfAny();
    const account = await accountNumbersOf(database.db, body.account_id);
    const landed = await sandboxDirectDepositNetwork.deliver(
      { routingNumber: account.routingNumber, accountNumber: account.accountNumber, payerName: body.payer_name, amount: fromCents(toCents(text)), effectiveDate: date, depositId: body.deposit_id },
      // Development copies of demo users may share numbers: the sandbox says which account it meant (landDirectDeposit).
      (credit) => landDirectDeposit(database, { ...credit, accountHint: body.account_id }, at),
    );
    return {
      deposit_id: landed.depositId, status: landed.status, activity_id: landed.activityId, amount: landed.amount,
      allocation: landed.run === null ? null : {
        rule_id: landed.run.ruleId, to_qubes: fromCents(landed.run.plan.toQubesCents), to_cloud: fromCents(landed.run.plan.toCloudCents), lines: plannedLinesJson(landed.run.plan),
      },
    };
  });
};
