import { Type, type Static } from 'typebox';
import { Id, IsoDate, Money, moneyInput, Nullable, StringEnum } from './common';

/**
 * Registration (issue 11, section 1): the application form a stranger fills step by step, kept in the API so a reload
 * or another device continues where they were (ON-10, ON-11, API-55), the sandbox identity check (ON-29 to ON-33,
 * API-56) and the plans offered at registration (ON-65). docs/adr/0043-registration-steps-and-endpoints.md explains
 * the order.
 */

/**
 * The register steps in the order of the 13-entry route table (ON-08), index 0 to 12. `completed_step_index` is the
 * index of the furthest step the person may open: every step before it is done (ON-10).
 */
export const REGISTER_STEPS = [
  'start', 'phone', 'delivery', 'identity', 'password', 'plans', 'cards', 'shipping-options', 'deposit', 'plan-details', 'processing', 'payment', 'user-identity-info',
] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** The plans offered at registration (plus is reached later by migration, ON-51). */
export const REGISTRATION_PLANS = ['lite', 'premium', 'family'] as const;
export const CARD_DESIGNS = ['classic', 'midnight', 'aurora'] as const;
export const BILLING_FREQUENCIES = ['monthly', 'yearly'] as const;
export const INCOME_SOURCES = ['employment', 'self_employment', 'retirement', 'benefits', 'savings', 'family', 'other'] as const;
export const ANNUAL_INCOMES = ['under_25k', '25k_50k', '50k_100k', '100k_200k', 'over_200k'] as const;
export const DISCOVERY_METHODS = ['friend', 'search', 'social_media', 'podcast', 'coach', 'other'] as const;

const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
/** A phone number as the forms send it; the API checks the (###) ###-#### mask (registration, authorized users). */
export const PhoneNumberText = text(40, 'Formatted (###) ###-####');
/** A texted 5-digit code as typed; the API checks it (registration, authorized users). */
export const VerificationCodeText = text(20);
const email = text(254);

/** One plan with its prices (ON-28, ON-65: our prices, docs/adr/0047-registration-prices-and-payment.md). */
export const Plan = Type.Object({
  id: Type.Integer(),
  plan_name: StringEnum(REGISTRATION_PLANS),
  display_name: Type.String(),
  monthly_fee: Money,
  yearly_fee: Money,
  description: Type.String(),
  features: Type.Array(Type.String()),
});
export type Plan = Static<typeof Plan>;

/** GET accounts/plans/: the plans and the one-time fees of checkout. */
export const PlanList = Type.Object({
  results: Type.Array(Plan),
  fees: Type.Object({
    initial_activation_fee: Money,
    initial_physical_card_fee: Money,
    card_design_fees: Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' }, description: 'Fee per card design' }),
    expedited_shipping_fee: Money,
  }),
  referral_free_days: Type.Integer({ description: 'Days free for a referred person (ON-06)' }),
});
export type PlanList = Static<typeof PlanList>;

/** The promo fields of a verified or applied discount code (ON-21). */
export const PromoDetails = Type.Object({
  discount_code: Type.String(),
  description: Type.String(),
  special_fee: Nullable(Money),
  customer_payout: Nullable(Money),
  initial_program_cost: Nullable(Money),
  plan_name: Nullable(Type.String()),
  monthly_fee: Money,
  charge_date: IsoDate,
  billing_frequency: StringEnum(BILLING_FREQUENCIES),
  total_checkout_fees: Nullable(Money),
});
export type PromoDetails = Static<typeof PromoDetails>;

