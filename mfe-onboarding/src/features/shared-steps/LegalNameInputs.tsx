import { validateRequired } from '@qube/shared';
import { PlainField, type PlainForm, type PlainRule } from '@qube/shared/ui/plain';
import { bindInput } from './bindInput';

export type LegalNameValues = { first_name: string; last_name: string };

/** Both names are required ('This Field is required!', SD-14). */
export function legalNameRules<V extends LegalNameValues>(): { first_name: PlainRule<V>; last_name: PlainRule<V> } {
  return { first_name: validateRequired, last_name: validateRequired };
}

/**
 * 'Legal First Name' and 'Legal Last Name' (`first_name`, `last_name`) in plain markup, for registration's start and
 * an authorized user's details (the guest sign-up dialog keeps antd's LegalNameFields).
 */
export function LegalNameInputs<V extends LegalNameValues>({ form }: { form: PlainForm<V> }) {
  return (
    <>
      <PlainField label="Legal First Name" error={form.errors.first_name} inputProps={{ ...bindInput(form, 'first_name'), autoComplete: 'given-name' }} />
      <PlainField label="Legal Last Name" error={form.errors.last_name} inputProps={{ ...bindInput(form, 'last_name'), autoComplete: 'family-name' }} />
    </>
  );
}
