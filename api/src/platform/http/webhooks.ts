import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * A partner's server calls this route, signed by a shared secret (a webhook, /api/webhooks/…): no session, no token,
     * no CSRF cookie or header, no X-API-Version. The route checks the signature itself; set isPublic with it.
     */
    signedWebhook?: boolean;
  }
}

/** Whether the request is for a signed webhook route (its config, not its path: no other route can borrow the exemption). */
export const isSignedWebhook = (request: FastifyRequest): boolean => request.routeOptions.config.signedWebhook === true;
