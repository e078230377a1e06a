/**
 * The plans and what they cost (ON-65, ON-67; the spec gives only Lite's price, the others are ours: ARCHITECTURE.md
 * "Plans and invitations"), for the API and every browser package (docs/adr/0100). Amounts in cents. Pure, no
 * dependencies: the browser bundles only what it imports.
 */

/** Every plan an account can be on; Qube+ (`plus`) is a household account, reached from an existing account only. */
export const PLAN_NAMES = ['lite', 'premium', 'family', 'plus'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** What each plan is called on screen, in invoices and in messages. */
export const PLAN_DISPLAY_NAMES = { lite: 'Lite', premium: 'Premium', family: 'Family', plus: 'Qube+' } as const satisfies Record<PlanName, string>;

/** Each plan's price a month and a year. Lite's own price is nothing: it charges for qubes beyond the free ones. */
export const PLAN_PRICES = {
  lite: { monthlyCents: 0n, yearlyCents: 0n },
  premium: { monthlyCents: 499n, yearlyCents: 4999n },
  family: { monthlyCents: 999n, yearlyCents: 9999n },
  plus: { monthlyCents: 1499n, yearlyCents: 14999n },
} as const satisfies Record<PlanName, { monthlyCents: bigint; yearlyCents: bigint }>;

/** Lite: the first three active qubes are free, each further one costs $1.00 a month. */
export const LITE_FREE_QUBES = 3;
export const LITE_EXTRA_QUBE_CENTS = 100n;

/** True for one of PLAN_NAMES. */
export const isPlanName = (plan: string): plan is PlanName => (PLAN_NAMES as readonly string[]).includes(plan);

/** What a plan costs a month for an account with `activeQubes` active qubes (Lite: $1.00 per qube beyond three; no plan: nothing). */
export const monthlyFeeCents = (plan: string, activeQubes: number): bigint => {
  if (plan === 'lite') return BigInt(Math.max(0, activeQubes - LITE_FREE_QUBES)) * LITE_EXTRA_QUBE_CENTS;
  return isPlanName(plan) ? PLAN_PRICES[plan].monthlyCents : 0n;
};