/** The application form (ON-19 to ON-21): what the person entered and what follows from it. No secret is ever sent back. */
export const ApplicationForm = Type.Object({
  id: Type.Integer(),
  current_step: StringEnum(REGISTER_STEPS),
  completed_step_index: Type.Integer({ minimum: 0, maximum: REGISTER_STEPS.length - 1 }),
  status: StringEnum(['open', 'not_eligible', 'completed']),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address_street: Nullable(Type.String()),
  address_apartment_no: Nullable(Type.String()),
  address_city: Nullable(Type.String()),
  address_state: Nullable(Type.String()),
  address_postal_code: Nullable(Type.String()),
  birth_date: Nullable(IsoDate),
  ssn_last4: Nullable(Type.String()),
  has_password: Type.Boolean(),
  selected_plan_id: Nullable(Type.Integer()),
  plan_name: Nullable(Type.String()),
  billing_frequency: StringEnum(BILLING_FREQUENCIES),
  virtual_card_selected: Type.Boolean(),
  debit_card_design: Nullable(StringEnum(CARD_DESIGNS)),
  debit_card_design_fee: Money,
  expedite_card: Type.Boolean(),
  initial_activation_fee: Money,
  initial_physical_card_fee: Money,
  shipping_fee: Money,
  initial_deposit_amount: Money,
  monthly_fee: Money,
  total_checkout_fees: Nullable(Money, { description: 'Charged to the card at checkout; null when nothing is due (ON-11)' }),
  hypothetical_next_charge_date: Nullable(IsoDate),
  free_days: Type.Integer({ minimum: 0, description: 'Days before the first plan charge: 30 for everyone, 60 for a referral (ON-06) or a discount code' }),
  isPromoCodeApplied: Type.Boolean(),
  discountCode: Nullable(Type.String()),
  promo: Nullable(PromoDetails),
  referral_code: Nullable(Type.String()),
  affiliate_id: Nullable(Type.String()),
  prove: Type.Boolean({ description: 'The identity check passed' }),
  prove_error: Nullable(Type.String()),
  has_payment: Type.Boolean(),
  source_of_income: Nullable(Type.String()),
  annual_income: Nullable(Type.String()),
  work_description: Nullable(Type.String()),
  qube_discovery_method: Nullable(Type.String()),
});
export type ApplicationForm = Static<typeof ApplicationForm>;

/** POST v2/onboarding/go/ (no sign-in): who is registering; a 5-digit code is texted to the phone. */
export const RegistrationStartInput = Type.Object({
  first_name: text(100),
  last_name: text(100),
  email,
  phone_number: PhoneNumberText,
  agree_terms: Type.Boolean(),
  agree_privacy: Type.Boolean(),
  referral_code: Type.Optional(Nullable(text(100))),
  affiliate_id: Type.Optional(Nullable(text(100))),
}, { additionalProperties: false });
export type RegistrationStartInput = Static<typeof RegistrationStartInput>;

/** The answer of go/: where the code went and when Resend may be used (ON-42: 50 s). */
export const RegistrationCodeSent = Type.Object({
  detail: Type.String(),
  phone_number: Type.String(),
  resend_after_seconds: Type.Integer(),
  expires_in_seconds: Type.Integer(),
});
export type RegistrationCodeSent = Static<typeof RegistrationCodeSent>;

/** POST v2/onboarding/verify-phone/ (no sign-in): the number and its code; starts or resumes the application. */
export const RegistrationVerifyInput = Type.Object({
  phone_number: PhoneNumberText,
  verification_code: VerificationCodeText,
}, { additionalProperties: false });
export type RegistrationVerifyInput = Static<typeof RegistrationVerifyInput>;

/** PUT v2/onboarding/address/: the home address (card delivery). */
export const RegistrationAddressInput = Type.Object({
  address_street: text(200),
  address_apartment_no: Type.Optional(Nullable(text(200))),
  address_city: text(200),
  address_state: text(20),
  address_postal_code: text(20),
}, { additionalProperties: false });
export type RegistrationAddressInput = Static<typeof RegistrationAddressInput>;

/** PUT v2/onboarding/name-birthdate/: legal names and birth date. */
export const RegistrationNameBirthdateInput = Type.Object({
  first_name: text(100),
  last_name: text(100),
  birth_date: text(20, 'YYYY-MM-DD'),
}, { additionalProperties: false });
export type RegistrationNameBirthdateInput = Static<typeof RegistrationNameBirthdateInput>;

/** PUT v2/onboarding/ssn/: the 9-digit SSN (kept only until the identity check ends). */
export const RegistrationSsnInput = Type.Object({ ssn: text(20) }, { additionalProperties: false });
export type RegistrationSsnInput = Static<typeof RegistrationSsnInput>;

/** GET v2/onboarding/public-key/: the RSA key the browser encrypts the password with (ON-47). */
export const RegistrationPublicKey = Type.Object({
  public_key: Type.String({ description: 'SPKI, PEM' }),
  algorithm: StringEnum(['RSA-OAEP-256']),
});
export type RegistrationPublicKey = Static<typeof RegistrationPublicKey>;

