import type { ReactNode } from 'react';
import type { JointInvitation } from '@qube/contract/invitations';
import { SECONDARY_TEXT } from '@qube/shared/ui/plain';

// Plain words for the status: they carry it on their own (no colour needed to read it).
const STATUS_LABELS: Record<JointInvitation['status'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
};

type Props = { invitation: JointInvitation; title: string; detail: string; actions?: ReactNode | false };

/** One invitation in a list: who and where, its status and a detail (a date, how often it was sent), its buttons. */
export function InvitationItem({ invitation, title, detail, actions }: Props) {
  return (
    <li style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ minWidth: 0 }}>
        <div style={{ fontWeight: 500 }}>{title}</div>
        <div style={{ ...SECONDARY_TEXT, display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
          <span style={{ border: '1px solid #d9d9d9', borderRadius: 4, padding: '0 7px', fontSize: 12, lineHeight: '20px', background: '#fafafa', color: 'rgba(0,0,0,0.88)' }}>
            {STATUS_LABELS[invitation.status]}
          </span>
          {detail}
        </div>
      </div>
      {actions && <div style={{ display: 'flex', gap: 8 }}>{actions}</div>}
    </li>
  );
}
