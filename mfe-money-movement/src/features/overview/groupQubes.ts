import type { Qube, QubeType } from '@qube/shared';

export type QubeGroup = { type: Exclude<QubeType, 'system'>; title: string; qubes: Qube[] };

const GROUPS: { type: QubeGroup['type']; title: string }[] = [
  { type: 'spending', title: 'Spending' },
  { type: 'billing', title: 'Bills' },
  { type: 'goal', title: 'Goals' },
];

/** Qubes by type in the order Spending, Bills, Goals; empty groups are left out. */
export function groupQubes(qubes: Qube[]): QubeGroup[] {
  return GROUPS.map((g) => ({ ...g, qubes: qubes.filter((q) => q.type === g.type) })).filter((g) => g.qubes.length > 0);
}
