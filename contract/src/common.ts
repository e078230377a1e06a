import { Type, type Static, type TSchema } from 'typebox';
import { MONEY_MAX } from './core/money';

/**
 * Building blocks of every area: money, ids, paging, errors, and the few schema helpers the areas share.
 * The limits here are the API's input rules (hardening part 2); docs/adr/0068-contract-typebox.md) lists them.
 */

type Options = { description?: string; maxLength?: number; minLength?: number; pattern?: string; format?: string; minimum?: number; maximum?: number };

/**
 * `T | null`. A primitive or object schema becomes `type: [t, 'null']` rather than anyOf: Ajv and the serialiser
 * check one type list instead of trying branches, and @fastify/swagger turns it into OpenAPI 3.0's `nullable`.
 */
export const Nullable = <T extends TSchema>(schema: T, options: Options = {}) => {
  const plain = { ...(schema as Record<string, unknown>) };
  const type = plain.type;
  // An enum lists null too, or the schema would still refuse it.
  if (Array.isArray(plain.enum)) plain.enum = [...(plain.enum as unknown[]), null];
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...plain, type: [type, 'null'], ...options });
  return Type.Unsafe<Static<T> | null>({ anyOf: [plain, { type: 'null' }], ...options });
};

/** A string of a fixed set, as `{type: 'string', enum}` (Ajv's message names the allowed values, unlike anyOf of consts). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: Options = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** An integer of a fixed set, as `{type: 'integer', enum}`. */
export const IntegerEnum = <const T extends readonly number[]>(values: T, options: Options = {}) =>
  Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options });

/** The largest id: ids are PostgreSQL `integer` columns, so anything above answers 400 instead of a database error. */
export const MAX_ID = 2_147_483_647;

/** A row id: an integer from 1 to 2147483647 (the PostgreSQL integer range). */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export type Id = Static<typeof Id>;

/** Path parameters of a route on one row: `{id}`. */
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** The form of every money string the API answers: two decimals. */
export const MONEY_PATTERN = '^-?\\d+\\.\\d{2}$';

/** A money amount as the API answers it, with its own description: a decimal string with two decimals, e.g. '2500.00'. */
export const money = (description = 'Money, two decimals') => Type.String({ pattern: MONEY_PATTERN, description });

/** A money amount as the API answers it: a decimal string with two decimals, e.g. '2500.00'. */
export const Money = money();
export type Money = Static<typeof Money>;

/** A money amount or null. */
export const NullableMoney = Nullable(Type.String(), { description: 'Money, two decimals, or null' });
export type NullableMoney = Static<typeof NullableMoney>;

/** The largest amount any call accepts: the money core's (NUMERIC(14,2) holds more, so sums stay exact). */
export { MONEY_MAX };
/** The longest money string any call accepts (room for surrounding spaces, which the API trims). */
export const MONEY_INPUT_MAX_LENGTH = 32;

/**
 * Refuses a numeral with more than 8 digits before the point (above 99,999,999.99). Anything else passes here on
 * purpose: each route checks the form itself ('Enter a valid amount.', its own range) with its own message.
 */
const MONEY_CAP_PATTERN = '^(?!\\s*[-+]?0*[1-9]\\d{8,}(\\.\\d*)?\\s*$)';

/**
 * A money amount sent by a client, with its own description: a two-decimal string ('12.50'; the routes check the form) or a JSON number
 * (12.5), at most 99,999,999.99 either way.
 */
export const moneyInput = (description = `Money: '12.50' or 12.5, at most ${MONEY_MAX}`) => Type.Union([
  Type.String({ maxLength: MONEY_INPUT_MAX_LENGTH, pattern: MONEY_CAP_PATTERN, description: `A decimal string, at most ${MONEY_MAX}` }),
  Type.Number({ minimum: -Number(MONEY_MAX), maximum: Number(MONEY_MAX) }),
], { description });
/** A money amount sent by a client (see moneyInput). */
export const MoneyInput = moneyInput();
export type MoneyInput = Static<typeof MoneyInput>;

/** A money input that may be cleared with null (goal and bill amounts). */
export const NullableMoneyInput = Type.Union([Type.Null(), ...MoneyInput.anyOf], { description: `Money: '12.50', 12.5 or null, at most ${MONEY_MAX}` });
export type NullableMoneyInput = Static<typeof NullableMoneyInput>;

/** A pocket of an account: a qube id or 'cloud'. */
export const PocketRef = Type.Union([Id, StringEnum(['cloud'])], { description: "A qube id or 'cloud'" });
export type PocketRef = Static<typeof PocketRef>;

