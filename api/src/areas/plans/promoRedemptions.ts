import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { friendInvitations, promoRedemptions } from '../../platform/db/schema';
import { ConflictError } from '../../platform/errors';
import { findActiveCode } from '../partners';

/**
 * Codes that count once per person (issue 22 §2): QUBE60's free days go to a person once, whichever account or
 * registration they use it on. A person is their e-mail or their phone: either one seen with the code before refuses it.
 * And a referral code gives free days only when it names someone real: an active partner code or a friend's invitation.
 */

export const ONCE_PER_PERSON_CODES: readonly string[] = ['QUBE60'];
export const PROMO_USED_BY_PERSON = 'You have already used this promo code.';
export const REFERRAL_CODE_INVALID = 'This referral code is not valid.';

type Person = { email: string; phone: string | null };

/** Whether this person (by e-mail or phone) already used a once-per-person code. */
export const hasRedeemed = async (db: Db, code: string, person: Person): Promise<boolean> => {
  if (!ONCE_PER_PERSON_CODES.includes(code)) return false;
  const byPhone = person.phone ? eq(promoRedemptions.phoneNumber, person.phone) : sql`false`;
  const [row] = await db.select({ id: promoRedemptions.id }).from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), or(eq(promoRedemptions.email, person.email.trim().toLowerCase()), byPhone))).limit(1);
  return Boolean(row);
};

/** Records a use of a once-per-person code in the caller's transaction; a use already recorded is refused (409). */
export const recordRedemption = async (db: Db, code: string, person: Person, accountId: number | null, at: Date) => {
  if (!ONCE_PER_PERSON_CODES.includes(code)) return;
  if (await hasRedeemed(db, code, person)) throw new ConflictError(PROMO_USED_BY_PERSON, 'promo_used', { code: PROMO_USED_BY_PERSON });
  // The unique indexes (code + e-mail, code + phone) settle two uses racing each other: the second inserts nothing.
  const [row] = await db.insert(promoRedemptions).values({ code, email: person.email.trim().toLowerCase(), phoneNumber: person.phone, accountId, createdAt: at })
    .onConflictDoNothing().returning({ id: promoRedemptions.id });
  if (!row) throw new ConflictError(PROMO_USED_BY_PERSON, 'promo_used', { code: PROMO_USED_BY_PERSON });
};

/** A referral code names a real partner (active code) or customer (a friend invitation's code); null when it does not. */
export const knownReferralCode = async (db: Db, text: string): Promise<string | null> => {
  const code = text.trim();
  if (code === '' || code.length > 100) return null;
  if (await findActiveCode(db, code)) return code;
  const [invitation] = await db.select({ code: friendInvitations.referralCode }).from(friendInvitations)
    .where(eq(friendInvitations.referralCode, code.toUpperCase())).limit(1);
  return invitation ? code : null;
};
