import { ErrorResponses } from '@qube/contract/common';
import { SandboxBankAdvance, SandboxBankAdvanceInput } from '@qube/contract/bankLink';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { settleAchDeposits } from './deposits';
import { sandboxBankLinkProvider } from '../../platform/providers/bankLink/sandboxProvider';
import type { RouteOptions } from '../../platform/http/routeTypes';

/**
 * Development only (registered when QUBE_ENV is development or test and the sandbox is the bank-link provider): the
 * sandbox bank's test clock. Advancing it lets
 * a person or a test see deposits settle without waiting 3 business days: every deposit the bank would settle within
 * `minutes` settles now. It moves neither the API's own clock (which would end every session) nor any lasting offset
 * (a later deposit is pending as usual). No token, like the other /api/dev/ helpers.
 */
export const bankDepositDevRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  app.post('/dev/sandbox-bank/advance', {
    config: { isPublic: true },
    schema: {
      operationId: 'advanceSandboxBank', tags: ['dev'],
      summary: 'Settles now every deposit the sandbox bank would settle within `minutes` (a one-off look ahead)',
      body: SandboxBankAdvanceInput,
      response: { 200: SandboxBankAdvance, ...ErrorResponses },
    },
  }, async (request) => {
    const at = now();
    const lookAheadMs = request.body.minutes * 60_000;
    const settled = await settleAchDeposits(database, at, [sandboxBankLinkProvider], { lookAheadMs, onlyAccountId: request.body.account_id });
    return { bank_time: new Date(sandboxBankLinkProvider.bankNow(at).getTime() + lookAheadMs).toISOString(), settled };
  });
};
