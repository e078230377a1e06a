import { useSession } from '@qube/shared';
import { TITLE_STYLE } from '@qube/shared/ui/plain';
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
    // A plain wrapper, not a region: the form's card is the region named 'Invite a friend' (landmarks need distinct names).
    <div style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px' }}>
      <h1 id="invite-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>
        Invite a Friend
      </h1>
      {accountId !== null && <InviteFriendForm accountId={accountId} />}
      <JointInvitationsCard activeAccount={active} />
    </div>
  );
}
