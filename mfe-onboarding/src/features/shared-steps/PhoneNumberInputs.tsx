import { firstError, formatPhone, PHONE_FORMATTED_LENGTH, SMS_CONSENT, validatePhone, validateRequired } from '@qube/shared';
import { PlainField, type PlainForm, type PlainRule } from '@qube/shared/ui/plain';
import { bindInput } from './bindInput';

export type PhoneNumberValues = { phone_number: string };

/** The mobile number is required and typed as (###) ###-#### (SD-14, SD-18). */
export function phoneNumberRules<V extends PhoneNumberValues>(): { phone_number: PlainRule<V> } {
  return { phone_number: firstError(validateRequired, validatePhone) };
}

/**
 * 'Phone Number' (`phone_number`, masked as typed), for registration's start and an authorized user's phone step; both
 * text a code to it, so the SMS consent line (SH-37) shows under it.
 */
export function PhoneNumberInputs<V extends PhoneNumberValues>({ form }: { form: PlainForm<V> }) {
  return (
    <PlainField
      label="Phone Number"
      help={SMS_CONSENT}
      error={form.errors.phone_number}
      inputProps={{ ...bindInput(form, 'phone_number', formatPhone), inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(555) 555-5555', maxLength: PHONE_FORMATTED_LENGTH }}
    />
  );
}
