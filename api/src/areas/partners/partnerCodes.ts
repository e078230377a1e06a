import {
  AFFILIATE_CODE_MESSAGE, AFFILIATE_CODE_PATTERN, AFFILIATE_CODE_TAKEN, MAX_CODES_PER_PARTNER, type AffiliateCode,
} from '@qube/contract/partners';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { partnerCodes, partnerLeads } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { InvalidError, NotFoundError } from '../../platform/errors';

export type CodeRow = typeof partnerCodes.$inferSelect;
export const TOO_MANY_CODES = `You can have at most ${MAX_CODES_PER_PARTNER} codes.`;
export const CODE_NOT_FOUND = 'Code not found.';

const CODE_RE = new RegExp(AFFILIATE_CODE_PATTERN);

/** The stored form of a code typed by anyone (trimmed, upper case): codes are matched without regard to case. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/** A valid new code in its stored form, or 400 with the field message (CO-16). */
export const validCode = (text: string): string => {
  const code = normaliseCode(text);
  if (!CODE_RE.test(code)) throw new InvalidError(AFFILIATE_CODE_MESSAGE, 'invalid', { code: AFFILIATE_CODE_MESSAGE });
  return code;
};

/** The link a partner shares: the onboarding landing with the code (the landing reads ?affiliate_id, ON-01). */
export const shareLink = (origin: string, code: string) => `${origin}/register/begin?affiliate_id=${encodeURIComponent(code)}`;

const taken = () => new InvalidError(AFFILIATE_CODE_TAKEN, 'code_taken', { code: AFFILIATE_CODE_TAKEN });

/** Runs a write that may hit the site-wide unique index on codes; a clash answers 400 'This code is already taken.'. */
export const uniqueCodeWrite = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
};

export const listCodes = async (db: Db, partnerUserId: number, origin: string): Promise<AffiliateCode[]> => {
  const rows = await db.select().from(partnerCodes).where(eq(partnerCodes.partnerUserId, partnerUserId)).orderBy(asc(partnerCodes.id));
  const uses = await db.select({ code: partnerLeads.code, n: count() }).from(partnerLeads)
    .where(eq(partnerLeads.partnerUserId, partnerUserId)).groupBy(partnerLeads.code);
  const byCode = new Map(uses.map((u) => [u.code, Number(u.n)]));
  return rows.map((row) => codeJson(row, origin, byCode.get(row.code) ?? 0));
};

export const codeJson = (row: CodeRow, origin: string, signUps: number): AffiliateCode => ({
  id: row.id,
  code: row.code,
  is_active: row.isActive,
  share_link: shareLink(origin, row.code),
  sign_ups: signUps,
  created_at: row.createdAt.toISOString(),
});

export const createCode = async (db: Db, partnerUserId: number, input: { code: string; is_active?: boolean | undefined }, at: Date): Promise<CodeRow> => {
  const code = validCode(input.code);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerCodes).where(eq(partnerCodes.partnerUserId, partnerUserId));
  if (Number(n) >= MAX_CODES_PER_PARTNER) throw new InvalidError(TOO_MANY_CODES, 'too_many_codes', { code: TOO_MANY_CODES });
  const [row] = await uniqueCodeWrite(() => db.insert(partnerCodes).values({ partnerUserId, code, isActive: input.is_active ?? true, createdAt: at }).returning());
  if (!row) throw new Error('code insert failed');
  return row;
};

/** Edits one of the partner's own codes; another partner's id is not found (404), as an unknown one. */
export const updateCode = async (db: Db, partnerUserId: number, input: { id: number; code?: string | undefined; is_active?: boolean | undefined }): Promise<CodeRow> => {
  const [current] = await db.select().from(partnerCodes).where(and(eq(partnerCodes.id, input.id), eq(partnerCodes.partnerUserId, partnerUserId)));
  if (!current) throw new NotFoundError(CODE_NOT_FOUND, 'not_found');
  const code = input.code === undefined ? current.code : validCode(input.code);
  const [row] = await uniqueCodeWrite(() => db.update(partnerCodes)
    .set({ code, isActive: input.is_active ?? current.isActive })
    .where(and(eq(partnerCodes.id, current.id), eq(partnerCodes.partnerUserId, partnerUserId))).returning());
  if (!row) throw new NotFoundError(CODE_NOT_FOUND, 'not_found');
  // Leads keep the code they came with, under its new spelling, so sign-up counts follow the code.
  if (code !== current.code) await db.update(partnerLeads).set({ code }).where(and(eq(partnerLeads.partnerUserId, partnerUserId), eq(partnerLeads.code, current.code)));
  return row;
};

/** The active code (any case) and its partner, or null. */
export const findActiveCode = async (db: Db, text: string | null | undefined): Promise<CodeRow | null> => {
  if (!text || text.trim() === '' || text.length > 100) return null;
  const [row] = await db.select().from(partnerCodes).where(and(sql`${partnerCodes.code} = ${normaliseCode(text)}`, eq(partnerCodes.isActive, true))).limit(1);
  return row ?? null;
};
