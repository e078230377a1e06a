import { and, asc, count, eq, gt, gte, inArray, max, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { budgets, incomeGroups, incomes } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/errors';
import { fromCents, isMoney, money, toCents } from '@qube/contract/core/money';
import { addDays, DATED_RECURRING_VALUES, FREQUENCIES, nextOccurrence, REPEAT_INTERVAL, type CalendarEntry } from '@qube/contract/core/repeat';
import { FieldErrors, isBlank, MESSAGES } from '../../platform/validation';

/** The JSON shapes of shared/src/domain/types.ts (IncomeInstance, IncomeGroup; PL-10 to PL-16). */
export type IncomeType = 'expected' | 'recurring';
/** income_group is null only for rows older than income groups (the migration gives every stored row one). */
export type IncomeInstanceJson = { id: number; income_group: number | null; type: IncomeType; name: string; amount: string; date: string };
export type IncomeGroupJson = {
  id: number;
  name: string;
  amount: string;
  start_date: string;
  recurring: string;
  frequency: string | null;
  transfer_interval: number | null;
  days_in_calendar: CalendarEntry[];
  expected_income_instances: IncomeInstanceJson[];
  recurring_income_instances: IncomeInstanceJson[];
};

/** What POST and PATCH budgets/income-groups/ take (IncomeGroupInput). */
export type IncomeGroupBody = {
  account_id: number;
  name: string;
  amount: string | number;
  start_date: string;
  recurring: string;
  frequency?: string | null;
  transfer_interval?: number | null;
  days_in_calendar?: CalendarEntry[];
};
/** What PATCH budgets/{expected,recurring}-income/{id}/ takes. */
export type IncomeInstanceBody = { account_id: number; name?: string; amount?: string | number; date?: string };

type GroupRow = typeof incomeGroups.$inferSelect;
type IncomeRow = typeof incomes.$inferSelect;
type GroupValues = Pick<GroupRow, 'name' | 'amount' | 'startDate' | 'recurring' | 'frequency' | 'transferInterval' | 'daysInCalendar'>;

export const INCOME_NOT_FOUND = 'Income not found.';
export const INCOME_NAME_MAX = 60;
export const INCOME_MESSAGES = {
  nameTooLong: `Use ${INCOME_NAME_MAX} characters or fewer.`,
  amount: 'Enter an amount from $0.01 to $1,000,000.00.',
  date: 'Enter a valid date.',
  dateInPast: 'Choose today or a later date.',
  dateOutsideBudget: 'Choose a date in this budget period.',
  recurring: 'Choose how often this income comes.',
  frequency: 'Choose daily, weekly, monthly or yearly.',
  interval: 'Enter a whole number from 1 to 99.',
} as const;
/** Income repeats like orders do, except 'variable' (an income needs known dates). */
export const INCOME_RECURRING_VALUES = DATED_RECURRING_VALUES;

const MAX_AMOUNT_CENTS = 100_000_000n;
/** Stops a runaway series (a daily income over many budgets stays far below it). */
const MAX_OCCURRENCES = 5000;

export const incomeNotFound = () => new NotFoundError(INCOME_NOT_FOUND, 'income_not_found');

export const typeOf = (recurring: string): IncomeType => (recurring === 'none' ? 'expected' : 'recurring');

export const instanceJson = (row: IncomeRow): IncomeInstanceJson => ({
  id: row.id,
  income_group: row.incomeGroupId,
  type: row.kind === 'recurring' ? 'recurring' : 'expected',
  name: row.name,
  amount: money(row.amount),
  date: row.date,
});

// ---- validation ----------------------------------------------------------------------------------------------------

const parseName = (value: string | undefined, errors: FieldErrors): string => {
  const name = (value ?? '').trim();
  if (isBlank(name)) errors.add('name', MESSAGES.required);
  else if (name.length > INCOME_NAME_MAX) errors.add('name', INCOME_MESSAGES.nameTooLong);
  return name;
};

const parseAmount = (value: string | number, errors: FieldErrors): string => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'NaN') : value.trim();
  if (text === '') {
    errors.add('amount', MESSAGES.required);
    return '0.00';
  }
  if (!isMoney(text) || toCents(text) <= 0n || toCents(text) > MAX_AMOUNT_CENTS) {
    errors.add('amount', INCOME_MESSAGES.amount);
    return '0.00';
  }
  return fromCents(toCents(text));
};

const isRealDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === text;
};

const parseDate = (field: string, value: string, errors: FieldErrors): string => {
  const text = value.trim();
  if (text === '') errors.add(field, MESSAGES.required);
  else if (!isRealDate(text)) errors.add(field, INCOME_MESSAGES.date);
  return text;
};

/**
 * An IncomeGroupInput checked field by field (400 {fallback_message, fields} with every failing field). The start date
 * must be today or later; `keepStart` (PATCH) also allows the group's own start date, so an edit keeps its anchor.
 */
