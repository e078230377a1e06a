import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankLinkTokens, linkedBankAccounts, sandboxAchTransfers } from '../../db/schema';
import { fromCents } from '@qube/contract/core/money';
import { InvalidError } from '../../errors';
import { BankProviderError, type AchTransfer, type BankLinkProvider, type ExchangedLink, type LinkType, type ProviderAccount } from './bankLinkProvider';
import { INVALID_CREDENTIALS_MESSAGE, offeredFor, SANDBOX_CREDENTIALS, SANDBOX_INSTITUTIONS, type SandboxInstitution } from './sandboxInstitutions';

/** Plaid's lifetimes: a link token lasts 4 hours, a public token 30 minutes; a signed-in widget session 30 minutes too. */
export const LINK_TOKEN_TTL_MS = 4 * 60 * 60_000;
export const PUBLIC_TOKEN_TTL_MS = 30 * 60_000;
/** The sandbox bank settles a pull after this many business days (the review promises 3 to 5). */
export const SANDBOX_SETTLE_BUSINESS_DAYS = 3;

/**
 * The sandbox bank sends a transfer to the ACH network this long after it was made (its batch): cancellable before,
 * not after, as at a real ACH provider. The same 15 minutes as our deposit's cancel window (spec 001).
 */
export const SANDBOX_SUBMIT_DELAY_MS = 15 * 60_000;
export const TRANSFER_SUBMITTED = 'This transfer was already sent to the bank and can no longer be cancelled.';

export const LINK_TOKEN_INVALID = 'This bank link has expired. Please start again.';
export const INSTITUTION_NOT_FOUND = 'Choose a bank from the list.';
export const CHOOSE_ACCOUNTS = 'Choose at least one account.';

type TokenKind = 'link' | 'session' | 'public';
type SessionData = { institutionId: string; needsRelink: boolean };
type PublicData = SessionData & { accountIds: string[]; itemId: string | null };

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** `at` plus n business days (Saturday and Sunday skipped), same time of day. */
export const addBusinessDays = (at: Date, days: number): Date => {
  const next = new Date(at.getTime());
  let left = days;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
};

const institutionOf = (id: string): SandboxInstitution => {
  const found = SANDBOX_INSTITUTIONS.find((i) => i.id === id);
  if (!found) throw new InvalidError(INSTITUTION_NOT_FOUND, 'INSTITUTION_NOT_FOUND', { institution_id: INSTITUTION_NOT_FOUND });
  return found;
};

/**
 * A bank account's provider id: the same bank account of the same Qube account always gets the same id, so linking it
 * again updates the linked row instead of adding a second one.
 */
const providerAccountId = (accountId: number, institution: SandboxInstitution, mask: string) => `acc-${accountId}-${institution.id}-${mask}`;

const accountsOf = (accountId: number, institution: SandboxInstitution, linkType: LinkType): ProviderAccount[] =>
  institution.accounts
    .filter((a) => offeredFor(linkType, a))
    .map((a) => ({ ...a, providerAccountId: providerAccountId(accountId, institution, a.mask), routingNumber: institution.routingNumber }));

const newToken = async (
  db: Db,
  input: { kind: TokenKind; prefix: string; accountId: number; userId: number | null; linkType: LinkType; relinkAccountId?: number | null; data?: Record<string, unknown>; at: Date; ttlMs: number },
) => {
  const token = `${input.prefix}-sandbox-${crypto.randomUUID()}`;
  const expiration = new Date(input.at.getTime() + input.ttlMs);
  await db.insert(bankLinkTokens).values({
    tokenHash: hash(token),
    kind: input.kind,
    provider: 'sandbox',
    accountId: input.accountId,
    userId: input.userId,
    linkType: input.linkType,
    relinkAccountId: input.relinkAccountId ?? null,
    data: input.data ?? {},
    expiresAt: expiration,
    createdAt: input.at,
  });
  return { token, expiration };
};

/** A live token of that kind, else 400 (unknown, expired, used, or another account's: all read the same). */
const liveToken = async (db: Db, token: string, kind: TokenKind, accountId: number, at: Date) => {
  const [row] = await db
    .select()
    .from(bankLinkTokens)
    .where(and(eq(bankLinkTokens.tokenHash, hash(token)), eq(bankLinkTokens.kind, kind), eq(bankLinkTokens.accountId, accountId), gt(bankLinkTokens.expiresAt, at), isNull(bankLinkTokens.usedAt)))
    .limit(1);
  if (!row) throw new InvalidError(LINK_TOKEN_INVALID, 'INVALID_LINK_TOKEN');
  return row;
};

