import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { api, ApiError, firstError, toAntdRule, validatePassword, validatePasswordMatch, validateRequired } from '@qube/shared';
import { PASSWORD_CHANGED, PasswordChecklist } from './NewPasswordPage';

type Values = { current_password: string; password: string; password_confirm: string };

const FIELDS = ['current_password', 'password', 'password_confirm'] as const;
const EMPTY: Values = { current_password: '', password: '', password_confirm: '' };

/**
 * Password card of /manage-account (issue 9, ASVS 5.0 V6.2.2 and V6.2.3): the current password and the new one twice,
 * with the reset page's strength guidance (SD-15 to SD-17). The API checks the current password and its own rules and
 * answers at the field; on success every other session of the user ends and this one stays.
 */
export function ManageAccountPasswordCard() {
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async (values: Values) => {
    setIsSubmitting(true);
    setNotice(null);
    setError(null);
    try {
      const { data } = await api.post<{ detail?: string }>('users/change-password/', values);
      form.resetFields();
      setNotice(data?.detail ?? PASSWORD_CHANGED);
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.body?.fields ?? {}) : {};
      const fieldErrors = FIELDS.filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name] ?? ''] }));
      form.setFields(fieldErrors);
      // A field's message shows under it (the API repeats the first as fallback_message); anything else above the form.
      if (fieldErrors.length === 0) setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not change your password. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Card title="Password" style={{ marginBottom: 16 }}>
      {notice && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={notice} />}
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={onFinish}
        onValuesChange={() => setNotice(null)}
        style={{ maxWidth: 360 }}
      >
        <Form.Item label="Current password" name="current_password" rules={[toAntdRule(validateRequired)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New password" name="password" rules={[toAntdRule(firstError(validateRequired, validatePassword))]}>
          <Input.Password autoComplete="new-password" aria-describedby="change-password-rules" />
        </Form.Item>
        <PasswordChecklist password={password} id="change-password-rules" />
        <Form.Item
          label="Confirm new password"
          name="password_confirm"
          dependencies={['password']}
          rules={[({ getFieldValue }) => toAntdRule(firstError(validateRequired, validatePasswordMatch(getFieldValue('password'))))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
