import { formatPhone, toCents, validateEmail, validatePhone, validateRequired } from '@qube/shared';
import type { CoachProfile, CoachProfilePatch } from '@qube/contract/partners';
import { urlError } from '../../ui/validators';

/** The form's values: prices as exact decimal strings ('' = not offered), links and phone as text. */
export type ProfileValues = {
  active_clients: number;
  power_session: string;
  group_pricing: string;
  individual_pricing: string;
  discovery_calendar: string;
  power_user_webinar: string;
  group_calendar: string;
  individual_calendar: string;
  is_taking_new_clients: boolean;
  phone_number: string;
  email: string;
  tune_affiliate_code: string;
};

export const PRICE_FIELDS = ['power_session', 'group_pricing', 'individual_pricing'] as const;
export const LINK_FIELDS = ['discovery_calendar', 'power_user_webinar', 'group_calendar', 'individual_calendar'] as const;

/** The API's bounds (contract partners.ts). */
export const PRICE_MAX = '10000.00';
export const PRICE_MESSAGE = 'Enter a price from 0.00 to 10000.00.';
export const ACTIVE_CLIENTS_MAX = 10000;
export const ACTIVE_CLIENTS_MESSAGE = `Enter a whole number from 0 to ${ACTIVE_CLIENTS_MAX}.`;

/** A price: empty (not offered) or an amount from 0.00 to 10000.00, compared in cents. */
export function priceError(value: string): string | null {
  if (!value) return null;
  try {
    const cents = toCents(value);
    return cents >= 0n && cents <= toCents(PRICE_MAX) ? null : PRICE_MESSAGE;
  } catch {
    return PRICE_MESSAGE;
  }
}

/** A phone number: optional; when given, a US number (###) ###-####. */
export const phoneError = (value: string): string | null => (value.trim() ? validatePhone(formatPhone(value)) : null);

/** The contact e-mail: required and well formed. */
export const emailError = (value: string): string | null => validateRequired(value) ?? validateEmail(value.trim());

export const activeClientsError = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ACTIVE_CLIENTS_MAX ? null : ACTIVE_CLIENTS_MESSAGE;

/** The active clients as typed in a text field: digits only, then the same bounds. */
export const activeClientsText = (value: string): string | null => (/^\d+$/.test(value.trim()) ? activeClientsError(Number(value.trim())) : ACTIVE_CLIENTS_MESSAGE);

export { urlError };

export function valuesOf(profile: CoachProfile): ProfileValues {
  return {
    active_clients: profile.active_clients,
    power_session: profile.pricing.power_session ?? '',
    group_pricing: profile.pricing.group_pricing ?? '',
    individual_pricing: profile.pricing.individual_pricing ?? '',
    discovery_calendar: profile.links.discovery_calendar ?? '',
    power_user_webinar: profile.links.power_user_webinar ?? '',
    group_calendar: profile.links.group_calendar ?? '',
    individual_calendar: profile.links.individual_calendar ?? '',
    is_taking_new_clients: profile.is_taking_new_clients,
    phone_number: profile.phone_number ? formatPhone(profile.phone_number) : '',
    email: profile.email,
    tune_affiliate_code: profile.tune_affiliate_code ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
// The money field shows $0.00 as empty: an empty or zero price is "not offered" (null).
const priceOrNull = (amount: string) => (amount === '' || toCents(amount) === 0n ? null : amount);

/** The PATCH body: every field, empty ones as null (cleared). */
export function patchOf(values: ProfileValues): CoachProfilePatch {
  return {
    active_clients: values.active_clients,
    pricing: { power_session: priceOrNull(values.power_session), group_pricing: priceOrNull(values.group_pricing), individual_pricing: priceOrNull(values.individual_pricing) },
    links: {
      discovery_calendar: orNull(values.discovery_calendar),
      power_user_webinar: orNull(values.power_user_webinar),
      group_calendar: orNull(values.group_calendar),
      individual_calendar: orNull(values.individual_calendar),
    },
    is_taking_new_clients: values.is_taking_new_clients,
    phone_number: orNull(values.phone_number),
    email: values.email.trim(),
    tune_affiliate_code: orNull(values.tune_affiliate_code),
  };
}

/** The API's field names ('pricing.power_session') → the form's. */
export const API_FIELD_PATHS: Record<string, [string]> = {
  active_clients: ['active_clients'],
  is_taking_new_clients: ['is_taking_new_clients'],
  phone_number: ['phone_number'],
  email: ['email'],
  tune_affiliate_code: ['tune_affiliate_code'],
  ...Object.fromEntries(PRICE_FIELDS.map((f) => [`pricing.${f}`, [f]])),
  ...Object.fromEntries(LINK_FIELDS.map((f) => [`links.${f}`, [f]])),
};
