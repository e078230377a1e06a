import { Type, type Static } from 'typebox';
import { Account } from './accounts';
import { IntegerEnum, Nullable, StringEnum } from './common';

/** The company a user, a token and a page belong to (X-Company-Header-ID): 1 Qube, 2 Cubit Bank. */
export const CompanyId = IntegerEnum([1, 2]);
export type CompanyId = Static<typeof CompanyId>;

/** The kinds of user. */
export const USER_TYPES = ['regular_user', 'anonymous_user', 'limited_user'] as const;
/** A kind of user. */
export const UserType = StringEnum(USER_TYPES);
export type UserType = Static<typeof UserType>;

/** The signed-in user with their accounts and feature flags (SD-38). */
export const Me = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone_number: Nullable(Type.String()),
  user_type: UserType,
  primary_account: Account,
  sub_accounts: Type.Array(Account),
  households: Type.Array(Account),
  is_coach: Type.Boolean(),
  is_affiliate: Type.Boolean(),
  is_rewards_affiliate: Type.Boolean(),
  feature_flags: Type.Unsafe<Partial<Record<string, boolean>>>({ type: 'object', additionalProperties: { type: 'boolean' }, description: 'Every flag, on or off' }),
  address_street: Nullable(Type.String()),
  address_apartment_no: Nullable(Type.String()),
  address_city: Nullable(Type.String()),
  address_state: Nullable(Type.String()),
  address_postal_code: Nullable(Type.String()),
  company: Type.Optional(CompanyId),
  /**
   * ON-72: the user's role in `primary_account`: 'primary' (its owner) or 'authorized_user' (invited by the owner; the
   * account is the owner's, and the owner's controls are hidden). Optional so older answers stay valid.
   */
  account_role: Type.Optional(StringEnum(['primary', 'authorized_user'])),
});
export type Me = Static<typeof Me>;

/** ?account_id of users/me/: when given, it must be an account of the user. */
export const MeQuery = Type.Object({ account_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) });
export type MeQuery = Static<typeof MeQuery>;

/** POST users/add-new-phone-number/: the new number (a 5-digit code is texted to it). */
export const PhoneNumberInput = Type.Object({ phone_number: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export type PhoneNumberInput = Static<typeof PhoneNumberInput>;

/** POST users/verify-new-phone-number/: the number and the code texted to it. */
export const PhoneVerificationInput = Type.Object({
  phone_number: Type.String({ maxLength: 40 }),
  verification_code: Type.String({ maxLength: 20 }),
}, { additionalProperties: false });
export type PhoneVerificationInput = Static<typeof PhoneVerificationInput>;

/** The answer of a verified phone number. */
export const PhoneNumber = Type.Object({ phone_number: Type.String() });
export type PhoneNumber = Static<typeof PhoneNumber>;

const addressLine = Type.Optional(Nullable(Type.String({ maxLength: 200 })));

/** POST users/me/change-address/: street, city, 2-letter state and 5-digit zip required; apartment optional. */
export const AddressInput = Type.Object({
  address_street: addressLine,
  address_apartment_no: addressLine,
  address_city: addressLine,
  address_state: addressLine,
  address_postal_code: addressLine,
}, { additionalProperties: false });
export type AddressInput = Static<typeof AddressInput>;

/** The user's address and the proof-of-address documents waiting for review. */
export const Address = Type.Object({
  address_street: Nullable(Type.String()),
  address_apartment_no: Nullable(Type.String()),
  address_city: Nullable(Type.String()),
  address_state: Nullable(Type.String()),
  address_postal_code: Nullable(Type.String()),
  pending_documents: Type.Integer(),
});
export type Address = Static<typeof Address>;

/** The most files of one upload. */
export const MAX_DOCUMENTS_PER_UPLOAD = 5;
/** The largest proof-of-address file: 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** The longest content_base64: a 5 MB file in padded base64 (4 characters per 3 bytes), 6,990,508 characters. */
export const MAX_DOCUMENT_BASE64_LENGTH = 4 * Math.ceil(MAX_DOCUMENT_BYTES / 3);

/** One proof-of-address file, base64 in JSON (a multipart upload is turned into this shape). */
export const DocumentUpload = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  content_type: Type.String({ maxLength: 200 }),
  size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Ignored: the size of the decoded bytes is stored' })),
  content_base64: Type.String({
    maxLength: MAX_DOCUMENT_BASE64_LENGTH,
    description: 'The file in padded base64 (RFC 4648, no line breaks), at most 5 MB once decoded',
  }),
}, { additionalProperties: false });
export type DocumentUpload = Static<typeof DocumentUpload>;

/** POST users/me/change-address-documents/: PDF, PNG or JPEG files of at most 5 MB each. */
export const DocumentsInput = Type.Object({ documents: Type.Array(DocumentUpload, { maxItems: MAX_DOCUMENTS_PER_UPLOAD }) }, { additionalProperties: false });
export type DocumentsInput = Static<typeof DocumentsInput>;

/** The stored documents. */
export const UploadedDocuments = Type.Object({
  documents: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), size: Type.Integer() })),
});
export type UploadedDocuments = Static<typeof UploadedDocuments>;

/** POST users/forgot-password/ and users/unsubscribe-from-emails/: an email. */
export const EmailInput = Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false });
export type EmailInput = Static<typeof EmailInput>;

/** POST users/forgot-password/change/: the reset link's token and the new password twice. */
export const PasswordResetInput = Type.Object({
  token: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
  password_confirm: Type.String({ maxLength: 200 }),
}, { additionalProperties: false });
export type PasswordResetInput = Static<typeof PasswordResetInput>;
