import { ErrorAnswer, ErrorResponses, IdParams, OptionalAccountQuery } from '@qube/contract/common';
import { Qube, QubeArchiveInput, QubeArchiveResult, QubeCreate, QubePatch, QubeSortInput, QubeSortResult, type QUBE_TYPES } from '@qube/contract/qubes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { archiveQube, createQube, sortQubes, updateQube, type QubeColumns } from './qubeEdits';
import { loadAccountForUser, requireInternalTransfer, listQubes } from '../accounts';
import { AMOUNT_INVALID, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { QUBE_NOT_FOUND } from '../transfers';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const QUBE_NAME_MAX = 50;
export const QUBE_NAME_TOO_LONG = `Ensure this field has no more than ${QUBE_NAME_MAX} characters.`;
export const PLAN_LIMIT = 'Your plan includes three qubes.';
export const SORT_DATETIME_INVALID = 'Enter a valid date and time.';
export const SORT_DUPLICATE = 'Each qube can appear only once.';
/** ISO 8601 date-time with an explicit offset (what Date.prototype.toISOString sends), so no server-zone guessing. */
const ISO_DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A real calendar date and time of day: Date would roll 2026-02-30 over into March instead of refusing it. */
const parseIsoDatetime = (text: string): Date | null => {
  if (!ISO_DATETIME_RE.test(text)) return null;
  const [y, m, d, hh, mm] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10), text.slice(11, 13), text.slice(14, 16)].map(Number) as [number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate() || hh > 23 || mm > 59) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

type QubeType = (typeof QUBE_TYPES)[number];
/** The fields create and edit share (create requires the name). */
type QubeBody = QubePatch | QubeCreate;

const parseName = (value: string | undefined, errors: FieldErrors): string | undefined => {
  if (value === undefined) return undefined;
  const name = value.trim();
  if (name === '') errors.add('name', MESSAGES.required);
  else if ([...name].length > QUBE_NAME_MAX) errors.add('name', QUBE_NAME_TOO_LONG);
  return name;
};

const parseMoney = (field: string, value: string | number | null | undefined, errors: FieldErrors): string | null | undefined => {
  if (value === undefined || value === null) return value;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!isMoney(text) || toCents(text) < 0n) {
    errors.add(field, AMOUNT_INVALID);
    return undefined;
  }
  return fromCents(toCents(text));
};

/** Column values of the type-specific fields present in the body. */
const typeFields = (body: QubeBody, errors: FieldErrors) => {
  const out: QubeColumns = {};
  const goal = parseMoney('goal_amount', body.goal_amount, errors);
  if (goal !== undefined) out.goalAmount = goal;
  const bill = parseMoney('bill_amount', body.bill_amount, errors);
  if (bill !== undefined) {
    out.billAmount = bill;
    out.billBudget = bill;
  }
  if (body.goal_date !== undefined) out.goalDate = body.goal_date;
  if (body.allow_spending !== undefined) out.allowSpending = body.allow_spending;
  if (body.due_day !== undefined) out.dueDay = body.due_day;
  if (body.payment_frequency !== undefined) out.paymentFrequency = body.payment_frequency;
  if (body.payment_interval !== undefined) out.paymentInterval = body.payment_interval;
  if (body.icon !== undefined) {
    out.icon = body.icon;
    out.appIcon = body.icon;
  }
  if (body.background_color !== undefined) out.backgroundColor = body.background_color;
  if (body.foreground_color !== undefined) out.foregroundColor = body.foreground_color;
  if (body.auto_fund_choice !== undefined) out.autoFundChoice = body.auto_fund_choice;
  return out;
};

/**
 * The spec's paths of a qube call: the general one (/qubes/…) and one per type (spend-qubes/, bill-qubes/,
 * goal-qubes/), each with the word its operationId uses.
 */
const PATHS_BY_TYPE: { prefix: string; type: QubeType | null; word: string }[] = [
  { prefix: '/qubes/', type: null, word: '' },
  { prefix: '/qubes/spend-qubes/', type: 'spending', word: 'Spend' },
  { prefix: '/qubes/bill-qubes/', type: 'billing', word: 'Bill' },
  { prefix: '/qubes/goal-qubes/', type: 'goal', word: 'Goal' },
];

/**
 * Qube create / rename / archive (API-25) with the Lite plan's limit (API-26): a lite account creating a fourth active
 * qube gets 402 'Your plan includes three qubes.' (code plan_limit) unless the body has accept_extra_fee: true.
 * Account-scoped (also under /api/households/).
 */
