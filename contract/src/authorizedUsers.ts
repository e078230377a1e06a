import { Type, type Static } from 'typebox';
import { Id, Nullable, StringEnum } from './common';
import { PhoneNumberText, RegistrationAddressInput, VerificationCodeText } from './registration';

/**
 * Authorized users (ON-72). An account owner invites a person by e-mail; the person opens the mailed link (signed out)
 * and onboards with the nine `onboarding/authorized-user/…` calls of spec 002, which the spec names without bodies or
 * screens (gap). Fields, steps and messages are ours, recorded in docs/adr/0083-authorized-users.md.
 */

const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** The onboarding steps, in order: `completed_step_index` is the furthest one the person may open. */
export const AUTHORIZED_USER_STEPS = [
  'first-name-last-name-email',
  'birth-date',
  'phone-numbers',
  'phone-numbers-verify',
  'passcode',
  'debit-card-selection',
  'confirm-mailing-address',
  'summary',
] as const;
export type AuthorizedUserStep = (typeof AUTHORIZED_USER_STEPS)[number];

/** POST onboarding/authorized-user/invitation/ (ours): opens the mailed link's invitation and sets its cookie. */
export const AuthorizedUserOpenInput = Type.Object({
  invite_token: Type.String({ minLength: 1, maxLength: 128, description: 'The one-time token of the invitation link (?invite=)' }),
}, { additionalProperties: false });
export type AuthorizedUserOpenInput = Static<typeof AuthorizedUserOpenInput>;

/** POST onboarding/authorized-user/first-name-last-name-email/: the e-mail must be the invitation's. */
export const AuthorizedUserNameInput = Type.Object({
  first_name: text(60),
  last_name: text(60),
  email: text(254),
}, { additionalProperties: false });
export type AuthorizedUserNameInput = Static<typeof AuthorizedUserNameInput>;

/** POST onboarding/authorized-user/birth-date/: YYYY-MM-DD, at least 13 years old. */
export const AuthorizedUserBirthDateInput = Type.Object({ birth_date: text(20, 'YYYY-MM-DD') }, { additionalProperties: false });
export type AuthorizedUserBirthDateInput = Static<typeof AuthorizedUserBirthDateInput>;

/** POST onboarding/authorized-user/phone-numbers/: (###) ###-####; a 5-digit code is texted to it. */
export const AuthorizedUserPhoneInput = Type.Object({ phone_number: PhoneNumberText }, { additionalProperties: false });
export type AuthorizedUserPhoneInput = Static<typeof AuthorizedUserPhoneInput>;

/** POST onboarding/authorized-user/phone-numbers/verify/. */
export const AuthorizedUserVerifyInput = Type.Object({ verification_code: VerificationCodeText }, { additionalProperties: false });
export type AuthorizedUserVerifyInput = Static<typeof AuthorizedUserVerifyInput>;

/** POST onboarding/authorized-user/passcode/: the password, RSA-OAEP-256 with registration's public key (ON-47). */
export const AuthorizedUserPasscodeInput = Type.Object({
  encrypted_password: Type.String({ maxLength: 2048, description: 'Base64 RSA-OAEP-256 ciphertext (GET v2/onboarding/public-key/)' }),
}, { additionalProperties: false });
export type AuthorizedUserPasscodeInput = Static<typeof AuthorizedUserPasscodeInput>;

/** The card choices of an authorized user: the free ones only (nobody pays a checkout here). */
export const AUTHORIZED_USER_CARD_DESIGNS = ['classic'] as const;

/** POST onboarding/authorized-user/debit-card-selection/: a virtual card only, or a physical Classic card too. */
export const AuthorizedUserCardInput = Type.Object({
  virtual_card_selected: Type.Boolean(),
  debit_card_design: Type.Optional(Nullable(StringEnum(AUTHORIZED_USER_CARD_DESIGNS))),
}, { additionalProperties: false });
export type AuthorizedUserCardInput = Static<typeof AuthorizedUserCardInput>;

/** POST onboarding/authorized-user/confirm-mailing-address/: the address the card is mailed to, registration's body and rules. */
export const AuthorizedUserAddressInput = RegistrationAddressInput;
export type AuthorizedUserAddressInput = RegistrationAddressInput;