export const parseGroupBody = (body: IncomeGroupBody, today: string, keepStart?: string): GroupValues => {
  const errors = new FieldErrors();
  const name = parseName(body.name, errors);
  const amount = parseAmount(body.amount, errors);
  const startDate = parseDate('start_date', body.start_date, errors);
  if (isRealDate(startDate) && startDate < today && startDate !== keepStart) errors.add('start_date', INCOME_MESSAGES.dateInPast);
  const recurring = body.recurring.trim();
  const isCustom = recurring === 'custom';
  if (!(INCOME_RECURRING_VALUES as readonly string[]).includes(recurring)) errors.add('recurring', INCOME_MESSAGES.recurring);
  const frequency = isCustom ? (body.frequency ?? null) : null;
  if (isCustom && !(FREQUENCIES as readonly (string | null)[]).includes(frequency)) errors.add('frequency', INCOME_MESSAGES.frequency);
  const interval = body.transfer_interval ?? null;
  if (isCustom && (interval === null || !Number.isInteger(interval) || interval < REPEAT_INTERVAL.min || interval > REPEAT_INTERVAL.max)) errors.add('transfer_interval', INCOME_MESSAGES.interval);
  else if (!isCustom && interval !== null && (!Number.isInteger(interval) || interval < REPEAT_INTERVAL.min || interval > REPEAT_INTERVAL.max)) errors.add('transfer_interval', INCOME_MESSAGES.interval);
  errors.throwIfAny();
  return {
    name,
    amount,
    startDate,
    recurring,
    frequency,
    transferInterval: recurring === 'none' ? null : interval,
    daysInCalendar: isCustom ? (body.days_in_calendar ?? []) : [],
  };
};

// ---- occurrences -----------------------------------------------------------------------------------------------------

/** The group's occurrence dates from `from` (inclusive) to `until` (inclusive), as recurrence.ts computes orders'. */
export const occurrences = (group: GroupValues, from: string, until: string): string[] => {
  const first = group.startDate > from ? group.startDate : from;
  if (group.recurring === 'none') return group.startDate >= from && group.startDate <= until ? [group.startDate] : [];
  const rule = {
    recurring: group.recurring,
    frequency: group.frequency,
    transferInterval: group.transferInterval,
    daysInCalendar: group.daysInCalendar as CalendarEntry[],
    startDate: group.startDate,
  };
  const dates: string[] = [];
  let next = nextOccurrence(rule, addDays(first, -1));
  while (next !== null && next <= until && dates.length < MAX_OCCURRENCES) {
    dates.push(next);
    next = nextOccurrence(rule, next);
  }
  return dates;
};

/**
 * Stores the group's instances dated `from` or later into the account's budgets whose period holds them, up to the end
 * of the account's last budget; occurrences in periods without a budget are not stored.
 */
const materialise = async (tx: Db, group: GroupRow, from: string) => {
  const [last] = await tx.select({ end: max(budgets.endDate) }).from(budgets).where(eq(budgets.accountId, group.accountId));
  if (!last?.end) return;
  const periods = await tx
    .select({ id: budgets.id, start: budgets.startDate, end: budgets.endDate })
    .from(budgets)
    .where(and(eq(budgets.accountId, group.accountId), gte(budgets.endDate, from)))
    .orderBy(asc(budgets.startDate), asc(budgets.id));
  const rows = occurrences(group, from, last.end).flatMap((date) => {
    const budget = periods.find((p) => p.start <= date && date <= p.end);
    return budget
      ? [{ budgetId: budget.id, incomeGroupId: group.id, kind: typeOf(group.recurring), name: group.name, amount: group.amount, date }]
      : [];
  });
  if (rows.length > 0) await tx.insert(incomes).values(rows);
};

// ---- groups ----------------------------------------------------------------------------------------------------------

/** An active income group of the account, or 404 'Income not found.'. */
export const loadGroup = async (db: Db, accountId: number, groupId: number): Promise<GroupRow> => {
  const [row] = await db
    .select()
    .from(incomeGroups)
    .where(and(eq(incomeGroups.id, groupId), eq(incomeGroups.accountId, accountId), eq(incomeGroups.isActive, true)))
    .limit(1);
  if (!row) throw incomeNotFound();
  return row;
};

const groupsJson = async (db: Db, groups: GroupRow[]): Promise<IncomeGroupJson[]> => {
  const ids = groups.map((g) => g.id);
  const rows = ids.length === 0
    ? []
    : await db.select().from(incomes).where(inArray(incomes.incomeGroupId, ids)).orderBy(asc(incomes.date), asc(incomes.id));
  return groups.map((g) => {
    const own = rows.filter((r) => r.incomeGroupId === g.id).map(instanceJson);
    return {
      id: g.id,
      name: g.name,
      amount: money(g.amount),
      start_date: g.startDate,
      recurring: g.recurring,
      frequency: g.frequency,
      transfer_interval: g.transferInterval,
      days_in_calendar: g.daysInCalendar as CalendarEntry[],
      expected_income_instances: own.filter((i) => i.type === 'expected'),
      recurring_income_instances: own.filter((i) => i.type === 'recurring'),
    };
  });
};

