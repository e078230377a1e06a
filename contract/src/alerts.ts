import { Type, type Static } from 'typebox';
import { Id, StringEnum } from './common';

/** The kinds of alert a person can switch (issue 25 §2), in the order the settings list them. */
export const ALERT_KINDS = ['bill_short', 'qube_low', 'purchase_declined', 'payment_failed', 'deposit_landed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What each kind is called in the notification settings. */
export const ALERT_KIND_LABELS: Record<AlertKind, { title: string; description: string }> = {
  bill_short: { title: 'A bill will be short', description: 'Before a bill is due, when its qube will not cover it.' },
  qube_low: { title: 'A qube is running low', description: 'When a spending qube has less than a fifth of its budget left.' },
  purchase_declined: { title: 'A purchase was declined', description: 'When a card purchase is declined, for example because no qube was open.' },
  payment_failed: { title: 'A payment failed', description: 'When a scheduled transfer, a bill, a transfer to a bank or a plan fee could not be paid.' },
  deposit_landed: { title: 'A deposit landed', description: 'When money arrives: a bank or card deposit, a direct deposit, money from a person.' },
};

/** How many days before a bill is due a short bill is told: the default, and the range a person may choose. */
export const BILL_DAYS_BEFORE = { default: 3, min: 1, max: 14 } as const;

const KindSetting = Type.Object({
  kind: StringEnum(ALERT_KINDS),
  enabled: Type.Boolean({ description: 'Off: no alert of this kind (event notifications the panel always lists stay)' }),
  email: Type.Boolean({ description: 'Also by e-mail' }),
  text: Type.Boolean({ description: 'Also by text message, to the phone number on the profile' }),
}, { additionalProperties: false });
export type AlertKindSetting = Static<typeof KindSetting>;

/** GET alerts/settings/: one person's alert settings for one account. */
export const AlertSettings = Type.Object({
  bill_days_before: Type.Integer({ minimum: BILL_DAYS_BEFORE.min, maximum: BILL_DAYS_BEFORE.max }),
  kinds: Type.Array(KindSetting),
  /** Whether texts can be sent at all: a texts provider is configured and the person has a phone number. */
  texts_available: Type.Boolean(),
});
export type AlertSettings = Static<typeof AlertSettings>;

/** PUT alerts/settings/: the whole settings (every kind once). */
export const AlertSettingsInput = Type.Object({
  account_id: Id,
  bill_days_before: Type.Integer({ minimum: BILL_DAYS_BEFORE.min, maximum: BILL_DAYS_BEFORE.max }),
  kinds: Type.Array(KindSetting, { minItems: 1, maxItems: ALERT_KINDS.length }),
}, { additionalProperties: false });
export type AlertSettingsInput = Static<typeof AlertSettingsInput>;