/** A pocket as the API answers it: a qube id or 'cloud' (one type list, so the serialiser tries no branches). */
export const PocketId = Type.Unsafe<number | 'cloud'>({ type: ['integer', 'string'], description: "A qube id or 'cloud'" });
export type PocketId = Static<typeof PocketId>;

/** A calendar date, YYYY-MM-DD. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

const errorProperties = {
  fallback_message: Type.String({ description: 'A sentence to show' }),
  code: Type.Optional(Type.String({ description: 'A machine-readable reason' })),
  fields: Type.Optional(Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' }, description: 'A message per failing field' })),
};
const errorBody = (description: string) => Type.Object(errorProperties, { description });

/** The error body of every failing call: `fallback_message` to show, a machine `code`, and a message per failing field. */
export const ErrorBody = Type.Object(errorProperties);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * The error answers every route may give: 400 (invalid), 401 (no or expired token), 403 (forbidden), 404, and 503 when
 * the database is unreachable for a moment (a failover: retry after the Retry-After header, with the same idempotency
 * key for a money call).
 */
export const ErrorResponses = {
  400: errorBody('Invalid request: fallback_message says why, fields names each failing field'),
  401: errorBody('No valid token, or the session ended'),
  403: errorBody('Not allowed, or the CSRF token is missing'),
  404: errorBody("Not found (another user's account is not found either)"),
  503: errorBody('The database is unreachable for a moment (code database_unavailable): retry after the Retry-After header, with the same idempotency key'),
};

/** The error answers of a money movement: ErrorResponses plus 409 (same key still running) and 422 (same key, other details). */
export const MoneyErrorResponses = {
  ...ErrorResponses,
  409: errorBody('A request with the same idempotency key is still running'),
  422: errorBody('The idempotency key was used with other details'),
};

/** The error answer of one more status (402 plan limit, 503 service down). */
export const ErrorAnswer = errorBody;

/** 429 of a rate-limited call: 'Too many attempts. Please try again in N minutes.', code rate_limited, with Retry-After. */
export const RateLimited = errorBody('Too many attempts: try again after the Retry-After header (code rate_limited)');

/** An empty answer (204). */
export const NoContent = Type.Null({ description: 'No content' });

/** The largest page any list serves. */
export const MAX_PAGE_SIZE = 9999;

/** ?limit and ?offset of a list. */
export const PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID })),
};

/** The query of a list of one account: ?account_id, ?limit, ?offset. */
export const AccountListQuery = Type.Object({ account_id: Id, ...PagingQuery });
export type AccountListQuery = Static<typeof AccountListQuery>;

/** The query of a call that names only its account: ?account_id. */
export const AccountQuery = Type.Object({ account_id: Id });
export type AccountQuery = Static<typeof AccountQuery>;

/** A query whose account may come in the body instead: ?account_id optional. */
export const OptionalAccountQuery = Type.Object({ account_id: Type.Optional(Id) });
export type OptionalAccountQuery = Static<typeof OptionalAccountQuery>;

/** The query of a list not scoped by a query account: ?limit, ?offset. */
export const PagingOnlyQuery = Type.Object(PagingQuery);

/** A page of a list: `{count, next, results}` (Django REST framework's shape). */
export const Page = <T extends TSchema>(item: T, description?: string) =>
  Type.Object({
    count: Type.Integer({ description: 'Items in the whole list' }),
    next: Nullable(Type.String(), { description: 'The URL of the next page, null on the last' }),
    results: Type.Array(item),
  }, description ? { description } : {});
/** A page of a list endpoint. */
export type Page<T> = { count: number; next: string | null; results: T[] };

/** One entry of days_in_calendar: a day of a custom repeat (orders and income groups). */
export const CalendarDay = Type.Object({
  day: Type.Optional(Type.Integer({ minimum: -1, maximum: 31, description: 'Day of the month; -1 the last' })),
  week: Type.Optional(Type.Integer({ minimum: -1, maximum: 5, description: 'Week of the month; -1 the last' })),
  weekday: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday' })),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
}, { additionalProperties: false });
export type CalendarDay = Static<typeof CalendarDay>;

/** How a series repeats and the unit of a custom repeat's interval: the repeat core's vocabulary. */
export { FREQUENCIES, RECURRING_VALUES } from './core/repeat';

/** A one-line answer: `{detail}`. */
export const Detail = Type.Object({ detail: Type.String() });
export type Detail = Static<typeof Detail>;

/** The answer of a call that stores one row: `{id}`. */
export const Created = Type.Object({ id: Type.Integer() });
export type Created = Static<typeof Created>;
