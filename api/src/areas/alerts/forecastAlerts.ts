import { and, eq, inArray } from 'drizzle-orm';
import { fromCents, toCents } from '@qube/contract/core/money';
import type { Database } from '../../platform/db/client';
import { notifications, pocketBalances, qubeBudgets, qubes } from '../../platform/db/schema';
import { isoDate, MONTH_NAMES } from '../../platform/dates';
import { usd } from '../plans';
import { currentBudget } from '../accounts';
import { inTransaction } from '../../platform/db/transactions';
import { loadForecast } from '../forecast';
import { BILL_SHORT_TYPE, QUBE_LOW_TYPE } from './alertKinds';
import { membersWithSettings } from './alertSettings';
import { alertEvents } from './schema';

/** A qube runs low when less than this share of its budget (1/5) is left in it. */
export const LOW_SHARE = { numerator: 1n, denominator: 5n } as const;

const shortDay = (date: string) => `${(MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '').slice(0, 3)} ${Number(date.slice(8, 10))}`;

type Alert = { kind: 'bill_short' | 'qube_low'; key: string; type: string; title: string; body: string; amount: bigint; qubeId: number };

/**
 * A bill qube whose forecast ends its due day below zero, within the days the account's people asked to be told
 * before (the most any of them chose): the shortfall is what it ends that day below zero (issue 25 §2).
 */
const shortBills = async (database: Pick<Database, 'db'>, accountId: number, now: Date, daysBefore: number): Promise<Alert[]> => {
  const { forecast, names } = await loadForecast(database.db, accountId, now, daysBefore + 1);
  return forecast.pockets.flatMap((pocket) => {
    const name = names.get(pocket.pocket)?.name ?? '';
    return pocket.events.flatMap((event): Alert[] => {
      if (event.kind !== 'bill') return [];
      const day = Math.round((Date.parse(`${event.date}T00:00:00Z`) - Date.parse(`${forecast.from}T00:00:00Z`)) / 86_400_000);
      const end = pocket.balances[day];
      if (end === undefined || end >= 0n) return [];
      const short = -end;
      return [{
        kind: 'bill_short', key: `${pocket.pocket}:${event.date}`, type: BILL_SHORT_TYPE, qubeId: pocket.pocket, amount: short,
        title: `${name} will be short on ${shortDay(event.date)}`,
        body: `${name} needs ${usd(short)} more for its bill due ${shortDay(event.date)}. Top up from Cloud.`,
      }];
    });
  });
};

/** A spending qube with a budget this period and less than a fifth of it left: once per qube and budget period. */
const lowQubes = async (database: Pick<Database, 'db'>, accountId: number, now: Date): Promise<Alert[]> => {
  const { db } = database;
  const budget = await currentBudget(db, accountId, isoDate(now));
  if (!budget) return [];
  const lines = await db
    .select({ qubeId: qubes.id, name: qubes.name, amount: qubeBudgets.amount })
    .from(qubeBudgets)
    .innerJoin(qubes, eq(qubes.id, qubeBudgets.qubeId))
    .where(and(eq(qubeBudgets.budgetId, budget.id), eq(qubes.accountId, accountId), eq(qubes.type, 'spending'), eq(qubes.isArchived, false)));
  const funded = lines.filter((line) => toCents(line.amount) > 0n);
  if (funded.length === 0) return [];
  const balances = await db
    .select({ pocket: pocketBalances.pocket, balance: pocketBalances.balance })
    .from(pocketBalances)
    .where(and(eq(pocketBalances.accountId, accountId), inArray(pocketBalances.pocket, funded.map((line) => line.qubeId))));
  const balanceOf = new Map(balances.map((row) => [row.pocket, toCents(row.balance)]));
  return funded.flatMap((line): Alert[] => {
    const budgetCents = toCents(line.amount);
    const left = balanceOf.get(line.qubeId) ?? 0n;
    if (left * LOW_SHARE.denominator >= budgetCents * LOW_SHARE.numerator) return [];
    return [{
      kind: 'qube_low', key: `${line.qubeId}:${budget.startDate}`, type: QUBE_LOW_TYPE, qubeId: line.qubeId, amount: left < 0n ? 0n : left,
      title: `${line.name} is running low`,
      body: `${line.name} has ${usd(left < 0n ? 0n : left)} left of its ${usd(budgetCents)} budget until ${shortDay(budget.endDate)}.`,
    }];
  });
};

/**
 * The forecast's alerts of one account, each written once (alert_events' key): the notification is written in the
 * same transaction as its event row, so a crash leaves both or neither, and two instances checking at once write one.
 * Returns how many were new; the account's live update follows when any was.
 */
export const checkForecastAlerts = async (database: Pick<Database, 'db' | 'events'>, accountId: number, now: Date): Promise<number> => {
  const members = await membersWithSettings(database.db, accountId);
  const billDays = Math.max(0, ...members.filter((m) => m.settings.kinds.bill_short.enabled).map((m) => m.settings.billDaysBefore));
  const wantsLow = members.some((m) => m.settings.kinds.qube_low.enabled);
  const alerts = [...(billDays > 0 ? await shortBills(database, accountId, now, billDays) : []), ...(wantsLow ? await lowQubes(database, accountId, now) : [])];
  let written = 0;
  for (const alert of alerts) {
    const wrote = await inTransaction(database.db, async (tx) => {
      const [event] = await tx.insert(alertEvents).values({ accountId, kind: alert.kind, eventKey: alert.key, createdAt: now }).onConflictDoNothing().returning({ key: alertEvents.eventKey });
      if (!event) return false;
      const [notification] = await tx
        .insert(notifications)
        .values({ accountId, type: alert.type, title: alert.title, body: alert.body, amount: fromCents(alert.amount), qubeId: alert.qubeId, createdAt: now })
        .returning({ id: notifications.id });
      await tx.update(alertEvents).set({ notificationId: notification?.id ?? null }).where(and(eq(alertEvents.accountId, accountId), eq(alertEvents.kind, alert.kind), eq(alertEvents.eventKey, alert.key)));
      return true;
    });
    if (wrote) written += 1;
  }
  if (written > 0) database.events.publish(accountId);
  return written;
};

