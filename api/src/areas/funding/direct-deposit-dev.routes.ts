import { ErrorResponses, MONEY_MAX } from '@qube/contract/common';
import { DirectDepositReconciliation, SandboxDirectDeposit, SandboxDirectDepositInput } from '@qube/contract/paychecks';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { isoDate } from '../../platform/dates';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { sandboxCreditReport, sendSandboxCredit } from '../../platform/providers/directDeposit/sandboxDirectDeposit';
import { reconcileDirectDeposits } from './directDepositReconciliation';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { accountNumbersOf, landDirectDeposit } from './directDeposits';
import { plannedLinesJson } from './paycheckAllocation';

export const DATE_IN_FUTURE = 'Date cannot be after today.';
export const DATE_INVALID = 'Enter a valid date.';

/**
 * Development only (registered when QUBE_ENV is development or test; production never has it): the sandbox
 * direct-deposit network sends an ACH credit from a payer to the account's routing and account number, exactly as a
 * bank partner's webhook would deliver it, and the API lands it (areas/funding/directDeposits.ts): once per deposit_id
 * (send one again to replay the delivery), with the account's paycheck rule; a deposit_id starting `lost_` is taken by
 * the network and its delivery lost (ADR 0105). No token, like the other /api/dev/ helpers.
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
    const sent = await sendSandboxCredit(
      database.db,
      { routingNumber: account.routingNumber, accountNumber: account.accountNumber, payerName: body.payer_name, amount: fromCents(toCents(text)), effectiveDate: date, depositId: body.deposit_id },
      // Development copies of demo users may share numbers: the sandbox says which account it meant (landDirectDeposit).
      (credit) => landDirectDeposit(database, { ...credit, accountHint: body.account_id }, at),
    );
    if ('lost' in sent) return { deposit_id: sent.lost.depositId, status: 'delivery_lost' as const, activity_id: null, amount: sent.lost.amount, allocation: null };
    const landed = sent.delivered;
    return {
      deposit_id: landed.depositId, status: landed.status, activity_id: landed.activityId, amount: landed.amount,
      allocation: landed.run === null ? null : {
        rule_id: landed.run.ruleId, to_qubes: fromCents(landed.run.plan.toQubesCents), to_cloud: fromCents(landed.run.plan.toCloudCents), lines: plannedLinesJson(landed.run.plan),
      },
    };
  });

  // The scheduler reconciles hourly; this runs the sandbox network's reconciliation now, to see a lost_ delivery land.
  app.post('/dev/direct-deposits/reconcile', {
    config: { isPublic: true },
    schema: {
      operationId: 'reconcileSandboxDirectDeposits', tags: ['dev'],
      summary: "Compares the sandbox network's report with the deposits that landed, now: lost deliveries land (ADR 0105)",
      response: { 200: DirectDepositReconciliation, ...ErrorResponses },
    },
  }, async (request) => {
    const [result] = await reconcileDirectDeposits(database, now(), [sandboxCreditReport(database.db)], (line) => request.log.warn(line));
    if (!result) throw new Error('the sandbox reconciliation returned nothing');
    return result;
  });
};
