import { validateRequired } from '@qube/shared';
import { PlainField, type PlainForm, type PlainRule } from '@qube/shared/ui/plain';
import { bindInput } from './bindInput';

export type BirthDateValues = { birth_date: string };

/** The birth date is required ('This Field is required!', SD-14); the API checks the age. */
export function birthDateRules<V extends BirthDateValues>(): { birth_date: PlainRule<V> } {
  return { birth_date: validateRequired };
}

/** 'Date of Birth' (`birth_date`, YYYY-MM-DD from the browser's date input), for registration's identity step and an authorized user's birth date. */
export function BirthDateInputs<V extends BirthDateValues>({ form }: { form: PlainForm<V> }) {
  return <PlainField label="Date of Birth" error={form.errors.birth_date} inputProps={{ ...bindInput(form, 'birth_date'), type: 'date', autoComplete: 'bday' }} />;
}
