import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { bankLinkTokens } from '../../platform/db/schema';
import { InvalidError } from '../../platform/errors';
import { LINK_TOKEN_INVALID } from '../../platform/providers/bankLink/sandboxProvider';

/**
 * The account a live, unused link token was made for, when it was made for this user; else 400 (as an expired token):
 * the sandbox bank-link widget's calls are decided by it (areas/funding/plaid-sandbox.routes.ts).
 */
export const accountOfLinkToken = async (db: Db, token: string, userId: number, at: Date): Promise<number> => {
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const [row] = await db
    .select({ accountId: bankLinkTokens.accountId })
    .from(bankLinkTokens)
    .where(and(eq(bankLinkTokens.tokenHash, hash), eq(bankLinkTokens.kind, 'link'), eq(bankLinkTokens.userId, userId), gt(bankLinkTokens.expiresAt, at), isNull(bankLinkTokens.usedAt)))
    .limit(1);
  if (!row) throw new InvalidError(LINK_TOKEN_INVALID, 'INVALID_LINK_TOKEN');
  return row.accountId;
};
