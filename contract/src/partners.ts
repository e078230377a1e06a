import { Type, type Static } from 'typebox';
import { Id, Money, moneyInput, Nullable, NullableMoney, Page, PagingQuery, StringEnum } from './common';
import { ProgramType } from './company';

/**
 * The partner portal's API (issue 12 §3: CO-10 to CO-22, API-61, API-62). Every call answers the signed-in partner's
 * own rows only, whatever id is sent; a user who is not a partner, or whose program lacks the feature, gets 403 with
 * fallback_message. Decisions on the spec's gaps are in docs/adr/0010-partner-portal-api.md).
 *
 * Dates: `YYYY-MM-DD` for days, ISO 8601 instants for times. Money: two-decimal strings.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Shared pieces

/** The products a conversion is for: the plan the customer bought (metrics basic, premium, family; CO-12, CO-13). */
export const CONVERSION_PRODUCTS = ['basic', 'premium', 'family'] as const;
export const ConversionProduct = StringEnum(CONVERSION_PRODUCTS);
export type ConversionProduct = Static<typeof ConversionProduct>;

/** The products of a node sale (CO-17: basic and smart nodes). */
export const NODE_PRODUCTS = ['basic', 'smart'] as const;
export const NodeProduct = StringEnum(NODE_PRODUCTS);
export type NodeProduct = Static<typeof NodeProduct>;

/** The default page size of every partner list (CO-13, CO-18: limit 20). */
export const PARTNER_PAGE_SIZE = 20;
/** The largest page of a partner list (exports use the download calls instead). */
export const PARTNER_MAX_PAGE_SIZE = 100;

const partnerPaging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PARTNER_MAX_PAGE_SIZE, description: `Rows per page, default ${PARTNER_PAGE_SIZE}` })),
  offset: PagingQuery.offset,
};

/** A calendar day, YYYY-MM-DD (the routes also refuse impossible days such as 2026-02-30). */
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const dateRange = {
  date_from: Type.Optional(Type.String({ pattern: DATE_PATTERN, description: 'YYYY-MM-DD, first day included' })),
  date_to: Type.Optional(Type.String({ pattern: DATE_PATTERN, description: 'YYYY-MM-DD, last day included' })),
};

/** The CSV answer of an export call (text/csv, with a Content-Disposition attachment file name). */
export const PartnerCsvFile = Type.String({ description: 'text/csv; cells starting with = + - @ tab or CR are prefixed with a quote' });

// ---------------------------------------------------------------------------------------------------------------------
// Revenue / Enrollment (CO-13, CO-14) and the monthly chart

/** The sort orders of the conversions table: a column, descending with a leading '-'. Default '-account_created'. */
export const CONVERSION_ORDERINGS = [
  'customer', '-customer', 'account_created', '-account_created', 'product', '-product',
  'earned', '-earned', 'commission', '-commission',
] as const;
export const ConversionOrdering = StringEnum(CONVERSION_ORDERINGS);
export type ConversionOrdering = Static<typeof ConversionOrdering>;

const conversionFilters = {
  ...dateRange,
  product: Type.Optional(ConversionProduct),
};

/** GET affiliates/conversions/: ?limit (default 20) &offset &date_from &date_to (account_created) &product &ordering. */
export const ConversionsQuery = Type.Object({
  ...partnerPaging,
  ...conversionFilters,
  ordering: Type.Optional(ConversionOrdering),
}, { additionalProperties: false });
export type ConversionsQuery = Static<typeof ConversionsQuery>;

/** One row of the Revenue/Enrollment table (CO-13). */
export const Conversion = Type.Object({
  id: Type.Integer(),
  customer: Type.String({ description: "The customer's name" }),
  account_created: Type.String({ description: 'ISO instant the customer opened the account' }),
  product: ConversionProduct,
  earned: Money,
  commission: Money,
  active: Type.Boolean({ description: "The customer's plan is still active" }),
  pending: Type.Boolean({ description: 'The commission is still in its 30-day hold, not yet collectable' }),
  basic: Type.Boolean({ description: 'The customer is on the basic plan' }),
});
export type Conversion = Static<typeof Conversion>;

/** A page of conversions, with the totals of the whole filtered list (not only the page). */
export const ConversionPage = Type.Object({
  ...Page(Conversion).properties,
  total_earned: Money,
  total_commission: Money,
});
export type ConversionPage = Static<typeof ConversionPage>;

