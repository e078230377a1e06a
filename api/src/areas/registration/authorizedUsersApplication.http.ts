import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { invitationByToken, type InvitationRow } from './authorizedUsersApplication';

/**
 * The HTTP side of the authorized user's application (ON-72; its rules are authorizedUsersApplication.ts): the browser
 * holds the link's token in an HttpOnly host-only cookie (as registration holds its application), so the token leaves
 * the address bar after the first call and a reload resumes where the person was. docs/adr/0083-authorized-users.md.
 */

/** The cookie that carries the invitation's token between the onboarding pages. */
export const AUTHORIZED_USER_COOKIE = '__Host-qube_authorized_user';
const COOKIE_ATTRIBUTES = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;

/** A new link token: 256 random bits as hex (only its sha256 is stored). */
export const newInvitationToken = () => crypto.randomBytes(32).toString('hex');

export const setInvitationCookie = (reply: FastifyReply, token: string, row: InvitationRow, now: Date) => {
  const maxAge = Math.max(1, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(AUTHORIZED_USER_COOKIE, token, { ...COOKIE_ATTRIBUTES, maxAge });
};

export const clearInvitationCookie = (reply: FastifyReply) => {
  reply.clearCookie(AUTHORIZED_USER_COOKIE, COOKIE_ATTRIBUTES);
};

/** The invitation of the request's cookie. */
export const loadInvitation = (db: Db, request: FastifyRequest, now: Date) =>
  invitationByToken(db, request.cookies[AUTHORIZED_USER_COOKIE], request.companyId, now);

