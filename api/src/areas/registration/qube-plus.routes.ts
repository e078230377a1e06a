import { ErrorResponses } from '@qube/contract/common';
import { LinkToken } from '@qube/contract/bankLink';
import { MigrationAccountInput, MigrationQuery, MigrationStatus, MigrationTarget, QubePlusAccount, QubePlusCreateInput, SaveMigrationAccountInput } from '@qube/contract/bankTransition';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { activeLinkedBank, linkedBankById, setMigrationBank } from './migrationBank';
import {
  canSeeQubePlus,
  copyBankToAccount,
  ensureTargetAccount,
  findMigration,
  loadOwnedAccount,
  loadTarget,
  loadUsersBankAccount,
  MIGRATION_MESSAGES,
  moveToQubePlus,
  requireQubePlus,
  runMigrationChecks,
  statusJson,
  STEP,
} from './migration';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { linkedAccountJson, saveLinkedAccounts, unlinkAccount } from '../../platform/providers/bankLink/linkedAccounts';
import { selectBankLinkProvider } from '../../platform/providers/bankLink/provider';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccounts } from '../../platform/db/transactions';

/**
 * POST accounts/qube-plus/ (ON-60, API-58): the Create Qube Plus Account dialog's call. Makes the household account
 * and, with copy_from_account_id, runs the migration's checks and copies that account's qubes and balances into it
 * (new-account/ and migrate-to-plus/ in one transaction). A repeat finds the same migration and answers the same
 * account (200), so nothing is made or moved twice. And the migration's own bank linking (ON-63).
 */