/** POST onboarding/passcode/: the password, encrypted in the browser (base64 RSA-OAEP with SHA-256). */
export const RegistrationPasswordInput = Type.Object({ encrypted_password: text(2048) }, { additionalProperties: false });
export type RegistrationPasswordInput = Static<typeof RegistrationPasswordInput>;

/** PUT v2/onboarding/plan-selection/. */
export const RegistrationPlanInput = Type.Object({
  selected_plan_id: Id,
  billing_frequency: Type.Optional(StringEnum(BILLING_FREQUENCIES)),
}, { additionalProperties: false });
export type RegistrationPlanInput = Static<typeof RegistrationPlanInput>;

/** PUT v2/onboarding/card-design/: a virtual card only, or a physical card in a design. */
export const RegistrationCardInput = Type.Object({
  virtual_card_selected: Type.Boolean(),
  debit_card_design: Type.Optional(Nullable(StringEnum(CARD_DESIGNS))),
}, { additionalProperties: false });
export type RegistrationCardInput = Static<typeof RegistrationCardInput>;

/** PUT v2/onboarding/shipping/. */
export const RegistrationShippingInput = Type.Object({ expedite_card: Type.Boolean() }, { additionalProperties: false });
export type RegistrationShippingInput = Static<typeof RegistrationShippingInput>;

/** PUT v2/onboarding/initial-deposit/: 0.00 to 10,000.00 from the card into Cloud. */
export const RegistrationDepositInput = Type.Object({ initial_deposit_amount: moneyInput('0.00 to 10000.00') }, { additionalProperties: false });
export type RegistrationDepositInput = Static<typeof RegistrationDepositInput>;

/** POST v2/onboarding/verify-discount-code/ (check only) and PUT apply-discount-code/ (null removes it). */
export const DiscountCodeInput = Type.Object({ discount_code: Nullable(text(40)) }, { additionalProperties: false });
export type DiscountCodeInput = Static<typeof DiscountCodeInput>;

/** POST onboarding/summary/: the person confirmed the summary (plan-details). */
export const RegistrationSummaryInput = Type.Object({ confirmed: Type.Boolean() }, { additionalProperties: false });
export type RegistrationSummaryInput = Static<typeof RegistrationSummaryInput>;

/**
 * POST onboarding/collect-payment-information/ (v1's name; v2 has none): a payment intent of the card-payment provider
 * for the checkout total. The browser pays it through the provider's element (never through our calls), then names it to
 * payment-info/.
 */
export const RegistrationPaymentIntent = Type.Object({
  payment_intent_id: Type.String(),
  client_secret: Type.String({ description: 'Lets this browser confirm the intent with the provider' }),
  amount: Money,
});
export type RegistrationPaymentIntent = Static<typeof RegistrationPaymentIntent>;

/** PUT v2/onboarding/payment-info/ (and v1's POST onboarding/payment/): the intent the card paid. */
export const RegistrationPaymentInput = Type.Object({
  payment_intent_id: Type.String({ minLength: 1, maxLength: 100 }),
}, { additionalProperties: false });
export type RegistrationPaymentInput = Static<typeof RegistrationPaymentInput>;

