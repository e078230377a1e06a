import crypto from 'node:crypto';
import type { MigrationStatus } from '@qube/contract/bankTransition';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  accountMembers,
  accounts,
  activities,
  linkedBankAccounts,
  pocketBalances as pocketBalancesTable,
  qubePlusMigrationQubes,
  qubePlusMigrations,
  qubes,
} from '../../platform/db/schema';
import type { AuthUser } from '../../platform/http/auth';
import { InvalidError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { accountNotFound, loadMembership, type AccountRow, openMovement, postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';

export type MigrationRow = typeof qubePlusMigrations.$inferSelect;

/** ON-53: the step at which a migration is complete. */
export const STEP_COMPLETE = 6;
export const STEP = { none: 0, accountMade: 1, moved: 2, directDeposit: 3, disclosure: 4, qubes: 5, complete: 6 } as const;

/** ON-54's messages, verbatim (spec 000 section 8, spec 002 "Migration dialogs"). */
export const MIGRATION_MESSAGES = {
  qubeless: (n: number) => `You have ${n} transaction(s) in Qubeless. Please reqube them before migrating.`,
  refunds: (n: number) => `You have ${n} transaction(s) in Refunds. Please reqube them before migrating.`,
  negative: 'Your account balance is negative. Please resolve before migrating.',
  /** ON-60's default (ours for every refusal the spec does not word). */
  createFailed: 'Failed to create Qube Plus account',
  notAllowed: 'Qube+ is not available for this account.',
  notStarted: 'Create your Qube+ account first.',
  notMoved: 'Move your money to Qube+ first.',
  earlierSteps: 'Finish the earlier steps first.',
  alreadyMoved: 'Your money is already in Qube+.',
  bankRequired: 'Choose the bank account for your Qube+ account.',
  bankOrToken: 'Send either plaid_public_token or plaid_account_id.',
  qubeNotFound: 'Qube not found.',
} as const;

/** The account types the migration banner and the migration are for (ON-52). */
const MIGRATABLE_TYPES = ['normal', 'authorized_adult', 'authorized_minor'];

/** An account the user owns (primary or sub-account) with their role; household members and strangers get 404. */
export const loadOwnedAccount = async (db: Db, userId: number, companyId: number, accountId: number): Promise<AccountRow> => {
  const { account, role } = await loadMembership(db, userId, companyId, accountId);
  if (role !== 'primary' && role !== 'sub_account') throw accountNotFound();
  return account;
};

/**
 * can_see_qube_plus (ON-51; the spec names the field, not its rule): a customer (not a guest or limited user) on an
 * account of theirs that is not a household, of the types ON-52 names, with banking features.
 */
export const canSeeQubePlus = (user: Pick<AuthUser, 'userType'>, account: AccountRow): boolean =>
  user.userType !== 'anonymous_user' && user.userType !== 'limited_user'
  && !account.isAggregate && account.hasBankingFeatures && MIGRATABLE_TYPES.includes(account.accountType);

export const requireQubePlus = (user: Pick<AuthUser, 'userType'>, account: AccountRow) => {
  if (!canSeeQubePlus(user, account)) throw new ForbiddenError(MIGRATION_MESSAGES.notAllowed, 'qube_plus_not_allowed');
};

export const findMigration = async (db: Db, sourceAccountId: number): Promise<MigrationRow | null> => {
  const [row] = await db.select().from(qubePlusMigrations).where(eq(qubePlusMigrations.sourceAccountId, sourceAccountId)).limit(1);
  return row ?? null;
};

export const statusJson = (account: AccountRow, canSee: boolean, row: MigrationRow | null): MigrationStatus => ({
  account_id: account.id,
  migration_step: row?.step ?? STEP.none,
  migration_account_id: row?.targetAccountId ?? null,
  can_see_qube_plus: canSee,
  opted_out: (row?.optedOutAt ?? null) !== null,
  direct_deposit_choice: row?.directDepositChoice === 'switched' || row?.directDepositChoice === 'later' ? row.directDepositChoice : null,
  disclosure_accepted: (row?.disclosureAcceptedAt ?? null) !== null,
});

/** The figures the checks and the accounts list read: balances (running pocket balances) and bucket counts. */
export const accountFigures = async (db: Db, accountId: number) => {
  const [row] = await db
    .select({
      total: sql<string>`coalesce((select sum(pb.balance) from ${pocketBalancesTable} pb where pb.account_id = ${accountId}), 0)::numeric(14,2)`,
      cloud: sql<string>`coalesce((select sum(pb.balance) from ${pocketBalancesTable} pb where pb.account_id = ${accountId} and pb.pocket = 0), 0)::numeric(14,2)`,
      qubeless: sql<number>`(select count(*)::int from ${activities} a where a.account_id = ${accountId} and a.special_bucket = 'qubeless')`,
      refunds: sql<number>`(select count(*)::int from ${activities} a where a.account_id = ${accountId} and a.special_bucket = 'refunds')`,
      qubeCount: sql<number>`(select count(*)::int from ${qubes} q where q.account_id = ${accountId} and q.is_archived = false)`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    total: fromCents(toCents(row?.total ?? '0')),
    cloud: fromCents(toCents(row?.cloud ?? '0')),
    qubeless: Number(row?.qubeless ?? 0),
    refunds: Number(row?.refunds ?? 0),
    qubeCount: Number(row?.qubeCount ?? 0),
  };
};

/** ON-54, in its order: Qubeless items, then Refunds, then a negative balance; each a 400 with the spec's words. */
export const runMigrationChecks = async (db: Db, accountId: number) => {
  const figures = await accountFigures(db, accountId);
  if (figures.qubeless > 0) throw new InvalidError(MIGRATION_MESSAGES.qubeless(figures.qubeless), 'qubeless_pending');
  if (figures.refunds > 0) throw new InvalidError(MIGRATION_MESSAGES.refunds(figures.refunds), 'refunds_pending');
  if (toCents(figures.total) < 0n) throw new InvalidError(MIGRATION_MESSAGES.negative, 'negative_balance');
  return figures;
};

/** A 12-digit account number of our sandbox bank range, random (as registration makes them). */
const newAccountNumber = () => `4003${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;

/**
 * An active linked bank account the user owns: the bank a Qube+ account is funded from (ON-61 lists the active
 * account's banks). Owning it means being the primary holder of the account it is linked to, or, on a household, the
 * member who linked it. An authorized user, a sub-account's guardian or another household member reaches the account
 * but not its bank: copying it would let them pull from the owner's bank through a household they control (issue 22
 * §5). Anything else is 404, as for the bank routes.
 */
export const loadUsersBankAccount = async (db: Db, userId: number, bankAccountId: number) => {
  const [row] = await db
    .select({ bank: linkedBankAccounts })
    .from(linkedBankAccounts)
    .innerJoin(accountMembers, and(eq(accountMembers.accountId, linkedBankAccounts.accountId), eq(accountMembers.userId, userId)))
    .where(and(
      eq(linkedBankAccounts.id, bankAccountId),
      eq(linkedBankAccounts.isActive, true),
      or(eq(accountMembers.role, 'primary'), and(eq(accountMembers.role, 'household'), eq(linkedBankAccounts.createdBy, userId))),
    ))
    .limit(1);
  if (!row) throw new NotFoundError('Bank account not found.', 'bank_account_not_found', { plaid_account_id: 'Bank account not found.' });
  return row.bank;
};

/** Copies a linked bank account onto the Qube+ account as its primary checking (dda) link; answers the new row id. */
export const copyBankToAccount = async (tx: Db, bank: typeof linkedBankAccounts.$inferSelect, targetAccountId: number, userId: number, at: Date) => {
  if (bank.accountId === targetAccountId) return bank.id;
  const { id: _id, accountId: _account, createdAt: _created, updatedAt: _updated, unlinkedAt: _unlinked, ...rest } = bank;
  const [row] = await tx.insert(linkedBankAccounts).values({ ...rest, accountId: targetAccountId, linkType: 'dda', createdBy: userId, createdAt: at, updatedAt: at }).returning({ id: linkedBankAccounts.id });
  if (!row) throw new Error('linked bank insert failed');
  return row.id;
};

type CreateInput = { user: AuthUser; companyId: number; source: AccountRow | null; bankAccountId: number | null; at: Date };

/**
 * Step 1: the household (plus, aggregate) account, with the user as its member, its own household_id, and the legacy
 * account's future_account_id pointing at it (ON-56 follows that). Runs in the caller's transaction with the legacy
 * account locked; a migration row that already has its account answers it again (nothing made twice).
 */
export const ensureTargetAccount = async (tx: Db, input: CreateInput): Promise<{ migration: MigrationRow; target: AccountRow }> => {
  const { user, source, at } = input;
  const [existing] = source
    ? await tx.select().from(qubePlusMigrations).where(eq(qubePlusMigrations.sourceAccountId, source.id)).limit(1)
    : await tx.select().from(qubePlusMigrations).where(and(eq(qubePlusMigrations.userId, user.id), eq(qubePlusMigrations.kind, 'fresh'))).limit(1);
  if (existing?.targetAccountId) {
    const [target] = await tx.select().from(accounts).where(eq(accounts.id, existing.targetAccountId));
    if (target) return { migration: existing, target };
  }
  const name = source ? `${source.fullName} Qube+` : `${user.firstName} ${user.lastName} Qube+`;
  const [target] = await tx.insert(accounts).values({
    companyId: input.companyId,
    displayName: name,
    fullName: name,
    accountType: 'household',
    accountNumber: newAccountNumber(),
    routingNumber: source?.routingNumber ?? '084106768',
    bankName: source?.bankName ?? (input.companyId === 2 ? 'Cubit Bank' : 'Evolve Bank & Trust'),
    isAggregate: true,
    hasBankingFeatures: true,
    plan: 'plus',
    budgetPeriod: source?.budgetPeriod ?? 'monthly',
    autoFundingEnabled: source?.autoFundingEnabled ?? false,
    createdAt: at,
  }).returning();
  if (!target) throw new Error('account insert failed');
  await tx.update(accounts).set({ householdId: target.id }).where(eq(accounts.id, target.id));
  await tx.insert(accountMembers).values({ accountId: target.id, userId: user.id, role: 'household' });
  const bankId = input.bankAccountId === null ? null : await copyBankToAccount(tx, await loadUsersBankAccount(tx, user.id, input.bankAccountId), target.id, user.id, at);
  // The account the banner's Switch follows (ON-56): the legacy one, or for a fresh Qube+ account the primary.
  const pointer = source?.id ?? (await primaryAccountId(tx, user.id));
  if (pointer !== null) await tx.update(accounts).set({ futureAccountId: target.id }).where(eq(accounts.id, pointer));
  const values = { targetAccountId: target.id, step: Math.max(existing?.step ?? 0, STEP.accountMade), bankAccountId: bankId, optedOutAt: null, updatedAt: at };
  const [migration] = existing
    ? await tx.update(qubePlusMigrations).set(values).where(eq(qubePlusMigrations.id, existing.id)).returning()
    : await tx.insert(qubePlusMigrations).values({ userId: user.id, sourceAccountId: source?.id ?? null, kind: source ? 'migrate' : 'fresh', createdAt: at, ...values }).returning();
  if (!migration) throw new Error('migration insert failed');
  return { migration, target: { ...target, householdId: target.id } };
};

const primaryAccountId = async (db: Db, userId: number): Promise<number | null> => {
  const [row] = await db.select({ id: accountMembers.accountId }).from(accountMembers).where(and(eq(accountMembers.userId, userId), eq(accountMembers.role, 'primary'))).limit(1);
  return row?.id ?? null;
};

/**
 * Step 2: copies the legacy account's active qubes (their settings) into the Qube+ account and moves every pocket's
 * balance (Cloud and each qube) across in ONE ledger movement: each pocket's entry −balance on the legacy account and
 * +balance on its copy, so the movement sums to zero and money is conserved. Runs once: a migration already at step 2
 * or beyond answers what it moved before. The caller holds both accounts' locks and has run the checks.
 */
export const moveToQubePlus = async (tx: Db, input: { migration: MigrationRow; source: AccountRow; target: AccountRow; userId: number; at: Date }) => {
  const { migration, source, target, at } = input;
  if (migration.step >= STEP.moved) return { migration, copiedQubes: await countCopied(tx, migration.id), movedAmount: await movedAmount(tx, migration) };
  const legacyQubes = await tx.select().from(qubes).where(and(eq(qubes.accountId, source.id), eq(qubes.isArchived, false))).orderBy(asc(qubes.manualSortPosition), asc(qubes.id));
  const copies = new Map<number, number>();
  for (const q of legacyQubes) {
    const { id: _id, accountId: _account, createdAt: _created, updatedAt: _updated, isCurrentOpenQube: _open, manualSortDatetime: _sorted, ...settings } = q;
    const [copy] = await tx.insert(qubes).values({ ...settings, accountId: target.id, isCurrentOpenQube: false, createdAt: at, updatedAt: at }).returning({ id: qubes.id });
    if (!copy) throw new Error('qube insert failed');
    copies.set(q.id, copy.id);
    await tx.insert(qubePlusMigrationQubes).values({ migrationId: migration.id, sourceQubeId: q.id, targetQubeId: copy.id });
  }
  const pockets = await tx
    .select({ pocket: pocketBalancesTable.pocket, balance: pocketBalancesTable.balance })
    .from(pocketBalancesTable)
    .where(eq(pocketBalancesTable.accountId, source.id));
  const movementId = await openMovement(tx, target.id, at);
  let moved = 0n;
  for (const { pocket, balance } of pockets) {
    const cents = toCents(balance);
    if (cents === 0n) continue;
    // Pocket 0 is Cloud; an archived qube's leftover (none should remain) lands in the Qube+ Cloud.
    const from = pocket === 0 ? null : pocket;
    const to = pocket === 0 ? null : (copies.get(pocket) ?? null);
    const common = { transactionType: 'adjustment', at, userId: input.userId, movementId };
    await postActivity(tx, { ...common, accountId: source.id, qubeId: from, amount: -cents, title: 'Moved to Qube+', description: `Moved to ${target.displayName}` });
    await postActivity(tx, { ...common, accountId: target.id, qubeId: to, amount: cents, title: 'Moved from your previous account', description: `Moved from ${source.displayName}` });
    moved += cents;
  }
  const [updated] = await tx.update(qubePlusMigrations).set({ step: STEP.moved, movementId, updatedAt: at }).where(eq(qubePlusMigrations.id, migration.id)).returning();
  if (!updated) throw new Error('migration update failed');
  return { migration: updated, copiedQubes: copies.size, movedAmount: fromCents(moved) };
};

const countCopied = async (db: Db, migrationId: number) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(qubePlusMigrationQubes).where(eq(qubePlusMigrationQubes.migrationId, migrationId));
  return Number(row?.n ?? 0);
};

/** What the migration's movement put into the Qube+ account (the sum of its entries there). */
const movedAmount = async (db: Db, migration: MigrationRow) => {
  if (migration.movementId === null || migration.targetAccountId === null) return '0.00';
  const { rows } = (await db.execute(sql`select coalesce(sum(amount), 0)::numeric(14,2) as total from ledger_entries where movement_id = ${migration.movementId} and account_id = ${migration.targetAccountId} and counterparty is null`)) as unknown as { rows: { total: string }[] };
  return fromCents(toCents(rows[0]?.total ?? '0'));
};

/** The Qube+ account of a migration (it may have been removed: then the step calls say so). */
export const loadTarget = async (db: Db, migration: MigrationRow | null): Promise<AccountRow> => {
  if (!migration?.targetAccountId) throw new InvalidError(MIGRATION_MESSAGES.notStarted, 'migration_not_started');
  const [row] = await db.select().from(accounts).where(eq(accounts.id, migration.targetAccountId));
  if (!row) throw new InvalidError(MIGRATION_MESSAGES.notStarted, 'migration_not_started');
  return row;
};

/** The copied qubes with their review state. */
export const migrationQubes = async (db: Db, migrationId: number) =>
  db
    .select({ id: qubes.id, sourceQubeId: qubePlusMigrationQubes.sourceQubeId, name: qubes.name, type: qubes.type, isArchived: qubes.isArchived, completedAt: qubePlusMigrationQubes.completedAt, accountId: qubes.accountId })
    .from(qubePlusMigrationQubes)
    .innerJoin(qubes, eq(qubes.id, qubePlusMigrationQubes.targetQubeId))
    .where(eq(qubePlusMigrationQubes.migrationId, migrationId))
    .orderBy(asc(qubes.manualSortPosition), asc(qubes.id));

/** Pocket balances of some qubes of an account (cents by qube id). */
export const qubeBalances = async (db: Db, accountId: number, qubeIds: number[]) => {
  if (qubeIds.length === 0) return new Map<number, string>();
  const rows = await db.select({ pocket: pocketBalancesTable.pocket, balance: pocketBalancesTable.balance }).from(pocketBalancesTable)
    .where(and(eq(pocketBalancesTable.accountId, accountId), inArray(pocketBalancesTable.pocket, qubeIds)));
  return new Map(rows.map((r) => [r.pocket, fromCents(toCents(r.balance))]));
};

/** The user's accounts that could still migrate (owned, not households, not complete): remaining-accounts/. */
export const ownedMigratableAccounts = async (db: Db, userId: number, companyId: number) => {
  const rows = await db
    .select({ account: accounts, step: qubePlusMigrations.step })
    .from(accounts)
    .innerJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.userId, userId), inArray(accountMembers.role, ['primary', 'sub_account'])))
    .leftJoin(qubePlusMigrations, eq(qubePlusMigrations.sourceAccountId, accounts.id))
    .where(and(eq(accounts.companyId, companyId), eq(accounts.isAggregate, false), inArray(accounts.accountType, MIGRATABLE_TYPES)))
    .orderBy(asc(accounts.id));
  return rows.filter((r) => (r.step ?? 0) < STEP_COMPLETE);
};
