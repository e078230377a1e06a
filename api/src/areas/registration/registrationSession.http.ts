import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { ApplicationRow } from './registration';
import { applicationByToken } from './registrationStore';

/**
 * The browser's hold on its registration: an HttpOnly host-only cookie with the application's token (only its sha256 is
 * stored), like the session cookie (platform/http/sessionCookie.ts). Another device gets its own by verifying the phone again.
 */
export const APPLICATION_COOKIE = '__Host-qube_application';
/** An application is resumable for 30 days from its last verification. */
export const APPLICATION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const ATTRIBUTES = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;

export const newApplicationToken = () => crypto.randomBytes(32).toString('hex');

export const setApplicationCookie = (reply: FastifyReply, token: string) => {
  reply.setCookie(APPLICATION_COOKIE, token, { ...ATTRIBUTES, maxAge: APPLICATION_COOKIE_MAX_AGE_S });
};

export const clearApplicationCookie = (reply: FastifyReply) => {
  reply.clearCookie(APPLICATION_COOKIE, ATTRIBUTES);
};

/** The application of the request's cookie in the request's company, or 404 (registrationStore.ts' applicationByToken). */
export const loadApplication = (db: Db, request: FastifyRequest): Promise<ApplicationRow> =>
  applicationByToken(db, request.cookies[APPLICATION_COOKIE], request.companyId);
