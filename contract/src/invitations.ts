import { Type, type Static } from 'typebox';
import { Id, Nullable, StringEnum } from './common';

/**
 * Invitations (issue 11 section 3: ON-70, ON-71, API-59): invite a friend by e-mail, and joint-account invitations to a
 * household (Qube+) account that the invited person accepts or declines. Fields and messages are ours (spec gap),
 * recorded in docs/adr/0080-invitations-and-joint-accounts.md.
 */

const email = Type.String({ maxLength: 254, description: 'An e-mail address' });
const name = Type.String({ maxLength: 60 });

/** POST users/account/{id}/invite-a-friend/. */
/**
 * POST users/account/{id}/invite-a-friend/: only the friend's address. The mail is our wording alone (the inviter's
 * name, a link): text a user wrote, sent from our domain to any address, would make us a carrier of their phishing.
 */
export const InviteFriendInput = Type.Object({
  email,
}, { additionalProperties: false });
export type InviteFriendInput = Static<typeof InviteFriendInput>;

export const InviteFriendResult = Type.Object({
  email: Type.String(),
  referral_code: Type.String({ description: 'The code the invitation link carries into the landing (?referral_code=)' }),
  message: Type.String(),
});
export type InviteFriendResult = Static<typeof InviteFriendResult>;

export const JOINT_INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** POST web/joint-account-invitations/. */
export const JointInvitationCreate = Type.Object({
  account_id: Id,
  email,
  first_name: Type.Optional(name),
}, { additionalProperties: false });
export type JointInvitationCreate = Static<typeof JointInvitationCreate>;

/** PUT web/joint-account-invitations/{id}/ (id, status): the invited person accepts or declines. */
export const JointInvitationAnswer = Type.Object({
  id: Type.Optional(Id),
  status: StringEnum(['accepted', 'declined']),
  code: Type.Optional(Type.String({ maxLength: 32, description: 'Accepting: the code mailed with the invitation (it proves the invited address); declining needs none' })),
}, { additionalProperties: false });
export type JointInvitationAnswer = Static<typeof JointInvitationAnswer>;

/** One joint-account invitation, as its sender or the invited person sees it. */
export const JointInvitation = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  account_name: Type.String(),
  inviter_name: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  status: StringEnum(JOINT_INVITATION_STATUSES),
  send_count: Type.Integer(),
  last_sent_at: Type.String({ description: 'ISO 8601' }),
  responded_at: Nullable(Type.String({ description: 'ISO 8601' })),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type JointInvitation = Static<typeof JointInvitation>;

/** GET web/joint-account-invitations/me/: the invitations the user sent and those sent to their e-mail. */
export const JointInvitationList = Type.Object({
  sent: Type.Array(JointInvitation),
  received: Type.Array(JointInvitation),
});
export type JointInvitationList = Static<typeof JointInvitationList>;

export const JointInvitationResult = Type.Object({
  invitation: JointInvitation,
  message: Type.String(),
});
export type JointInvitationResult = Static<typeof JointInvitationResult>;