export const qubeEditRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  for (const { prefix: path, type: fixedType, word } of PATHS_BY_TYPE) {
    app.post(path, {
      schema: {
        operationId: `create${word}Qube`, tags: ['qubes'],
        summary: fixedType ? `Creates a ${fixedType} qube` : 'Creates a qube (type spending unless given)',
        body: QubeCreate,
        response: { 201: Qube, 402: ErrorAnswer('The Lite plan includes three qubes: accept_extra_fee to create another'), ...ErrorResponses },
      },
    }, async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const body = request.body;
      const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
      const errors = new FieldErrors();
      const name = parseName(body.name, errors);
      const fields = typeFields(body, errors);
      errors.throwIfAny();
      const type = fixedType ?? body.type ?? 'spending';
      const at = now();
      const id = await createQube(db, { account, name: name ?? '', type, fields, acceptExtraFee: body.accept_extra_fee === true, at });
      if (id === 'plan_limit') throw new ApiError(402, PLAN_LIMIT, 'plan_limit');
      const [qube] = await listQubes(db, account.id, { id });
      if (!qube) throw new Error('created qube missing');
      return reply.status(201).send(qube);
    });
  }

  /**
   * MM-12 / API-25 manual order: stores manual_sort_position (and manual_sort_datetime, now when absent) per qube.
   * All or nothing: one qube that is not an active qube of the account (or, on a per-type path, not of that type)
   * answers 404 'Qube not found.' and nothing changes. qubes/manual-sort/ is the path the web client calls; the
   * per-type paths follow the spec's catalogue ('POST manual-sort/ for goal, spend and bill qubes').
   */
  for (const { prefix, type: onlyType, word } of PATHS_BY_TYPE) {
    app.post(`${prefix}manual-sort/`, {
      schema: {
        operationId: `sort${word}Qubes`, tags: ['qubes'],
        summary: onlyType ? `Saves the manual order of ${onlyType} qubes` : 'Saves the manual order of qubes',
        body: QubeSortInput,
        response: { 200: QubeSortResult, ...ErrorResponses },
      },
    }, async (request) => {
      const { user } = requireAuth(request.auth);
      const body = request.body;
      const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
      const errors = new FieldErrors();
      const at = now();
      const seen = new Set<number>();
      const entries = body.qubes.map((entry, i) => {
        if (seen.has(entry.id)) errors.add(`qubes.${i}.id`, SORT_DUPLICATE);
        seen.add(entry.id);
        const text = entry.manual_sort_datetime;
        let stamp = at;
        if (text !== undefined && text !== null) {
          const parsed = parseIsoDatetime(text);
          if (!parsed) errors.add(`qubes.${i}.manual_sort_datetime`, SORT_DATETIME_INVALID);
          else stamp = parsed;
        }
        return { id: entry.id, position: entry.manual_sort_position, stamp };
      });
      errors.throwIfAny();
      const updated = await sortQubes(db, { accountId: account.id, onlyType, entries });
      return { updated };
    });
  }

  app.patch('/qubes/:id/', {
    schema: {
      operationId: 'updateQube', tags: ['qubes'],
      summary: 'Renames or edits an active qube (name, icon, colours, goal and bill fields)',
      params: IdParams,
      body: QubePatch,
      response: { 200: Qube, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
    const errors = new FieldErrors();
    const name = parseName(body.name, errors);
    const fields = typeFields(body, errors);
    errors.throwIfAny();
    const at = now();
    const values = { ...fields, ...(name !== undefined ? { name } : {}) };
    const qubeId = await updateQube(db, { account, qubeId: request.params.id, values, autoFundChanged: body.auto_fund_choice !== undefined, userId: user.id, at });
    // Other tabs show the edit, and the alerts worker re-checks the account (a bill's new amount or due date).
    database.events.publish(account.id);
    const [qube] = await listQubes(db, account.id, { id: qubeId });
    if (!qube) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
    return qube;
  });

  app.post('/v2/qubes/:id/archive/', {
    schema: {
      operationId: 'archiveQube', tags: ['qubes'],
      summary: 'Archives a qube; its balance moves to Cloud (one internal transfer)',
      params: IdParams,
      querystring: OptionalAccountQuery,
      body: QubeArchiveInput,
      response: { 200: QubeArchiveResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const accountId = request.query.account_id ?? request.body?.account_id;
    if (accountId === undefined) throw new ApiError(400, 'Invalid request: account_id is required.', 'invalid', { account_id: MESSAGES.required });
    const account = await loadAccountForUser(db, user.id, request.companyId, accountId, { households });
    // Archiving moves the qube's balance to Cloud: the same permission as a transfer.
    requireInternalTransfer(user, account);
    const at = now();
    const archived = await archiveQube(db, { accountId: account.id, qubeId: request.params.id, userId: user.id, at });
    database.events.publish(account.id);
    return archived;
  });
};
