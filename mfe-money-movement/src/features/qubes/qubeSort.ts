import { countsAsSpending, toCents, type Qube } from '@qube/shared';

export type QubeSection = 'spend' | 'bill' | 'goal';

/** Sort options per section, in the spec's order; the default is the last of each list (MM-07 to MM-09). */
export const SORT_OPTIONS: Record<QubeSection, readonly string[]> = {
  bill: ['Due Date', 'Underfunded', 'Bill Amount', 'Alphabetical', 'Last Activity', 'Manual'],
  spend: ['Last Activity', 'Most Opened', 'Alphabetical', 'balance high to low', 'balance low to high', 'Manual'],
  goal: ['Alphabetical', 'Goal Date', 'Goal Amount low to high', 'Goal Amount high to low', 'Manual'],
};

export const defaultSort = (section: QubeSection): string => SORT_OPTIONS[section][SORT_OPTIONS[section].length - 1] ?? 'Manual';

const byName = (a: Qube, b: Qube) => a.name.localeCompare(b.name);
const byCents = (pick: (q: Qube) => string | null | undefined) => (a: Qube, b: Qube) => {
  const diff = toCents(pick(a) ?? '0') - toCents(pick(b) ?? '0');
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
};
const byTimeDesc = (pick: (q: Qube) => string | null | undefined) => (a: Qube, b: Qube) =>
  (Date.parse(pick(b) ?? '') || 0) - (Date.parse(pick(a) ?? '') || 0);
const byManual = (a: Qube, b: Qube) => (a.manual_sort_position ?? Number.MAX_SAFE_INTEGER) - (b.manual_sort_position ?? Number.MAX_SAFE_INTEGER);

/** Bills that have no fixed next due date to sort by: paused, variable and Amazon bills (MM-10). */
export function sortsLastByDueDate(qube: Qube): boolean {
  const bill = qube.billqube;
  return Boolean(bill?.is_paused || bill?.payment_frequency === 'variable' || qube.merchant_group?.name.toLowerCase() === 'amazon');
}

const underfunded = (q: Qube): bigint => toCents(q.billqube?.bill_amount ?? '0') - toCents(q.balance);

const COMPARATORS: Record<string, (a: Qube, b: Qube) => number> = {
  'Due Date': (a, b) => {
    const lastA = sortsLastByDueDate(a);
    const lastB = sortsLastByDueDate(b);
    if (lastA !== lastB) return lastA ? 1 : -1;
    return (a.billqube?.next_due_date ?? '9999').localeCompare(b.billqube?.next_due_date ?? '9999') || byName(a, b);
  },
  Underfunded: (a, b) => {
    const diff = underfunded(b) - underfunded(a);
    return diff === 0n ? byName(a, b) : diff < 0n ? -1 : 1;
  },
  'Bill Amount': (a, b) => byCents((q) => q.billqube?.bill_amount)(b, a) || byName(a, b),
  Alphabetical: byName,
  'Last Activity': (a, b) => byTimeDesc((q) => q.last_activity_datetime)(a, b) || byName(a, b),
  'Most Opened': (a, b) =>
    (b.spendingqube?.number_of_times_opened_in_last_30_days ?? 0) - (a.spendingqube?.number_of_times_opened_in_last_30_days ?? 0) || byName(a, b),
  'balance high to low': (a, b) => byCents((q) => q.balance)(b, a) || byName(a, b),
  'balance low to high': (a, b) => byCents((q) => q.balance)(a, b) || byName(a, b),
  'Goal Date': (a, b) => (a.goalqube?.goal_date ?? '9999').localeCompare(b.goalqube?.goal_date ?? '9999') || byName(a, b),
  'Goal Amount low to high': (a, b) => byCents((q) => q.goalqube?.goal_amount)(a, b) || byName(a, b),
  'Goal Amount high to low': (a, b) => byCents((q) => q.goalqube?.goal_amount)(b, a) || byName(a, b),
  Manual: (a, b) => byManual(a, b) || byName(a, b),
};

/** The qubes of a section in the chosen order; an unknown option sorts as Manual. */
export function sortQubes(qubes: Qube[], option: string): Qube[] {
  return [...qubes].sort(COMPARATORS[option] ?? COMPARATORS.Manual);
}

/** MM-06: a goal qube counts as spending only when it allows spending. */

const SECTION_TYPE: Record<QubeSection, Qube['type']> = { spend: 'spending', bill: 'billing', goal: 'goal' };

/** The qubes a section lists: its own type, and in Spending also the goals that allow spending (MM-06). */
export function sectionQubes(qubes: Qube[], section: QubeSection): Qube[] {
  return qubes.filter((q) => (section === 'spend' ? countsAsSpending(q) : q.type === SECTION_TYPE[section]));
}

const STORAGE_KEY = (section: QubeSection) => `qube:qube-sort:${section}`;

/** The remembered choice per section (MM-11: kept in this browser's localStorage). */
export function readSortPreference(section: QubeSection, storage: Pick<Storage, 'getItem'> | null): string {
  const saved = storage?.getItem(STORAGE_KEY(section));
  return saved && SORT_OPTIONS[section].includes(saved) ? saved : defaultSort(section);
}

export function saveSortPreference(section: QubeSection, option: string, storage: Pick<Storage, 'setItem'> | null): void {
  storage?.setItem(STORAGE_KEY(section), option);
}
