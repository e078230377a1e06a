import { Type, type Static } from 'typebox';
import { Id, StringEnum } from './common';

import { ALERT_KINDS, BILL_DAYS_BEFORE } from './core/alerts';

export { ALERT_KINDS, ALERT_KIND_LABELS, BILL_DAYS_BEFORE, type AlertKind } from './core/alerts';

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
