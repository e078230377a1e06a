import { countsAsSpending, matchesQubeFilter } from './qubeRules';

const goal = (allow_spending: boolean) => ({ type: 'goal' as const, goalqube: { allow_spending, goal_amount: '100.00', goal_date: null } });

describe('qube rules', () => {
  it('MM-06 a goal qube counts as spending only if it allows spending', () => {
    expect(countsAsSpending(goal(true))).toBe(true);
    expect(countsAsSpending(goal(false))).toBe(false);
    expect(countsAsSpending({ type: 'spending', goalqube: null })).toBe(true);
    expect(countsAsSpending({ type: 'billing', goalqube: null })).toBe(false);
  });

  it('MM-06 MM-45 the Spending filter of a qube list also shows spendable goals; the others filter by type', () => {
    expect(matchesQubeFilter(goal(true), 'spending')).toBe(true);
    expect(matchesQubeFilter(goal(true), 'goal')).toBe(true);
    expect(matchesQubeFilter(goal(false), 'spending')).toBe(false);
    expect(matchesQubeFilter({ type: 'billing', goalqube: null }, 'billing')).toBe(true);
    expect(matchesQubeFilter({ type: 'billing', goalqube: null }, 'all')).toBe(true);
  });
});
