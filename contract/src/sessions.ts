import { Type, type Static } from 'typebox';

/**
 * POST users/login-codes/: a one-time sign-in code for a link the site itself makes (`?token=` of SH-19: a partner
 * portal's 'Personal View', an e-mail). It signs in the user who made it, once, within `expires_in` seconds.
 */
export const LoginCode = Type.Object({
  code: Type.String({ description: '64 hex characters; put it in the link as ?token=' }),
  expires_in: Type.Integer({ description: 'Seconds the code stays valid (60)' }),
});
export type LoginCode = Static<typeof LoginCode>;

/** POST users/login-codes/exchange/: the code of a sign-in link. */
export const LoginCodeExchangeInput = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 128, description: 'The ?token= of the link' }) },
  { additionalProperties: false },
);
export type LoginCodeExchangeInput = Static<typeof LoginCodeExchangeInput>;
