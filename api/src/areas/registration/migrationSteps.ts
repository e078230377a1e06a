import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { qubePlusBetaSignups, qubePlusMigrationQubes, qubePlusMigrations } from '../../platform/db/schema';
import { InvalidError } from '../../platform/errors';
import { STEP, type MigrationRow } from './migration';

/*
 * The bank transition's small writes (API-58, ON-49 to ON-62): the public beta's places and the migration row's steps,
 * so areas/registration/bank-transition.routes.ts parses, calls these and answers (issue 23 §1: routes run no SQL).
 */

export const BETA_FULL = 'The Qube+ beta is full. Please check back later.';

/** The beta's size and whether the button shows (settings, read per request: QUBE_PLUS_BETA_PLACES, QUBE_PLUS_BETA_BUTTON). */
const betaSettings = (env: NodeJS.ProcessEnv) => {
  const places = Number.parseInt(env.QUBE_PLUS_BETA_PLACES ?? '', 10);
  return { total: Number.isSafeInteger(places) && places >= 0 ? places : 500, isButtonOn: (env.QUBE_PLUS_BETA_BUTTON ?? '1') !== '0' };
};

export const betaCount = async (db: Db, env: NodeJS.ProcessEnv) => {
  const { total, isButtonOn } = betaSettings(env);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(qubePlusBetaSignups);
  const open = Math.max(0, total - Number(row?.n ?? 0));
  return { open, total, show_public_beta_button: isButtonOn && open > 0 ? 1 : 0 };
};

/** A place in the beta for this e-mail: 201 when new, 200 when it has one already, 400 when the beta is full. */
export const signUpForBeta = async (
  tx: Db,
  input: { email: string; firstName: string; lastName: string; query: string; at: Date },
  env: NodeJS.ProcessEnv,
) => {
  // One sign-up at a time, so the last place is never given twice.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('qube_plus_beta'))`);
  const [known] = await tx.select({ id: qubePlusBetaSignups.id }).from(qubePlusBetaSignups).where(eq(qubePlusBetaSignups.email, input.email));
  if (known) return { status: 200, count: await betaCount(tx, env) };
  const before = await betaCount(tx, env);
  if (before.open === 0) throw new InvalidError(BETA_FULL, 'beta_full');
  await tx.insert(qubePlusBetaSignups).values({ email: input.email, firstName: input.firstName, lastName: input.lastName, query: input.query, createdAt: input.at });
  return { status: 201, count: await betaCount(tx, env) };
};

/** Writes a migration's step columns; `fromStep` writes only while the row is still at that step. */
export const updateMigration = async (db: Db, id: number, values: Partial<MigrationRow>, fromStep?: number): Promise<MigrationRow | undefined> => {
  const where = fromStep === undefined ? eq(qubePlusMigrations.id, id) : and(eq(qubePlusMigrations.id, id), eq(qubePlusMigrations.step, fromStep));
  const [row] = await db.update(qubePlusMigrations).set(values).where(where).returning();
  return row;
};

/** Marks a copied qube (by its Qube+ id) reviewed; false when the migration has no such qube. */
export const markMigrationQubeReviewed = async (tx: Db, migrationId: number, targetQubeId: number, at: Date): Promise<boolean> => {
  const done = await tx.update(qubePlusMigrationQubes).set({ completedAt: at })
    .where(and(eq(qubePlusMigrationQubes.migrationId, migrationId), eq(qubePlusMigrationQubes.targetQubeId, targetQubeId)))
    .returning({ id: qubePlusMigrationQubes.id });
  return done[0] !== undefined;
};

/** The person stays on this account for now: the migration row (made when there is none yet) records the opt-out. */
export const saveOptOut = async (tx: Db, input: { migration: MigrationRow | null; userId: number; accountId: number; at: Date }) => {
  const { migration: m, at } = input;
  const [saved] = m
    ? await tx.update(qubePlusMigrations).set({ optedOutAt: at, updatedAt: at }).where(eq(qubePlusMigrations.id, m.id)).returning()
    : await tx.insert(qubePlusMigrations).values({ userId: input.userId, sourceAccountId: input.accountId, kind: 'migrate', step: STEP.none, optedOutAt: at, createdAt: at, updatedAt: at }).returning();
  return saved ?? m;
};
