import { Type, type Static } from 'typebox';

/**
 * Guests and the Financial Playground (issue 11 section 2; ON-34 to ON-48, API-14 to API-16). A visitor who tries Qube
 * first becomes an anonymous user with a playground account of sample qubes, budgets and income; the anonymous sign-up
 * dialog turns that guest into a limited user in the same account. docs/adr/0077-guests-and-financial-playground.md
 * records the decisions.
 */

/** A UUID as crypto.randomUUID() makes it (checked by pattern: the API registers no string formats). */
const uuid = (description: string) => Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', maxLength: 36, description });
const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/**
 * POST users/ and POST users/authenticate-anonymous/ (API-14): the two random ids the browser made for this guest.
 * uuid_1 names the guest, uuid_2 is its secret (only its sha256 is stored).
 */
export const AnonymousUserInput = Type.Object({
  uuid_1: uuid('Names the guest (random, made by the browser)'),
  uuid_2: uuid('The guest\'s secret (random, made by the browser); only its sha256 is stored'),
  discount_code: Type.Optional(Type.Union([Type.Null(), text(40, 'A discount code carried from the landing (kept for checkout)')])),
}, { additionalProperties: false });
export type AnonymousUserInput = Static<typeof AnonymousUserInput>;

/** The session a guest starts (like a sign-in: the HttpOnly cookie is set too) and its playground account. */
export const AnonymousSession = Type.Object({
  token: Type.String(),
  account_id: Type.Integer(),
  user_type: Type.Literal('anonymous_user'),
});
export type AnonymousSession = Static<typeof AnonymousSession>;

/** POST users/limited-user/ (ON-40, API-15): the phone number a 5-digit code is texted to. */
export const LimitedUserPhoneInput = Type.Object({ phone_number: text(40, 'Formatted (###) ###-####') }, { additionalProperties: false });
export type LimitedUserPhoneInput = Static<typeof LimitedUserPhoneInput>;

/** The answer of a code sent: the seconds before another may be asked for (the dialog's 00:NN countdown, ON-42). */
export const LimitedUserCodeSent = Type.Object({
  detail: Type.String(),
  phone_number: Type.String(),
  resend_after_seconds: Type.Integer(),
  expires_in_seconds: Type.Integer(),
});
export type LimitedUserCodeSent = Static<typeof LimitedUserCodeSent>;

/** POST users/limited-user/verify-phone-number/ (ON-41): the code, and the landing's query and coupon (kept). */
export const LimitedUserVerifyInput = Type.Object({
  phone_number: text(40, 'Formatted (###) ###-####'),
  verification_code: text(20),
  url_params: Type.Optional(Type.Union([Type.Null(), text(2000, 'The landing\'s query string (kept for attribution)')])),
  coupon: Type.Optional(Type.Union([Type.Null(), text(40)])),
}, { additionalProperties: false });
export type LimitedUserVerifyInput = Static<typeof LimitedUserVerifyInput>;

/** The proof that this guest verified this phone: spent by create-limited-user/ within 15 minutes. */
export const LimitedUserTempToken = Type.Object({ temp_token: Type.String() });
export type LimitedUserTempToken = Static<typeof LimitedUserTempToken>;

/** ?account_id of create-limited-user/: the guest's playground account, where the limited user is created (ON-48). */
export const CreateLimitedUserQuery = Type.Object({ account_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type CreateLimitedUserQuery = Static<typeof CreateLimitedUserQuery>;

/** POST users/create-limited-user/?account_id (ON-46, API-16): the details step of the dialog. */
export const CreateLimitedUserInput = Type.Object({
  phone_number: text(40, 'Formatted (###) ###-####'),
  email: text(254),
  first_name: text(100),
  last_name: text(100),
  accepted_privacy_policy: Type.Boolean(),
  accepted_terms_and_conditions: Type.Boolean(),
  encrypted_password: text(2000, 'The password, RSA-OAEP-256 with the key of GET v2/onboarding/public-key/, base64'),
  ip_address: Type.Optional(Type.Union([Type.Null(), text(45)])),
  temp_token: text(200),
  trust_device: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type CreateLimitedUserInput = Static<typeof CreateLimitedUserInput>;

/** The limited user's session (the guest's ends) in the same account. */
export const LimitedUserSession = Type.Object({ token: Type.String(), account_id: Type.Integer() });
export type LimitedUserSession = Static<typeof LimitedUserSession>;
