import { ArtworkQuery, CardAccount, CardDetails, CardDetailsQuery, CardImage } from '@qube/contract/cards';
import { ErrorResponses, IdParams } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadAccountForUser } from '../accounts';
import { activeCardOf, cardAccountJson, CARDHOLDER_ONLY, cardById, cardImageJson, cardNotFound } from './cards';
import { artworkById, backgroundSvg, faceSvg } from './cardsArtwork';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { selectCardIssuer } from '../../platform/providers/cardIssuer/selectCardIssuer';
import { requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';

/**
 * The account's card (MM-135, MM-136, API-48), account-scoped: its picture for anyone who reaches the account, its
 * full number, expiry and CVV only for its cardholder. The details are never cached (no-store) and never logged:
 * nothing here writes to the log, and the error handler logs only 5xx errors, which carry no card data.
 */
export const cardRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, households, processEnv }) => {
  const { db } = database;
  // No issuer (production unless QUBE_CARD_ISSUER_PROVIDER names one): the card calls answer 503.
  const configured = selectCardIssuer(env, processEnv);
  const issuer = () => requireProvider(configured, 'cardIssuer');

  app.get('/accounts/:id/card-image/', {
    schema: {
      operationId: 'getCardImage', tags: ['accounts'],
      summary: "MM-135: the picture of the account's active card (card_id and config null when it has none)",
      params: IdParams,
      response: { 200: CardImage, ...ErrorResponses, ...unavailableResponse('cardIssuer') },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return cardImageJson(issuer(), account, await activeCardOf(db, account.id, user.id));
  });

  app.get('/v2/accounts/:id/card-iframe/', {
    schema: {
      operationId: 'getCardDetails', tags: ['accounts'],
      summary: 'MM-136: the full card number, expiry and (show_cvv) CVV, for the cardholder only; never cached',
      params: IdParams,
      querystring: CardDetailsQuery,
      response: { 200: CardDetails, ...ErrorResponses, ...unavailableResponse('cardIssuer') },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const card = await activeCardOf(db, account.id, user.id);
    if (!card || card.id !== request.query.card_id) throw cardNotFound();
    // A household member or a sub-account's owner reaches the account, not the card: only its holder sees the number.
    if (card.userId !== user.id) throw new ApiError(403, CARDHOLDER_ONLY, 'not_cardholder');
    const secrets = await issuer().reveal(card);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return {
      card_id: card.id,
      card_number: secrets.number,
      expiration_month: secrets.expirationMonth,
      expiration_year: secrets.expirationYear,
      cvv: request.query.show_cvv ? secrets.cvv : null,
      name_on_card: account.fullName,
    };
  });
};

/** The card's own calls (not account-scoped: served once, under /api/v2/). */
export const cardV2Routes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, processEnv }) => {
  const { db } = database;
  const configured = selectCardIssuer(env, processEnv);
  const issuer = () => requireProvider(configured, 'cardIssuer');

  app.get('/v2/cards/:id/account/', {
    schema: {
      operationId: 'getCardAccount', tags: ['accounts'],
      summary: 'MM-136: the account a card belongs to (404 unless the user reaches that account)',
      params: IdParams,
      response: { 200: CardAccount, ...ErrorResponses, ...unavailableResponse('cardIssuer') },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const card = await cardById(db, request.params.id);
    if (!card) throw cardNotFound();
    // Another person's card answers exactly like a card that does not exist.
    const account = await loadAccountForUser(db, user.id, request.companyId, card.accountId).catch(() => {
      throw cardNotFound();
    });
    return cardAccountJson(issuer(), account, card);
  });

  app.get('/v2/artwork/:id/background/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getCardArtwork', tags: ['accounts'],
      summary: 'API-48: sandbox card art as SVG (?layer=face: the card face with the wordmark); public, cacheable',
      params: IdParams,
      querystring: ArtworkQuery,
      response: { 200: { description: 'The art', content: { 'image/svg+xml': { schema: Type.String() } } }, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const art = artworkById(request.params.id);
    if (!art) throw new ApiError(404, 'Artwork not found.', 'not_found');
    const svg = request.query.layer === 'face' ? faceSvg(art) : backgroundSvg(art);
    return reply
      .type('image/svg+xml; charset=utf-8')
      // Art is the same for everyone and changes only with a release: a day in any cache.
      .header('cache-control', 'public, max-age=86400')
      // The CORP header of the API (same-origin) stays: pages load it through their own /api/ proxy.
      .send(svg);
  });
};
