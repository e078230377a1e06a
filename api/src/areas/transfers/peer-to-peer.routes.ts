import { MoneyErrorResponses, ErrorResponses } from '@qube/contract/common';
import { PersonSearchQuery, PersonSearchResult, SendToPersonInput, SendToPersonResult } from '@qube/contract/peerToPeer';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { runMoneyPost, requireSendToFriend, loadPermittedAccount } from '../accounts';
import { pocketRef, resolvePocket } from './orders';
import { findPeople, parseSearchTerm, recipientOfAccount, SEARCH_FORM, SEND_TO_SELF, sendToPerson } from './peerToPeer';
import { parseTransferAmount } from './transferInput';
import { FieldErrors } from '../../platform/validation';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { type RouteLimit, routeLimiter } from '../../platform/http/routeLimiter';
import type { RouteOptions } from '../../platform/http/routeTypes';

const MINUTE = 60_000;
/**
 * The person search's limits: 20 searches per 10 minutes per user and 60 per address, whatever they find. With only
 * exact e-mails and phone numbers matching, this bounds how many guesses anyone can test (ASVS 5.0 V2.4.1).
 */
export const SEARCH_LIMITS = [
  { name: 'friend-search', by: 'user', max: 20, windowMs: 10 * MINUTE },
  { name: 'friend-search', by: 'ip', max: 60, windowMs: 10 * MINUTE },
] as const satisfies readonly RouteLimit[];

/**
 * API-18 GET users/search/: finds the one person an exact e-mail address or phone number names (see
 * areas/transfers/peerToPeer.ts parseSearchTerm). Not account-scoped.
 */
export const peerSearchRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database }) => {
  const { db } = database;
  const limit = routeLimiter(app, SEARCH_LIMITS, 'Too many searches');

  app.get('/users/search/', {
    schema: {
      operationId: 'searchPeople', tags: ['users'],
      summary: 'Finds the person a whole e-mail address or phone number names, to send money to (never a prefix or a name)',
      querystring: PersonSearchQuery,
      response: { 200: PersonSearchResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    requireSendToFriend(user, null);
    await limit(request);
    const term = parseSearchTerm(request.query.search);
    if (term === null) throw new ApiError(400, SEARCH_FORM, 'invalid', { search: SEARCH_FORM });
    const people = await findPeople(db, { companyId: request.companyId, callerId: user.id, term });
    return {
      count: people.length,
      results: people.map((p) => ({ id: p.userId, full_name: p.fullName, primary_account: p.accountId, accounts: [p.accountId] })),
    };
  });
};

/** API-37 POST orders/send-to-person/: an instant send, idempotent like orders/. Account-scoped. */
export const peerToPeerRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.post('/orders/send-to-person/', {
    config: { authWithBodyAccount: true },
    schema: {
      operationId: 'sendToPerson', tags: ['orders'],
      summary: "Sends money to a person at once: from a pocket of this account to their primary account's Cloud",
      body: SendToPersonInput,
      response: { 201: SendToPersonResult, ...MoneyErrorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireSendToFriend });
    const errors = new FieldErrors();
    const amount = parseTransferAmount(body.amount, errors);
    if (body.to_account === account.id) errors.add('to_account', SEND_TO_SELF);
    errors.throwIfAny();
    if (amount === null) throw new Error('unreachable');
    const recipient = await recipientOfAccount(db, request.companyId, body.to_account);
    if (recipient.userId === user.id) throw new ApiError(400, SEND_TO_SELF, 'invalid', { to_account: SEND_TO_SELF });
    const title = (body.title ?? '').trim();
    const at = now();
    // Both accounts locked up front in one order (see sendToPerson): two people sending to each other cannot deadlock.
    const post = {
      accountId: account.id, alsoLock: [recipient.accountId], userId: user.id, call: 'send-to-person' as const, idempotencyKey: body.idempotency_key, body, at,
      status: 201 as const, publish: [account.id, recipient.accountId],
    };
    const result = await runMoneyPost(database, post, async (tx): Promise<SendToPersonResult> => {
      const from = await resolvePocket(tx, account.id, body.from_qube);
      const sent = await sendToPerson(tx, {
        sender: { userId: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), accountId: account.id },
        recipient, from, amount, title, at,
      });
      return {
        id: sent.out.id, peer_transfer_id: sent.peerTransferId, amount, from_qube: pocketRef(from.pocket), to_account: recipient.accountId,
        recipient_name: recipient.fullName, new_balance: sent.out.newBalance, status: 'executed', creation_datetime: at.toISOString(),
      };
    });
    // A replay answers what this route stored under the key: its own 201 (only successes are stored).
    return reply.status(result.statusCode as 201).send(result.response);
  });
};