/** POST affiliates/conversions/download/: the same filters and order as the table; answers every matching row as CSV. */
export const ConversionsDownloadInput = Type.Object({
  ...conversionFilters,
  ordering: Type.Optional(ConversionOrdering),
}, { additionalProperties: false });
export type ConversionsDownloadInput = Static<typeof ConversionsDownloadInput>;

/** The CSV header of the conversions export, in column order. */
export const CONVERSIONS_CSV_COLUMNS = ['customer', 'account_created', 'product', 'earned', 'commission', 'active', 'pending', 'basic'] as const;

/**
 * GET affiliates/conversions/monthly/ (designed): commission per month for the chart. Same filters as the table;
 * without dates, the 12 months up to the current one. At most 36 months; every month of the range is listed, zero ones too.
 */
export const ConversionsMonthlyQuery = Type.Object(conversionFilters, { additionalProperties: false });
export type ConversionsMonthlyQuery = Static<typeof ConversionsMonthlyQuery>;

export const MonthlyCommission = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  conversions: Type.Integer(),
  earned: Money,
  commission: Money,
});
export type MonthlyCommission = Static<typeof MonthlyCommission>;

export const ConversionsMonthly = Type.Object({ results: Type.Array(MonthlyCommission) });
export type ConversionsMonthly = Static<typeof ConversionsMonthly>;

// ---------------------------------------------------------------------------------------------------------------------
// Payouts (CO-15)

/** One program the partner belongs to (GET affiliates/programs/). */
export const PartnerProgram = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  program_type: ProgramType,
  affiliate_features: Type.Array(Type.String()),
  commission_rate: Type.String({ description: "Share of the customer's plan fee paid as commission, e.g. '20.00' (percent)" }),
  hold_days: Type.Integer({ description: 'Days a commission stays pending before it can be collected' }),
  is_current: Type.Boolean(),
  joined_at: Type.String({ description: 'ISO instant' }),
});
export type PartnerProgram = Static<typeof PartnerProgram>;

export const PartnerProgramList = Type.Object({ results: Type.Array(PartnerProgram) });
export type PartnerProgramList = Static<typeof PartnerProgramList>;

/** GET affiliates/payment-history/: ?limit (default 20) &offset, newest first. */
export const PaymentHistoryQuery = Type.Object(partnerPaging, { additionalProperties: false });
export type PaymentHistoryQuery = Static<typeof PaymentHistoryQuery>;

export const PAYOUT_STATUSES = ['paid'] as const;

/** One payout: commission paid into the partner's own Cloud. */
export const Payout = Type.Object({
  id: Type.Integer(),
  paid_at: Type.String({ description: 'ISO instant' }),
  amount: Money,
  status: StringEnum(PAYOUT_STATUSES),
  destination: Type.String({ description: "Where the money went, e.g. 'Cloud'" }),
  account_id: Type.Integer({ description: "The partner's account whose Cloud received it" }),
  activity_id: Nullable(Type.Integer(), { description: 'The activity in that account (null for seeded history before the ledger)' }),
});
export type Payout = Static<typeof Payout>;

export const PayoutPage = Page(Payout);
export type PayoutPage = Static<typeof PayoutPage>;

/** GET affiliates/commission-earned/: what was earned, paid and what can be collected now. */
export const CommissionEarned = Type.Object({
  total_earned: Money,
  total_paid: Money,
  collectable: Money,
  pending: Money,
  last_payout_at: Nullable(Type.String(), { description: 'ISO instant of the last payout, or null' }),
});
export type CommissionEarned = Static<typeof CommissionEarned>;

/**
 * POST affiliates/collect-payment/: pays everything collectable into the partner's own Cloud, once. The same key
 * replays the first answer; a second call (any key) after the money went answers 400 'There is no commission to collect.'.
 */
export const CollectPaymentInput = Type.Object({
  idempotency_key: Type.String({ minLength: 1, maxLength: 100 }),
}, { additionalProperties: false });
export type CollectPaymentInput = Static<typeof CollectPaymentInput>;

export const CollectPaymentResult = Type.Object({
  payout: Payout,
  commission_earned: CommissionEarned,
});
export type CollectPaymentResult = Static<typeof CollectPaymentResult>;

export const NOTHING_TO_COLLECT = 'There is no commission to collect.';

// ---------------------------------------------------------------------------------------------------------------------
// Codes and personalization (CO-16)

/** A code: 4 to 20 letters, digits, '-' or '_', starting with a letter or digit; unique site-wide, any case. */
export const AFFILIATE_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{3,19}$';
export const AFFILIATE_CODE_MESSAGE = 'Use 4 to 20 letters, digits, - or _, starting with a letter or digit.';
export const AFFILIATE_CODE_TAKEN = 'This code is already taken.';

