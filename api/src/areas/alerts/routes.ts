import { AlertSettings, AlertSettingsInput } from '@qube/contract/alerts';
import { AccountQuery, ErrorResponses } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser } from '../accounts';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { alertSettingsJson, hasPhoneNumber, readAlertSettings, writeAlertSettings } from './alertSettings';

/** Each person's alert settings for an account (issue 25 §2). Account-scoped: also under /api/households/. */
export const alertRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now, texts }) => {
  const { db } = database;
  // Without a texting provider nobody can get texts, and the person's phone is not read.
  const textsAvailable = async (userId: number) => Boolean(texts) && (await hasPhoneNumber(db, userId));

  app.get('/alerts/settings/', {
    schema: {
      operationId: 'getAlertSettings', tags: ['notifications'],
      summary: 'Which alerts this person gets for the account, by which channel, and how many days before a short bill',
      querystring: AccountQuery,
      response: { 200: AlertSettings, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    return alertSettingsJson(await readAlertSettings(db, user.id, account.id), await textsAvailable(user.id));
  });

  app.put('/alerts/settings/', {
    schema: {
      operationId: 'putAlertSettings', tags: ['notifications'],
      summary: 'Saves this person’s alert settings for the account',
      body: AlertSettingsInput,
      response: { 200: AlertSettings, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    const saved = await writeAlertSettings(db, user.id, account.id, request.body, now());
    return alertSettingsJson(saved, await textsAvailable(user.id));
  });
};