/** GET onboarding/authorized-user/confirm-mailing-address/: the saved address, else the account owner's. */
export const AuthorizedUserAddress = Type.Object({
  address_street: Nullable(Type.String()),
  address_apartment_no: Nullable(Type.String()),
  address_city: Nullable(Type.String()),
  address_state: Nullable(Type.String()),
  address_postal_code: Nullable(Type.String()),
  source: StringEnum(['yours', 'owner', 'none'], { description: 'Whose address this is: saved by the person, the owner\'s (prefill), or none' }),
});
export type AuthorizedUserAddress = Static<typeof AuthorizedUserAddress>;

/** POST onboarding/authorized-user/summary/: the person confirms; the user is created and signed in. */
export const AuthorizedUserSummaryInput = Type.Object({
  confirmed: Type.Boolean(),
  trust_device: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type AuthorizedUserSummaryInput = Static<typeof AuthorizedUserSummaryInput>;

/** The application as the browser reads it (never the password or the code). */
export const AuthorizedUserApplication = Type.Object({
  current_step: StringEnum(AUTHORIZED_USER_STEPS),
  completed_step_index: Type.Integer({ minimum: 0, maximum: AUTHORIZED_USER_STEPS.length - 1 }),
  account_name: Type.String(),
  inviter_name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String({ description: 'The invited e-mail address (fixed)' }),
  birth_date: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  is_phone_verified: Type.Boolean(),
  resend_after_seconds: Type.Integer({ minimum: 0, description: 'Seconds before another code can be texted (0: now)' }),
  has_password: Type.Boolean(),
  virtual_card_selected: Nullable(Type.Boolean()),
  debit_card_design: Nullable(StringEnum(AUTHORIZED_USER_CARD_DESIGNS)),
  address_street: Nullable(Type.String()),
  address_apartment_no: Nullable(Type.String()),
  address_city: Nullable(Type.String()),
  address_state: Nullable(Type.String()),
  address_postal_code: Nullable(Type.String()),
  expires_at: Type.String({ description: 'ISO 8601: the invitation link stops working then' }),
});
export type AuthorizedUserApplication = Static<typeof AuthorizedUserApplication>;

/** POST onboarding/authorized-user/summary/: the session token (the cookie is set too) and the owner's account. */
export const AuthorizedUserFinished = Type.Object({ token: Type.String(), account_id: Type.Integer() });
export type AuthorizedUserFinished = Static<typeof AuthorizedUserFinished>;

export const AUTHORIZED_USER_STATUSES = ['invited', 'active'] as const;

/** POST web/accounts/{id}/authorized-users/: the owner invites a person by e-mail. */
export const AuthorizedUserInviteInput = Type.Object({
  first_name: text(60),
  last_name: text(60),
  email: text(254),
}, { additionalProperties: false });
export type AuthorizedUserInviteInput = Static<typeof AuthorizedUserInviteInput>;

/** One authorized user of an account as its owner sees them. */
export const AuthorizedUser = Type.Object({
  id: Type.Integer({ description: 'The invitation id (also names an active authorized user for removal)' }),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  status: StringEnum(AUTHORIZED_USER_STATUSES),
  expires_at: Nullable(Type.String({ description: 'ISO 8601, while invited' })),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type AuthorizedUser = Static<typeof AuthorizedUser>;

export const AuthorizedUserList = Type.Object({ results: Type.Array(AuthorizedUser) });
export type AuthorizedUserList = Static<typeof AuthorizedUserList>;

export const AuthorizedUserResult = Type.Object({ authorized_user: AuthorizedUser, message: Type.String() });
export type AuthorizedUserResult = Static<typeof AuthorizedUserResult>;

export const AuthorizedUserRemoved = Type.Object({ message: Type.String() });
export type AuthorizedUserRemoved = Static<typeof AuthorizedUserRemoved>;

/** Path of DELETE web/accounts/{id}/authorized-users/{authorized_user_id}/. */
export const AuthorizedUserParams = Type.Object({ id: Id, authorized_user_id: Id }, { additionalProperties: false });
export type AuthorizedUserParams = Static<typeof AuthorizedUserParams>;
