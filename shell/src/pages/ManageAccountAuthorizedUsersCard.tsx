import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { useSession } from '@qube/shared';
import { ManageAccountAuthorizedUsersList } from './ManageAccountAuthorizedUsersList';

/**
 * 'Authorized users' card of /manage-account (ON-72, layout ours). The owner of a personal account opens it to invite
 * a person by e-mail and to see, cancel or remove authorized users; the list is asked for only then, so the page's
 * first load makes no extra call. An authorized user sees who manages the account instead: the owner's controls are
 * not theirs (users/me says `account_role`).
 */
export function ManageAccountAuthorizedUsersCard() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const [isOpen, setIsOpen] = useState(false);
  const isAuthorizedUser = me?.account_role === 'authorized_user';
  const isOwner = me !== null && account !== null && !isAuthorizedUser && me.user_type === 'regular_user'
    && account.id === me.primary_account.id && !account.is_aggregate && !account.is_sub_account;
  if (!account || (!isOwner && !isAuthorizedUser)) return null;
  const title = <h2 style={{ margin: 0, fontSize: 18 }}>Authorized users</h2>;
  if (isAuthorizedUser) {
    return (
      <Card title={title} style={{ marginBottom: 16 }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          You are an authorized user of {account.display_name}. Its owner manages its plan, billing and authorized users.
        </Typography.Paragraph>
      </Card>
    );
  }
  return (
    <Card
      title={title}
      style={{ marginBottom: 16 }}
      extra={!isOpen && <Button onClick={() => setIsOpen(true)} aria-expanded={false}>Manage Authorized Users</Button>}
    >
      <Typography.Paragraph>
        An authorized user gets their own debit card on this account and can move money between its qubes. They cannot change your plan or invite others.
      </Typography.Paragraph>
      {isOpen && <ManageAccountAuthorizedUsersList accountId={account.id} />}
    </Card>
  );
}
