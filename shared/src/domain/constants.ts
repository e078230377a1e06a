/** Company ids (SD-46). */
export const COMPANY = { main: 1, other: 2 } as const;
export type CompanyId = (typeof COMPANY)[keyof typeof COMPANY];

/** Client version label shown in footers (SD-53). */
export const CLIENT_VERSION = '4.0.41-alpha';

/** API protocol version sent with every call (SD-01). */
export const API_VERSION = '15';

/** Session timing in seconds or milliseconds, as named (SD-50). */
export const SESSION_TIMING = {
  lifetimeSeconds: 900,
  trustedLifetimeSeconds: 86400,
  absoluteLimitMinutes: 1440,
  reminderThresholdSeconds: 300,
  tickMs: 1000,
  skipAuthRedirectResetMs: 300000,
  logoutNavigationDelayMs: 100,
} as const;

/** Qube list fetch limit (SD-51). */
export const QUBE_LIST_LIMIT = 9999;
