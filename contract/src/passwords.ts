import { Type, type Static } from 'typebox';

/**
 * Passwords and e-mail opt-out (issue 9, ASVS 5.0 V6.2). Password strings may be longer than the rules allow (8 to 128
 * characters): up to the schema's limit the API answers with the rule's own message under the field.
 */
const password = Type.String({ maxLength: 200 });

/** POST users/change-password/ (signed in): the current password and the new one twice. */
export const PasswordChangeInput = Type.Object({
  current_password: password,
  password,
  password_confirm: password,
}, { additionalProperties: false });
export type PasswordChangeInput = Static<typeof PasswordChangeInput>;

/** POST users/unsubscribe-from-emails/: the signed token of the link at the end of every mail (`?token=`). */
export const UnsubscribeInput = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type UnsubscribeInput = Static<typeof UnsubscribeInput>;
