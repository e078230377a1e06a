import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './common';

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
/** Ids the client may send as numbers or strings (company, affiliate), stored as text. Null first: with coerceTypes a string branch would turn null into ''. */
const idLike = Type.Optional(Type.Union([Type.Null(), Type.Integer(), Type.String({ maxLength: 200 })]));
/** Free-form data of an event or a report (a JSON object the API stores as it is). */
const freeForm = Type.Optional(Nullable(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, maxProperties: 100 }), { description: 'Free-form JSON object, stored as sent' }));

/** POST metrics/: one metrics event (SH-69 page views and others). */
export const MetricsInput = Type.Object({
  source: StringEnum(['web']),
  context: text(200),
  subcontext: text(200),
  action: Type.String({ minLength: 1, maxLength: 200 }),
  company: idLike,
  affiliate: idLike,
  ad_id: text(200),
  ad_platform: text(200),
  ad_landing: text(2000),
  data: freeForm,
  device: Type.Optional(Nullable(Type.Object({ os: StringEnum(['web']), unique_id: text(200) }, { additionalProperties: false }))),
  action_time: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40 }))),
}, { additionalProperties: false });
export type MetricsInput = Static<typeof MetricsInput>;

/** POST monitoring/errors/: one client error report (the local stand-in for a third-party monitor). */
export const ClientErrorInput = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 4000 }),
  stack: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  url: Type.String({ maxLength: 4000 }),
  release: Type.String({ minLength: 1, maxLength: 100 }),
  level: StringEnum(['error', 'warning']),
  extra: freeForm,
}, { additionalProperties: false });
export type ClientErrorInput = Static<typeof ClientErrorInput>;

/** POST dev/demo-users/copy (development only): which demo user to copy. */
export const DemoCopyInput = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false });
export type DemoCopyInput = Static<typeof DemoCopyInput>;

/** The copy's sign-in. */
export const DemoCopy = Type.Object({ email: Type.String(), password: Type.String() });
export type DemoCopy = Static<typeof DemoCopy>;

const devLimit = Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 }));

/** ?query of dev/outbox. */
export const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })), limit: devLimit });
export type OutboxQuery = Static<typeof OutboxQuery>;

/** Mail and texts the API would have sent (development only). */
export const OutboxList = Type.Object({
  results: Type.Array(Type.Object({ id: Type.Integer(), to: Type.String(), subject: Type.String(), body: Type.String(), created_at: Type.String() })),
});
export type OutboxList = Static<typeof OutboxList>;

/** ?query of dev/metrics. */
export const DevMetricsQuery = Type.Object({ action: Type.Optional(Type.String({ maxLength: 200 })), limit: devLimit });
export type DevMetricsQuery = Static<typeof DevMetricsQuery>;

/** ?query of dev/monitoring/errors. */
export const DevLimitQuery = Type.Object({ limit: devLimit });
export type DevLimitQuery = Static<typeof DevLimitQuery>;

/** Stored rows as they are (development only). */
export const DevRows = Type.Object({ results: Type.Array(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true })) });
export type DevRows = Static<typeof DevRows>;
