import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { api, ApiError, firstError, toAntdRule, validateEmail, validateRequired } from '@qube/shared';

type Values = { email: string };

const FALLBACK_SENT = 'If an account exists for this email, we sent a link to reset your password.';

/** /forgot-password (SH-38): asks for the email and sends a reset link. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async ({ email }: Values) => {
    setIsSubmitting(true);
    setError(null);
    setSent(null);
    try {
      const { data } = await api.post<{ detail?: string }>('users/forgot-password/', { email: email.trim() }, { noAuth: true });
      setSent(data?.detail ?? FALLBACK_SENT);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.body?.fields?.email ?? caught.fallbackMessage ?? caught.message) : 'We could not send the link. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Forgot your password?
        </Typography.Title>
        <Typography.Paragraph type="secondary">Enter the email you sign in with and we will send you a link to choose a new password.</Typography.Paragraph>
        {sent && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={sent} />}
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <Form<Values> layout="vertical" requiredMark={false} initialValues={{ email: '' }} onFinish={onFinish}>
          <Form.Item label="Email" name="email" rules={[toAntdRule(firstError(validateRequired, validateEmail))]}>
            <Input autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            Send reset link
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to="/">Back to sign in</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
