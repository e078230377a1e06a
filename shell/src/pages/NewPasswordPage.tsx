import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ApiError, firstError, passwordChecklist, toAntdRule, validatePassword, validatePasswordMatch, validateRequired } from '@qube/shared';

type Values = { password: string; password_confirm: string };

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

/** /new-password?token=… (SH-38): chooses a new password with the rules of SD-15 to SD-17. */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <InvalidLink />;
}

function NewPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const password = Form.useWatch('password', form) ?? '';
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (isDone) {
    return (
      <Result
        status="success"
        title={PASSWORD_CHANGED}
        subTitle="Sign in with your new password."
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Sign in
          </Button>
        }
      />
    );
  }

  const onFinish = async (values: Values) => {
    setIsSubmitting(true);
    setError(null);
    try {
      await api.post('users/forgot-password/change/', { token, password: values.password, password_confirm: values.password_confirm }, { noAuth: true });
      setIsDone(true);
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.body?.fields ?? {}) : {};
      const fieldErrors = (['password', 'password_confirm'] as const).filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name] ?? ''] }));
      form.setFields(fieldErrors);
      // A field's message shows under it (the API repeats it as fallback_message); anything else, such as the invalid link, above the form.
      if (fieldErrors.length === 0) setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not change your password. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 460 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Choose a new password
        </Typography.Title>
        {error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={error}
            description={<Link to="/forgot-password">Request a new link</Link>}
          />
        )}
        <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ password: '', password_confirm: '' }} onFinish={onFinish}>
          <Form.Item label="New password" name="password" rules={[toAntdRule(firstError(validateRequired, validatePassword))]}>
            <Input.Password autoComplete="new-password" autoFocus aria-describedby="password-rules" />
          </Form.Item>
          <PasswordChecklist password={password} />
          <Form.Item
            label="Confirm password"
            name="password_confirm"
            dependencies={['password']}
            rules={[({ getFieldValue }) => toAntdRule(firstError(validateRequired, validatePasswordMatch(getFieldValue('password'))))]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            Change password
          </Button>
        </Form>
      </Card>
    </div>
  );
}

function InvalidLink() {
  return (
    <Result
      status="warning"
      title={INVALID_RESET_LINK}
      extra={<Link to="/forgot-password">Request a new link</Link>}
    />
  );
}

/**
 * The password rules, ticked live as the user types (SD-15): guidance from the spec. The API's own rules (8 to 128
 * characters, not a common password, not the e-mail) answer under the field. Also used by the manage-account Password card.
 */
export function PasswordChecklist({ password, id = 'password-rules' }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '-8px 0 16px', fontSize: 13 }}>
      {passwordChecklist(password).map((item) => (
        <li key={item.id} data-met={item.isMet} style={{ color: item.isMet ? '#237804' : '#5c5c5c', display: 'flex', gap: 6 }}>
          <span role="img" aria-label={item.isMet ? 'Met' : 'Not met'}>
            {item.isMet ? '✓' : '○'}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
