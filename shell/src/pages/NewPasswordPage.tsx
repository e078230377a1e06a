import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ApiError, firstError, validateRequired } from '@qube/shared';
import { validatePassword, validatePasswordMatch } from '@qube/shared/password';
import { CARD_STYLE, PlainAlert, PlainButton, PlainField, TITLE_STYLE, PlainPasswordInput, usePlainForm } from '@qube/shared/ui/plain';
import { PASSWORD_CHANGED, PasswordChecklist } from './PasswordChecklist';
import { useShellPrimary } from './shellPlain';

export { PASSWORD_CHANGED, PasswordChecklist };

type Values = { password: string; password_confirm: string };

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

/**
 * /new-password?token=… (SH-38): chooses a new password with the rules of SD-15 to SD-17. Plain markup, no antd
 * (docs/adr/0015-plain-markup-first-views.md): a small public page should not pay for the UI library.
 */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <InvalidLink />;
}

const EMPTY: Values = { password: '', password_confirm: '' };

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const primary = useShellPrimary();
  const form = usePlainForm<Values>(EMPTY, {
    rules: {
      password: (v) => firstError(validateRequired, validatePassword)(v),
      password_confirm: (v, all) => firstError(validateRequired, validatePasswordMatch(all.password))(v),
    },
    dependencies: { password_confirm: ['password'] },
  });
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { values, errors } = form;

  if (isDone) {
    return (
      <Outcome title={PASSWORD_CHANGED} mark="✓" markColour="#237804">
        <p style={{ margin: '0 0 24px', color: '#595959' }}>Sign in with your new password.</p>
        <PlainButton variant="primary" color={primary} onClick={() => navigate('/')}>
          Sign in
        </PlainButton>
      </Outcome>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setIsSubmitting(true);
    setError(null);
    try {
      await api.post('users/forgot-password/change/', { token, password: values.password, password_confirm: values.password_confirm }, { noAuth: true });
      setIsDone(true);
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.body?.fields ?? {}) : {};
      const fieldErrors = Object.fromEntries((['password', 'password_confirm'] as const).filter((name) => fields[name]).map((name) => [name, fields[name] ?? '']));
      form.setErrors(fieldErrors);
      // A field's message shows under it (the API repeats it as fallback_message); anything else, such as the invalid link, above the form.
      if (Object.keys(fieldErrors).length === 0) setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not change your password. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  const password = (name: keyof Values, label: string, extra: { autoFocus?: boolean; describedBy?: string } = {}) => (
    <PlainField label={label} error={errors[name]}>
      {(control) => (
        <PlainPasswordInput
          {...control}
          aria-describedby={[extra.describedBy, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
          color={primary}
          value={values[name]}
          onChange={(e) => form.setValue(name, e.target.value)}
          autoComplete="new-password"
          autoFocus={extra.autoFocus}
        />
      )}
    </PlainField>
  );

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <div style={{ ...CARD_STYLE, width: '100%', maxWidth: 460, boxSizing: 'border-box' }}>
        <h1 style={{ ...TITLE_STYLE, fontSize: 26 }}>Choose a new password</h1>
        {error && (
          <PlainAlert
            type="error"
            style={{ marginBottom: 16 }}
            title={error}
            description={
              <Link to="/forgot-password" style={{ color: primary }}>
                Request a new link
              </Link>
            }
          />
        )}
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          {password('password', 'New password', { autoFocus: true, describedBy: 'password-rules' })}
          <PasswordChecklist password={values.password} />
          {password('password_confirm', 'Confirm password')}
          <PlainButton variant="primary" color={primary} type="submit" loading={isSubmitting} style={{ width: '100%', minHeight: 40, fontSize: 16 }}>
            Change password
          </PlainButton>
        </form>
      </div>
    </div>
  );
}

/** The end of the flow (what antd's Result drew): a mark, the sentence as the page's heading, what to do next. */
function Outcome({ title, mark, markColour, children }: { title: string; mark: string; markColour: string; children: ReactNode }) {
  return (
    <div style={{ textAlign: 'center', padding: '48px 32px' }}>
      <div aria-hidden="true" style={{ fontSize: 56, lineHeight: 1, color: markColour, marginBottom: 24 }}>
        {mark}
      </div>
      <h1 style={{ ...TITLE_STYLE, fontSize: 24, margin: '0 0 8px' }}>{title}</h1>
      {children}
    </div>
  );
}

function InvalidLink() {
  const primary = useShellPrimary();
  return (
    <Outcome title={INVALID_RESET_LINK} mark="!" markColour="#ad6800">
      <p style={{ marginTop: 24 }}>
        <Link to="/forgot-password" style={{ color: primary }}>
          Request a new link
        </Link>
      </p>
    </Outcome>
  );
}
