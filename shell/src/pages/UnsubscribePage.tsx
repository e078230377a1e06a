import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { api, ApiError, firstError, toAntdRule, validateEmail, validateRequired } from '@qube/shared';

type Values = { email: string };

const FALLBACK_DONE = 'You have been unsubscribed from our emails.';

/** /unsubscribe-from-emails?email=… (SH-39): stops marketing emails for an address. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async ({ email }: Values) => {
    setIsSubmitting(true);
    setError(null);
    setDone(null);
    try {
      const { data } = await api.post<{ detail?: string }>('users/unsubscribe-from-emails/', { email: email.trim() }, { noAuth: true });
      setDone(data?.detail ?? FALLBACK_DONE);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.body?.fields?.email ?? caught.fallbackMessage ?? caught.message) : 'We could not unsubscribe you. Please try again.');
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
        <Typography.Paragraph type="secondary">
          We will stop sending news and offers to this address. Messages about your account and its security still arrive.
        </Typography.Paragraph>
        {done && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={done} />}
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <Form<Values> layout="vertical" requiredMark={false} initialValues={{ email: params.get('email') ?? '' }} onFinish={onFinish}>
          <Form.Item label="Email" name="email" rules={[toAntdRule(firstError(validateRequired, validateEmail))]}>
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            Unsubscribe
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/">Go to the home page</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
