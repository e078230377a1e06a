import { ErrorResponses, NoContent } from '@qube/contract/common';
import {
  LinkAccountsInput,
  LinkedAccountParams,
  LinkedAccountsQuery,
  LinkedBankAccounts,
  LinkToken,
  LinkTokenInput,
  RelinkInput,
  RelinkResult,
  UnlinkQuery,
  type LinkType,
} from '@qube/contract/bankLink';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForRequest, loadAccountForUser, requireBankLink } from '../accounts';
import { storedFeatureFlags } from '../identity';
import { requireAuth, type AuthUser } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { linkedAccountJson, listLinkedAccounts, loadLinkedAccount, saveLinkedAccounts, saveRelink, unlinkAccount } from '../../platform/providers/bankLink/linkedAccounts';
import { selectBankLinkProvider } from '../../platform/providers/bankLink/provider';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction } from '../../platform/db/transactions';

export const LINK_MISMATCH = 'The linked accounts do not match this bank link. Please start again.';

/** The three token calls of MM-137, by link type. */
const TOKEN_PATHS: readonly { path: string; linkType: LinkType; operationId: string }[] = [
  { path: '/plaid/generate-link-token/', linkType: 'default', operationId: 'generateLinkToken' },
  { path: '/plaid/generate-dda-token/', linkType: 'dda', operationId: 'generateDdaLinkToken' },
  { path: '/plaid/generate-credit-card-token/', linkType: 'credit_card', operationId: 'generateCreditCardLinkToken' },
];

/**
 * Linked banks (API-49, MM-137 to MM-140) through the configured bank-link provider: link tokens by link type,
 * POST plaid/accounts/ trading the widget's public token for the linked accounts, GET the list, relink (update mode)
 * and unlink. Who may: requireBankLink (ACH in or out, no anonymous or limited users, banking features). Without a
 * provider (production unless QUBE_BANK_LINK_PROVIDER names one) every call but the list and the unlink answers 503.
 * Account-scoped.
 */
