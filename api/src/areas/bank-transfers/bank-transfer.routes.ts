import { BankTransfer, BankTransferInput, PreviousBankAccounts } from '@qube/contract/bankTransfers';
import { AccountQuery, ErrorResponses, IdParams, MoneyErrorResponses, NoContent } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bankTransferJson, cancelBankTransfer, previouslyTransferredAccounts, startBankTransfer, submitBankTransfers } from './bankTransfers';
import { requireTransferToBank, runMoneyPost, loadPermittedAccount } from '../accounts';
import { isoDate } from '../../platform/dates';
import { BANK_NUMBERS_DIFFER, loadDestinationBank } from '../funding';
import { resolvePocket, parseScheduledDate, parseTransferAmount } from '../transfers';
import { FieldErrors } from '../../platform/validation';
import { selectBankLinkProvider } from '../../platform/providers/bankLink/provider';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

export { DATE_INVALID, DATE_IN_PAST } from '../transfers';
export const INACTIVE_REFUSED = 'A new bank transfer is always active.';

/**
 * Transfers to a bank (API-36, API-37; MM-102 to MM-104): POST orders/bank-transfers/ (idempotent like orders/),
 * DELETE orders/bank-transfers/{id}/?account_id= (while scheduled or pending), GET orders/previously-transferred-accounts/.
 * Settlement is the scheduler's (processBankTransfers). Without a bank-link provider (production unless
 * QUBE_BANK_LINK_PROVIDER names one) a new transfer answers 503. Account-scoped.
 */
export const bankTransferRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, households, now, processEnv }) => {
  const { db } = database;
  const configured = selectBankLinkProvider(env, processEnv);
  // What the crash-safety steps after a commit make at the provider: the configured one's rows (none: the calls answer 503).
  const bankLinks = configured === null ? [] : [configured];

  app.post('/orders/bank-transfers/', {
    config: { authWithBodyAccount: true },
    preHandler: needsProvider(configured, 'bankLink'),
    schema: {
      operationId: 'createBankTransfer', tags: ['orders'],
      summary: 'Transfers money from a pocket to a linked bank account: pending for 3 to 5 business days, cancellable while pending',
      body: BankTransferInput,
      response: { 201: BankTransfer, ...MoneyErrorResponses, ...unavailableResponse('bankLink') },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireTransferToBank });
    const at = now();
    const todayIso = isoDate(at);
    const errors = new FieldErrors();
    const amount = parseTransferAmount(body.amount, errors);
    const date = parseScheduledDate(body.scheduled_date, todayIso, errors);
    if (body.is_active === false) errors.add('is_active', INACTIVE_REFUSED);
    errors.throwIfAny();
    if (amount === null || date === null) throw new Error('unreachable');
    const bank = await loadDestinationBank(db, account.id, body.plaid_account);
    // The browser may echo the numbers it was shown (MM-104); they must be the link's own (only the last 4 digits are kept).
    const sentDigits = body.ach_account_number?.replace(/\D/g, '') ?? '';
    if (body.ach_account_number !== undefined && !sentDigits.endsWith(bank.mask)) errors.add('ach_account_number', BANK_NUMBERS_DIFFER);
    if (body.ach_routing_number !== undefined && bank.routingNumber !== '' && body.ach_routing_number.trim() !== bank.routingNumber) errors.add('ach_routing_number', BANK_NUMBERS_DIFFER);
    errors.throwIfAny();
    const post = { accountId: account.id, userId: user.id, call: 'bank-transfer' as const, idempotencyKey: body.idempotency_key, body, at, status: 201 as const, publish: [account.id] };
    const result = await runMoneyPost(database, post, async (tx): Promise<BankTransfer> => {
      const from = await resolvePocket(tx, account.id, body.from_qube);
      const row = await startBankTransfer(tx, {
        accountId: account.id, userId: user.id, from, bank, amount, title: (body.title ?? '').trim(),
        nameOnAccount: body.ach_name_on_account?.trim() || account.fullName, scheduledDate: date, today: todayIso, at,
        providerId: requireProvider(configured, 'bankLink').id,
      });
      return bankTransferJson(row, at);
    });
    // The payment at the provider, after our debit committed (a replay's too: it may follow a crash before this step).
    // Failing here is no failure of the call: the scheduler makes it, under the same key.
    await submitBankTransfers(database, bankLinks, { accountId: account.id }).catch((error: unknown) => request.log.error(error, 'bank transfer not yet made at the provider'));
    // A replay answers what this route stored under the key: its own 201 (only successes are stored).
    return reply.status(result.statusCode as 201).send(result.response);
  });

  app.delete('/orders/bank-transfers/:id/', {
    schema: {
      operationId: 'cancelBankTransfer', tags: ['orders'],
      summary: 'Cancels a scheduled or pending transfer to a bank (its money goes back to the pocket); id is the activity source_id',
      params: IdParams,
      querystring: AccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { account } = await loadPermittedAccount(db, request, request.query.account_id, { households, permit: requireTransferToBank });
    const at = now();
    // Cancelled at the provider before here; a crash between the two is finished by the scheduler (areas/bank-transfers/bankTransfers.ts).
    await cancelBankTransfer(database, { accountId: account.id, id: request.params.id, at });
    database.events.publish(account.id);
    return reply.status(204).send(null);
  });

  app.get('/orders/previously-transferred-accounts/', {
    schema: {
      operationId: 'listPreviouslyTransferredAccounts', tags: ['orders'],
      summary: 'API-36: the linked bank accounts money went to before, most recent first',
      querystring: AccountQuery,
      response: { 200: PreviousBankAccounts, ...ErrorResponses },
    },
  }, async (request) => {
    const { account } = await loadPermittedAccount(db, request, request.query.account_id, { households, permit: requireTransferToBank });
    return { results: await previouslyTransferredAccounts(db, account.id) };
  });
};
