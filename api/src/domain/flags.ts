/** The 15 feature flags of spec 000 section 3, all false unless set. */
export const FEATURE_FLAGS = [
  'web_spend_qubes',
  'web_bill_qubes',
  'web_goal_qubes',
  'planning_screen',
  'web_qube_masters',
  'auto_allocation',
  'web_move_money_internal',
  'web_move_money_ach_in',
  'web_move_money_card_deposit',
  'web_move_money_ach_out',
  'web_move_money_p2p',
  'card_fund',
  'monthly_reports',
  'web_open_qube_top_banner',
  'web_partner_revenue',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Every flag as a boolean, missing ones false. */
export const completeFlags = (stored: Record<string, boolean> | null | undefined): FeatureFlags =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, stored?.[flag] === true])) as FeatureFlags;

export const allFlags = (): Record<string, boolean> => Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true]));
export const flagsOf = (...flags: FeatureFlag[]): Record<string, boolean> => Object.fromEntries(flags.map((f) => [f, true]));
