import { useState } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '@qube/shared';

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
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Unsubscribe from emails
        </Typography.Title>
        {token ? (
          <>
            <Typography.Paragraph type="secondary">
              We will stop sending news and offers to your address. Messages about your account and its security still arrive.
            </Typography.Paragraph>
            {done && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={done} />}
            {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
            {!done && (
              <Button type="primary" block size="large" loading={isSubmitting} onClick={() => void unsubscribe()}>
                Unsubscribe
              </Button>
            )}
          </>
        ) : (
          <Alert type="info" showIcon role="status" title={NO_UNSUBSCRIBE_TOKEN} />
        )}
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/">Go to the home page</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