/** POST v2/onboarding/apply/: the questionnaire (user-identity-info) and opening the account. */
export const RegistrationApplyInput = Type.Object({
  source_of_income: StringEnum(INCOME_SOURCES),
  annual_income: StringEnum(ANNUAL_INCOMES),
  work_description: text(200),
  qube_discovery_method: StringEnum(DISCOVERY_METHODS),
  trust_device: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type RegistrationApplyInput = Static<typeof RegistrationApplyInput>;

/** The answer of apply/: signed in, like a login (token and primary account). */
export const RegistrationApplied = Type.Object({ token: Type.String(), account_id: Type.Integer() });
export type RegistrationApplied = Static<typeof RegistrationApplied>;

/** GET v2/onboarding/ip-address/: the caller's public address as the API sees it (ON-33's first service). */
export const PublicIp = Type.Object({ ip_address: Type.String() });
export type PublicIp = Static<typeof PublicIp>;

/** POST prove/authenticate-by-redirect/ (ON-29). */
export const ProveRedirectInput = Type.Object({
  ip_address: Type.String({ maxLength: 45 }),
  application_form_id: Id,
  final_target_url: text(500, 'An address of this site ending in /register/prove/finish/'),
}, { additionalProperties: false });
export type ProveRedirectInput = Static<typeof ProveRedirectInput>;

export const ProveRedirect = Type.Object({ redirect_target_url: Type.String() });
export type ProveRedirect = Static<typeof ProveRedirect>;

/** POST prove/authenticate-by-redirect-finish/ (ON-31): the provider's one-time result token from the return address. */
export const ProveFinishInput = Type.Object({ vfp: text(200) }, { additionalProperties: false });
export type ProveFinishInput = Static<typeof ProveFinishInput>;

/** POST lexisnexis/threatmetrix-session/ (ON-26): the device-risk session of an application. */
export const DeviceRiskInput = Type.Object({ application_form_id: Id }, { additionalProperties: false });
export type DeviceRiskInput = Static<typeof DeviceRiskInput>;
export const DeviceRiskSession = Type.Object({ session_id: Type.String() });
export type DeviceRiskSession = Static<typeof DeviceRiskSession>;

/*
 * v1's onboarding calls (ON-14). Each answers what the v2 step of the same meaning answers
 * (docs/adr/0043-registration-steps-and-endpoints.md); only the calls whose body differs from v2's have a shape of
 * their own.
 */

/**
 * POST onboarding/first-name-last-name-email/ (v1, ON-25): the names and e-mail checked with the start form's rules.
 * Nothing is stored before the phone is proven, so all three empty (v1 "registers" them empty) is accepted and changes
 * nothing.
 */
export const RegistrationNamesEmailInput = Type.Object({
  first_name: text(100),
  last_name: text(100),
  email,
}, { additionalProperties: false });
export type RegistrationNamesEmailInput = Static<typeof RegistrationNamesEmailInput>;
export const RegistrationChecked = Type.Object({ detail: Type.String() });
export type RegistrationChecked = Static<typeof RegistrationChecked>;

/** POST onboarding/birth-date-ssn/ (v1): v2's name-birthdate/ and ssn/ in one call. */
export const RegistrationBirthDateSsnInput = Type.Object({
  first_name: text(100),
  last_name: text(100),
  birth_date: text(20, 'YYYY-MM-DD'),
  ssn: text(20),
}, { additionalProperties: false });
export type RegistrationBirthDateSsnInput = Static<typeof RegistrationBirthDateSsnInput>;

/** GET onboarding/plan/?coupon= (v1): the plans, with what a coupon would give when one is named. */
export const RegistrationPlanQuery = Type.Object({ coupon: Type.Optional(text(40)) }, { additionalProperties: false });
export type RegistrationPlanQuery = Static<typeof RegistrationPlanQuery>;
export const RegistrationPlanOffer = Type.Object({
  ...PlanList.properties,
  coupon: Nullable(Type.Object({ discount_code: Type.String(), description: Type.String() })),
});
export type RegistrationPlanOffer = Static<typeof RegistrationPlanOffer>;


/** The identity documents the person may send instead (ON-24 upload-documents/): kinds, sides and file types. */
export const DOCUMENT_KINDS = ['drivers_license', 'state_id', 'passport'] as const;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** At most 3 MB a file (base64 is 4/3 of it). */
export const MAX_DOCUMENT_BASE64 = 4_194_304;

/**
 * PUT v2/onboarding/upload-documents/ (ON-24): after an identity check the provider could not complete, a photo of an
 * identity document (front, and back for cards) goes to the provider's document check instead. Nothing is kept.
 */
export const RegistrationDocumentsInput = Type.Object({
  documents: Type.Array(Type.Object({
    kind: StringEnum(DOCUMENT_KINDS),
    side: StringEnum(['front', 'back'] as const),
    file_name: Type.String({ minLength: 1, maxLength: 200 }),
    content_type: StringEnum(DOCUMENT_TYPES),
    content_base64: Type.String({ minLength: 1, maxLength: MAX_DOCUMENT_BASE64 }),
  }, { additionalProperties: false }), { minItems: 1, maxItems: 2 }),
}, { additionalProperties: false });
export type RegistrationDocumentsInput = Static<typeof RegistrationDocumentsInput>;