export const plaidRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, households, now, processEnv }) => {
  const { db } = database;
  const configured = selectBankLinkProvider(env, processEnv);
  const preHandler = needsProvider(configured, 'bankLink');
  const provider = () => requireProvider(configured, 'bankLink');

  for (const { path, linkType, operationId } of TOKEN_PATHS) {
    app.post(path, {
      config: { authWithBodyAccount: true },
      preHandler,
      schema: {
        operationId, tags: ['bank-link'],
        summary: `A link token for the bank-link widget (link type ${linkType}); expires after 4 hours`,
        body: LinkTokenInput,
        response: { 200: LinkToken, ...ErrorResponses, ...unavailableResponse('bankLink') },
      },
    }, async (request) => {
      const auth = requireAuth(request.auth);
      const account = await loadAccountForRequest(db, auth, request.companyId, request.body.account_id, { households });
      requireBankLink(auth.user, account);
      const made = await provider().createLinkToken(db, { accountId: account.id, userId: auth.user.id, linkType, at: now() });
      return { link_token: made.linkToken, expiration: made.expiration.toISOString() };
    });
  }

  app.post('/plaid/accounts/', {
    config: { authWithBodyAccount: true },
    preHandler,
    schema: {
      operationId: 'linkBankAccounts', tags: ['bank-link'],
      summary: "Stores the accounts of a finished bank link (the widget's public token and metadata) with their verification status",
      body: LinkAccountsInput,
      response: { 201: LinkedBankAccounts, ...ErrorResponses, ...unavailableResponse('bankLink') },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    const account = await loadAccountForRequest(db, auth, request.companyId, body.account_id, { households });
    requireBankLink(auth.user, account);
    const at = now();
    const saved = await inTransaction(db, async (tx) => {
      const link = await provider().exchangePublicToken(tx, { publicToken: body.plaid_public_token, accountId: account.id, at });
      // The metadata must describe this link: the provider's answer is what is stored, never the browser's.
      const known = new Set(link.accounts.map((a) => a.providerAccountId));
      const isSameLink = link.relinkAccountId === null
        && link.institution.id === body.institution_id
        && body.accounts.every((a) => known.has(a.id))
        && (body.link_type ?? 'default') === link.linkType;
      if (!isSameLink) throw new ApiError(400, LINK_MISMATCH, 'link_mismatch');
      return saveLinkedAccounts(tx, { accountId: account.id, userId: auth.user.id, provider: provider().id, link, at });
    });
    return reply.status(201).send({ count: saved.length, next: null, results: saved.map(linkedAccountJson) });
  });

  /**
   * The user as the link checks see them. Without a provider the bank flags are off for everyone (platform/http/auth.ts
   * withFlagsOff), yet the banks a person linked before are still theirs to see and to unlink: those two calls check the
   * flags as stored. With a provider the user is as signed in.
   */
  const withLinkFlags = async (user: AuthUser): Promise<AuthUser> => {
    if (configured !== null) return user;
    const featureFlags = await storedFeatureFlags(db, user.id);
    return featureFlags === undefined ? user : { ...user, featureFlags };
  };

  app.get('/plaid/accounts/', {
    schema: {
      operationId: 'listLinkedBankAccounts', tags: ['bank-link'],
      summary: 'The linked bank accounts of an account (optionally only plus primary DDA or credit-card links)',
      querystring: LinkedAccountsQuery,
      response: { 200: LinkedBankAccounts, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const q = request.query;
    const account = await loadAccountForUser(db, user.id, request.companyId, q.account_id, { households });
    requireBankLink(await withLinkFlags(user), account);
    const linkType: LinkType | undefined = q.plus_primary_dda_only ? 'dda' : q.plus_credit_card_only ? 'credit_card' : undefined;
    const rows = await listLinkedAccounts(db, account.id, { linkType });
    return { count: rows.length, next: null, results: rows.map(linkedAccountJson) };
  });

  app.post('/plaid/accounts/:pk/relink/', {
    config: { authWithBodyAccount: true },
    preHandler,
    schema: {
      operationId: 'relinkBankAccount', tags: ['bank-link'],
      summary: "Relink (MM-140): without a public token an update-mode link token for the account's bank; with one, the warning cleared",
      params: LinkedAccountParams,
      body: RelinkInput,
      response: { 200: RelinkResult, ...ErrorResponses, ...unavailableResponse('bankLink') },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    const account = await loadAccountForRequest(db, auth, request.companyId, body.account_id, { households });
    requireBankLink(auth.user, account);
    const at = now();
    const row = await loadLinkedAccount(db, account.id, request.params.pk);
    if (body.plaid_public_token === undefined) {
      const made = await provider().createLinkToken(db, { accountId: account.id, userId: auth.user.id, linkType: row.linkType as LinkType, relinkAccountId: row.id, at });
      return { link_token: made.linkToken, expiration: made.expiration.toISOString() };
    }
    const publicToken = body.plaid_public_token;
    const relinked = await inTransaction(db, async (tx) => {
      const link = await provider().exchangePublicToken(tx, { publicToken, accountId: account.id, at });
      return saveRelink(tx, { row, link, at });
    });
    return { account: linkedAccountJson(relinked) };
  });

  app.delete('/plaid/item/', {
    schema: {
      operationId: 'unlinkBankAccount', tags: ['bank-link'],
      summary: 'Unlinks a bank account (its scheduled deposits and transfers out end; its bank sign-in is removed at the provider with its last account, when a provider is configured)',
      querystring: UnlinkQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const q = request.query;
    const account = await loadAccountForUser(db, user.id, request.companyId, q.account_id, { households });
    requireBankLink(await withLinkFlags(user), account);
    const at = now();
    const itemToRemove = await inTransaction(db, async (tx) => unlinkAccount(tx, await loadLinkedAccount(tx, account.id, q.plaid_account_id), at));
    // Without a configured provider the link still ends on our side (above: the row inactive, its scheduled deposits and
    // transfers out ended), which is what stops every movement of money through it; only the provider's removeItem is
    // skipped, because there is no provider client (no keys, no sandbox) to call. The item stays at the provider until
    // it expires there or a provider configured later is asked to remove it: it can move no money, since every pull and
    // payment starts from our rows.
    if (itemToRemove !== null && configured !== null) await configured.removeItem(db, itemToRemove);
    database.events.publish(account.id);
    return reply.status(204).send(null);
  });
};
