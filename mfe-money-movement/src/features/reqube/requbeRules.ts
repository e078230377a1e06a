import { LIMITS, toCents, type Activity, type FeatureFlags, type MoneyString, type QubeType } from '@qube/shared';

/** A qube the activity can move to; Cloud is `id: 'cloud'`. */
export type ReQubeTarget = { id: number | 'cloud'; name: string; type: QubeType; balance: MoneyString; icon: string | null; app_icon: string | null };

export type ReQubeTab = 'all' | 'spending' | 'billing' | 'goal';

/** The special budgets whose activity is unassigned (MM-34). */
const UNASSIGNED_BUDGETS = ['refunds', 'qubeless'];

/**
 * Activity with no qube of its own: the special budgets refunds and qubeless (MM-34), named by the qube the
 * activity carries or by the qubeless transaction type.
 */
export function isUnassigned(activity: Pick<Activity, 'qube' | 'transaction_type' | 'special_budget'>): boolean {
  // The API names the special bucket (refunds, qubeless) an unassigned item sits in.
  if (activity.special_budget) return true;
  if (activity.transaction_type === 'qubeless' || activity.qube === null) return true;
  return UNASSIGNED_BUDGETS.includes(activity.qube.name.toLowerCase());
}

/**
 * MM-33: the action exists only on an aggregate (household) account and when the item allows it. Items waiting in the
 * Qubeless or Refunds bucket can be qubed on any account: ON-54 asks a person to reqube them before migrating, which
 * only a non-household account does (docs/adr/0078-migration-to-qube-plus.md).
 */
export const canReQube = (activity: Pick<Activity, 'allow_reqube'> & Partial<Pick<Activity, 'special_budget'>>, isAggregateAccount: boolean): boolean =>
  (isAggregateAccount || Boolean(activity.special_budget)) && activity.allow_reqube;

/** MM-119, MM-34: 'Qube To' when what moves is unassigned. */
export const requbeTitle = (activities: Activity[]): string => (activities.length > 0 && activities.every(isUnassigned) ? 'Qube To' : 'ReQube To');

const totalCents = (activities: Activity[]): bigint => activities.reduce((sum, a) => sum + toCents(a.amount), 0n);

/** MM-121: Cloud only for an amount that is not negative and at most 1.99, and never for a batch of unassigned items. */
export function offersCloud(activities: Activity[]): boolean {
  if (activities.length > 1 && activities.every(isUnassigned)) return false;
  if (activities.some((a) => toCents(a.amount) < 0n)) return false;
  return totalCents(activities) <= toCents(LIMITS.requbeCloudThreshold);
}

/** MM-120: All, then a chip per qube type whose flag is on. */
export function requbeTabs(flags: Pick<FeatureFlags, 'web_spend_qubes' | 'web_bill_qubes' | 'web_goal_qubes'>): { key: ReQubeTab; label: string }[] {
  return [
    { key: 'all', label: 'All' },
    ...(flags.web_spend_qubes ? [{ key: 'spending' as const, label: 'Spending' }] : []),
    ...(flags.web_bill_qubes ? [{ key: 'billing' as const, label: 'Bills' }] : []),
    ...(flags.web_goal_qubes ? [{ key: 'goal' as const, label: 'Goals' }] : []),
  ];
}

/**
 * The qubes offered (MM-120 to MM-122): without the current qube (the one every item is in), Cloud only when
 * allowed, by chip and search. For a negative amount, qubes whose balance is below it come last, apart (`short`).
 */
export function requbeChoices(input: { targets: ReQubeTarget[]; activities: Activity[]; tab: ReQubeTab; search: string }): { enough: ReQubeTarget[]; short: ReQubeTarget[] } {
  const { targets, activities, tab, search } = input;
  const current = new Set(activities.map((a) => String(a.qube?.id ?? '')));
  const currentId = current.size === 1 ? [...current][0] : null;
  const isCloudOffered = offersCloud(activities);
  const needle = search.trim().toLowerCase();
  const shown = targets.filter(
    (t) =>
      String(t.id) !== currentId &&
      (t.id !== 'cloud' || isCloudOffered) &&
      (tab === 'all' || t.type === tab) &&
      t.name.toLowerCase().includes(needle),
  );
  const total = totalCents(activities);
  if (total >= 0n) return { enough: shown, short: [] };
  const isShort = (t: ReQubeTarget) => toCents(t.balance) < -total;
  return { enough: shown.filter((t) => !isShort(t)), short: shown.filter(isShort) };
}
