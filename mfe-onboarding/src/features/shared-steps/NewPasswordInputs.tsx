import { firstError, getApiConfig, themeTokens, validateRequired } from '@qube/shared';
import { validatePassword, validatePasswordMatch } from '@qube/shared/password';
import { PlainField, PlainPasswordInput, type PlainForm, type PlainRule } from '@qube/shared/ui/plain';

export type NewPasswordValues = { password: string; passwordConfirm: string };

const checkPassword = firstError(validateRequired, validatePassword);

/** Registration's password rules (SD-15 to SD-17): the confirmation is checked again when the password changes. */
export function newPasswordRules<V extends NewPasswordValues>(): { password: PlainRule<V>; passwordConfirm: PlainRule<V> } {
  return {
    password: (value) => checkPassword(value),
    passwordConfirm: (value, values) => firstError(validateRequired, validatePasswordMatch(values.password))(value),
  };
}

/** What the confirmation depends on (usePlainForm's `dependencies`). */
export const NEW_PASSWORD_DEPENDENCIES: { passwordConfirm: 'password'[] } = { passwordConfirm: ['password'] };

/**
 * 'Password' and 'Confirm Password' (`password`, `passwordConfirm`) in plain markup, for registration's and an
 * authorized user's password step (the guest sign-up dialog keeps antd's NewPasswordFields).
 */
export function NewPasswordInputs<V extends NewPasswordValues>({ form }: { form: PlainForm<V> }) {
  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <>
      <PlainField label="Password" error={form.errors.password}>
        {(control) => (
          <PlainPasswordInput {...control} color={colour} name="password" autoComplete="new-password" value={form.values.password} onChange={(e) => form.setValue('password', e.target.value)} />
        )}
      </PlainField>
      <PlainField label="Confirm Password" error={form.errors.passwordConfirm}>
        {(control) => (
          <PlainPasswordInput
            {...control}
            color={colour}
            name="passwordConfirm"
            autoComplete="new-password"
            value={form.values.passwordConfirm}
            onChange={(e) => form.setValue('passwordConfirm', e.target.value)}
          />
        )}
      </PlainField>
    </>
  );
}
