import { AccountQuery, Created, ErrorResponses, IdParams, MoneyErrorResponses, NoContent } from '@qube/contract/common';
import { BankDeposit, BankDepositInput, BankDepositPatch, DepositAuditInput } from '@qube/contract/deposits';
import type { AchDeposit } from '@qube/contract/orders';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordDepositAudit } from './depositAuditLogs';
import { isoDate } from '../../platform/dates';
import {
  ACH_CANCEL_WINDOW_MS,
  cancelAchDeposit,
  isAchCancellable,
  loadDepositSeries,
  scheduleDeposit,
  startAchDeposit,
  submitAchDeposits,
  updateDepositSeries,
  type AchDepositRow,
  type DepositSchedule,
} from './deposits';
import { runMoneyPost, withAnswerVersion, requireAchIn, loadPermittedAccount } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { type OrderRow, parseScheduledDate, parseTransferAmount } from '../transfers';
import type { CalendarEntry } from '@qube/contract/core/repeat';
import { FieldErrors } from '../../platform/validation';
import { loadAchBank } from './linkedBanks';
import { bankLabel, loadLinkedAccount } from '../../platform/providers/bankLink/linkedAccounts';
import { selectBankLinkProvider } from '../../platform/providers/bankLink/provider';
import { needsProvider, requireProvider, unavailableResponse } from '../../platform/providers/unavailable';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export { DEPOSIT_NOT_FOUND, DEPOSIT_NOT_PENDING, DEPOSIT_TOO_LATE } from './deposits';
export { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, DATE_INVALID, DATE_IN_PAST } from '../transfers';
export const ACCOUNTS_DIFFER = 'plaid_account and plaid_account_id name different bank accounts.';
export const CUSTOM_NEEDS_UNIT = 'Choose daily, weekly, monthly or yearly.';

export const depositJson = (d: AchDepositRow, now: Date): AchDeposit => ({
  id: d.id,
  account_id: d.accountId,
  amount: fromCents(toCents(d.amount)),
  bank_account_id: d.bankAccountId,
  // A text column holding only the contract's statuses (this module writes them).
  status: d.status as AchDeposit['status'],
  activity_id: d.activityId,
  creation_datetime: d.createdAt.toISOString(),
  cancellable_until: new Date(d.createdAt.getTime() + ACH_CANCEL_WINDOW_MS).toISOString(),
  is_cancellable: isAchCancellable(d, now),
});

/** The spec sends the bank twice (plaid_account and plaid_account_id): they must agree. */
const bankIdOf = (body: { plaid_account?: number; plaid_account_id?: number }, errors: FieldErrors): number | undefined => {
  if (body.plaid_account !== undefined && body.plaid_account_id !== undefined && body.plaid_account !== body.plaid_account_id) errors.add('plaid_account_id', ACCOUNTS_DIFFER);
  return body.plaid_account ?? body.plaid_account_id;
};

const scheduleAnswer = (order: OrderRow, bankId: number, incomeGroupId: number | null, deposit: AchDepositRow | null, now: Date): BankDeposit => ({
  status: deposit ? 'pending' : 'scheduled',
  amount: fromCents(toCents(order.amount)),
  scheduled_date: order.nextDate,
  recurring: order.recurring,
  frequency: order.frequency,
  transfer_interval: order.transferInterval,
  days_in_calendar: order.daysInCalendar as CalendarEntry[],
  title: order.title,
  plaid_account: bankId,
  deposit: deposit ? depositJson(deposit, now) : null,
  scheduled_id: order.isActive ? order.id : null,
  income_group_id: incomeGroupId,
});

/**
 * Bank deposits into Cloud (MM-79 to MM-97, API-43). Decision MM-95: POST deposits/ach-deposits/ takes the spec's
 * income-group payload; today and once starts a pending deposit (cancellable for 15 minutes, settled by the
 * provider's bank); a later date or a repeat is a scheduled order of kind ach_deposit plus the income group planning
 * shows (PL-14). PATCH and GET deposits/ach-deposits/{id}/ act on that scheduled deposit (id = the scheduled item);
 * DELETE deposits/ach-deposits/{id}/ cancels a pending deposit (id = the activity's source_id, as the spec says).
 * POST audit-log/ records what was authorised. Without a bank-link provider (production unless QUBE_BANK_LINK_PROVIDER
 * names one) a new or changed deposit answers 503; reading and cancelling still work. Account-scoped.
 */
