import type { CardAuthorization } from '@qube/contract/purchases';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import { openQubes } from '../../platform/db/schema';
import type { IssuerRequest } from '../../platform/providers/cardNetwork/cardNetwork';
import { InvalidError, NotFoundError, ConflictError } from '../../platform/errors';
import { cardNetworkById } from '../../platform/providers/cardNetwork/provider';
import type { Pocket } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { closeOpenQube } from '../qubes';
import { usd } from '../../platform/moneyText';
import { BOOK_DECLINE, BOOK_PREAUTH, BOOK_PURCHASE, isPgliteTransaction, LOCK_ACCOUNT, LOCKED_SNAPSHOT, prepareCardStatements, runCardStatement, SNAPSHOT } from '../statements';
import { inTransaction } from '../../platform/db/transactions';

export const REFERENCE_TAKEN = 'This network reference belongs to another authorization.';
export const ACCOUNT_NOT_FOUND = 'Account not found.';
export const NO_CARD = 'This account has no card.';

type Reason = NonNullable<CardAuthorization['reason']>;
type Outcome = CardAuthorization['outcome'];

/** What the person reads about each outcome (the notification's title and text; the decline's reason). */
export const purchaseMessages = {
  approved: (amount: string, merchant: string, qube: string) => `${usd(toCents(amount))} at ${merchant} was paid from ${qube}.`,
  no_open_qube: (amount: string, merchant: string) => `${usd(toCents(amount))} at ${merchant} was declined: no qube was open. Open a qube before you pay.`,
  insufficient_funds: (amount: string, merchant: string, qube: string) => `${usd(toCents(amount))} at ${merchant} was declined: ${qube} balance is too low.`,
  preauth_amount_mismatch: (amount: string, merchant: string, preauth: string) =>
    `${usd(toCents(amount))} at ${merchant} was declined: the Pre-Auth is for ${usd(toCents(preauth))} and must match the charge exactly.`,
  error_pin: (amount: string, merchant: string) => `${usd(toCents(amount))} at ${merchant} was declined: the PIN was incorrect.`,
  account_too_low: (amount: string, merchant: string) => `${usd(toCents(amount))} at ${merchant} was declined: your account balance is too low.`,
  qubeless: (amount: string, merchant: string) => `${merchant} ${usd(toCents(amount))} needs a qube.`,
} as const;

/** The notification type of each outcome: purchase group (successful_authorization), fail group, qubeless (SD-54). */
const NOTIFICATION: Record<Reason | 'approved' | 'qubeless', { type: string; title: string }> = {
  approved: { type: 'successful_authorization', title: 'Purchase approved' },
  no_open_qube: { type: 'unsuccessful_authorization', title: 'Purchase declined' },
  preauth_amount_mismatch: { type: 'unsuccessful_authorization', title: 'Purchase declined' },
  insufficient_funds: { type: 'insufficient_funds', title: 'Purchase declined' },
  error_pin: { type: 'error_pin', title: 'Incorrect PIN' },
  qubeless: { type: 'qubeless', title: 'Transaction in Qubeless' },
};

const authorizationJson = (row: SeenJson, replayed: boolean): CardAuthorization => ({
  id: row.id,
  network_reference: row.network_reference,
  outcome: row.outcome,
  reason: row.reason,
  message: row.message,
  merchant: row.merchant,
  amount: fromCents(toCents(row.amount)),
  qube_id: row.qube_id,
  activity_id: row.activity_id,
  notification_type: row.notification_type,
  paid_by: row.paid_by,
  replayed,
});

/** What the decision reads in one statement (purchaseStatements.ts SNAPSHOT), after the account's lock. */
type SeenJson = { id: number; account_id: number; network_reference: string; outcome: Outcome; reason: Reason | null; message: string; merchant: string; amount: string; qube_id: number | null; activity_id: number | null; notification_type: string; paid_by: CardAuthorization['paid_by'] };
type OpenJson = { qube_id: number; expires_at: string; remaining_purchases: number | null; close_after_next_purchase: boolean; name: string; is_archived: boolean; balance: string };
type PreauthJson = { id: number; amount: string; qube_id: number | null; name: string | null; balance: string };
type Snapshot = { seen: SeenJson | null; open: OpenJson | null; cloud_balance: string | null; account_total: string | null; preauths: PreauthJson[] };

