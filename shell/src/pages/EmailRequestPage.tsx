import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { api, ApiError, firstError, toAntdRule, validateEmail, validateRequired } from '@qube/shared';

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

/** A public page that sends one email address to the API and shows its answer (SH-38, SH-39). */
export function EmailRequestPage({ title, intro, path, submitLabel, doneMessage, failureMessage, initialEmail = '', autoFocus, backLink }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setIsSubmitting(true);
    setError(null);
    setDone(null);
    try {
      const { data } = await api.post<{ detail?: string }>(path, { email: email.trim() }, { noAuth: true });
      setDone(data?.detail ?? doneMessage);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.body?.fields?.email ?? caught.fallbackMessage ?? caught.message) : failureMessage);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {done && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={done} />}
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <Form<{ email: string }> layout="vertical" requiredMark={false} initialValues={{ email: initialEmail }} onFinish={onFinish}>
          <Form.Item label="Email" name="email" rules={[toAntdRule(firstError(validateRequired, validateEmail))]}>
            <Input autoComplete="email" inputMode="email" autoFocus={autoFocus} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          <Link to={backLink.to}>{backLink.label}</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
