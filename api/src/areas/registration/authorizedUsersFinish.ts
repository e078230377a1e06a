import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, authorizedUserInvitations, cards, users } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { flagsOf } from '../../platform/flags';
import { insertNewUser } from './newUser';
import { ConflictError } from '../../platform/errors';
import { assertReached, assertUsable, AU_MESSAGES, type AuthorizedUserForm } from './authorizedUsersApplication';

/** The role of an authorized user's membership of the owner's account. */
export const AUTHORIZED_USER_ROLE = 'authorized_user';

/**
 * What an authorized user may use (ours, conservative): the account's qubes and moving money between them. Not moving
 * money in or out of the account, which stays the owner's (docs/adr/0083-authorized-users.md).
 */
export const AUTHORIZED_USER_FLAGS = flagsOf('web_spend_qubes', 'web_bill_qubes', 'web_goal_qubes', 'web_move_money_internal');

/**
 * Finishes an application in one transaction (nothing half-made on failure): the user with the password hash, their
 * `authorized_user` membership of the owner's account, their own card from the sandbox issuer (numbers derive from the
 * card row, domain/cardsIssuer.ts), and the invitation used, its token dead and its secrets erased. The row is locked
 * and checked again, so two summaries at once make one user.
 */
export const finishAuthorizedUser = async (db: Db, invitationId: number, companyId: number, at: Date) => {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(authorizedUserInvitations).where(eq(authorizedUserInvitations.id, invitationId)).for('update');
      const row = assertUsable(locked, companyId, at);
      assertReached(row, 'summary');
      const form = row.form as AuthorizedUserForm;
      if (!row.passwordHash || !row.isPhoneVerified || !row.phoneNumber || !form.birth_date || form.virtual_card_selected === undefined || !form.address_street) {
        throw new ConflictError(AU_MESSAGES.earlierSteps, 'step_not_reached');
      }
      const [taken] = await tx.select({ id: users.id, email: users.email }).from(users)
        .where(or(sql`lower(${users.email}) = ${row.email}`, and(eq(users.phoneNumber, row.phoneNumber), eq(users.companyId, companyId))))
        .limit(1);
      if (taken) {
        const message = taken.email.toLowerCase() === row.email ? AU_MESSAGES.emailTaken : AU_MESSAGES.phoneTaken;
        throw new ConflictError(message, 'registration_reused');
      }
      const user = await insertNewUser(tx, {
        companyId, email: row.email, passwordHash: row.passwordHash, firstName: row.firstName, lastName: row.lastName,
        phoneNumber: row.phoneNumber, featureFlags: AUTHORIZED_USER_FLAGS, address: form, at,
      });
      await tx.insert(accountMembers).values({ accountId: row.accountId, userId: user.id, role: AUTHORIZED_USER_ROLE });
      await tx.insert(cards).values({
        accountId: row.accountId, userId: user.id, kind: form.virtual_card_selected === false ? 'physical' : 'virtual', artworkId: 1, createdAt: at,
      });
      await tx.update(authorizedUserInvitations).set({
        status: 'active', userId: user.id, usedAt: at, passwordHash: null, codeHash: null, codeExpiresAt: null, updatedAt: at,
      }).where(eq(authorizedUserInvitations.id, row.id));
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(AU_MESSAGES.emailTaken, 'registration_reused');
    throw error;
  }
};