/** Drivers hand json columns back parsed; text only if one did not. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

type Decision = { outcome: Outcome; reason: Reason | null; message: string; paidBy: 'open_qube' | 'preauth' | null; pocket: Pocket };
/** How a decision is booked: a new purchase from a pocket, a pre-auth's own activity, or a declined activity. */
type Booking =
  | { kind: 'purchase'; newBalance: bigint; specialBucket: 'qubeless' | null }
  | { kind: 'preauth'; activityId: number; newBalance: bigint }
  | { kind: 'decline'; balance: bigint };
/** After the booking (remaining_purchases counted, or the open qube closed): only when the open qube paid. */
type AfterPurchase = { remaining: number | null; close: boolean } | null;

/**
 * Decides one request from the snapshot, inside the transaction with the account locked:
 * 1. advice of a swipe the network declined (wrong PIN): recorded, nothing moves;
 * 2. a pending pre-auth at this merchant for exactly this amount whose qube (and the account's total) covers it pays it (MM-27);
 * 3. the open qube pays when its balance and the account's total both cover the amount; the purchase counts against remaining_purchases and the
 *    qube closes when none are left (close_qube_after_next_purchase is one purchase);
 * 4. otherwise declined: insufficient_funds when a qube was open, preauth_amount_mismatch when a pre-auth at the
 *    merchant is for another amount, else no_open_qube. A forced post cannot be declined: it lands in Qubeless (Cloud).
 * An open qube that has expired (or whose qube was archived) is closed here and counts as none.
 */
const decide = async (tx: Db, request: IssuerRequest, snapshot: Snapshot, at: Date): Promise<{ decision: Decision; booking: Booking; after: AfterPurchase }> => {
  const { merchant } = request;
  const cents = toCents(request.amount);
  const cloud = toCents(snapshot.cloud_balance ?? '0');
  // Money leaves only up to the pocket and the account's total (issue 22 §3): a qube made negative by ReQube must not
  // let the rest of the account pay the same money again.
  const accountCovers = toCents(snapshot.account_total ?? '0') >= cents;
  const decline = (reason: Reason, message: string, pocket: Pocket, balance: bigint) => ({
    decision: { outcome: 'declined' as const, reason, message, paidBy: null, pocket },
    booking: { kind: 'decline' as const, balance },
    after: null,
  });
  if (request.kind === 'advice') return decline('error_pin', purchaseMessages.error_pin(request.amount, merchant), null, cloud);

  let open = snapshot.open;
  if (open && (Date.parse(open.expires_at) <= at.getTime() || open.is_archived)) {
    await closeOpenQube(tx, request.accountId);
    open = null;
  }
  const preauths = request.kind === 'authorization' ? snapshot.preauths : [];
  const matching = preauths.filter((p) => -toCents(p.amount) === cents);
  for (const preauth of matching) {
    const balance = toCents(preauth.balance);
    if (balance < cents || !accountCovers) continue;
    const name = preauth.qube_id === null ? 'Cloud' : (preauth.name ?? 'Qube');
    return {
      decision: { outcome: 'approved', reason: null, message: purchaseMessages.approved(request.amount, merchant, name), paidBy: 'preauth', pocket: preauth.qube_id },
      booking: { kind: 'preauth', activityId: preauth.id, newBalance: balance - cents },
      after: null,
    };
  }

  if (open) {
    const balance = toCents(open.balance);
    if (balance >= cents && accountCovers) {
      const remaining = open.remaining_purchases === null ? null : open.remaining_purchases - 1;
      return {
        decision: { outcome: 'approved', reason: null, message: purchaseMessages.approved(request.amount, merchant, open.name), paidBy: 'open_qube', pocket: open.qube_id },
        booking: { kind: 'purchase', newBalance: balance - cents, specialBucket: null },
        after: { remaining, close: open.close_after_next_purchase || (remaining !== null && remaining <= 0) },
      };
    }
    if (request.kind === 'authorization') {
      const message = balance >= cents ? purchaseMessages.account_too_low(request.amount, merchant) : purchaseMessages.insufficient_funds(request.amount, merchant, open.name);
      return decline('insufficient_funds', message, open.qube_id, balance);
    }
  }
  if (request.kind === 'force_post') {
    return {
      decision: { outcome: 'qubeless', reason: null, message: purchaseMessages.qubeless(request.amount, merchant), paidBy: null, pocket: null },
      booking: { kind: 'purchase', newBalance: cloud - cents, specialBucket: 'qubeless' },
      after: null,
    };
  }
  const covered = matching.find((p) => toCents(p.balance) >= cents);
  if (covered && !accountCovers) return decline('insufficient_funds', purchaseMessages.account_too_low(request.amount, merchant), covered.qube_id, toCents(covered.balance));
  const other = preauths[0];
  if (other) return decline('preauth_amount_mismatch', purchaseMessages.preauth_amount_mismatch(request.amount, merchant, fromCents(-toCents(other.amount))), other.qube_id, toCents(other.balance));
  return decline('no_open_qube', purchaseMessages.no_open_qube(request.amount, merchant), null, cloud);
};

