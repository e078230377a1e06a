import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError, firstError, validateEmail, validateRequired } from '@qube/shared';
import { CARD_STYLE, PlainAlert, PlainButton, PlainField, SECONDARY_TEXT, TITLE_STYLE, usePlainForm } from '@qube/shared/ui/plain';
import { useShellPrimary } from './shellPlain';

type Props = {
  title: string;
  intro: string;
  /** The public API call that takes `{email}` and answers `{detail}`. */
  path: string;
  submitLabel: string;
  /** Shown when the API answers without a detail. */
  doneMessage: string;
  failureMessage: string;
  initialEmail?: string;
  autoFocus?: boolean;
  backLink: { to: string; label: string };
};

/**
 * A public page that sends one email address to the API and shows its answer (SH-38, SH-39). Plain markup, no antd
 * (docs/adr/0015-plain-markup-first-views.md): a small public page should not pay for the UI library.
 */
export function EmailRequestPage({ title, intro, path, submitLabel, doneMessage, failureMessage, initialEmail = '', autoFocus, backLink }: Props) {
  const primary = useShellPrimary();
  const form = usePlainForm({ email: initialEmail }, { rules: { email: (v) => firstError(validateRequired, validateEmail)(v) } });
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setIsSubmitting(true);
    setError(null);
    setDone(null);
    try {
      const { data } = await api.post<{ detail?: string }>(path, { email: form.values.email.trim() }, { noAuth: true });
      setDone(data?.detail ?? doneMessage);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.body?.fields?.email ?? caught.fallbackMessage ?? caught.message) : failureMessage);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <div style={{ ...CARD_STYLE, width: '100%', maxWidth: 420, boxSizing: 'border-box' }}>
        <h1 style={{ ...TITLE_STYLE, fontSize: 26 }}>{title}</h1>
        <p style={{ ...SECONDARY_TEXT, margin: '0 0 1em' }}>{intro}</p>
        {done && <PlainAlert type="success" style={{ marginBottom: 16 }} title={done} />}
        {error && <PlainAlert type="error" style={{ marginBottom: 16 }} title={error} />}
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <PlainField
            label="Email"
            error={form.errors.email}
            inputProps={{ value: form.values.email, onChange: (e) => form.setValue('email', e.target.value), autoComplete: 'email', inputMode: 'email', autoFocus }}
          />
          <PlainButton variant="primary" color={primary} type="submit" loading={isSubmitting} style={{ width: '100%', minHeight: 40, fontSize: 16 }}>
            {submitLabel}
          </PlainButton>
        </form>
        <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to={backLink.to} style={{ color: primary }}>
            {backLink.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
