import { ErrorResponses, IdParams } from '@qube/contract/common';
import {
  BetaCount,
  BetaSignUpInput,
  BetaSignUpResult,
  DirectDepositChoiceInput,
  DisclosureInput,
  MigrateResult,
  MigrationAccount,
  MigrationAccountInput,
  MigrationAccounts,
  MigrationDirectDeposit,
  MigrationQube,
  MigrationQubes,
  MigrationQuery,
  MigrationStatus,
  NewAccountInput,
  RemainingAccounts,
} from '@qube/contract/bankTransition';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { betaCount, markMigrationQubeReviewed, saveOptOut, signUpForBeta, updateMigration } from './migrationSteps';
import { loadAccountForUser, type AccountRow } from '../accounts';
import {
  accountFigures,
  canSeeQubePlus,
  ensureTargetAccount,
  findMigration,
  loadOwnedAccount,
  loadTarget,
  migrationQubes,
  MIGRATION_MESSAGES,
  moveToQubePlus,
  ownedMigratableAccounts,
  qubeBalances,
  requireQubePlus,
  runMigrationChecks,
  statusJson,
  STEP,
  type MigrationRow,
} from './migration';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { requireAuth, type AuthUser } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccounts } from '../../platform/db/transactions';

const TAGS = ['qube-plus'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export { BETA_FULL } from './migrationSteps';
export const BETA_THANKS = "Thanks! You're on the Qube+ beta list. We'll e-mail you when your place is ready.";

/**
 * The bank transition (API-58, ON-50, ON-53, ON-62): the public beta's count and sign-up, and the migration's steps
 * for an account the user owns. Every step answers the migration's status; each refuses a step taken too early with a
 * 400 and a fallback_message. The money moves in migrate-to-plus/ (areas/registration/migration.ts). Not account-scoped: the
 * account is named in the query or body and is never a household (households are where migrations go).
 */
export const bankTransitionRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now, processEnv }) => {
  const { db } = database;

  /** The owned account, its migration, and the status answer. */
  const context = async (user: AuthUser, companyId: number, accountId: number) => {
    const account = await loadOwnedAccount(db, user.id, companyId, accountId);
    return { account, migration: await findMigration(db, account.id) };
  };
  const status = (user: AuthUser, account: AccountRow, migration: MigrationRow | null) => statusJson(account, canSeeQubePlus(user, account), migration);
  /** Runs a step's change on the migration row under the account's lock; `guard` refuses a step out of order. */
  const step = async (user: AuthUser, companyId: number, accountId: number, change: (m: MigrationRow) => Partial<MigrationRow>, guard: (m: MigrationRow) => void) => {
    const account = await loadOwnedAccount(db, user.id, companyId, accountId);
    requireQubePlus(user, account);
    const updated = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id]);
      const migration = await findMigration(tx, account.id);
      if (!migration?.targetAccountId) throw new ApiError(400, MIGRATION_MESSAGES.notStarted, 'migration_not_started');
      guard(migration);
      return (await updateMigration(tx, migration.id, { ...change(migration), updatedAt: now() })) ?? migration;
    });
    database.events.publish(account.id);
    return status(user, account, updated);
  };
  const needsMoved = (m: MigrationRow) => {
    if (m.step < STEP.moved) throw new ApiError(400, MIGRATION_MESSAGES.notMoved, 'migration_not_moved');
  };

  app.get('/v2/bank-transition/beta-count', {
    config: { isPublic: true },
    schema: { operationId: 'getQubePlusBetaCount', tags: TAGS, summary: 'The public Qube+ beta: places open, total, and whether the Join button shows (1)', response: { 200: BetaCount, ...ErrorResponses } },
  }, async () => betaCount(db, processEnv));

  app.post('/v2/bank-transition/beta-sign-up/', {
    config: { isPublic: true },
    schema: {
      operationId: 'signUpForQubePlusBeta', tags: TAGS,
      summary: 'The /beta form (ON-49): a place in the public Qube+ beta for an e-mail address; a repeat answers the same',
      body: BetaSignUpInput,
      response: { 201: BetaSignUpResult, 200: BetaSignUpResult, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    const errors = new FieldErrors();
    const firstName = body.first_name.trim();
    const lastName = body.last_name.trim();
    const email = body.email.trim().toLowerCase();
    if (firstName === '') errors.add('first_name', MESSAGES.required);
    if (lastName === '') errors.add('last_name', MESSAGES.required);
    if (!EMAIL_PATTERN.test(email)) errors.add('email', 'Enter a valid email address.');
    errors.throwIfAny();
    const answer = await inTransaction(db, (tx) => signUpForBeta(tx, { email, firstName, lastName, query: body.query ?? '', at: now() }, processEnv));
    return reply.status(answer.status).send({ detail: BETA_THANKS, open: answer.count.open, total: answer.count.total });
  });

  app.get('/v2/bank-transition/status/', {
    schema: { operationId: 'getMigrationStatus', tags: TAGS, summary: 'ON-53: the migration step of an account (6 = complete), its Qube+ account and whether it may migrate', querystring: MigrationQuery, response: { 200: MigrationStatus, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    // Any account the user reaches answers (a household: step 0, may not migrate); others' are 404.
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id);
    const isOwned = await loadOwnedAccount(db, user.id, request.companyId, account.id).then(() => true, () => false);
    return statusJson(account, isOwned && canSeeQubePlus(user, account), await findMigration(db, account.id));
  });

  const accountJson = async (account: AccountRow, step: number): Promise<MigrationAccount> => {
    const f = await accountFigures(db, account.id);
    return {
      id: account.id, display_name: account.displayName, account_type: account.accountType, account_balance: f.total, cloud_balance: f.cloud,
      qube_count: f.qubeCount, qubeless_transaction_count: f.qubeless, refunds_qube_transaction_count: f.refunds, migration_step: step,
    };
  };

  app.get('/v2/bank-transition/accounts', {
    schema: { operationId: 'getMigrationAccounts', tags: TAGS, summary: 'ON-62: the account being migrated (balances, counts) and its Qube+ account once made', querystring: MigrationQuery, response: { 200: MigrationAccounts, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { account, migration } = await context(user, request.companyId, request.query.account_id);
    const target = migration?.targetAccountId ? await loadTarget(db, migration) : null;
    return {
      source: await accountJson(account, migration?.step ?? 0),
      target: target && {
        id: target.id, display_name: target.displayName, account_balance: (await accountFigures(db, target.id)).total,
        account_number_mask: `****${target.accountNumber.slice(-4)}`, routing_number: target.routingNumber, bank_name: target.bankName,
      },
    };
  });

  app.get('/v2/bank-transition/remaining-accounts/', {
    schema: { operationId: 'getMigrationRemainingAccounts', tags: TAGS, summary: "The user's own accounts that have not finished their migration", response: { 200: RemainingAccounts, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const rows = await ownedMigratableAccounts(db, user.id, request.companyId);
    const results = await Promise.all(rows.map((r) => accountJson(r.account, r.step ?? 0)));
    return { count: results.length, next: null, results };
  });

  app.post('/v2/bank-transition/new-account/', {
    schema: { operationId: 'createMigrationAccount', tags: TAGS, summary: 'Step 1: makes the Qube+ (household) account for this account (a repeat answers the same one)', body: NewAccountInput, response: { 201: MigrationStatus, ...ErrorResponses } },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { account } = await context(auth.user, request.companyId, request.body.account_id);
    requireQubePlus(auth.user, account);
    const migration = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id]);
      const made = await ensureTargetAccount(tx, { user: auth.user, companyId: request.companyId, source: account, bankAccountId: request.body.plaid_account_id ?? null, at: now() });
      return made.migration;
    });
    database.events.publish(account.id);
    return reply.status(201).send(status(auth.user, account, migration));
  });

  app.post('/v2/bank-transition/migrate-to-plus/', {
    schema: {
      operationId: 'migrateToQubePlus', tags: TAGS,
      summary: "Step 2: checks (Qubeless, Refunds, negative balance, in that order), then copies the qubes and moves every balance to the Qube+ account in one ledger movement; runs once",
      body: MigrationAccountInput, response: { 200: MigrateResult, ...ErrorResponses },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { account, migration: known } = await context(auth.user, request.companyId, request.body.account_id);
    requireQubePlus(auth.user, account);
    const target = await loadTarget(db, known);
    const result = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id, target.id]);
      const migration = await findMigration(tx, account.id);
      if (!migration) throw new ApiError(400, MIGRATION_MESSAGES.notStarted, 'migration_not_started');
      if (migration.step < STEP.moved) await runMigrationChecks(tx, account.id);
      return moveToQubePlus(tx, { migration, source: account, target, userId: auth.user.id, at: now() });
    });
    database.events.publish(account.id);
    database.events.publish(target.id);
    return { status: status(auth.user, account, result.migration), copied_qubes: result.copiedQubes, moved_amount: result.movedAmount };
  });

  app.get('/v2/bank-transition/direct-deposit/', {
    schema: { operationId: 'getMigrationDirectDeposit', tags: TAGS, summary: "The Qube+ account's numbers for an employer's direct deposit, the old ones, and the choice made", querystring: MigrationQuery, response: { 200: MigrationDirectDeposit, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { account, migration } = await context(user, request.companyId, request.query.account_id);
    const target = await loadTarget(db, migration);
    const choice = statusJson(account, false, migration).direct_deposit_choice;
    return {
      old_account_number_mask: `****${account.accountNumber.slice(-4)}`, old_routing_number: account.routingNumber,
      account_number: target.accountNumber, routing_number: target.routingNumber, bank_name: target.bankName,
      choice,
    };
  });

  app.post('/v2/bank-transition/direct-deposit/', {
    schema: { operationId: 'setMigrationDirectDeposit', tags: TAGS, summary: 'Step 3: direct deposit switched now, or later', body: DirectDepositChoiceInput, response: { 200: MigrationStatus, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    return step(user, request.companyId, request.body.account_id, (m) => ({ directDepositChoice: request.body.choice, step: Math.max(m.step, STEP.directDeposit) }), needsMoved);
  });

  app.post('/v2/bank-transition/disclosure/', {
    schema: { operationId: 'acceptMigrationDisclosure', tags: TAGS, summary: 'Step 4: the Qube+ account disclosure accepted', body: DisclosureInput, response: { 200: MigrationStatus, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const at = now();
    return step(user, request.companyId, request.body.account_id, (m) => ({ disclosureAcceptedAt: m.disclosureAcceptedAt ?? at, step: Math.max(m.step, STEP.disclosure) }), (m) => {
      if (m.step < STEP.directDeposit) throw new ApiError(400, MIGRATION_MESSAGES.earlierSteps, 'migration_step_order');
    });
  });

  const qubesJson = async (migration: MigrationRow): Promise<MigrationQube[]> => {
    const rows = await migrationQubes(db, migration.id);
    const balances = await qubeBalances(db, migration.targetAccountId ?? 0, rows.map((r) => r.id));
    return rows.map((r) => ({ id: r.id, source_qube_id: r.sourceQubeId, name: r.name, type: r.type, balance: balances.get(r.id) ?? '0.00', is_complete: r.completedAt !== null, is_archived: r.isArchived }));
  };

  app.get('/v2/bank-transition/qubes/', {
    schema: { operationId: 'getMigrationQubes', tags: TAGS, summary: 'The qubes copied to the Qube+ account, with their balance and whether each was reviewed', querystring: MigrationQuery, response: { 200: MigrationQubes, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { migration } = await context(user, request.companyId, request.query.account_id);
    if (!migration) return { count: 0, next: null, results: [] };
    const results = await qubesJson(migration);
    return { count: results.length, next: null, results };
  });

  app.post('/v2/bank-transition/qubes/:id/complete/', {
    schema: {
      operationId: 'completeMigrationQube', tags: TAGS,
      summary: 'Marks a copied qube reviewed (its id is the Qube+ qube); when every copied qube is reviewed or archived the migration reaches step 5',
      params: IdParams, body: MigrationAccountInput, response: { 200: MigrationQube, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { account } = await context(user, request.companyId, request.body.account_id);
    requireQubePlus(user, account);
    const migration = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id]);
      const m = await findMigration(tx, account.id);
      if (!m?.targetAccountId) throw new ApiError(400, MIGRATION_MESSAGES.notStarted, 'migration_not_started');
      if (m.step < STEP.disclosure) throw new ApiError(400, MIGRATION_MESSAGES.earlierSteps, 'migration_step_order');
      if (!(await markMigrationQubeReviewed(tx, m.id, request.params.id, now()))) throw new ApiError(404, MIGRATION_MESSAGES.qubeNotFound, 'qube_not_found');
      return m;
    });
    const all = await qubesJson(migration);
    if (migration.step < STEP.qubes && all.every((q) => q.is_complete || q.is_archived)) {
      await updateMigration(db, migration.id, { step: STEP.qubes, updatedAt: now() }, migration.step);
    }
    const qube = all.find((q) => q.id === request.params.id);
    if (!qube) throw new ApiError(404, MIGRATION_MESSAGES.qubeNotFound, 'qube_not_found');
    return qube;
  });

  app.post('/v2/bank-transition/qube-plus-opt-in/', {
    schema: { operationId: 'optInToQubePlus', tags: TAGS, summary: 'Step 6: the person starts using Qube+; the migration is complete', body: MigrationAccountInput, response: { 200: MigrationStatus, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { migration } = await context(user, request.companyId, request.body.account_id);
    // Reviewing the qubes is done when none is left to review (an account without qubes has nothing to review).
    if (migration && migration.step === STEP.disclosure && (await qubesJson(migration)).every((q) => q.is_complete || q.is_archived)) {
      await updateMigration(db, migration.id, { step: STEP.qubes });
    }
    return step(user, request.companyId, request.body.account_id, () => ({ step: STEP.complete, optedOutAt: null }), (m) => {
      if (m.step < STEP.qubes) throw new ApiError(400, MIGRATION_MESSAGES.earlierSteps, 'migration_step_order');
    });
  });

  app.post('/v2/bank-transition/qube-plus-opt-out/', {
    schema: { operationId: 'optOutOfQubePlus', tags: TAGS, summary: 'Stays on this account for now (only before any money moved); the banner stops offering the migration', body: MigrationAccountInput, response: { 200: MigrationStatus, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { account } = await context(user, request.companyId, request.body.account_id);
    requireQubePlus(user, account);
    const at = now();
    const row = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id]);
      const m = await findMigration(tx, account.id);
      if (m && m.step >= STEP.moved) throw new ApiError(400, MIGRATION_MESSAGES.alreadyMoved, 'migration_moved');
      return saveOptOut(tx, { migration: m, userId: user.id, accountId: account.id, at });
    });
    return status(user, account, row ?? null);
  });
};
