import { useState } from 'react';
import { useSession } from '@qube/shared';
import { PlainButton, PlainCard } from '@qube/shared/ui/plain';
import { ManageAccountAuthorizedUsersList } from './ManageAccountAuthorizedUsersList';
import { CARD_GAP } from './ManageAccountParts';
import { useShellPrimary } from './shellPlain';

/**
 * 'Authorized users' card of /manage-account (ON-72, layout ours). The owner of a personal account opens it to invite
 * a person by e-mail and to see, cancel or remove authorized users; the list is asked for only then, so the page's
 * first load makes no extra call. An authorized user sees who manages the account instead: the owner's controls are
 * not theirs (users/me says `account_role`).
 */
export function ManageAccountAuthorizedUsersCard() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const primary = useShellPrimary();
  const [isOpen, setIsOpen] = useState(false);
  const isAuthorizedUser = me?.account_role === 'authorized_user';
  const isOwner = me !== null && account !== null && !isAuthorizedUser && me.user_type === 'regular_user'
    && account.id === me.primary_account.id && !account.is_aggregate && !account.is_sub_account;
  if (!account || (!isOwner && !isAuthorizedUser)) return null;
  if (isAuthorizedUser) {
    return (
      <PlainCard title="Authorized users" style={CARD_GAP}>
        <p style={{ margin: 0 }}>You are an authorized user of {account.display_name}. Its owner manages its plan, billing and authorized users.</p>
      </PlainCard>
    );
  }
  return (
    <PlainCard
      title="Authorized users"
      style={CARD_GAP}
      extra={
        !isOpen && (
          <PlainButton color={primary} onClick={() => setIsOpen(true)} aria-expanded={false}>
            Manage Authorized Users
          </PlainButton>
        )
      }
    >
      <p style={{ margin: '0 0 1em' }}>
        An authorized user gets their own debit card on this account and can move money between its qubes. They cannot change your plan or invite others.
      </p>
      {isOpen && <ManageAccountAuthorizedUsersList accountId={account.id} />}
    </PlainCard>
  );
}
