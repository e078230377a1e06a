import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, accounts, ledgerEntries, notifications, peerTransfers, users } from '../../platform/db/schema';
import { InvalidError, NotFoundError } from '../../platform/errors';
import { coversOutgoing, openMovement, postActivity, type Pocket } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { EMAIL_RE } from '../../platform/validation';
import { usd } from '../../platform/moneyText';

export const PERSON_NOT_FOUND = 'Person not found.';
export const SEARCH_FORM = 'Search by a whole e-mail address or phone number.';
export const SEND_TO_SELF = 'You cannot send money to yourself.';
export const INSUFFICIENT_FUNDS = 'Insufficient funds';

/**
 * What a search term may name: a whole e-mail address (compared without case) or a whole US phone number (ten digits,
 * or eleven starting with 1, in any usual punctuation). Anything else (a name, a prefix, a domain) names nobody, so
 * the search cannot list the site's users. Null: not a whole address or number. '' stays '' (an empty search).
 */
export type SearchTerm = { kind: 'email'; email: string } | { kind: 'phone'; digits: string } | { kind: 'empty' };

export const parseSearchTerm = (raw: string): SearchTerm | null => {
  const term = raw.trim();
  if (term === '') return { kind: 'empty' };
  if (term.includes('@')) return EMAIL_RE.test(term) && term.length <= 254 ? { kind: 'email', email: term.toLowerCase() } : null;
  if (!/^\+?[\d\s().-]+$/.test(term)) return null;
  let digits = term.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? { kind: 'phone', digits } : null;
};

export type PersonRow = { userId: number; fullName: string; accountId: number };

/**
 * The people a send may reach, found by one exact term in the caller's company: a user who is not anonymous, with a
 * personal primary account (not a household) that has banking features; never the caller. An e-mail names one user; a
 * phone number shared by several users (a number is not unique here) finds nobody rather than choosing one.
 */
export const findPeople = async (db: Db, input: { companyId: number; callerId: number; term: SearchTerm }): Promise<PersonRow[]> => {
  const { term } = input;
  if (term.kind === 'empty') return [];
  const match = term.kind === 'email'
    ? sql`lower(${users.email}) = ${term.email}`
    : sql`right(regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g'), 10) = ${term.digits}`;
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, accountId: accounts.id })
    .from(users)
    .innerJoin(accountMembers, and(eq(accountMembers.userId, users.id), eq(accountMembers.role, 'primary')))
    .innerJoin(accounts, and(eq(accounts.id, accountMembers.accountId), eq(accounts.isAggregate, false), eq(accounts.hasBankingFeatures, true)))
    .where(and(eq(users.companyId, input.companyId), ne(users.userType, 'anonymous_user'), match))
    .orderBy(asc(users.id), asc(accounts.id))
    .limit(3);
  // One account per person (their first primary account).
  const people = new Map<number, PersonRow>();
  for (const r of rows) if (!people.has(r.userId)) people.set(r.userId, { userId: r.userId, fullName: `${r.firstName} ${r.lastName}`.trim(), accountId: r.accountId });
  const found = [...people.values()];
  if (found.length !== 1) return [];
  return found.filter((p) => p.userId !== input.callerId);
};

/**
 * The person behind an account a send names: the account must be what a search would answer for its owner (the
 * primary personal account with banking features of a non-anonymous user in the company), else 404 'Person not found.',
 * so an account id reveals nothing the search would not.
 */
export const recipientOfAccount = async (db: Db, companyId: number, accountId: number): Promise<PersonRow> => {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, accountId: accounts.id })
    .from(accounts)
    .innerJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.role, 'primary')))
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(
      eq(accounts.id, accountId), eq(accounts.companyId, companyId), eq(accounts.isAggregate, false), eq(accounts.hasBankingFeatures, true),
      eq(users.companyId, companyId), ne(users.userType, 'anonymous_user'),
    ))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new NotFoundError(PERSON_NOT_FOUND, 'person_not_found');
  return { userId: row.userId, fullName: `${row.firstName} ${row.lastName}`.trim(), accountId: row.accountId };
};

export type SendInput = {
  sender: { userId: number; fullName: string; accountId: number };
  recipient: PersonRow;
  from: { pocket: Pocket; name: string };
  amount: string;
  title: string;
  at: Date;
};

/**
 * The send itself, inside the caller's transaction with both accounts already locked, in ascending id order
 * (withIdempotency with alsoLock: the receiver): taking the sender first and the receiver next would deadlock when two
 * people send to each other at once, and PostgreSQL could end any request queued on either account (a transfer to a
 * bank included), not only one of the two sends. The receiver's lock keeps its Cloud's new_balance exact.
 * Checks the source (0 or less, or below the amount: 400 'Insufficient funds'), then one
 * movement whose two pocket entries are on the two accounts (the sender's pocket −amount, the receiver's Cloud
 * +amount), each balanced on its own account by a `person:<other account>` counterparty entry, so the movement and
 * every account's books sum to zero (an account can be audited alone); one activity per side, the peer_transfers row
 * and a notification for each person (peer_to_peer_out, peer_to_peer_in).
 */
export const sendToPerson = async (tx: Db, input: SendInput) => {
  const { sender, recipient, from, at } = input;
  const cents = toCents(input.amount);
  // The pocket and the account's total must both cover it (a negative qube elsewhere never lets money out twice).
  if (!(await coversOutgoing(tx, sender.accountId, from.pocket, cents)).ok) throw new InvalidError(INSUFFICIENT_FUNDS, 'insufficient_funds', { amount: INSUFFICIENT_FUNDS });
  const movementId = await openMovement(tx, sender.accountId, at);
  const out = await postActivity(tx, {
    accountId: sender.accountId, qubeId: from.pocket, transactionType: 'send_to_person', amount: -cents, title: input.title,
    description: `Sent to ${recipient.fullName}`, merchantName: recipient.fullName, at, userId: sender.userId, movementId,
  });
  const into = await postActivity(tx, {
    accountId: recipient.accountId, qubeId: null, transactionType: 'received_from_person', amount: cents, title: input.title,
    description: `Received from ${sender.fullName}`, merchantName: sender.fullName, at, userId: null, movementId,
  });
  await tx.insert(ledgerEntries).values([
    { accountId: sender.accountId, qubeId: null, amount: fromCents(cents), activityId: null, movementId, counterparty: `person:${recipient.accountId}`, createdAt: at },
    { accountId: recipient.accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: `person:${sender.accountId}`, createdAt: at },
  ]);
  const [row] = await tx.insert(peerTransfers).values({
    fromAccountId: sender.accountId, toAccountId: recipient.accountId, fromUserId: sender.userId, fromQubeId: from.pocket, amount: fromCents(cents),
    title: input.title, outActivityId: out.id, inActivityId: into.id, movementId, createdAt: at,
  }).returning({ id: peerTransfers.id });
  if (!row) throw new Error('peer transfer insert failed');
  const note = input.title ? `"${input.title}"` : '';
  await tx.insert(notifications).values([
    {
      accountId: sender.accountId, type: 'peer_to_peer_out', title: 'Money sent', body: `You sent ${usd(cents)} to ${recipient.fullName} from ${from.name}.`,
      description: note, amount: fromCents(cents), qubeId: from.pocket, activityId: out.id, createdAt: at,
    },
    {
      accountId: recipient.accountId, type: 'peer_to_peer_in', title: 'Money received', body: `${sender.fullName} sent you ${usd(cents)}. It is in Cloud.`,
      description: note, amount: fromCents(cents), qubeId: null, activityId: into.id, createdAt: at,
    },
  ]);
  return { peerTransferId: row.id, out, into };
};
