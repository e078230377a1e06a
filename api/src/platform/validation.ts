import { InvalidError } from './errors';

/** SD-14..SD-21 messages the API shares with the web forms (exact strings). */
export const MESSAGES = {
  required: 'This Field is required!',
  email: 'Please Enter a valid Email',
  phone: 'Please enter a valid phone number',
  state: 'State must be 2 letters',
  zip: 'Zip code must be 5 digits',
} as const;

/** A plain email check: something@something.tld, no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The phone mask (###) ###-#### (14 characters). */
export const PHONE_RE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Whitespace-only counts as empty (SD-14). */
export const isBlank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/** Field errors collected in form order; throws 400 {fallback_message: first message, fields} when any. */
export class FieldErrors {
  private readonly fields: Record<string, string> = {};

  add(field: string, message: string): this {
    if (!this.fields[field]) this.fields[field] = message;
    return this;
  }

  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }

  throwIfAny(): void {
    const [first] = Object.values(this.fields);
    if (first) throw new InvalidError(first, 'invalid', { ...this.fields });
  }
}

/** Throws 400 with one field error (fallback_message = the message). */
export const fieldError = (field: string, message: string): never => {
  throw new InvalidError(message, 'invalid', { [field]: message });
};

/**
 * The legal names and e-mail of a person signing up (registration's start form, its v1 check, an authorized user):
 * each required (SD-14), the e-mail well formed. Added to `errors` in the form's order.
 */
export const checkNamesAndEmail = (errors: FieldErrors, body: { first_name: string; last_name: string; email: string }): FieldErrors => {
  if (isBlank(body.first_name)) errors.add('first_name', MESSAGES.required);
  if (isBlank(body.last_name)) errors.add('last_name', MESSAGES.required);
  if (isBlank(body.email)) errors.add('email', MESSAGES.required);
  else if (!EMAIL_RE.test(body.email.trim())) errors.add('email', MESSAGES.email);
  return errors;
};
