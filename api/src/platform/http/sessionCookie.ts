import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's session cookie: the token, HttpOnly, so no script (nor an XSS) can read it. The __Host- prefix makes
 * the browser refuse this name unless Secure, Path=/ and no Domain (ASVS 5.0 V3.3.1, V3.3.3), so a sibling host or an
 * injected script cannot plant a session cookie that shadows ours.
 */
export const SESSION_COOKIE = '__Host-qube_token';

/** Routes whose success ends sessions: the session cookie is cleared, and their live sockets close (areas/accounts/live.routes.ts). */
export const SESSION_ENDING_ROUTES = new Set(['/api/users/logout/', '/api/users/forgot-password/change/']);

/**
 * Host-only (no Domain: a sibling host of a parent domain never receives it), Secure, SameSite=Lax (not sent on
 * cross-site subrequests; the CSRF double submit covers the rest) and HttpOnly (ASVS 5.0 V3.3.1, V3.3.2, V3.3.4).
 */
const ATTRIBUTES = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;

/**
 * Sets the session cookie to live until the session's end (`sessionExpiry(…).expiresAt`): every authenticated request
 * moves that end, so auth.ts sends the cookie again whenever it moves it, and the browser drops the cookie when the
 * session would end idle (ASVS 5.0 V7.3.1). The API still checks the end itself on every request.
 */
export const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date, now: Date) => {
  const seconds = Math.ceil((expiresAt.getTime() - now.getTime()) / 1000);
  reply.setCookie(SESSION_COOKIE, token, { ...ATTRIBUTES, maxAge: Math.max(0, seconds) });
};

/** Removes the session cookie (the browser's script cannot: it is HttpOnly). */
export const clearSessionCookie = (reply: FastifyReply) => {
  reply.clearCookie(SESSION_COOKIE, ATTRIBUTES);
};

/** The token of the request's session cookie, if it sent one. */
export const sessionCookieOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/** Logout and a password reset clear the cookie of the browser that made them (the routes stay about sessions). */
export const installSessionCookie = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode < 300 && SESSION_ENDING_ROUTES.has(request.routeOptions.url ?? '')) clearSessionCookie(reply);
  });
};
