import { firstError, validateEmail, validateRequired } from '@qube/shared';
import { PlainField, type PlainForm, type PlainRule } from '@qube/shared/ui/plain';
import { bindInput } from './bindInput';

export type EmailValues = { email: string };

/** The e-mail is required and must be one (SD-14, SD-19). */
export function emailRules<V extends EmailValues>(): { email: PlainRule<V> } {
  return { email: firstError(validateRequired, validateEmail) };
}

/** 'Email' (`email`), for registration's start and an authorized user's details. */
export function EmailInputs<V extends EmailValues>({ form }: { form: PlainForm<V> }) {
  return <PlainField label="Email" error={form.errors.email} inputProps={{ ...bindInput(form, 'email'), type: 'email', autoComplete: 'email' }} />;
}