/** A partner's affiliate code with its share link. */
export const AffiliateCode = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'As stored: upper case' }),
  is_active: Type.Boolean(),
  share_link: Type.String({ description: 'The onboarding landing with ?affiliate_id=CODE' }),
  sign_ups: Type.Integer({ description: 'People who signed up with the code' }),
  created_at: Type.String({ description: 'ISO instant' }),
});
export type AffiliateCode = Static<typeof AffiliateCode>;

export const AffiliateCodeList = Type.Object({ results: Type.Array(AffiliateCode) });
export type AffiliateCodeList = Static<typeof AffiliateCodeList>;

/** POST affiliates/dashboard/codes and POST tune/affiliate-codes/: a new code (stored upper case). At most 20 codes. */
export const AffiliateCodeInput = Type.Object({
  code: Type.String({ maxLength: 40, description: 'Checked against AFFILIATE_CODE_PATTERN after trimming' }),
  is_active: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type AffiliateCodeInput = Static<typeof AffiliateCodeInput>;

/** PATCH tune/affiliate-codes/: edits one of the partner's codes, named by id (another partner's id answers 404). */
export const AffiliateCodePatch = Type.Object({
  id: Id,
  code: Type.Optional(Type.String({ maxLength: 40 })),
  is_active: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type AffiliateCodePatch = Static<typeof AffiliateCodePatch>;

export const MAX_CODES_PER_PARTNER = 20;
export const PERSONALIZATION_MESSAGE_MAX = 500;
export const PARTNER_URL_MAX_LENGTH = 2048;
export const PARTNER_URL_MESSAGE = 'Enter a valid URL starting with http:// or https://.';

/** GET tune/affiliates/personalization/: what the onboarding landing shows to people who come with the partner's code. */
export const Personalization = Type.Object({
  affiliate_type: ProgramType,
  message: Type.String(),
  image_url: Nullable(Type.String()),
  updated_at: Nullable(Type.String(), { description: 'ISO instant, null if never saved' }),
});
export type Personalization = Static<typeof Personalization>;

/** PATCH tune/affiliates/personalization/: message (at most 500 characters, '' clears) and image URL (http(s), null clears). */
export const PersonalizationPatch = Type.Object({
  message: Type.Optional(Type.String({ maxLength: PERSONALIZATION_MESSAGE_MAX })),
  image_url: Type.Optional(Nullable(Type.String({ maxLength: PARTNER_URL_MAX_LENGTH }))),
}, { additionalProperties: false });
export type PersonalizationPatch = Static<typeof PersonalizationPatch>;

/** GET onboarding/welcome-assets/?affiliate_id=CODE (public; spec "Affiliate assets"). Unknown code: all empty. */
export const WelcomeAssetsQuery = Type.Object({
  affiliate_id: Type.Optional(Type.String({ maxLength: 100 })),
}, { additionalProperties: true });
export type WelcomeAssetsQuery = Static<typeof WelcomeAssetsQuery>;

export const WelcomeAssets = Type.Object({
  affiliate_type: Nullable(ProgramType),
  image_url: Nullable(Type.String()),
  message: Nullable(Type.String()),
});
export type WelcomeAssets = Static<typeof WelcomeAssets>;

/** GET onboarding/affiliate-type/?affiliate_id=CODE (public). */
export const AffiliateType = Type.Object({ affiliate_type: Nullable(ProgramType) });
export type AffiliateType = Static<typeof AffiliateType>;

// ---------------------------------------------------------------------------------------------------------------------
// Node Sales (CO-17 to CO-19)

/** GET rewards/dashboard/summary/ (CO-17). */
export const RewardsSummary = Type.Object({
  landing_page: Type.Integer(),
  checkout_page: Type.Integer(),
  basic: Type.Integer({ description: 'Basic nodes sold' }),
  smart: Type.Integer({ description: 'Smart nodes sold' }),
  commission: Money,
});
export type RewardsSummary = Static<typeof RewardsSummary>;

/** GET rewards/dashboard/get-link/ (CO-17): the share link of the partner's first active code. */
export const RewardsLink = Type.Object({
  link: Type.String(),
  code: Type.String(),
});
export type RewardsLink = Static<typeof RewardsLink>;

export const SALE_ORDERINGS = [
  'customer', '-customer', 'date_sold', '-date_sold', 'product', '-product', 'earned', '-earned', 'commission', '-commission',
] as const;
export const SaleOrdering = StringEnum(SALE_ORDERINGS);
export type SaleOrdering = Static<typeof SaleOrdering>;

const saleFilters = { ...dateRange, product: Type.Optional(NodeProduct) };

/** GET rewards/dashboard/list/: ?limit (default 20) &offset &date_from &date_to (date_sold) &product &ordering (default '-date_sold'). */
export const SalesQuery = Type.Object({ ...partnerPaging, ...saleFilters, ordering: Type.Optional(SaleOrdering) }, { additionalProperties: false });
export type SalesQuery = Static<typeof SalesQuery>;

/** One node sale (CO-18). */
export const Sale = Type.Object({
  id: Type.Integer(),
  customer: Type.String(),
  referred_by: Type.String({ description: 'The code the customer came with' }),
  date_sold: Type.String({ description: 'ISO instant' }),
  product: NodeProduct,
  earned: Money,
  commission: Money,
});
export type Sale = Static<typeof Sale>;

export const SalePage = Page(Sale);
export type SalePage = Static<typeof SalePage>;

/** POST rewards/dashboard/list/download/: the same filters and order as the list; answers every matching row as CSV. */
export const SalesDownloadInput = Type.Object({ ...saleFilters, ordering: Type.Optional(SaleOrdering) }, { additionalProperties: false });
export type SalesDownloadInput = Static<typeof SalesDownloadInput>;

export const SALES_CSV_COLUMNS = ['customer', 'referred_by', 'date_sold', 'product', 'earned', 'commission'] as const;

/** GET rewards/dashboard/list-pending/: ?limit (default 20) &offset, newest reservation first. */
export const PendingSalesQuery = Type.Object(partnerPaging, { additionalProperties: false });
export type PendingSalesQuery = Static<typeof PendingSalesQuery>;

/** One reserved, not yet paid node sale (CO-19). */
export const PendingSale = Type.Object({
  id: Type.Integer(),
  customer: Type.String(),
  referred_by: Type.String(),
  basic_nodes: Type.Integer(),
  smart_nodes: Type.Integer(),
  date_reserved: Type.String({ description: 'ISO instant' }),
  commission: Money,
});
export type PendingSale = Static<typeof PendingSale>;

export const PendingSalePage = Page(PendingSale);
export type PendingSalePage = Static<typeof PendingSalePage>;

// ---------------------------------------------------------------------------------------------------------------------
// Leads, clients, coach profile, program (CO-20 to CO-22, API-62)

export const LEAD_ORDERINGS = ['signed_up_at', '-signed_up_at', 'name', '-name'] as const;

/** GET coaching/leads/: ?limit (default 20) &offset &search (name or e-mail) &ordering (default '-signed_up_at'). */
export const LeadsQuery = Type.Object({
  ...partnerPaging,
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ordering: Type.Optional(StringEnum(LEAD_ORDERINGS)),
}, { additionalProperties: false });
export type LeadsQuery = Static<typeof LeadsQuery>;

/** A person who signed up with one of the coach's codes and has not bought a plan (CO-20). */
export const Lead = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone_number: Nullable(Type.String()),
  code: Type.String({ description: 'The code they signed up with' }),
  signed_up_at: Type.String({ description: 'ISO instant' }),
});
export type Lead = Static<typeof Lead>;

export const LeadPage = Page(Lead);
export type LeadPage = Static<typeof LeadPage>;

export const CLIENT_ORDERINGS = ['client_since', '-client_since', 'name', '-name', 'plan', '-plan'] as const;

/** GET coaching/clients/ (designed, CO-22): ?limit (default 20) &offset &search &plan &active &ordering (default '-client_since'). */
export const ClientsQuery = Type.Object({
  ...partnerPaging,
  search: Type.Optional(Type.String({ maxLength: 100 })),
  plan: Type.Optional(ConversionProduct),
  active: Type.Optional(Type.Boolean()),
  ordering: Type.Optional(StringEnum(CLIENT_ORDERINGS)),
}, { additionalProperties: false });
export type ClientsQuery = Static<typeof ClientsQuery>;

/** A person who signed up with the coach's code and bought a plan (CO-22). */
export const Client = Type.Object({
  id: Type.Integer({ description: 'The conversion id' }),
  name: Type.String(),
  email: Nullable(Type.String()),
  plan: ConversionProduct,
  client_since: Type.String({ description: 'ISO instant the plan was bought' }),
  active: Type.Boolean(),
});
export type Client = Static<typeof Client>;

export const ClientPage = Page(Client);
export type ClientPage = Static<typeof ClientPage>;

/** The most a coach's price may be (CO-21). */
export const COACH_PRICE_MAX = '10000.00';
export const COACH_PRICE_MESSAGE = 'Enter a price from 0.00 to 10000.00.';
export const COACH_PHONE_MESSAGE = 'Enter a valid phone number.';
export const COACH_EMAIL_MESSAGE = 'Enter a valid email address.';
export const ACTIVE_CLIENTS_MAX = 10000;

/** The coach profile (CO-21). Prices are money strings or null (not offered); links are http(s) URLs or null. */
export const CoachProfile = Type.Object({
  active_clients: Type.Integer({ description: 'Clients the coach works with now, as the coach states it' }),
  pricing: Type.Object({
    power_session: NullableMoney,
    group_pricing: NullableMoney,
    individual_pricing: NullableMoney,
  }),
  links: Type.Object({
    discovery_calendar: Nullable(Type.String()),
    power_user_webinar: Nullable(Type.String()),
    group_calendar: Nullable(Type.String()),
    individual_calendar: Nullable(Type.String()),
  }),
  is_taking_new_clients: Type.Boolean(),
  phone_number: Nullable(Type.String()),
  email: Type.String(),
  tune_affiliate_code: Nullable(Type.String({ description: 'One of the coach’s own codes, shown to prospects' })),
});
export type CoachProfile = Static<typeof CoachProfile>;

const priceInput = Type.Union([Type.Null(), ...moneyInput(`Money, 0.00 to ${COACH_PRICE_MAX}, or null`).anyOf]);
const linkInput = Nullable(Type.String({ maxLength: PARTNER_URL_MAX_LENGTH }), { description: 'http(s) URL, null or "" clears' });

/**
 * PATCH coaching/profile/me/: any subset; pricing and links may be partial. Each bad field answers 400 with a message
 * per field in `fields` ('pricing.power_session', 'links.group_calendar', 'phone_number', …).
 */
export const CoachProfilePatch = Type.Object({
  active_clients: Type.Optional(Type.Integer({ minimum: 0, maximum: ACTIVE_CLIENTS_MAX })),
  pricing: Type.Optional(Type.Object({
    power_session: Type.Optional(priceInput),
    group_pricing: Type.Optional(priceInput),
    individual_pricing: Type.Optional(priceInput),
  }, { additionalProperties: false })),
  links: Type.Optional(Type.Object({
    discovery_calendar: Type.Optional(linkInput),
    power_user_webinar: Type.Optional(linkInput),
    group_calendar: Type.Optional(linkInput),
    individual_calendar: Type.Optional(linkInput),
  }, { additionalProperties: false })),
  is_taking_new_clients: Type.Optional(Type.Boolean()),
  phone_number: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  tune_affiliate_code: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
}, { additionalProperties: false });
export type CoachProfilePatch = Static<typeof CoachProfilePatch>;

/** How the coach's program is delivered (CO-22, designed). */
export const PROGRAM_FORMATS = ['individual', 'group', 'hybrid', 'self_paced'] as const;
export const ProgramFormat = StringEnum(PROGRAM_FORMATS);
export type ProgramFormat = Static<typeof ProgramFormat>;

export const PROGRAM_NAME_MAX = 100;
export const PROGRAM_DESCRIPTION_MAX = 1000;
export const PROGRAM_FEATURE_MAX = 80;
export const PROGRAM_FEATURES_MAX = 12;

/**
 * GET coaching/program/ (designed, CO-22): the program the partner runs for their clients. program_type and
 * affiliate_features are Qube's (read only); name, description, format (its "type" of delivery) and features are the partner's.
 */
export const ManagedProgram = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  format: ProgramFormat,
  features: Type.Array(Type.String(), { description: 'What the program includes, e.g. "Weekly group call"' }),
  program_type: ProgramType,
  affiliate_features: Type.Array(Type.String()),
  updated_at: Nullable(Type.String()),
});
export type ManagedProgram = Static<typeof ManagedProgram>;

/** PATCH coaching/program/: name (1 to 100), description (to 1000), format, features (up to 12, each 1 to 80, no duplicates). */
export const ManagedProgramPatch = Type.Object({
  name: Type.Optional(Type.String({ maxLength: PROGRAM_NAME_MAX })),
  description: Type.Optional(Type.String({ maxLength: PROGRAM_DESCRIPTION_MAX })),
  format: Type.Optional(ProgramFormat),
  features: Type.Optional(Type.Array(Type.String({ maxLength: PROGRAM_FEATURE_MAX }), { maxItems: PROGRAM_FEATURES_MAX })),
}, { additionalProperties: false });
export type ManagedProgramPatch = Static<typeof ManagedProgramPatch>;
