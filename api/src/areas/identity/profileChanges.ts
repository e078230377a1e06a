import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { addressDocuments, phoneVerifications, users } from '../../platform/db/schema';

/*
 * The signed-in person's own details (phone change, address, proof-of-address documents): the reads and writes behind
 * areas/identity/profile.routes.ts, so the route parses, calls these and answers (issue 23 §1: routes run no SQL).
 */

/** A new phone-change code; only the latest code counts (the user's earlier unused ones are spent with it). */
export const issuePhoneChangeCode = (db: Db, input: { userId: number; phone: string; codeHash: string; expiresAt: Date; at: Date }) =>
  db.transaction(async (tx) => {
    await tx.update(phoneVerifications).set({ usedAt: input.at }).where(and(eq(phoneVerifications.userId, input.userId), isNull(phoneVerifications.usedAt)));
    await tx.insert(phoneVerifications).values({ userId: input.userId, phoneNumber: input.phone, codeHash: input.codeHash, expiresAt: input.expiresAt, createdAt: input.at });
  });

/** The user's latest unused phone-change code. */
export const latestPhoneChangeCode = async (db: Db, userId: number) => {
  const [pending] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.usedAt)))
    .orderBy(desc(phoneVerifications.id))
    .limit(1);
  return pending;
};

/** One more wrong guess on a code. */
export const countWrongGuess = async (db: Db, code: { id: number; attempts: number }) => {
  await db.update(phoneVerifications).set({ attempts: code.attempts + 1 }).where(eq(phoneVerifications.id, code.id));
};

/** Spends the code and makes the phone the user's; false when another request spent the code first. */
export const confirmPhoneChange = (db: Db, input: { codeId: number; userId: number; phone: string; at: Date }) =>
  db.transaction(async (tx) => {
    const [used] = await tx
      .update(phoneVerifications)
      .set({ usedAt: input.at })
      .where(and(eq(phoneVerifications.id, input.codeId), isNull(phoneVerifications.usedAt)))
      .returning({ id: phoneVerifications.id });
    if (!used) return false;
    await tx.update(users).set({ phoneNumber: input.phone }).where(eq(users.id, input.userId));
    return true;
  });

/** The user's address and how many proof-of-address documents wait for review. */
export const addressOf = async (db: Db, userId: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [pending] = await db
    .select({ n: count() })
    .from(addressDocuments)
    .where(and(eq(addressDocuments.userId, userId), eq(addressDocuments.status, 'pending')));
  return {
    address_street: row?.addressStreet ?? null,
    address_apartment_no: row?.addressApartmentNo ?? null,
    address_city: row?.addressCity ?? null,
    address_state: row?.addressState ?? null,
    address_postal_code: row?.addressPostalCode ?? null,
    pending_documents: Number(pending?.n ?? 0),
  };
};

export type AddressColumns = Pick<typeof users.$inferInsert, 'addressStreet' | 'addressApartmentNo' | 'addressCity' | 'addressState' | 'addressPostalCode'>;

export const saveAddress = async (db: Db, userId: number, address: AddressColumns) => {
  await db.update(users).set(address).where(eq(users.id, userId));
};

/** Stores accepted proof-of-address files (pending review). */
export const saveAddressDocuments = (db: Db, userId: number, documents: { name: string; contentType: string; bytes: Buffer }[], at: Date) =>
  db
    .insert(addressDocuments)
    .values(documents.map((d) => ({ userId, name: d.name, contentType: d.contentType, size: d.bytes.length, content: d.bytes, createdAt: at })))
    .returning({ id: addressDocuments.id, name: addressDocuments.name, size: addressDocuments.size });
