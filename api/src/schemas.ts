/** JSON schemas shared by the routes (Fastify validates and serialises with them; OpenAPI is generated from them). */

const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const nint = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;
/** A money amount as a two-decimal string, e.g. '2500.00'. */
export const moneySchema = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Money, two decimals' } as const;
const nmoney = { type: ['string', 'null'], description: 'Money, two decimals, or null' } as const;

export const errorSchema = {
  type: 'object',
  required: ['fallback_message'],
  properties: {
    fallback_message: str,
    code: str,
    fields: { type: 'object', additionalProperties: str },
  },
} as const;

/** Standard error responses, added to every route. */
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const accountSchema = {
  type: 'object',
  properties: {
    id: int,
    display_name: str,
    full_name: str,
    account_type: { type: 'string', enum: ['normal', 'authorized_adult', 'authorized_minor', 'household'] },
    account_number: str,
    routing_number: str,
    bank_name: str,
    is_aggregate: bool,
    is_sub_account: bool,
    has_banking_features: bool,
    future_account_id: nint,
    household_id: nint,
    avatar: nstr,
    plan: { type: 'string', enum: ['lite', 'premium', 'family', 'plus'] },
    budget_period: str,
  },
} as const;

const flagProps = {
  type: 'object',
  additionalProperties: bool,
} as const;

export const meSchema = {
  type: 'object',
  properties: {
    id: int,
    first_name: str,
    last_name: str,
    email: str,
    phone_number: nstr,
    user_type: { type: 'string', enum: ['regular_user', 'anonymous_user', 'limited_user'] },
    primary_account: accountSchema,
    sub_accounts: { type: 'array', items: accountSchema },
    households: { type: 'array', items: accountSchema },
    is_coach: bool,
    is_affiliate: bool,
    is_rewards_affiliate: bool,
    feature_flags: flagProps,
    address_street: nstr,
    address_apartment_no: nstr,
    address_city: nstr,
    address_state: nstr,
    address_postal_code: nstr,
    company: int,
  },
} as const;

export const overviewSchema = {
  type: 'object',
  properties: {
    qubeless_transaction_count: int,
    refunds_qube_transaction_count: int,
    account_balance: moneySchema,
    cloud_qube_total_balance: moneySchema,
    unread_notifications_count: int,
    card_fund_available: bool,
  },
} as const;

export const qubeSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    type: { type: 'string', enum: ['spending', 'billing', 'goal'] },
    balance: moneySchema,
    icon: str,
    app_icon: str,
    color: { type: 'object', properties: { foreground_color: str, background_color: str } },
    current_cycle_budget: nmoney,
    toFund: bool,
    goalqube: {
      type: ['object', 'null'],
      properties: { allow_spending: bool, goal_amount: nmoney, goal_date: nstr },
    },
    billqube: {
      type: ['object', 'null'],
      properties: {
        is_paused: bool,
        is_unlocked: bool,
        payment_frequency: nstr,
        payment_interval: nint,
        bill_amount: nmoney,
        budget: nmoney,
        next_due_date: nstr,
        next_due_dates: { type: 'array', items: str },
        payment_card: { type: ['object', 'null'], properties: { last_four_digits: str } },
        days_in_calendar: { type: ['array', 'null'], items: { type: 'object', additionalProperties: true } },
      },
    },
    spendingqube: { type: ['object', 'null'], properties: { number_of_times_opened_in_last_30_days: int } },
    merchant_group: { type: ['object', 'null'], properties: { name: str } },
    last_activity_datetime: nstr,
    update_datetime: str,
    creation_datetime: str,
    manual_sort_position: int,
    manual_sort_datetime: nstr,
    is_current_open_qube: bool,
  },
} as const;

/** {count, next, results} page of items. */
export const pageOf = (item: object) =>
  ({
    type: 'object',
    properties: { count: int, next: nstr, results: { type: 'array', items: item } },
  }) as const;

export const pagingQuery = {
  limit: { type: 'integer', minimum: 1, maximum: 9999 },
  offset: { type: 'integer', minimum: 0 },
} as const;

export const accountIdQuery = {
  type: 'object',
  required: ['account_id'],
  properties: { account_id: { type: 'integer', minimum: 1 }, ...pagingQuery },
} as const;

/** The query of a call that names only its account. */
export const accountOnlyQuery = { type: 'object', required: ['account_id'], properties: { account_id: { type: 'integer', minimum: 1 } } } as const;

/** One entry of days_in_calendar (a custom repeat of orders and income groups). */
export const calendarDaySchema = {
  type: 'object',
  properties: {
    day: { type: 'integer', minimum: -1, maximum: 31 },
    week: { type: 'integer', minimum: -1, maximum: 5 },
    weekday: { type: 'integer', minimum: 0, maximum: 6 },
    month: { type: 'integer', minimum: 1, maximum: 12 },
  },
  additionalProperties: false,
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

const qubeRefSchema = {
  type: ['object', 'null'],
  properties: { id: { type: ['integer', 'string'] }, name: str, type: str, icon: str, app_icon: str, auto_fund_choice: nint },
} as const;

/** The Activity / scheduled item shape of spec 001 (search/transactions/, search/scheduled/). */
export const activitySchema = {
  type: 'object',
  properties: {
    id: int,
    transaction_type: str,
    transaction_type_description: str,
    amount: moneySchema,
    result: { type: 'string', enum: ['success', 'pending', 'failed', 'cancelled'] },
    transaction_datetime: nstr,
    scheduled_date: nstr,
    recurring: str,
    frequency_name: str,
    frequency: { type: ['string', 'null'], description: 'custom/variable repeat unit: daily, weekly, monthly or yearly; null otherwise or when inferred' },
    transfer_interval: nint,
    days_in_calendar: { type: 'array', items: { type: 'object', additionalProperties: { type: 'integer' } } },
    source_type: nstr,
    source_id: nint,
    title: str,
    description: str,
    merchant: { type: ['object', 'null'], properties: { merchant_name: str } },
    qube: qubeRefSchema,
    special_budget: { type: ['string', 'null'], enum: ['refunds', 'qubeless', null], description: 'special bucket of an unassigned purchase or refund' },
    other_qube: qubeRefSchema,
    new_balance: nmoney,
    is_processing: bool,
    is_cancellable: bool,
    allow_reqube: bool,
    allow_delete_future: bool,
    scheduled_transaction_id: nint,
    scheduled_transaction_is_active: { type: ['boolean', 'null'] },
    user_id: nint,
    user_initials: nstr,
  },
} as const;

/** Answer of POST/PATCH orders/ and POST orders/{id}/execute/. */
export const orderResultSchema = {
  type: 'object',
  properties: {
    id: int,
    amount: moneySchema,
    scheduled_date: str,
    recurring: str,
    from_qube: { type: ['integer', 'string'] },
    to_qube: { type: ['integer', 'string'] },
    status: { type: 'string', enum: ['executed', 'scheduled'] },
  },
} as const;

/** errorResponses plus 409 (same idempotency key still running) and 422 (same key, other details). */
export const moneyErrorResponses = { ...errorResponses, 409: errorSchema, 422: errorSchema } as const;
