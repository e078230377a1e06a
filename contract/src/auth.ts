import { Type, type Static } from 'typebox';

const credentials = {
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
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