export const qubePlusRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv }) => {
  const { db } = database;
  // The bank calls of the migration answer 503 without a bank-link provider; an already linked bank can still be chosen.
  const configured = selectBankLinkProvider(env, processEnv);
  const preHandler = needsProvider(configured, 'bankLink');
  const provider = () => requireProvider(configured, 'bankLink');

  app.post('/accounts/qube-plus/', {
    schema: {
      operationId: 'createQubePlusAccount', tags: ['qube-plus'],
      summary: 'Makes a Qube+ (household) account funded from a linked bank; with copy_from_account_id it copies that account\'s qubes and balances into it',
      body: QubePlusCreateInput,
      response: { 201: QubePlusAccount, 200: QubePlusAccount, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    const sourceId = body.copy_from_account_id ?? null;
    const source = sourceId === null ? null : await loadOwnedAccount(db, auth.user.id, request.companyId, sourceId);
    if (source) requireQubePlus(auth.user, source);
    else if (auth.user.userType === 'anonymous_user' || auth.user.userType === 'limited_user') throw new ApiError(403, MIGRATION_MESSAGES.notAllowed, 'qube_plus_not_allowed');
    // The bank must be the user's before anything is made (404 otherwise).
    await loadUsersBankAccount(db, auth.user.id, body.plaid_account_id);
    const at = now();
    const result = await inTransaction(db, async (tx) => {
      if (source) await lockAccounts(tx, [source.id]);
      const before = source ? await findMigration(tx, source.id) : null;
      const isRepeat = (before?.step ?? 0) >= STEP.moved;
      // The checks come first (ON-54's order), before an account is made: a refused migration leaves nothing behind.
      if (source && !isRepeat) await runMigrationChecks(tx, source.id);
      const made = await ensureTargetAccount(tx, { user: auth.user, companyId: request.companyId, source, bankAccountId: before?.targetAccountId ? null : body.plaid_account_id, at });
      if (!source) return { ...made, copiedQubes: 0, movedAmount: '0.00', isNew: made.migration.createdAt.getTime() === at.getTime() };
      await lockAccounts(tx, [source.id, made.target.id]);
      const moved = await moveToQubePlus(tx, { migration: made.migration, source, target: made.target, userId: auth.user.id, at });
      return { migration: moved.migration, target: made.target, copiedQubes: moved.copiedQubes, movedAmount: moved.movedAmount, isNew: !isRepeat };
    });
    if (source) database.events.publish(source.id);
    database.events.publish(result.target.id);
    return reply.status(result.isNew ? 201 : 200).send({
      id: result.target.id, display_name: result.target.displayName, full_name: result.target.fullName, account_type: 'household', is_aggregate: true,
      household_id: result.target.householdId ?? result.target.id, copied_from_account_id: source?.id ?? null, copied_qubes: result.copiedQubes,
      moved_amount: result.movedAmount, migration_step: result.migration.step,
    });
  });

  /** The owned account and its migration's Qube+ account (400 before the account exists). */
  const migrationOf = async (userId: number, companyId: number, accountId: number) => {
    const account = await loadOwnedAccount(db, userId, companyId, accountId);
    const migration = await findMigration(db, account.id);
    return { account, migration, target: await loadTarget(db, migration) };
  };

  app.post('/plaid/generate-migration-token/', {
    preHandler,
    schema: { operationId: 'generateMigrationLinkToken', tags: ['bank-link'], summary: "A link token (dda) for linking the bank of this account's Qube+ account", body: MigrationAccountInput, response: { 200: LinkToken, ...ErrorResponses, ...unavailableResponse('bankLink') } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { account, target } = await migrationOf(user.id, request.companyId, request.body.account_id);
    requireQubePlus(user, account);
    const made = await provider().createLinkToken(db, { accountId: target.id, userId: user.id, linkType: 'dda', at: now() });
    return { link_token: made.linkToken, expiration: made.expiration.toISOString() };
  });

  app.post('/plaid/save-migration-account/', {
    schema: {
      operationId: 'saveMigrationBankAccount', tags: ['bank-link'],
      summary: "Sets the Qube+ account's bank: a finished link's public token (of generate-migration-token/), or a bank account already linked to one of the user's accounts",
      body: SaveMigrationAccountInput, response: { 200: MigrationTarget, ...ErrorResponses, ...unavailableResponse('bankLink') },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    if ((body.plaid_public_token === undefined) === (body.plaid_account_id === undefined)) {
      throw new ApiError(400, MIGRATION_MESSAGES.bankOrToken, 'invalid', { plaid_account_id: MIGRATION_MESSAGES.bankOrToken });
    }
    const { account, target } = await migrationOf(user.id, request.companyId, body.account_id);
    requireQubePlus(user, account);
    const at = now();
    const bankId = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id, target.id]);
      let id: number;
      if (body.plaid_public_token !== undefined) {
        const link = await provider().exchangePublicToken(tx, { publicToken: body.plaid_public_token, accountId: target.id, at });
        const saved = await saveLinkedAccounts(tx, { accountId: target.id, userId: user.id, provider: provider().id, link: { ...link, linkType: 'dda' }, at });
        const first = saved[0];
        if (!first) throw new ApiError(400, MIGRATION_MESSAGES.bankRequired, 'invalid');
        id = first.id;
      } else {
        id = await copyBankToAccount(tx, await loadUsersBankAccount(tx, user.id, body.plaid_account_id ?? 0), target.id, user.id, at);
      }
      await setMigrationBank(tx, account.id, id, at);
      return id;
    });
    const bank = await linkedBankById(db, bankId);
    return { migration_account_id: target.id, plaid_account: bank ? linkedAccountJson(bank) : null };
  });

  // Works without a bank-link provider too, as DELETE plaid/item/ does: ending the link is ours (areas/funding/plaid.routes.ts says why).
  app.post('/plaid/unlink-migration-account/', {
    schema: { operationId: 'unlinkMigrationBankAccount', tags: ['bank-link'], summary: "Unlinks the Qube+ account's bank (another can be chosen)", body: MigrationAccountInput, response: { 200: MigrationStatus, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { account, migration, target } = await migrationOf(user.id, request.companyId, request.body.account_id);
    requireQubePlus(user, account);
    const at = now();
    const gone = await inTransaction(db, async (tx) => {
      await lockAccounts(tx, [account.id, target.id]);
      const bankId = migration?.bankAccountId ?? null;
      const bank = await activeLinkedBank(tx, bankId, target.id);
      const itemId = bank ? await unlinkAccount(tx, bank, at) : null;
      const row = await setMigrationBank(tx, account.id, null, at);
      return { row: row ?? null, itemId };
    });
    if (gone.itemId && configured !== null) await configured.removeItem(db, gone.itemId);
    return statusJson(account, canSeeQubePlus(user, account), gone.row);
  });

  app.get('/plaid/migration-target/', {
    schema: { operationId: 'getMigrationBankTarget', tags: ['bank-link'], summary: "The Qube+ account of this account's migration and the bank it is linked to", querystring: MigrationQuery, response: { 200: MigrationTarget, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadOwnedAccount(db, user.id, request.companyId, request.query.account_id);
    const migration = await findMigration(db, account.id);
    const bankId = migration?.bankAccountId ?? null;
    const bank = await activeLinkedBank(db, bankId);
    return { migration_account_id: migration?.targetAccountId ?? null, plaid_account: bank ? linkedAccountJson(bank) : null };
  });
};
