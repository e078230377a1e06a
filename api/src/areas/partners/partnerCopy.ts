import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { insertMapped } from '../../platform/db/insertMapped';
import {
  coachProfiles, partnerCodes, partnerConversions, partnerLeads, partnerNodeSales, partnerPayouts, partnerPersonalizations, partnerPrograms,
} from '../../platform/db/schema';

/**
 * Copies a demo partner's portal data to a fresh copy of the user (dev/demo-users/copy, used by the tests and e2e).
 * Codes are unique site-wide, so each copied code gets a random suffix (CORACOACH → CORACOACH-1A2B); the rows that
 * name a code follow it.
 */
export const copyPartnerData = async (tx: Db, sourceUserId: number, userId: number, accountMap: Map<number, number>): Promise<void> => {
  const codes = await tx.select().from(partnerCodes).where(eq(partnerCodes.partnerUserId, sourceUserId)).orderBy(asc(partnerCodes.id));
  if (codes.length === 0) return;
  const suffix = crypto.randomBytes(2).toString('hex').toUpperCase();
  const codeMap = new Map(codes.map((c) => [c.code, `${c.code.slice(0, 15)}-${suffix}`]));
  const renamed = (code: string | null) => (code === null ? null : (codeMap.get(code) ?? code));
  await tx.insert(partnerCodes).values(codes.map(({ id: _id, ...c }) => ({ ...c, partnerUserId: userId, code: renamed(c.code) ?? c.code })));
  const leads = await tx.select().from(partnerLeads).where(eq(partnerLeads.partnerUserId, sourceUserId)).orderBy(asc(partnerLeads.id));
  // application_id and user_id belong to the real sign-up, which stays with the source partner.
  const leadMap = await insertMapped(leads, (values) => tx.insert(partnerLeads).values(values).returning({ id: partnerLeads.id }), (lead) => ({
    ...lead, partnerUserId: userId, code: renamed(lead.code) ?? lead.code, applicationId: null, userId: null,
  }));
  const conversions = await tx.select().from(partnerConversions).where(eq(partnerConversions.partnerUserId, sourceUserId)).orderBy(asc(partnerConversions.id));
  if (conversions.length > 0) {
    await tx.insert(partnerConversions).values(conversions.map(({ id: _id, ...c }) => ({
      ...c, partnerUserId: userId, customerUserId: null, leadId: c.leadId === null ? null : (leadMap.get(c.leadId) ?? null),
    })));
  }
  const sales = await tx.select().from(partnerNodeSales).where(eq(partnerNodeSales.partnerUserId, sourceUserId)).orderBy(asc(partnerNodeSales.id));
  if (sales.length > 0) await tx.insert(partnerNodeSales).values(sales.map(({ id: _id, ...s }) => ({ ...s, partnerUserId: userId, referredBy: renamed(s.referredBy) ?? s.referredBy })));
  const payouts = await tx.select().from(partnerPayouts).where(eq(partnerPayouts.partnerUserId, sourceUserId)).orderBy(asc(partnerPayouts.id));
  const copiedPayouts = payouts.flatMap(({ id: _id, ...p }) => {
    const accountId = accountMap.get(p.accountId);
    // A payout's activity is in the copied account under another id; the history keeps the amount, not the link.
    return accountId === undefined ? [] : [{ ...p, partnerUserId: userId, accountId, activityId: null }];
  });
  if (copiedPayouts.length > 0) await tx.insert(partnerPayouts).values(copiedPayouts);
  const [program] = await tx.select().from(partnerPrograms).where(eq(partnerPrograms.partnerUserId, sourceUserId));
  if (program) await tx.insert(partnerPrograms).values({ ...program, partnerUserId: userId });
  const [personalization] = await tx.select().from(partnerPersonalizations).where(eq(partnerPersonalizations.partnerUserId, sourceUserId));
  if (personalization) await tx.insert(partnerPersonalizations).values({ ...personalization, partnerUserId: userId });
  const [profile] = await tx.select().from(coachProfiles).where(eq(coachProfiles.partnerUserId, sourceUserId));
  if (profile) await tx.insert(coachProfiles).values({ ...profile, partnerUserId: userId, tuneAffiliateCode: renamed(profile.tuneAffiliateCode) });
};
