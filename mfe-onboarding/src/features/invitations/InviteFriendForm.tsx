import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { failureText, invitationsApi } from './invitationsApi';

type Values = { email: string; first_name?: string; message?: string };

/** The e-mail rule of the forms (SD-15), so the browser says what the API would. */
const EMAIL_RULE = { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Please Enter a valid Email' };

/**
 * Invite a Friend (ON-70; fields and messages are ours): the friend's e-mail, an optional first name and note. The
 * API mails them a landing link carrying a referral code, so their first 60 days are free (ON-06).
 */
export function InviteFriendForm({ accountId }: { accountId: number }) {
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function send(values: Values) {
    setIsBusy(true);
    setError(null);
    setSent(null);
    try {
      const result = await invitationsApi.inviteFriend(accountId, {
        email: values.email.trim(),
        ...(values.first_name?.trim() ? { first_name: values.first_name.trim() } : {}),
        ...(values.message?.trim() ? { message: values.message.trim() } : {}),
      });
      setSent(result.message);
      form.resetFields();
    } catch (caught) {
      setError(failureText(caught, 'We could not send the invitation. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Invite a friend</h2>} style={{ marginBottom: 24 }}>
      <p>Your friend gets an e-mail with a link to open an account, and their first 60 days are free.</p>
      <Form form={form} name="invite-friend" layout="vertical" onFinish={(values) => void send(values)} requiredMark={false} style={{ maxWidth: 480 }}>
        <Form.Item label="Friend's e-mail" name="email" rules={[{ required: true, whitespace: true, message: 'This Field is required!' }, EMAIL_RULE]}>
          <Input type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item label="First name (optional)" name="first_name">
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Message (optional)" name="message">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isBusy}>
          Send Invitation
        </Button>
      </Form>
      {sent && <Alert type="success" showIcon title={sent} style={{ marginTop: 16 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Card>
  );
}
