import type { Activity } from '@qube/shared';
import { makeActivity } from '../transaction-details/testActivities';
import { canReQube, isUnassigned, offersCloud, requbeChoices, requbeTabs, requbeTitle, type ReQubeTarget } from './requbeRules';

const t = (id: number | 'cloud', name: string, type: ReQubeTarget['type'], balance: string): ReQubeTarget => ({ id, name, type, balance, icon: null, app_icon: null });
const TARGETS = [t('cloud', 'Cloud', 'system', '500.00'), t(1, 'Groceries', 'spending', '100.00'), t(2, 'Rent', 'billing', '40.00'), t(3, 'Vacation', 'goal', '900.00')];
const qubeless = (overrides: Partial<Activity> = {}) => makeActivity({ qube: { id: 90, name: 'Qubeless' }, ...overrides });
const ids = (list: ReQubeTarget[]) => list.map((x) => x.id);

describe('requbeRules', () => {
  it('MM-33 needs an aggregate account and allow_reqube', () => {
    expect(canReQube({ allow_reqube: true }, true)).toBe(true);
    expect(canReQube({ allow_reqube: true }, false)).toBe(false);
    expect(canReQube({ allow_reqube: false }, true)).toBe(false);
  });

  it('MM-33 ON-54 an item in the Qubeless or Refunds bucket can be qubed on any account (so it can be cleared before migrating)', () => {
    expect(canReQube({ allow_reqube: true, special_budget: 'qubeless' }, false)).toBe(true);
    expect(canReQube({ allow_reqube: true, special_budget: 'refunds' }, false)).toBe(true);
    expect(canReQube({ allow_reqube: true, special_budget: null }, false)).toBe(false);
    expect(canReQube({ allow_reqube: false, special_budget: 'qubeless' }, false)).toBe(false);
  });

  it('MM-34 an activity the API places in a special budget is unassigned, whatever its qube says', () => {
    expect(isUnassigned(makeActivity({ qube: { id: 'cloud', name: 'Cloud' }, special_budget: 'qubeless' }))).toBe(true);
    expect(isUnassigned(makeActivity({ qube: { id: 1, name: 'Groceries' }, special_budget: null }))).toBe(false);
  });

  it('MM-34 MM-119 refunds and qubeless activity is unassigned and titled "Qube To"', () => {
    expect(isUnassigned(qubeless())).toBe(true);
    expect(isUnassigned(makeActivity({ qube: { id: 9, name: 'Refunds' } }))).toBe(true);
    expect(isUnassigned(makeActivity({ transaction_type: 'qubeless' }))).toBe(true);
    expect(isUnassigned(makeActivity())).toBe(false);
    expect(requbeTitle([qubeless()])).toBe('Qube To');
    expect(requbeTitle([makeActivity()])).toBe('ReQube To');
    expect(requbeTitle([qubeless(), makeActivity()])).toBe('ReQube To');
  });

  it('MM-120 shows All and a chip per enabled qube type', () => {
    expect(requbeTabs({ web_spend_qubes: true, web_bill_qubes: false, web_goal_qubes: true }).map((x) => x.label)).toEqual(['All', 'Spending', 'Goals']);
    expect(requbeTabs({ web_spend_qubes: false, web_bill_qubes: false, web_goal_qubes: false }).map((x) => x.label)).toEqual(['All']);
  });

  it('MM-121 offers Cloud only for an amount from 0 to 1.99 that is not a batch of unassigned items', () => {
    expect(offersCloud([makeActivity({ amount: '1.99' })])).toBe(true);
    expect(offersCloud([makeActivity({ amount: '2.00' })])).toBe(false);
    expect(offersCloud([makeActivity({ amount: '-0.50' })])).toBe(false);
    expect(offersCloud([qubeless({ amount: '1.00' })])).toBe(true);
    expect(offersCloud([qubeless({ id: 1, amount: '0.50' }), qubeless({ id: 2, amount: '0.50' })])).toBe(false);
    expect(offersCloud([makeActivity({ id: 1, amount: '0.50' }), makeActivity({ id: 2, amount: '1.00' })])).toBe(true);
  });

  it('MM-121 leaves out the current qube and filters by chip and search', () => {
    const refund = makeActivity({ amount: '1.00', qube: { id: 1, name: 'Groceries' } });
    expect(ids(requbeChoices({ targets: TARGETS, activities: [refund], tab: 'all', search: '' }).enough)).toEqual(['cloud', 2, 3]);
    expect(ids(requbeChoices({ targets: TARGETS, activities: [refund], tab: 'billing', search: '' }).enough)).toEqual([2]);
    expect(ids(requbeChoices({ targets: TARGETS, activities: [refund], tab: 'all', search: 'VAC' }).enough)).toEqual([3]);
    expect(requbeChoices({ targets: TARGETS, activities: [refund], tab: 'all', search: 'zzz' })).toEqual({ enough: [], short: [] });
  });

  it('MM-122 puts qubes whose balance is below a negative amount last, apart', () => {
    const purchase = makeActivity({ amount: '-50.00', qube: { id: 3, name: 'Vacation' } });
    const choices = requbeChoices({ targets: TARGETS, activities: [purchase], tab: 'all', search: '' });
    expect(ids(choices.enough)).toEqual([1]);
    expect(ids(choices.short)).toEqual([2]);
  });
});
