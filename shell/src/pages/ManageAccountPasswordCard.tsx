import { useState, type FormEvent } from 'react';
import { api, ApiError, firstError, validateRequired } from '@qube/shared';
import { validatePassword, validatePasswordMatch } from '@qube/shared/password';
import { PlainAlert, PlainButton, PlainCard, PlainField, PlainPasswordInput, usePlainForm } from '@qube/shared/ui/plain';
import { CARD_GAP } from './ManageAccountParts';
import { PASSWORD_CHANGED, PasswordChecklist } from './PasswordChecklist';
import { useShellPrimary } from './shellPlain';

type Values = { current_password: string; password: string; password_confirm: string };

const FIELDS = ['current_password', 'password', 'password_confirm'] as const;
const EMPTY: Values = { current_password: '', password: '', password_confirm: '' };
const RULES_ID = 'change-password-rules';

/**
 * Password card of /manage-account (issue 9, ASVS 5.0 V6.2.2 and V6.2.3): the current password and the new one twice,
 * with the reset page's strength guidance (SD-15 to SD-17). The API checks the current password and its own rules and
 * answers at the field; on success every other session of the user ends and this one stays.
 */
export function ManageAccountPasswordCard() {
  const primary = useShellPrimary();
  const form = usePlainForm<Values>(EMPTY, {
    rules: {
      current_password: (v) => validateRequired(v),
      password: (v) => firstError(validateRequired, validatePassword)(v),
      password_confirm: (v, all) => firstError(validateRequired, validatePasswordMatch(all.password))(v),
    },
    dependencies: { password_confirm: ['password'] },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { values, errors } = form;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setIsSubmitting(true);
    setNotice(null);
    setError(null);
    try {
      const { data } = await api.post<{ detail?: string }>('users/change-password/', values);
      form.reset();
      setNotice(data?.detail ?? PASSWORD_CHANGED);
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.body?.fields ?? {}) : {};
      const fieldErrors = Object.fromEntries(FIELDS.filter((name) => fields[name]).map((name) => [name, fields[name] ?? '']));
      form.setErrors(fieldErrors);
      // A field's message shows under it (the API repeats the first as fallback_message); anything else above the form.
      if (Object.keys(fieldErrors).length === 0) setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not change your password. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  const password = (name: keyof Values, autoComplete: string, label: string, describedBy?: string) => (
    <PlainField label={label} error={errors[name]}>
      {(control) => (
        <PlainPasswordInput
          {...control}
          aria-describedby={[describedBy, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
          color={primary}
          value={values[name]}
          onChange={(e) => {
            setNotice(null);
            form.setValue(name, e.target.value);
          }}
          autoComplete={autoComplete}
        />
      )}
    </PlainField>
  );

  return (
    <PlainCard title="Password" style={CARD_GAP}>
      {notice && <PlainAlert type="success" style={{ marginBottom: 16 }} title={notice} />}
      {error && <PlainAlert type="error" style={{ marginBottom: 16 }} title={error} />}
      <form noValidate onSubmit={(e) => void onSubmit(e)} style={{ maxWidth: 360 }}>
        {password('current_password', 'current-password', 'Current password')}
        {password('password', 'new-password', 'New password', RULES_ID)}
        <PasswordChecklist password={values.password} id={RULES_ID} />
        {password('password_confirm', 'new-password', 'Confirm new password')}
        <PlainButton variant="primary" color={primary} type="submit" loading={isSubmitting}>
          Change Password
        </PlainButton>
      </form>
    </PlainCard>
  );
}
