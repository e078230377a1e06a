import { BlankFormRequestInput, CompletedFormRequestInput, DirectDepositAvailability, DirectDepositRequest } from '@qube/contract/directDeposit';
import { ErrorAnswer, ErrorResponses, MoneyErrorResponses } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type AccountRow, runMoneyPost, loadPermittedAccount, requireAchIn } from '../accounts';
import {
  blankFormPdf, completedFormPdf, depositWording, EARLY_PAY_PROMISE, recordFormRequest, requireFormAllowance, validateCompletedForm, type DirectDepositForm,
} from './directDeposit';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { chosenProvider, PROVIDER_UNAVAILABLE } from '../../platform/providers/providerChoice';
import { needsProvider, unavailableResponse } from '../../platform/providers/unavailable';

const numbersText = (account: AccountRow) =>
  `Bank name: ${account.bankName}\nAccount number: ${account.accountNumber}\nRouting number: ${account.routingNumber}\nAccount type: Checking`;

const completedMailBody = (firstName: string, account: AccountRow, form: DirectDepositForm) =>
  `Hi ${firstName},\n\nYour direct deposit form is attached. Give it to your ${form.isEmployer ? 'employer' : 'payer'} (${form.employerName}) or their payroll provider.\n\n`
  + `${numbersText(account)}\nDeposit: ${depositWording(form)}\n\n${EARLY_PAY_PROMISE}`;

const blankMailBody = (firstName: string, account: AccountRow) =>
  `Hi ${firstName},\n\nHere is a blank direct deposit form, attached. Fill it in and give it to your employer or payroll provider. `
  + `Your Qube account's numbers:\n\n${numbersText(account)}\n\n${EARLY_PAY_PROMISE}`;

const formResponses = { 201: DirectDepositRequest, ...MoneyErrorResponses, 429: ErrorAnswer('Too many forms asked for in the last hour'), ...unavailableResponse('directDeposit') };

/**
 * Direct deposit forms (MM-116, MM-117, API-47): each request is recorded and mailed to the signed-in person (the
 * completed form as a PDF). Direct deposit follows ACH in (its own flag is not named): not for limited or anonymous
 * users, needs web_move_money_ach_in and banking features. Account-scoped. With no direct-deposit provider (production
 * without QUBE_DIRECT_DEPOSIT_PROVIDER) no deposit could ever land, so no form is made: both answer 503 with the
 * feature's fallback_message, before anything is recorded or mailed.
 */
export const directDepositRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now, mailer, env, processEnv }) => {
  const { db } = database;
  const network = chosenProvider('directDeposit', env, processEnv);
  const provided = needsProvider(network, 'directDeposit');

  // Asked by the Direct Deposit dialog before it shows the account's numbers (any signed-in person: it names no account).
  app.get('/direct/availability/', {
    schema: {
      operationId: 'getDirectDepositAvailability', tags: ['deposits'],
      summary: 'Whether direct deposits can land (a direct-deposit network is configured); the dialog shows the numbers only then',
      response: { 200: DirectDepositAvailability, ...ErrorResponses },
    },
  }, async () => ({ available: network !== null, fallback_message: network === null ? PROVIDER_UNAVAILABLE.directDeposit : null }));

  app.post('/direct/blank-form-request/', {
    config: { authWithBodyAccount: true },
    preHandler: provided,
    schema: {
      operationId: 'requestBlankDirectDepositForm', tags: ['deposits'],
      summary: 'MM-117: mails a blank direct deposit form (with the account and routing numbers) to the signed-in person',
      body: BlankFormRequestInput,
      response: formResponses,
    },
  }, async (request, reply) => {
    const { user, account } = await loadPermittedAccount(db, request, request.body.account_id, { households, permit: requireAchIn });
    const at = now();
    const answer = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      await requireFormAllowance(tx, account.id, 'blank', at);
      return recordFormRequest(tx, { accountId: account.id, userId: user.id, kind: 'blank', form: null, sentTo: user.email, at });
    });
    await mailer.send({
      to: user.email, subject: 'Your Qube direct deposit form', body: blankMailBody(user.firstName, account), attachments: [blankFormPdf(account)],
    }, at);
    return reply.status(201).send(answer);
  });

  app.post('/direct/completed-form-request/', {
    config: { authWithBodyAccount: true },
    preHandler: provided,
    schema: {
      operationId: 'requestCompletedDirectDepositForm', tags: ['deposits'],
      summary: 'MM-114 to MM-116: records the filled-in direct deposit form and mails it as a PDF; idempotent by idempotency_key',
      body: CompletedFormRequestInput,
      response: formResponses,
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireAchIn });
    const form = validateCompletedForm(body);
    const at = now();
    // No live update: a form moves no money.
    const post = { accountId: account.id, userId: user.id, call: 'direct-deposit' as const, idempotencyKey: body.idempotency_key, body, at, status: 201 as const, publish: [] };
    const result = await runMoneyPost(database, post, async (tx) => {
      await requireFormAllowance(tx, account.id, 'completed', at);
      return recordFormRequest(tx, { accountId: account.id, userId: user.id, kind: 'completed', form, sentTo: user.email, at });
    });
    // A replay answers the first request and sends nothing again: the form was mailed once.
    if (!result.replayed) {
      await mailer.send({
        to: user.email, subject: 'Your Qube direct deposit form', body: completedMailBody(user.firstName, account, form), attachments: [completedFormPdf(account, form, at)],
      }, at);
    }
    return reply.status(201).send(result.response);
  });
};
