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

/** Account types (SD-47); household is the aggregate (plus) account. */
export const ACCOUNT_TYPES = ['normal', 'authorized_adult', 'authorized_minor', 'household'] as const;

/** Per-qube auto-fund choice (SD-48). */
export const AUTO_FUND_CHOICE = { none: 0, fillToBudget: 1, fullBudget: 2 } as const;
export const AUTO_FUND_LABELS: Record<number, string> = { 0: 'None', 1: 'Fill To Budget', 2: '100% of Budget' };

/** Dialog widths and the qube list height in px (SD-49). */
export const DIALOG_WIDTH = { transfer: 574, stayLoggedIn: 374, cancelSeries: 303, upgrade: 375, migrationMax: 480 } as const;
export const QUBE_LIST_HEIGHT = 545;

/** Page sizes and limits (SD-51). */
export const LIMITS = {
  qubeList: 9999,
  notificationsPage: 30,
  activityPage: 20,
  revenuePage: 20,
  salesPage: 20,
  budgets: 1000,
  incomeGroups: 1000,
  requbeCloudThreshold: '1.99',
  bankDepositCancelMinutes: 15,
} as const;

/** Confetti and monitoring (SD-52). */
export const CONFETTI_DURATION_MS = 4000;
export const MONITORING_SAMPLE_RATE = 100;

/** Qube type codes (SD-45). */
export const QUBE_TYPE_CODES = { goal: 6, spending: 5, billing: 4 } as const;
