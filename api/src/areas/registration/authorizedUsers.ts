import { and, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, authorizedUserInvitations, cards, sessions } from '../../platform/db/schema';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { AU_MESSAGES, MAX_AUTHORIZED_USERS, type InvitationRow } from './authorizedUsersApplication';
import { AUTHORIZED_USER_ROLE } from './authorizedUsersFinish';

/** The owner's side of authorized users (ON-72): the invitation rows behind invite, list and remove. */

/** Invitations still usable and authorized users still active: what the owner sees and what counts toward the limit. */
const liveWhere = (accountId: number, at: Date) => and(
  eq(authorizedUserInvitations.accountId, accountId),
  or(eq(authorizedUserInvitations.status, 'active'), and(eq(authorizedUserInvitations.status, 'invited'), gt(authorizedUserInvitations.expiresAt, at))),
);

/** The account's live invitations and authorized users, newest first. */
export const listAuthorizedUsers = (db: Db, accountId: number, at: Date): Promise<InvitationRow[]> =>
  db.select().from(authorizedUserInvitations).where(liveWhere(accountId, at)).orderBy(desc(authorizedUserInvitations.id)).limit(50);

export type NewInvitation = {
  accountId: number; companyId: number; inviterUserId: number; email: string; firstName: string; lastName: string;
  tokenHash: string; expiresAt: Date;
};

/** Stores an invitation unless the e-mail is already invited or active, or the account is at its limit. */
export const createInvitation = (db: Db, invitation: NewInvitation, at: Date): Promise<InvitationRow> =>
  inTransaction(db, async (tx) => {
    // The account is locked so two invitations at once cannot both pass the limit.
    await lockAccount(tx, invitation.accountId);
    // An expired invitation no longer holds its e-mail: the owner may invite the person again.
    await tx.update(authorizedUserInvitations).set({ status: 'expired', updatedAt: at }).where(and(
      eq(authorizedUserInvitations.accountId, invitation.accountId), eq(authorizedUserInvitations.status, 'invited'), lte(authorizedUserInvitations.expiresAt, at),
    ));
    const live = await tx.select().from(authorizedUserInvitations).where(liveWhere(invitation.accountId, at));
    const { email } = invitation;
    if (live.some((r) => r.status === 'active' && r.email === email)) throw new ConflictError(AU_MESSAGES.alreadyActive, 'already_member', { email: AU_MESSAGES.alreadyActive });
    if (live.some((r) => r.email === email)) throw new ConflictError(AU_MESSAGES.pendingExists, 'pending_exists', { email: AU_MESSAGES.pendingExists });
    if (live.length >= MAX_AUTHORIZED_USERS) throw new ConflictError(AU_MESSAGES.tooMany, 'too_many');
    const [row] = await tx.insert(authorizedUserInvitations).values({ ...invitation, status: 'invited', createdAt: at, updatedAt: at }).returning();
    if (!row) throw new Error('invitation insert failed');
    return row;
  });

/**
 * Cancels an invitation (its link stops working) or removes an active authorized user (membership, card and sessions
 * end); answers the message the owner is shown.
 */
export const removeAuthorizedUser = (db: Db, accountId: number, invitationId: number, at: Date): Promise<{ message: string }> =>
  inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(authorizedUserInvitations).where(and(
      eq(authorizedUserInvitations.id, invitationId),
      eq(authorizedUserInvitations.accountId, accountId),
      inArray(authorizedUserInvitations.status, ['invited', 'active']),
    )).for('update').limit(1);
    if (!row) throw new NotFoundError(AU_MESSAGES.notFound, 'not_found');
    if (row.status === 'invited') {
      await tx.update(authorizedUserInvitations).set({ status: 'revoked', passwordHash: null, codeHash: null, updatedAt: at }).where(eq(authorizedUserInvitations.id, row.id));
      return { message: `The invitation to ${row.email} was cancelled.` };
    }
    if (row.userId !== null) {
      await tx.delete(accountMembers).where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, row.userId), eq(accountMembers.role, AUTHORIZED_USER_ROLE)));
      await tx.update(cards).set({ status: 'inactive' }).where(and(eq(cards.accountId, accountId), eq(cards.userId, row.userId), eq(cards.status, 'active')));
      // Their only account is gone: every session they hold ends now rather than at its expiry.
      await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    }
    await tx.update(authorizedUserInvitations).set({ status: 'removed', updatedAt: at }).where(eq(authorizedUserInvitations.id, row.id));
    return { message: `${`${row.firstName} ${row.lastName}`.trim()} is no longer an authorized user.` };
  });
