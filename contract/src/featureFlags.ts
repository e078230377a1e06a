/**
 * The 15 feature flags of spec 000 section 3 (SD-40), each false unless the API says true (SH-17). The API stores and
 * answers them (`feature_flags` of users/me/) and the browser's guards read them: both take the names from here. Plain
 * values with no schema code, so the browser may import them at run time.
 */
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

/** One feature flag's name. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
/** Every flag, on or off. */
export type FeatureFlags = Record<FeatureFlag, boolean>;