const spend = (db: Db, id: number, at: Date) => db.update(bankLinkTokens).set({ usedAt: at }).where(eq(bankLinkTokens.id, id));

/** The relinked account's institution (update mode opens at that bank only). */
const relinkInstitution = async (db: Db, relinkAccountId: number | null): Promise<string | null> => {
  if (relinkAccountId === null) return null;
  const [row] = await db.select({ institutionId: linkedBankAccounts.institutionId }).from(linkedBankAccounts).where(eq(linkedBankAccounts.id, relinkAccountId));
  return row?.institutionId ?? null;
};

/**
 * The widget's sign-in at a sandbox bank (POST plaid/sandbox/sign-in/), standing in for the provider's servers: checks
 * the link token and the sign-in pair, and answers the bank's accounts to choose from with a widget session id.
 * A wrong pair answers 400 with the provider's own message.
 */
export const sandboxSignIn = async (
  db: Db,
  input: { linkToken: string; institutionId: string; username: string; password: string; accountId: number; at: Date },
) => {
  const link = await liveToken(db, input.linkToken, 'link', input.accountId, input.at);
  const institution = institutionOf(input.institutionId);
  const renewing = await relinkInstitution(db, link.relinkAccountId);
  if (renewing !== null && renewing !== institution.id) throw new InvalidError(INSTITUTION_NOT_FOUND, 'INSTITUTION_NOT_FOUND');
  const pair = { username: input.username.trim(), password: input.password };
  const isGood = pair.username === SANDBOX_CREDENTIALS.good.username && pair.password === SANDBOX_CREDENTIALS.good.password;
  const isRelink = pair.username === SANDBOX_CREDENTIALS.relink.username && pair.password === SANDBOX_CREDENTIALS.relink.password;
  if (!isGood && !isRelink) throw new InvalidError(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  const linkType = link.linkType as LinkType;
  const data: SessionData = { institutionId: institution.id, needsRelink: isRelink };
  const session = await newToken(db, { kind: 'session', prefix: 'session', accountId: input.accountId, userId: link.userId, linkType, relinkAccountId: link.relinkAccountId, data, at: input.at, ttlMs: PUBLIC_TOKEN_TTL_MS });
  return { linkSessionId: session.token, institution, accounts: accountsOf(input.accountId, institution, linkType) };
};

/** The widget's last step (POST plaid/sandbox/complete/): the chosen accounts → a public token and the success metadata. */
export const sandboxComplete = async (db: Db, input: { linkToken: string; linkSessionId: string; accountIds: string[]; accountId: number; at: Date }) => {
  const link = await liveToken(db, input.linkToken, 'link', input.accountId, input.at);
  const session = await liveToken(db, input.linkSessionId, 'session', input.accountId, input.at);
  const data = session.data as SessionData;
  const institution = institutionOf(data.institutionId);
  const linkType = link.linkType as LinkType;
  const offered = accountsOf(input.accountId, institution, linkType);
  const chosen = offered.filter((a) => input.accountIds.includes(a.providerAccountId));
  if (chosen.length === 0 || chosen.length !== new Set(input.accountIds).size) throw new InvalidError(CHOOSE_ACCOUNTS, 'INVALID_ACCOUNTS', { account_ids: CHOOSE_ACCOUNTS });
  await spend(db, session.id, input.at);
  const publicData: PublicData = { ...data, accountIds: chosen.map((a) => a.providerAccountId), itemId: null };
  const publicToken = await newToken(db, { kind: 'public', prefix: 'public', accountId: input.accountId, userId: link.userId, linkType, relinkAccountId: link.relinkAccountId, data: publicData, at: input.at, ttlMs: PUBLIC_TOKEN_TTL_MS });
  return { publicToken: publicToken.token, linkSessionId: input.linkSessionId, institution, accounts: chosen, linkType };
};

type SandboxTransferRow = typeof sandboxAchTransfers.$inferSelect;

/** The sandbox's batch: a transfer goes to the network SANDBOX_SUBMIT_DELAY_MS after it was made. */
const sandboxSubmitsAt = (at: Date) => new Date(at.getTime() + SANDBOX_SUBMIT_DELAY_MS);

/** What a stored transfer is at `at`: cancelled as stored; else submitted and settled as its times come. */
const transferAt = (row: SandboxTransferRow, at: Date): AchTransfer => {
  const status = row.status === 'cancelled' ? 'cancelled' : at >= row.settlesAt ? 'settled' : at >= row.submitsAt ? 'submitted' : 'pending';
  return { id: row.id, status, settlesAt: row.settlesAt };
};

const transferOf = async (db: Db, id: string, lock: boolean) => {
  const query = db.select().from(sandboxAchTransfers).where(eq(sandboxAchTransfers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

/** The sandbox bank-link provider: tokens in bank_link_tokens, banks from sandboxInstitutions, pulls settle in 3 business days. */
export const sandboxBankLinkProvider: BankLinkProvider = {
  id: 'sandbox',
  clearingCounterparty: 'clearing:sandbox_bank',
  createLinkToken: async (db, input) => {
    const made = await newToken(db, { kind: 'link', prefix: 'link', accountId: input.accountId, userId: input.userId, linkType: input.linkType, relinkAccountId: input.relinkAccountId ?? null, at: input.at, ttlMs: LINK_TOKEN_TTL_MS });
    return { linkToken: made.token, expiration: made.expiration };
  },
  exchangePublicToken: async (db, input): Promise<ExchangedLink> => {
    const row = await liveToken(db, input.publicToken, 'public', input.accountId, input.at);
    await spend(db, row.id, input.at);
    const data = row.data as PublicData;
    const institution = institutionOf(data.institutionId);
    const linkType = row.linkType as LinkType;
    return {
      itemId: `item-sandbox-${crypto.randomUUID()}`,
      institution: { id: institution.id, name: institution.name },
      accounts: accountsOf(input.accountId, institution, linkType).filter((a) => data.accountIds.includes(a.providerAccountId)),
      needsRelink: data.needsRelink,
      linkType,
      relinkAccountId: row.relinkAccountId,
    };
  },
  removeItem: async () => {
    // The sandbox keeps no state per bank sign-in beyond our rows: nothing to end.
  },
  createTransfer: async (db, input) => {
    // The key's row, made once: a concurrent or repeated call with the key finds it (ON CONFLICT DO NOTHING, then read).
    await db.insert(sandboxAchTransfers).values({
      id: `tr-sandbox-${crypto.randomUUID()}`,
      idempotencyKey: input.idempotencyKey,
      direction: input.direction,
      amount: fromCents(input.amountCents),
      bankAccountId: input.bankAccountId,
      submitsAt: sandboxSubmitsAt(input.at),
      settlesAt: addBusinessDays(input.at, SANDBOX_SETTLE_BUSINESS_DAYS),
      createdAt: input.at,
    }).onConflictDoNothing({ target: sandboxAchTransfers.idempotencyKey });
    const [row] = await db.select().from(sandboxAchTransfers).where(eq(sandboxAchTransfers.idempotencyKey, input.idempotencyKey));
    if (!row) throw new Error('sandbox transfer insert failed');
    return transferAt(row, input.at);
  },
  cancel: async (db, { transferId, at }) => {
    const row = await transferOf(db, transferId, true);
    if (!row) throw new BankProviderError('transfer_not_found', `No such transfer: '${transferId}'`);
    const current = transferAt(row, at);
    if (current.status === 'cancelled') return;
    if (current.status !== 'pending') throw new BankProviderError('transfer_submitted', TRANSFER_SUBMITTED);
    await db.update(sandboxAchTransfers).set({ status: 'cancelled', cancelledAt: at }).where(eq(sandboxAchTransfers.id, transferId));
  },
  retrieveTransfer: async (db, { transferId, at }) => {
    const row = await transferOf(db, transferId, false);
    return row ? transferAt(row, at) : null;
  },
  achSettlesAt: (at) => addBusinessDays(at, SANDBOX_SETTLE_BUSINESS_DAYS),
  achSubmitsAt: (at) => sandboxSubmitsAt(at),
  bankNow: (now) => now,
};
