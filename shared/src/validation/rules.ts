/**
 * Field rules with their exact messages (SD-14, SD-18 to SD-22). Each rule is a pure function:
 * the message when the value breaks it, else null. Only `required` flags an empty value; the others
 * pass an empty value, so an optional field is checked only when filled (combine with `required`).
 */

/** A pure field rule: the message when `value` breaks it, else null. */
export type Validator = (value: unknown) => string | null;

/** The exact messages of the field rules (spec strings where the spec gives one). */
export const VALIDATION_MESSAGES = {
  required: 'This Field is required!',
  email: 'Please Enter a valid Email',
  alphabets: 'Only Alphabets are Allowed!',
  numeric: 'Only Numbers are Allowed!',
  state: 'State must be 2 letters',
  zip: 'Zip code must be 5 digits',
  ssn: 'SSN must be 9 digits',
  phone: 'Please enter a valid phone number',
  verificationCode: 'Verification code must be 5 digits',
} as const;

/** Length of a verification code sent by text message (SD-22). */
export const VERIFICATION_CODE_LENGTH = 5;
/** Length of a phone number formatted as (###) ###-#### (SD-18, SD-21). */
export const PHONE_FORMATTED_LENGTH = 14;

/** SH-37: the consent line under every phone input that leads to a text message. */
export const SMS_CONSENT = 'message and data rates may apply, reply STOP to unsubscribe';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** True for null, undefined, a whitespace-only string and an empty array (SD-14). */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Text of a filled value, or null when empty (numbers count as their digits). */
function textOf(value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const matching = (pattern: RegExp, message: string): Validator => (value) => {
  const text = textOf(value);
  return text === null || pattern.test(text) ? null : message;
};

/** SD-14: 'This Field is required!'; whitespace-only input counts as empty. */
export const validateRequired: Validator = (value) => (isEmpty(value) ? VALIDATION_MESSAGES.required : null);

/** SD-19: 'Please Enter a valid Email'. */
export const validateEmail: Validator = matching(EMAIL, VALIDATION_MESSAGES.email);

/** SD-20: letters only; inner spaces are allowed for names such as 'Mary Ann'. */
export const validateAlphabets: Validator = matching(/^[A-Za-z]+( [A-Za-z]+)*$/, VALIDATION_MESSAGES.alphabets);

/** SD-20: digits only. */
export const validateNumeric: Validator = matching(/^\d+$/, VALIDATION_MESSAGES.numeric);

/** SD-18, SD-42: a state is exactly 2 letters ('CA'). */
export const validateState: Validator = matching(/^[A-Za-z]{2}$/, VALIDATION_MESSAGES.state);

/** SD-18, SH-42: a zip code is exactly 5 digits. */
export const validateZipCode: Validator = matching(/^\d{5}$/, VALIDATION_MESSAGES.zip);

/** SD-18: an SSN is exactly 9 digits; the dashes of ###-##-#### are allowed. */
export const validateSsn: Validator = matching(/^(\d{9}|\d{3}-\d{2}-\d{4})$/, VALIDATION_MESSAGES.ssn);

/** SD-18, SD-21: a phone number formatted as (###) ###-#### (14 characters). */
export const validatePhone: Validator = matching(PHONE, VALIDATION_MESSAGES.phone);

/** SD-22: a verification code is exactly 5 digits. */
export const validateVerificationCode: Validator = matching(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), VALIDATION_MESSAGES.verificationCode);

/** SD-21: the phone mask. Keeps up to 10 digits of any input and formats them as (###) ###-####, growing as typed. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** SD-22: keeps the digits of an input, at most `length` of them (a code input's mask). */
export function onlyDigits(input: string, length?: number): string {
  const digits = input.replace(/\D/g, '');
  return length === undefined ? digits : digits.slice(0, length);
}

/** The first message of several rules, in order, or null when all pass. */
export function firstError(...validators: Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return null;
  };
}