export const groupJson = async (db: Db, group: GroupRow): Promise<IncomeGroupJson> => {
  const [json] = await groupsJson(db, [group]);
  if (!json) throw incomeNotFound();
  return json;
};

export const countGroups = async (db: Db, accountId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(incomeGroups).where(and(eq(incomeGroups.accountId, accountId), eq(incomeGroups.isActive, true)));
  return Number(row?.n ?? 0);
};

/** One page of the account's active groups, by name, each with its instances by date. */
export const listGroups = async (db: Db, accountId: number, limit: number, offset: number): Promise<IncomeGroupJson[]> => {
  const groups = await db
    .select()
    .from(incomeGroups)
    .where(and(eq(incomeGroups.accountId, accountId), eq(incomeGroups.isActive, true)))
    .orderBy(asc(incomeGroups.name), asc(incomeGroups.id))
    .limit(limit)
    .offset(offset);
  return groupsJson(db, groups);
};

/** Creates the group and its instances (call inside a transaction). */
export const createGroup = async (tx: Db, accountId: number, values: GroupValues): Promise<GroupRow> => {
  const [group] = await tx.insert(incomeGroups).values({ ...values, accountId }).returning();
  if (!group) throw new Error('income group insert failed');
  await materialise(tx, group, group.startDate);
  return group;
};

/** Updates the group and replaces its instances dated today or later; earlier ones stay as history. */
export const updateGroup = async (tx: Db, group: GroupRow, values: GroupValues, today: string): Promise<GroupRow> => {
  const [updated] = await tx.update(incomeGroups).set(values).where(eq(incomeGroups.id, group.id)).returning();
  if (!updated) throw incomeNotFound();
  await tx.delete(incomes).where(and(eq(incomes.incomeGroupId, group.id), gte(incomes.date, today)));
  await materialise(tx, updated, today);
  return updated;
};

/** Deletes the group's instances dated today or later and deactivates it; earlier ones stay as history. */
export const deleteGroup = async (tx: Db, group: GroupRow, today: string) => {
  await tx.delete(incomes).where(and(eq(incomes.incomeGroupId, group.id), gte(incomes.date, today)));
  await tx.update(incomeGroups).set({ isActive: false }).where(eq(incomeGroups.id, group.id));
};

// ---- instances -------------------------------------------------------------------------------------------------------

/** An instance of the account reached through the path of its type, with its budget; else 404 'Income not found.'. */
export const loadInstance = async (db: Db, accountId: number, type: IncomeType, id: number) => {
  const [row] = await db
    .select({ income: incomes, budget: { startDate: budgets.startDate, endDate: budgets.endDate } })
    .from(incomes)
    .innerJoin(budgets, eq(budgets.id, incomes.budgetId))
    .where(and(eq(incomes.id, id), eq(incomes.kind, type), eq(budgets.accountId, accountId)))
    .limit(1);
  if (!row) throw incomeNotFound();
  return row;
};

/** Edits one instance; its date must stay in its budget's period. */
export const updateInstance = async (
  db: Db,
  { income, budget }: Awaited<ReturnType<typeof loadInstance>>,
  body: IncomeInstanceBody,
): Promise<IncomeInstanceJson> => {
  const errors = new FieldErrors();
  const name = body.name === undefined ? income.name : parseName(body.name, errors);
  const amount = body.amount === undefined ? income.amount : parseAmount(body.amount, errors);
  const date = body.date === undefined ? income.date : parseDate('date', body.date, errors);
  if (isRealDate(date) && (date < budget.startDate || date > budget.endDate)) errors.add('date', INCOME_MESSAGES.dateOutsideBudget);
  errors.throwIfAny();
  const [row] = await db.update(incomes).set({ name, amount, date }).where(eq(incomes.id, income.id)).returning();
  if (!row) throw incomeNotFound();
  return instanceJson(row);
};

/**
 * Deletes one instance, or with `deleteFuture` it and every later instance of its group, and the group stops there
 * (inactive). A group left without any instance is deactivated too, so it leaves the list.
 */
export const deleteInstance = async (tx: Db, income: IncomeRow, deleteFuture: boolean) => {
  const groupId = income.incomeGroupId;
  if (groupId === null || !deleteFuture) {
    await tx.delete(incomes).where(eq(incomes.id, income.id));
  } else {
    await tx.delete(incomes).where(and(
      eq(incomes.incomeGroupId, groupId),
      or(eq(incomes.id, income.id), gt(incomes.date, income.date), and(eq(incomes.date, income.date), gt(incomes.id, income.id))),
    ));
  }
  if (groupId === null) return;
  const [left] = await tx.select({ n: count() }).from(incomes).where(eq(incomes.incomeGroupId, groupId));
  if (deleteFuture || Number(left?.n ?? 0) === 0) {
    await tx.update(incomeGroups).set({ isActive: false }).where(eq(incomeGroups.id, groupId));
  }
};
