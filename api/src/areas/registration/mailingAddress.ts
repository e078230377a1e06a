import type { RegistrationAddressInput } from '@qube/contract/registration';
import { FieldErrors, MESSAGES, isBlank } from '../../platform/validation';

/** A home or mailing address as the application forms keep it (trimmed; the state in capitals; no apartment → null). */
export type MailingAddress = {
  address_street: string;
  address_apartment_no: string | null;
  address_city: string;
  address_state: string;
  address_postal_code: string;
};

/**
 * Registration's address rules (SD-14, SD-18), which the authorized user's mailing address follows too: street,
 * city, state and zip required, the state 2 letters, the zip 5 digits. 400 with every field's error, else the address
 * as it is kept.
 */
export const parseMailingAddress = (body: RegistrationAddressInput): MailingAddress => {
  const errors = new FieldErrors();
  if (isBlank(body.address_street)) errors.add('address_street', MESSAGES.required);
  if (isBlank(body.address_city)) errors.add('address_city', MESSAGES.required);
  if (isBlank(body.address_state)) errors.add('address_state', MESSAGES.required);
  else if (!/^[A-Za-z]{2}$/.test(body.address_state.trim())) errors.add('address_state', MESSAGES.state);
  if (isBlank(body.address_postal_code)) errors.add('address_postal_code', MESSAGES.required);
  else if (!/^\d{5}$/.test(body.address_postal_code.trim())) errors.add('address_postal_code', MESSAGES.zip);
  errors.throwIfAny();
  return {
    address_street: body.address_street.trim(),
    address_apartment_no: body.address_apartment_no?.trim() || null,
    address_city: body.address_city.trim(),
    address_state: body.address_state.trim().toUpperCase(),
    address_postal_code: body.address_postal_code.trim(),
  };
};
