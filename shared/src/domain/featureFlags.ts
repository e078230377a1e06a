/** Every feature flag of spec 000 section 3; all default to false (SH-17, SD-40). */
export const FEATURE_FLAG_NAMES = [
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

export type FeatureFlag = (typeof FEATURE_FLAG_NAMES)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Flags as the client may read them: only when logged in, false unless the server says true. */
export function readFeatureFlags(isLoggedIn: boolean, fromServer: Partial<Record<string, unknown>> | undefined): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const name of FEATURE_FLAG_NAMES) {
    flags[name] = isLoggedIn && fromServer?.[name] === true;
  }
  return flags;
}
