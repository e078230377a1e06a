import { Type, type Static } from 'typebox';
import { StringEnum } from './common';

/**
 * A solved sign-in challenge as the ALTCHA widget makes it: base64 of `{challenge, solution}`. Sent only after an answer
 * 429 `challenge_required`; a solution works once.
 */
export const ChallengeSolution = Type.String({ minLength: 1, maxLength: 4096, description: 'The ALTCHA payload (base64 JSON of the challenge and its solution)' });

const credentials = {
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  altcha: Type.Optional(ChallengeSolution),
};

/** POST web/users/login/check-credentials/: email and password. */
export const CredentialsInput = Type.Object(credentials, { additionalProperties: false });
export type CredentialsInput = Static<typeof CredentialsInput>;

/** The answer of check-credentials (SH-36). */
export const CredentialsCheck = Type.Object({ valid: Type.Boolean(), two_factor_required: Type.Boolean() });
export type CredentialsCheck = Static<typeof CredentialsCheck>;

/** POST web/users/login/: credentials and whether the device is trusted (86400 s idle instead of 900 s). */
export const LoginInput = Type.Object({ ...credentials, trust_device: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type LoginInput = Static<typeof LoginInput>;

/** The answer of a login: the token and the primary account. */
export const Login = Type.Object({ token: Type.String(), account_id: Type.Integer() });
export type Login = Static<typeof Login>;

/** GET csrf/: the CSRF token (also set as the qube_csrftoken cookie). */
export const CsrfToken = Type.Object({ csrf_token: Type.String() });
export type CsrfToken = Static<typeof CsrfToken>;

/** POST users/refresh-session/: the session's new end times. */
export const SessionTimes = Type.Object({
  expires_at: Type.String({ format: 'date-time', description: 'End of the session if idle from now (never after absolute_expires_at)' }),
  absolute_expires_at: Type.String({ format: 'date-time', description: 'Login + 1440 minutes' }),
});
export type SessionTimes = Static<typeof SessionTimes>;

/**
 * An ALTCHA proof-of-work challenge (v2: PBKDF2/SHA-256), signed by the API with an HMAC key only it holds; the widget
 * solves it in the browser. Extra parameters are kept as sent: the signature covers all of them.
 */
export const SignInChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    expiresAt: Type.Optional(Type.Integer({ description: 'Seconds since 1970; a solution after this is refused' })),
    data: Type.Optional(Type.Record(Type.String(), Type.String())),
  }, { additionalProperties: true }),
  signature: Type.String(),
});
export type SignInChallenge = Static<typeof SignInChallenge>;

/** Why a sign-in answered 429: too many requests from the address, or a challenge to solve first. */
export const SIGN_IN_REFUSALS = ['rate_limited', 'challenge_required'] as const;

/**
 * 429 of the sign-in calls. `challenge_required` (after repeated failures for the e-mail or from the address, or when the
 * solution sent was wrong, spent or expired) carries a new challenge: solve it and send the same call again with
 * `altcha`. `rate_limited` (a flood from one address) carries none and a Retry-After header.
 */
export const SignInRefused = Type.Object({
  fallback_message: Type.String({ description: 'A sentence to show' }),
  code: StringEnum(SIGN_IN_REFUSALS),
  challenge: Type.Optional(SignInChallenge),
}, { description: 'Too many requests from this address (rate_limited), or a challenge to solve first (challenge_required)' });
export type SignInRefused = Static<typeof SignInRefused>;
