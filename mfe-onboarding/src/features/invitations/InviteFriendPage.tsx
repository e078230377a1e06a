import { Typography } from 'antd';
import { useSession } from '@qube/shared';
import { InviteFriendForm } from './InviteFriendForm';
import { JointInvitationsCard } from './JointInvitationsCard';

/**
 * /invite/friend (ON-70, ON-71; company 1 only by the route table): invite a friend by e-mail, and the joint-account
 * invitations, where the invited person accepts or declines and the sender resends (our choice of place: one page for
 * everything about inviting people, which the invitation e-mail and notification link to).
 */
export function InviteFriendPage() {
  const active = useSession((s) => s.active_account);
  const primaryId = useSession((s) => s.me?.primary_account.id ?? null);
  const accountId = active?.id ?? primaryId;
  return (
    <section aria-labelledby="invite-title" style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title id="invite-title" level={1} style={{ fontSize: 28 }}>
        Invite a Friend
      </Typography.Title>
      {accountId !== null && <InviteFriendForm accountId={accountId} />}
      <JointInvitationsCard activeAccount={active} />
    </section>
  );
}
