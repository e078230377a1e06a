import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { registrationApplications, registrationCodes, users } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/errors';
import { hashToken } from '../../platform/http/auth';
import { PHONE_CODE_LIFETIME_MS, PHONE_CODE_MAX_ATTEMPTS } from '../identity';
import { MESSAGES, type ApplicationRow, type RegistrationFormData } from './registration';

/*
 * The registration's reads and writes (ON-22 to ON-24): its phone codes and the application row, so that the routes of
 * registration parse, call these and answer (issue 23 §1: routes run no SQL).
 */

export type RegistrationCodeRow = typeof registrationCodes.$inferSelect;

type PhoneOf = { companyId: number; phone: string };

/** The newest code of this phone not used yet (expired ones included: the caller compares times). */
export const lastUnusedCode = async (db: Db, { companyId, phone }: PhoneOf): Promise<RegistrationCodeRow | undefined> => {
  const [row] = await db.select().from(registrationCodes)
    .where(and(eq(registrationCodes.phoneNumber, phone), eq(registrationCodes.companyId, companyId), isNull(registrationCodes.usedAt)))
    .orderBy(desc(registrationCodes.id)).limit(1);
  return row;
};

/** A new code for this phone and start form; the phone's earlier unused codes are spent in the same transaction. */
export const issueRegistrationCode = async (db: Db, input: PhoneOf & { codeHash: string; form: RegistrationFormData; at: Date }) => {
  const { companyId, phone, at } = input;
  await db.transaction(async (tx) => {
    await tx.update(registrationCodes).set({ usedAt: at })
      .where(and(eq(registrationCodes.phoneNumber, phone), eq(registrationCodes.companyId, companyId), isNull(registrationCodes.usedAt)));
    await tx.insert(registrationCodes).values({
      companyId, phoneNumber: phone, codeHash: input.codeHash, form: input.form, expiresAt: new Date(at.getTime() + PHONE_CODE_LIFETIME_MS), createdAt: at,
    });
  });
};

/**
 * Takes one of the code's attempts in one statement before the code is compared, so tries sent at once cannot share a
 * count read earlier (five guesses are five, however parallel). False: no attempt left, expired or used.
 */
export const takeCodeAttempt = async (db: Db, codeId: number, at: Date): Promise<boolean> => {
  const [tried] = await db.update(registrationCodes).set({ attempts: sql`${registrationCodes.attempts} + 1` })
    .where(and(eq(registrationCodes.id, codeId), isNull(registrationCodes.usedAt), lt(registrationCodes.attempts, PHONE_CODE_MAX_ATTEMPTS), gt(registrationCodes.expiresAt, at)))
    .returning({ id: registrationCodes.id });
  return tried !== undefined;
};

/** Spends the code; false when another request spent it first. */
export const spendCode = async (db: Db, codeId: number, at: Date): Promise<boolean> => {
  const [spent] = await db.update(registrationCodes).set({ usedAt: at })
    .where(and(eq(registrationCodes.id, codeId), isNull(registrationCodes.usedAt))).returning({ id: registrationCodes.id });
  return spent !== undefined;
};

/** Someone who already has this e-mail (in any company) or this phone (in this company). */
export const findUserByEmailOrPhone = async (db: Db, { companyId, phone, email }: PhoneOf & { email: string }) => {
  const [taken] = await db.select({ id: users.id, email: users.email }).from(users)
    .where(or(sql`lower(${users.email}) = ${email}`, and(eq(users.phoneNumber, phone), eq(users.companyId, companyId))))
    .limit(1);
  return taken;
};

/** The phone's open application (one at a time). */
export const openApplicationOf = async (db: Db, { companyId, phone }: PhoneOf): Promise<ApplicationRow | undefined> => {
  const [open] = await db.select().from(registrationApplications)
    .where(and(eq(registrationApplications.phoneNumber, phone), eq(registrationApplications.companyId, companyId), eq(registrationApplications.status, 'open')))
    .limit(1);
  return open;
};

/** The application of a token (the browser's cookie) in the company, or 404 (no token, unknown, another company's, or finished). */
export const applicationByToken = async (db: Db, token: string | undefined, companyId: number): Promise<ApplicationRow> => {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new NotFoundError(MESSAGES.noApplication, 'no_application');
  const [row] = await db.select().from(registrationApplications).where(eq(registrationApplications.tokenHash, hashToken(token))).limit(1);
  // A finished application is the customer's account now: its cookie opens nothing (the form holds personal data).
  if (!row || row.companyId !== companyId || row.status === 'completed') throw new NotFoundError(MESSAGES.noApplication, 'no_application');
  return row;
};

/** A new application of a proven phone. */
export const startApplication = async (db: Db, input: PhoneOf & { tokenHash: string; form: RegistrationFormData; completedStepIndex: number; at: Date }) => {
  const [row] = await db.insert(registrationApplications).values({
    companyId: input.companyId, phoneNumber: input.phone, tokenHash: input.tokenHash, form: input.form, completedStepIndex: input.completedStepIndex, createdAt: input.at, updatedAt: input.at,
  }).returning();
  return row;
};

/** Writes columns of an application (its form, step, payment, cookie): the row as written, or undefined when gone. */
export const updateApplication = async (db: Db, id: number, values: Partial<ApplicationRow> & { updatedAt: Date }): Promise<ApplicationRow | undefined> => {
  const [row] = await db.update(registrationApplications).set(values).where(eq(registrationApplications.id, id)).returning();
  return row;
};
