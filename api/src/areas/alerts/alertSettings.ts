import { and, eq } from 'drizzle-orm';
import { ALERT_KINDS, BILL_DAYS_BEFORE, type AlertKind, type AlertSettings, type AlertSettingsInput } from '@qube/contract/alerts';
import type { Db } from '../../platform/db/client';
import { accountMembers, users } from '../../platform/db/schema';
import { alertSettings } from './schema';

export type KindSetting = { enabled: boolean; email: boolean; text: boolean };
export type Settings = { billDaysBefore: number; kinds: Record<AlertKind, KindSetting> };

/** Without a choice of their own: every kind on, by e-mail too, no texts (a text costs and interrupts), 3 days. */
export const DEFAULT_KIND: KindSetting = { enabled: true, email: true, text: false };

const withDefaults = (row: { kinds: Record<string, Partial<KindSetting>>; billDaysBefore: number } | undefined): Settings => ({
  billDaysBefore: row?.billDaysBefore ?? BILL_DAYS_BEFORE.default,
  kinds: Object.fromEntries(ALERT_KINDS.map((kind) => [kind, { ...DEFAULT_KIND, ...(row?.kinds[kind] ?? {}) }])) as Record<AlertKind, KindSetting>,
});

/** One person's settings for one account, the defaults filled in. */
export const readAlertSettings = async (db: Db, userId: number, accountId: number): Promise<Settings> => {
  const [row] = await db.select().from(alertSettings).where(and(eq(alertSettings.userId, userId), eq(alertSettings.accountId, accountId)));
  return withDefaults(row);
};

/** Saves one person's settings for one account (every kind; a kind left out keeps its saved or default value). */
export const writeAlertSettings = async (db: Db, userId: number, accountId: number, input: Pick<AlertSettingsInput, 'bill_days_before' | 'kinds'>, now: Date): Promise<Settings> => {
  const current = await readAlertSettings(db, userId, accountId);
  const kinds = { ...current.kinds };
  for (const setting of input.kinds) kinds[setting.kind] = { enabled: setting.enabled, email: setting.email, text: setting.text };
  await db
    .insert(alertSettings)
    .values({ userId, accountId, kinds, billDaysBefore: input.bill_days_before, updatedAt: now })
    .onConflictDoUpdate({ target: [alertSettings.userId, alertSettings.accountId], set: { kinds, billDaysBefore: input.bill_days_before, updatedAt: now } });
  return { billDaysBefore: input.bill_days_before, kinds };
};

/** Whether the person has a phone number to text (the route adds whether texts are set up at all). */
export const hasPhoneNumber = async (db: Db, userId: number): Promise<boolean> => {
  const [user] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  return Boolean(user?.phone);
};

export const alertSettingsJson = (settings: Settings, textsAvailable: boolean): AlertSettings => ({
  bill_days_before: settings.billDaysBefore,
  kinds: ALERT_KINDS.map((kind) => ({ kind, ...settings.kinds[kind] })),
  texts_available: textsAvailable,
});

export type Member = { userId: number; email: string; phone: string | null; settings: Settings };

/** Everyone who belongs to the account, with their alert settings for it. */
export const membersWithSettings = async (db: Db, accountId: number): Promise<Member[]> => {
  const rows = await db
    .select({ userId: users.id, email: users.email, phone: users.phoneNumber, kinds: alertSettings.kinds, billDaysBefore: alertSettings.billDaysBefore })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .leftJoin(alertSettings, and(eq(alertSettings.userId, accountMembers.userId), eq(alertSettings.accountId, accountId)))
    .where(eq(accountMembers.accountId, accountId));
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    phone: row.phone,
    settings: withDefaults(row.kinds === null || row.billDaysBefore === null ? undefined : { kinds: row.kinds, billDaysBefore: row.billDaysBefore }),
  }));
};
