import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, List, Space, Tag, Typography } from 'antd';
import { formatDate, loadUser, sessionStore, type Account } from '@qube/shared';
import type { JointInvitation, JointInvitationList } from '@qube/contract/invitations';
import { failureText, invitationsApi } from './invitationsApi';

// Plain tags: the words carry the status, and antd's coloured tags fall below the contrast minimum (axe).
const STATUS_LABELS: Record<JointInvitation['status'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
};

type Props = { activeAccount: Account | null };

/**
 * Joint-account invitations (ON-71; the screens are ours): the invitations sent to the user's e-mail, each accepted or
 * declined here; when the active account is a household (Qube+) account, a form to invite someone to it; and the
 * invitations the user sent, each resent while it waits. Accepting reloads the user so the household joins the
 * account switcher at once.
 */
export function JointInvitationsCard({ activeAccount }: Props) {
  const [list, setList] = useState<JointInvitationList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | 'new' | null>(null);
  const [form] = Form.useForm<{ email: string; first_name?: string }>();
  const isHousehold = activeAccount?.is_aggregate === true;

  const load = useCallback(async () => {
    try {
      const next = await invitationsApi.list();
      setList(next);
    } catch (caught) {
      setError(failureText(caught, 'We could not load your invitations.'));
    }
  }, []);
  useEffect(() => {
    let isCurrent = true;
    invitationsApi.list()
      .then((next) => isCurrent && setList(next))
      .catch((caught: unknown) => isCurrent && setError(failureText(caught, 'We could not load your invitations.')));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function run(id: number | 'new', step: () => Promise<string>) {
    setBusyId(id);
    setError(null);
    setNotice(null);
    try {
      setNotice(await step());
      await load();
    } catch (caught) {
      setError(failureText(caught, 'Something went wrong. Please try again.'));
    } finally {
      setBusyId(null);
    }
  }

  const answer = (invitation: JointInvitation, status: 'accepted' | 'declined') =>
    run(invitation.id, async () => {
      const result = await invitationsApi.answer(invitation.id, status);
      if (status === 'accepted') {
        const { me } = await loadUser(sessionStore.getState().active_account?.id ?? null);
        sessionStore.getState().setMe(me);
      }
      return result.message;
    });

  const received = list?.received ?? [];
  const sent = list?.sent ?? [];
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Joint Account Invitations</h2>}>
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <section aria-labelledby="received-invitations">
        <Typography.Title id="received-invitations" level={3} style={{ fontSize: 16 }}>
          Invitations to you
        </Typography.Title>
        {/* Our own sentence, not the list's empty state: antd's grey empty text is below the contrast minimum. */}
        {list && received.length === 0 && <Typography.Paragraph>No one has invited you to a joint account.</Typography.Paragraph>}
        {received.length > 0 && (
          <List
            dataSource={received}
            renderItem={(invitation) => (
              <List.Item
                actions={invitation.status === 'pending' ? [
                  <Button key="accept" type="primary" loading={busyId === invitation.id} onClick={() => void answer(invitation, 'accepted')} aria-label={`Accept the invitation to ${invitation.account_name}`}>
                    Accept
                  </Button>,
                  <Button key="decline" disabled={busyId === invitation.id} onClick={() => void answer(invitation, 'declined')} aria-label={`Decline the invitation to ${invitation.account_name}`}>
                    Decline
                  </Button>,
                ] : []}
              >
                <List.Item.Meta
                  title={`${invitation.inviter_name} invited you to ${invitation.account_name}`}
                  description={<Space><Tag>{STATUS_LABELS[invitation.status]}</Tag>{formatDate(invitation.created_at)}</Space>}
                />
              </List.Item>
            )}
          />
        )}
      </section>
      {isHousehold && activeAccount && (
        <section aria-labelledby="new-joint-invitation" style={{ marginTop: 16 }}>
          <Typography.Title id="new-joint-invitation" level={3} style={{ fontSize: 16 }}>
            Invite someone to {activeAccount.display_name}
          </Typography.Title>
          <Form
            form={form}
            name="joint-invitation"
            layout="inline"
            requiredMark={false}
            onFinish={(values) => void run('new', async () => {
              const result = await invitationsApi.create(activeAccount.id, values.email.trim(), values.first_name?.trim() || undefined);
              form.resetFields();
              return result.message;
            })}
          >
            <Form.Item label="E-mail" name="email" rules={[{ required: true, whitespace: true, message: 'This Field is required!' }, { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Please Enter a valid Email' }]}>
              <Input type="email" maxLength={254} autoComplete="off" />
            </Form.Item>
            <Form.Item label="First name" name="first_name">
              <Input maxLength={60} autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busyId === 'new'}>
              Send Joint Invitation
            </Button>
          </Form>
        </section>
      )}
      {sent.length > 0 && (
        <section aria-labelledby="sent-invitations" style={{ marginTop: 16 }}>
          <Typography.Title id="sent-invitations" level={3} style={{ fontSize: 16 }}>
            Invitations you sent
          </Typography.Title>
          <List
            dataSource={sent}
            renderItem={(invitation) => (
              <List.Item
                actions={invitation.status === 'pending' ? [
                  <Button key="resend" loading={busyId === invitation.id} onClick={() => void run(invitation.id, async () => (await invitationsApi.resend(invitation.id)).message)} aria-label={`Resend the invitation to ${invitation.email}`}>
                    Resend
                  </Button>,
                ] : []}
              >
                <List.Item.Meta
                  title={`${invitation.email} to ${invitation.account_name}`}
                  description={<Space><Tag>{STATUS_LABELS[invitation.status]}</Tag>{`Sent ${invitation.send_count} time${invitation.send_count === 1 ? '' : 's'}`}</Space>}
                />
              </List.Item>
            )}
          />
        </section>
      )}
    </Card>
  );
}