/**
 * The issuer's side of a card swipe (the card network calls it): one transaction under the account's row lock, so
 * simultaneous swipes are decided one after another on fresh balances and never overdraw; one ledger movement per
 * paid purchase against the network's clearing pocket; the authorization, its activity and its notification are
 * written together. A repeated network reference answers the first outcome and moves nothing again. Tells the
 * live-updates listeners after commit.
 */
export const authorizeCardPurchase = async (database: Pick<Database, 'db' | 'events'>, request: IssuerRequest, at: Date): Promise<CardAuthorization & { approved: boolean }> => {
  const { db } = database;
  const clearing = cardNetworkById(request.network).clearingCounterparty;
  await prepareCardStatements(db);
  const result = await inTransaction(db, async (tx) => {
    const reads = {
      account: request.accountId, network: request.network, reference: request.networkReference,
      with_preauths: request.kind === 'authorization', merchant_lower: request.merchant.toLowerCase(),
    };
    const onPglite = isPgliteTransaction(tx);
    const [account] = await runCardStatement(tx, onPglite ? LOCKED_SNAPSHOT : LOCK_ACCOUNT, onPglite ? reads : { account: request.accountId });
    if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND, 'not_found', { account_id: ACCOUNT_NOT_FOUND });
    // A household (plus) account has no card of its own; nor has an account without banking features.
    if (account.is_aggregate === true || account.has_banking_features !== true) throw new InvalidError(NO_CARD, 'invalid', { account_id: NO_CARD });
    const [row] = onPglite ? [account] : await runCardStatement(tx, SNAPSHOT, reads);
    const snapshot: Snapshot = {
      seen: parsed<SeenJson | null>(row?.seen ?? null),
      open: parsed<OpenJson | null>(row?.open ?? null),
      cloud_balance: typeof row?.cloud_balance === 'string' ? row.cloud_balance : null,
      account_total: typeof row?.account_total === 'string' ? row.account_total : null,
      preauths: parsed<PreauthJson[] | null>(row?.preauths ?? null) ?? [],
    };
    const { seen } = snapshot;
    if (seen) {
      if (seen.account_id !== request.accountId) throw new ConflictError(REFERENCE_TAKEN, 'conflict', { network_reference: REFERENCE_TAKEN });
      return authorizationJson(seen, true);
    }
    const { decision, booking, after } = await decide(tx, request, snapshot, at);
    const key = decision.outcome === 'approved' ? 'approved' : decision.outcome === 'qubeless' ? 'qubeless' : (decision.reason ?? 'no_open_qube');
    const notification = NOTIFICATION[key];
    const values = {
      account: request.accountId, at, amount: request.amount, merchant: request.merchant, pocket: decision.pocket, message: decision.message,
      notification_type: notification.type, notification_title: notification.title, network: request.network, reference: request.networkReference,
      outcome: decision.outcome, reason: decision.reason, paid_by: decision.paidBy,
    };
    const [booked] = booking.kind === 'purchase'
      ? await runCardStatement(tx, BOOK_PURCHASE, { ...values, clearing, new_balance: fromCents(booking.newBalance), special_bucket: booking.specialBucket })
      : booking.kind === 'preauth'
        ? await runCardStatement(tx, BOOK_PREAUTH, { ...values, clearing, activity: booking.activityId, new_balance: fromCents(booking.newBalance) })
        : await runCardStatement(tx, BOOK_DECLINE, { ...values, new_balance: fromCents(booking.balance) });
    if (!booked) throw new Error('card authorization insert failed');
    if (after?.close) await closeOpenQube(tx, request.accountId);
    else if (after && after.remaining !== null) await tx.update(openQubes).set({ remainingPurchases: after.remaining, updatedAt: at }).where(eq(openQubes.accountId, request.accountId));
    return authorizationJson({
      id: Number(booked.id), account_id: request.accountId, network_reference: request.networkReference, outcome: decision.outcome, reason: decision.reason,
      message: decision.message, merchant: request.merchant, amount: request.amount, qube_id: decision.pocket, activity_id: Number(booked.activity_id),
      notification_type: notification.type, paid_by: decision.paidBy,
    }, false);
  });
  if (!result.replayed) database.events.publish(request.accountId);
  return { ...result, approved: result.outcome !== 'declined' };
};
