import type { Qube } from '@qube/shared';
import { countsAsSpending } from '@qube/shared';
import { defaultSort, readSortPreference, saveSortPreference, sectionQubes, sortQubes, sortsLastByDueDate, SORT_OPTIONS } from './qubeSort';

const qube = (name: string, extra: Partial<Qube> = {}): Qube =>
  ({
    id: name.length,
    name,
    type: 'billing',
    balance: '0.00',
    goalqube: null,
    billqube: null,
    spendingqube: null,
    merchant_group: null,
    last_activity_datetime: null,
    manual_sort_position: null,
    ...extra,
  }) as Qube;
const bill = (name: string, next_due_date: string | null, extra: Partial<NonNullable<Qube['billqube']>> = {}, more: Partial<Qube> = {}) =>
  qube(name, { billqube: { is_paused: false, is_unlocked: false, payment_frequency: 'monthly', payment_interval: 1, bill_amount: '100.00', budget: null, next_due_date, payment_card: null, days_in_calendar: null, ...extra }, ...more });
const names = (qubes: Qube[]) => qubes.map((q) => q.name);

describe('qube sorting', () => {
  it('MM-07 bill sort options, default Manual', () => {
    expect(SORT_OPTIONS.bill).toEqual(['Due Date', 'Underfunded', 'Bill Amount', 'Alphabetical', 'Last Activity', 'Manual']);
    expect(defaultSort('bill')).toBe('Manual');
  });

  it('MM-08 spend sort options, default Manual', () => {
    expect(SORT_OPTIONS.spend).toEqual(['Last Activity', 'Most Opened', 'Alphabetical', 'balance high to low', 'balance low to high', 'Manual']);
    expect(defaultSort('spend')).toBe('Manual');
  });

  it('MM-09 goal sort options, default Manual', () => {
    expect(SORT_OPTIONS.goal).toEqual(['Alphabetical', 'Goal Date', 'Goal Amount low to high', 'Goal Amount high to low', 'Manual']);
    expect(defaultSort('goal')).toBe('Manual');
  });

  it('MM-10 due-date sort puts paused, variable and Amazon bills last', () => {
    const sorted = sortQubes(
      [
        bill('Paused', '2026-11-01', { is_paused: true }),
        bill('Rent', '2026-12-01'),
        bill('Variable', '2026-11-02', { payment_frequency: 'variable' }),
        bill('Phone', '2026-11-15'),
        bill('Prime', '2026-11-03', {}, { merchant_group: { name: 'Amazon' } }),
      ],
      'Due Date',
    );
    expect(names(sorted)).toEqual(['Phone', 'Rent', 'Paused', 'Variable', 'Prime']);
    expect(sortsLastByDueDate(bill('x', null, { is_paused: true }))).toBe(true);
  });

  it('sorts by balance, goal amount, most opened and manual position exactly', () => {
    const a = qube('A', { balance: '10.10', manual_sort_position: 2, spendingqube: { number_of_times_opened_in_last_30_days: 1 }, goalqube: { allow_spending: false, goal_amount: '300.00', goal_date: '2027-01-01' } });
    const b = qube('B', { balance: '10.09', manual_sort_position: 1, spendingqube: { number_of_times_opened_in_last_30_days: 5 }, goalqube: { allow_spending: false, goal_amount: '200.00', goal_date: '2026-12-01' } });
    expect(names(sortQubes([b, a], 'balance high to low'))).toEqual(['A', 'B']);
    expect(names(sortQubes([a, b], 'balance low to high'))).toEqual(['B', 'A']);
    expect(names(sortQubes([a, b], 'Most Opened'))).toEqual(['B', 'A']);
    expect(names(sortQubes([a, b], 'Manual'))).toEqual(['B', 'A']);
    expect(names(sortQubes([a, b], 'Goal Amount low to high'))).toEqual(['B', 'A']);
    expect(names(sortQubes([b, a], 'Goal Amount high to low'))).toEqual(['A', 'B']);
    expect(names(sortQubes([a, b], 'Goal Date'))).toEqual(['B', 'A']);
  });

  it('MM-11 remembers the choice per type', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readSortPreference('bill', storage)).toBe('Manual');
    saveSortPreference('bill', 'Due Date', storage);
    expect(readSortPreference('bill', storage)).toBe('Due Date');
    expect(readSortPreference('spend', storage)).toBe('Manual');
    store.set('qube:qube-sort:goal', 'Not an option');
    expect(readSortPreference('goal', storage)).toBe('Manual');
  });

  it('MM-06 a goal qube counts as spending only if it allows spending', () => {
    const goal = (name: string, allow_spending: boolean) => qube(name, { type: 'goal', goalqube: { allow_spending, goal_amount: '100.00', goal_date: null } });
    const spendable = goal('Spendable goal', true);
    const locked = goal('Locked goal', false);
    const spending = qube('Groceries', { type: 'spending' });
    const rent = qube('Rent');
    expect(countsAsSpending(spendable)).toBe(true);
    expect(countsAsSpending(locked)).toBe(false);
    expect(countsAsSpending(spending)).toBe(true);
    expect(countsAsSpending(rent)).toBe(false);
    const all = [spendable, locked, spending, rent];
    expect(names(sectionQubes(all, 'spend'))).toEqual(['Spendable goal', 'Groceries']);
    expect(names(sectionQubes(all, 'goal'))).toEqual(['Spendable goal', 'Locked goal']);
    expect(names(sectionQubes(all, 'bill'))).toEqual(['Rent']);
  });
});
