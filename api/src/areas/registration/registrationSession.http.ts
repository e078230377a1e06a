import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { registrationApplications } from '../../platform/db/schema';
import { MESSAGES, type ApplicationRow } from './registration';
import { hashToken } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';

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

/** The application of the request's cookie in the request's company, or 404 (no cookie, unknown, another company's, or finished). */
export const loadApplication = async (db: Db, request: FastifyRequest): Promise<ApplicationRow> => {
  const token = request.cookies[APPLICATION_COOKIE];
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new ApiError(404, MESSAGES.noApplication, 'no_application');
  const [row] = await db.select().from(registrationApplications).where(eq(registrationApplications.tokenHash, hashToken(token))).limit(1);
  // A finished application is the customer's account now: its cookie opens nothing (the form holds personal data).
  if (!row || row.companyId !== request.companyId || row.status === 'completed') throw new ApiError(404, MESSAGES.noApplication, 'no_application');
  return row;
};
