import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { identityChecks, metricsEvents, registrationApplications } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transactions';
import { ConflictError } from '../../platform/errors';
import type { ApplicationRow, RegistrationFormData } from './registration';

/** The identity checks of an application (ON-26, ON-29 to ON-32): the rows behind the prove routes. */

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

export type StartedCheck = {
  applicationId: number; provider: string; sessionHash: string; finalTargetUrl: string; ipAddress: string; expiresAt: Date;
};

/**
 * Records a started check, the caller's address on the form, and (ON-32) the prove check's metrics event, recorded by
 * the API (it knows the application; no device id is needed).
 */
export const startIdentityCheck = async (
  db: Db, check: StartedCheck, application: { form: RegistrationFormData; companyId: number }, at: Date,
) => {
  const { form, companyId } = application;
  await db.insert(identityChecks).values({ ...check, createdAt: at });
  await db.update(registrationApplications).set({ form: { ...form, ip_address: check.ipAddress }, updatedAt: at }).where(eq(registrationApplications.id, check.applicationId));
  await db.insert(metricsEvents).values({
    companyId, source: 'web', context: 'create_account', subcontext: 'landing_page', action: 'prove_check',
    affiliate: form.affiliate_id ?? null, data: { application_form_id: check.applicationId }, actionTime: at, createdAt: at,
  });
};

/** The application's check started with this session. */
export const findIdentityCheck = async (db: Db, applicationId: number, sessionHash: string): Promise<IdentityCheckRow | undefined> => {
  const [check] = await db.select().from(identityChecks)
    .where(and(eq(identityChecks.sessionHash, sessionHash), eq(identityChecks.applicationId, applicationId)))
    .limit(1);
  return check;
};

/**
 * Claims a pending check with its outcome and writes the application's change in one transaction: a check already
 * claimed (two finishes at once) is the expired-check conflict. The application as written, or undefined when gone.
 */
export const finishIdentityCheck = (
  db: Db, checkId: number, applicationId: number, outcome: { status: string; reason: string | null; expiredMessage: string },
  change: Partial<ApplicationRow>, at: Date,
): Promise<ApplicationRow | undefined> => inTransaction(db, async (tx) => {
  const [claimed] = await tx.update(identityChecks).set({ status: outcome.status, result: outcome.reason, finishedAt: at })
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, 'pending'))).returning({ id: identityChecks.id });
  if (!claimed) throw new ConflictError(outcome.expiredMessage, 'prove_expired');
  const [updated] = await tx.update(registrationApplications).set({ ...change, updatedAt: at }).where(eq(registrationApplications.id, applicationId)).returning();
  return updated;
});
