import type { Qube } from './types';

/** A goal qube counts as spending only if it allows spending (MM-06); spending qubes always do. */
export const countsAsSpending = (qube: Pick<Qube, 'type' | 'goalqube'>): boolean =>
  qube.type === 'spending' || (qube.type === 'goal' && qube.goalqube?.allow_spending === true);

/** Whether a qube belongs under a type filter (All, Spending, Bills, Goals) of a qube list. */
export function matchesQubeFilter(qube: Pick<Qube, 'type' | 'goalqube'>, filter: 'all' | 'spending' | 'billing' | 'goal'): boolean {
  if (filter === 'all') return true;
  if (filter === 'spending') return countsAsSpending(qube);
  return qube.type === filter;
}
