import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '@qube/shared';
import { CARD_STYLE, PlainAlert, PlainButton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { useShellPrimary } from './shellPlain';

export const NO_UNSUBSCRIBE_TOKEN = 'Open the unsubscribe link from one of our emails.';

/**
 * /unsubscribe-from-emails?token=… (SH-39): the link at the end of every mail carries a signed token naming its user, so
 * nobody can unsubscribe someone else by typing their address. A click on 'Unsubscribe' confirms (a mail scanner that
 * opens the link does not unsubscribe anyone).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const colour = useShellPrimary();

  const unsubscribe = async () => {
    setIsSubmitting(true);
    setError(null);
    try {
      const { data } = await api.post<{ detail?: string }>('users/unsubscribe-from-emails/', { token }, { noAuth: true });
      setDone(data?.detail ?? 'You have been unsubscribed from our emails.');
    } catch (caught) {
      setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not unsubscribe you. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <div style={{ ...CARD_STYLE, width: '100%', maxWidth: 420, boxSizing: 'border-box' }}>
        <h1 style={{ ...TITLE_STYLE, fontSize: 26 }}>Unsubscribe from emails</h1>
        {token ? (
          <>
            <p style={{ ...SECONDARY_TEXT, marginTop: 0 }}>
              We will stop sending news and offers to your address. Messages about your account and its security still arrive.
            </p>
            {done && <PlainAlert type="success" role="status" style={{ marginBottom: 16 }} title={done} />}
            {error && <PlainAlert type="error" role="alert" style={{ marginBottom: 16 }} title={error} />}
            {!done && (
              <PlainButton variant="primary" color={colour} loading={isSubmitting} onClick={() => void unsubscribe()} style={{ width: '100%', height: 40, fontSize: 16 }}>
                Unsubscribe
              </PlainButton>
            )}
          </>
        ) : (
          <PlainAlert type="info" role="status" title={NO_UNSUBSCRIBE_TOKEN} />
        )}
        <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/" style={{ color: colour }}>
            Go to the home page
          </Link>
        </p>
      </div>
    </div>
  );
}
