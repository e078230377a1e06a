import { Type, type Static } from 'typebox';
import { Money, Nullable, StringEnum } from './common';
import { CompanyId } from './users';

/** The theme of the company the page runs for (SH-01). */
export const Theme = Type.Object({
  header_id: CompanyId,
  name: Type.String(),
  logo_text: Type.Optional(Type.String()),
  primary_color: Type.Optional(Type.String()),
  companies: Type.Optional(Type.Object({ 1: Type.String(), 2: Type.String() })),
});
export type Theme = Static<typeof Theme>;

/** The kinds of partner program. */
export const PROGRAM_TYPES = ['coach', 'affiliate', 'rewards', 'church', 'employer'] as const;
/** A kind of partner program. */
export const ProgramType = StringEnum(PROGRAM_TYPES);
export type ProgramType = Static<typeof ProgramType>;

/** The affiliate program of the signed-in partner (CO-10). */
export const AffiliateMe = Type.Object({
  id: Type.Integer(),
  user_id: Type.Optional(Type.Integer()),
  current_subscription: Nullable(Type.Object({
    program: Type.Object({
      program_type: ProgramType,
      affiliate_features: Type.Array(Type.String()),
    }),
  })),
});
export type AffiliateMe = Static<typeof AffiliateMe>;

/** The partner's metrics (CO-12). */
export const AffiliateMetrics = Type.Object({
  landing: Type.Integer(),
  checkout: Type.Integer(),
  basic: Type.Integer(),
  premium: Type.Integer(),
  family: Type.Integer(),
  commission: Money,
  pending: Type.Integer(),
  pending_premium: Type.Integer(),
  pending_family: Type.Integer(),
  pending_commission: Money,
});
export type AffiliateMetrics = Static<typeof AffiliateMetrics>;

/** POST courses/login/: a short-lived JWT for the Qube Masters course site and where to send it. */
export const CoursesLogin = Type.Object({ jwt: Type.String(), sso_url: Type.String() });
export type CoursesLogin = Static<typeof CoursesLogin>;

/** GET health. */
export const Health = Type.Object({ ok: Type.Boolean() });
export type Health = Static<typeof Health>;
