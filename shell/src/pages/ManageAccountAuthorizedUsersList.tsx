import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Skeleton, Tag, Typography } from 'antd';
import { api, ApiError, toAntdRule, useAccountData, validateEmail, validateRequired } from '@qube/shared';

type Values = { first_name: string; last_name: string; email: string };

/**
 * The shapes of contract/src/authorizedUsers.ts (AuthorizedUser, its list and the invite's answer). The shell takes the
 * contract's types through @qube/shared, which does not re-export these yet: written here until it does.
 */
export type AuthorizedUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: 'invited' | 'active';
  expires_at: string | null;
  created_at: string;
};
type AuthorizedUserList = { results: AuthorizedUser[] };
type AuthorizedUserResult = { authorized_user: AuthorizedUser; message: string };

const messageOf = (caught: unknown, fallback: string) => (caught instanceof ApiError ? caught.fallbackMessage : null) ?? fallback;

const loadUsers = async (id: number) => (await api.get<AuthorizedUserList>(`web/accounts/${id}/authorized-users/`, undefined, { mute: true })).data.results;

/**
 * The owner's side of authorized users (ON-72), inside the /manage-account card once opened: who is invited or active,
 * cancel or remove after a confirm, and the invite form (checked here and by the API, whose message is shown).
 */
export function ManageAccountAuthorizedUsersList({ accountId }: { accountId: number }) {
  const load = useAccountData(loadUsers);
  const { reload } = load;
  const [form] = Form.useForm<Values>();
  const [isSending, setIsSending] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AuthorizedUser | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  const invite = async (values: Values) => {
    setIsSending(true);
    setInviteError(null);
    setNotice(null);
    try {
      const { data } = await api.post<AuthorizedUserResult>(`web/accounts/${accountId}/authorized-users/`, values, { mute: true });
      setNotice(data.message);
      form.resetFields();
      reload();
    } catch (caught) {
      setInviteError(messageOf(caught, 'We could not send this invitation. Please try again.'));
      const fields = caught instanceof ApiError ? caught.body?.fields : undefined;
      if (fields) form.setFields(Object.entries(fields).filter(([name]) => ['first_name', 'last_name', 'email'].includes(name)).map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
    } finally {
      setIsSending(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setIsRemoving(true);
    setRemoveError(null);
    try {
      const { data } = await api.delete<{ message: string }>(`web/accounts/${accountId}/authorized-users/${removing.id}/`, undefined, { mute: true });
      setNotice(data.message);
      setRemoving(null);
      reload();
    } catch (caught) {
      setRemoveError(messageOf(caught, 'We could not make this change. Please try again.'));
    } finally {
      setIsRemoving(false);
    }
  };

  const isInvited = removing?.status === 'invited';
  return (
    <>
      {notice && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={notice} />}
      {load.status === 'loading' && <Skeleton active paragraph={{ rows: 1 }} aria-label="Loading authorized users" />}
      {load.status === 'error' && <Alert type="error" showIcon title="We could not load your authorized users." description={load.error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reload}>Retry</Button>} />}
      {load.status === 'ready' && load.data.length > 0 && (
        <ul aria-label="Authorized users" style={{ listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 12 }}>
          {load.data.map((person) => {
            const name = `${person.first_name} ${person.last_name}`;
            return (
              <li key={person.id} style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <span style={{ display: 'flex', flexDirection: 'column' }}>
                  <strong>{name}</strong>
                  <Typography.Text type="secondary">{person.email}</Typography.Text>
                </span>
                <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <Tag color={person.status === 'active' ? 'green' : undefined}>{person.status === 'active' ? 'Active' : 'Invited'}</Tag>
                  <Button
                    size="small"
                    danger
                    aria-label={`${person.status === 'active' ? 'Remove' : 'Cancel invitation of'} ${name}`}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(person);
                    }}
                  >
                    {person.status === 'active' ? 'Remove' : 'Cancel Invitation'}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Invite an authorized user
      </Typography.Title>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v: Values) => void invite(v)} aria-label="Invite an authorized user">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
          <Form.Item name="first_name" label="First Name" rules={[toAntdRule(validateRequired)]}>
            <Input autoComplete="off" maxLength={60} />
          </Form.Item>
          <Form.Item name="last_name" label="Last Name" rules={[toAntdRule(validateRequired)]}>
            <Input autoComplete="off" maxLength={60} />
          </Form.Item>
        </div>
        <Form.Item name="email" label="Email" rules={[toAntdRule(validateRequired), toAntdRule(validateEmail)]}>
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        {inviteError && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={inviteError} />}
        <Button type="primary" htmlType="submit" loading={isSending}>
          Send Invitation
        </Button>
      </Form>
      <Modal
        open={removing !== null}
        title={isInvited ? 'Cancel this invitation?' : 'Remove this authorized user?'}
        width={360}
        onCancel={() => setRemoving(null)}
        footer={[
          <Button key="keep" onClick={() => setRemoving(null)}>
            Keep
          </Button>,
          <Button key="remove" type="primary" danger loading={isRemoving} onClick={() => void remove()}>
            {isInvited ? 'Yes, Cancel It' : 'Yes, Remove'}
          </Button>,
        ]}
      >
        {removing && (
          <Typography.Paragraph>
            {isInvited
              ? `The link sent to ${removing.email} will stop working.`
              : `${removing.first_name} ${removing.last_name} will lose access to this account and their card will stop working.`}
          </Typography.Paragraph>
        )}
        {removeError && <Alert type="error" showIcon title={removeError} role="alert" />}
      </Modal>
    </>
  );
}
