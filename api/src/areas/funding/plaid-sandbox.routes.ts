import { ErrorResponses } from '@qube/contract/common';
import { SandboxCompleteInput, SandboxInstitutions, SandboxLinkSuccess, SandboxSession, SandboxSignInInput } from '@qube/contract/bankLink';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountOfLinkToken } from './linkTokens';
import { requireAuth } from '../../platform/http/auth';
import { SANDBOX_INSTITUTIONS } from '../../platform/providers/bankLink/sandboxInstitutions';
import { sandboxComplete, sandboxSignIn } from '../../platform/providers/bankLink/sandboxProvider';
import type { RouteOptions } from '../../platform/http/routeTypes';

/**
 * The sandbox bank-link provider's own servers, which its widget talks to (a real provider's widget talks to the
 * provider, never to us): the institutions, the sign-in at a bank, and the choice of accounts that yields the public
 * token. Registered only while the sandbox is the configured provider. The link token decides the account: it must
 * be one the signed-in person was given.
 */
export const plaidSandboxRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;

  app.get('/plaid/sandbox/institutions/', {
    schema: {
      operationId: 'listSandboxInstitutions', tags: ['bank-link'],
      summary: 'Sandbox provider: the banks its widget offers',
      response: { 200: SandboxInstitutions, ...ErrorResponses },
    },
  }, async (request) => {
    requireAuth(request.auth);
    return { results: SANDBOX_INSTITUTIONS.map((i) => ({ institution_id: i.id, name: i.name })) };
  });

  app.post('/plaid/sandbox/sign-in/', {
    schema: {
      operationId: 'sandboxBankSignIn', tags: ['bank-link'],
      summary: "Sandbox provider: signs in to a bank with the widget's link token; answers the accounts to choose from, or the provider's message",
      body: SandboxSignInInput,
      response: { 200: SandboxSession, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    const at = now();
    const accountId = await accountOfLinkToken(db, body.link_token, user.id, at);
    const session = await sandboxSignIn(db, { linkToken: body.link_token, institutionId: body.institution_id, username: body.username, password: body.password, accountId, at });
    return {
      link_session_id: session.linkSessionId,
      institution: { institution_id: session.institution.id, name: session.institution.name },
      accounts: session.accounts.map((a) => ({ id: a.providerAccountId, name: a.name, mask: a.mask, type: a.type, subtype: a.subtype, verification_status: a.verificationStatus })),
    };
  });

  app.post('/plaid/sandbox/complete/', {
    schema: {
      operationId: 'sandboxBankLinkComplete', tags: ['bank-link'],
      summary: "Sandbox provider: the chosen accounts; answers the public token and metadata the widget's onSuccess receives",
      body: SandboxCompleteInput,
      response: { 200: SandboxLinkSuccess, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    const at = now();
    const accountId = await accountOfLinkToken(db, body.link_token, user.id, at);
    const done = await sandboxComplete(db, { linkToken: body.link_token, linkSessionId: body.link_session_id, accountIds: body.account_ids, accountId, at });
    return {
      public_token: done.publicToken,
      metadata: {
        link_session_id: done.linkSessionId,
        institution: { institution_id: done.institution.id, name: done.institution.name },
        accounts: done.accounts.map((a) => ({ id: a.providerAccountId, name: a.name, mask: a.mask, type: a.type, subtype: a.subtype, verification_status: a.verificationStatus })),
        link_type: done.linkType,
      },
    };
  });
};