export const depositRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, households, now, processEnv }) => {
  const { db } = database;
  const configured = selectBankLinkProvider(env, processEnv);
  // What the crash-safety steps after a commit make at the provider: the configured one's rows (none: the calls answer 503).
  const bankLinks = configured === null ? [] : [configured];
  const preHandler = needsProvider(configured, 'bankLink');

  app.post('/deposits/ach-deposits/', {
    config: { authWithBodyAccount: true },
    preHandler,
    schema: {
      operationId: 'createAchDeposit', tags: ['deposits'],
      summary: 'A bank deposit from a linked bank into Cloud: now (pending, cancellable for 15 minutes), later or repeating (a scheduled deposit and an income group)',
      body: BankDepositInput,
      response: { 201: BankDeposit, ...MoneyErrorResponses, ...unavailableResponse('bankLink') },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireAchIn });
    const at = now();
    const today = isoDate(at);
    const errors = new FieldErrors();
    const amount = parseTransferAmount(body.amount, errors);
    const date = parseScheduledDate(body.scheduled_date, today, errors);
    const bankId = bankIdOf(body, errors);
    if (body.recurring === 'custom' && !body.frequency && (body.days_in_calendar ?? []).length === 0) errors.add('frequency', CUSTOM_NEEDS_UNIT);
    errors.throwIfAny();
    if (amount === null || date === null || bankId === undefined) throw new Error('unreachable');
    const bank = await loadAchBank(db, account.id, bankId);
    const title = (body.title ?? '').trim();
    const post = { accountId: account.id, userId: user.id, call: 'ach-deposit' as const, idempotencyKey: body.idempotency_key, body, at, status: 201 as const, publish: [account.id] };
    const result = await runMoneyPost(database, post, async (tx): Promise<BankDeposit> => {
      if (date === today && body.recurring === 'none') {
        const { deposit } = await startAchDeposit(tx, { accountId: account.id, amount, bankAccountId: bank.id, bank, userId: user.id, at, title, provider: requireProvider(configured, 'bankLink') });
        return {
          status: 'pending', amount, scheduled_date: today, recurring: 'none', frequency: null, transfer_interval: null, days_in_calendar: [], title,
          plaid_account: bank.id, deposit: depositJson(deposit, at), scheduled_id: null, income_group_id: null,
        };
      }
      const schedule: DepositSchedule = {
        amount, date, recurring: body.recurring, frequency: body.frequency ?? null, transferInterval: body.transfer_interval ?? null,
        days: body.days_in_calendar ?? [], title, name: body.name?.trim() || bankLabel(bank),
      };
      const made = await scheduleDeposit(tx, { accountId: account.id, userId: user.id, bank, schedule, at, today });
      return scheduleAnswer(made.order, bank.id, made.incomeGroupId, made.deposit, at);
    });
    // The pull at the provider, after our record committed (a replay's too: it may follow a crash before this step).
    // Failing here is no failure of the call: the scheduler makes it, under the same key.
    await submitAchDeposits(database, bankLinks, { accountId: account.id }).catch((error: unknown) => request.log.error(error, 'bank deposit not yet made at the provider'));
    // A replay answers what this route stored under the key: its own 201 BankDeposit (only successes are stored).
    return reply.status(result.statusCode as 201).send(await withAnswerVersion(db, account.id, result));
  });

  app.get('/deposits/ach-deposits/:id/', {
    schema: {
      operationId: 'getScheduledAchDeposit', tags: ['deposits'],
      summary: 'A scheduled bank deposit (id = the scheduled item), with its bank, for editing (MM-93)',
      params: IdParams,
      querystring: AccountQuery,
      response: { 200: BankDeposit, ...ErrorResponses },
    },
  }, async (request) => {
    const { account } = await loadPermittedAccount(db, request, request.query.account_id, { households, permit: requireAchIn });
    const { order, series } = await loadDepositSeries(db, account.id, request.params.id);
    return scheduleAnswer(order, series.bankAccountId, series.incomeGroupId, null, now());
  });

  app.patch('/deposits/ach-deposits/:id/', {
    preHandler,
    schema: {
      operationId: 'updateAchDeposit', tags: ['deposits'],
      summary: 'Edits a scheduled bank deposit (id = the scheduled item) and its income group (MM-93)',
      params: IdParams,
      body: BankDepositPatch,
      response: { 200: BankDeposit, ...ErrorResponses, ...unavailableResponse('bankLink') },
    },
  }, async (request) => {
    const body = request.body;
    const { account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireAchIn });
    const at = now();
    const today = isoDate(at);
    const answer = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const { order, series } = await loadDepositSeries(tx, account.id, request.params.id);
      const errors = new FieldErrors();
      const amount = body.amount === undefined ? fromCents(toCents(order.amount)) : parseTransferAmount(body.amount, errors);
      const date = body.scheduled_date === undefined ? null : parseScheduledDate(body.scheduled_date, today, errors);
      const bankId = bankIdOf(body, errors) ?? series.bankAccountId;
      errors.throwIfAny();
      if (amount === null) throw new Error('unreachable');
      const bank = bankId === series.bankAccountId ? await loadLinkedAccount(tx, account.id, bankId) : await loadAchBank(tx, account.id, bankId);
      const recurring = body.recurring ?? order.recurring;
      const schedule: DepositSchedule = {
        amount,
        date: date ?? order.nextDate,
        recurring,
        frequency: body.frequency === undefined ? order.frequency : body.frequency,
        transferInterval: body.transfer_interval === undefined ? order.transferInterval : body.transfer_interval,
        days: body.days_in_calendar ?? (order.daysInCalendar as CalendarEntry[]),
        title: body.title === undefined ? order.title : body.title.trim(),
        name: body.name?.trim() || bankLabel(bank),
      };
      const updated = await updateDepositSeries(tx, { order, series, bank, schedule, isDateChanged: date !== null, at, today });
      return scheduleAnswer(updated.order, bank.id, updated.incomeGroupId, null, at);
    });
    database.events.publish(account.id);
    return answer;
  });

  app.delete('/deposits/ach-deposits/:id/', {
    schema: {
      operationId: 'cancelAchDeposit', tags: ['deposits'],
      summary: 'Cancels a pending bank deposit (only within 15 minutes of starting it); id is the activity source_id',
      params: IdParams,
      querystring: AccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { account } = await loadPermittedAccount(db, request, request.query.account_id, { households, permit: requireAchIn });
    const at = now();
    // Cancelled at the provider before here; a crash between the two is finished by the scheduler (areas/funding/deposits.ts).
    await cancelAchDeposit(database, { accountId: account.id, id: request.params.id, at });
    database.events.publish(account.id);
    return reply.status(204).send(null);
  });

  app.post('/deposits/ach-deposits/audit-log/', {
    schema: {
      operationId: 'createAchDepositAuditLog', tags: ['deposits'],
      summary: 'Records what the person authorised for a bank deposit, after it succeeded (MM-97)',
      body: DepositAuditInput,
      response: { 201: Created, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireAchIn });
    const errors = new FieldErrors();
    const amount = parseTransferAmount(body.amount, errors);
    errors.throwIfAny();
    if (amount === null) throw new Error('unreachable');
    const id = await recordDepositAudit(db, {
      accountId: account.id,
      userId: user.id,
      fromAccount: body.from_account.trim(),
      routingNumber: body.routing_number.trim(),
      amount,
      toAccountOwnerName: body.to_account_owner_name.trim(),
      toAccountLastFour: body.to_account_last_four.trim(),
      frequency: body.frequency.trim(),
      depositDate: body.deposit_date.trim(),
      ipAddress: request.ip,
      createdAt: now(),
    });
    return reply.status(201).send({ id });
  });
};
