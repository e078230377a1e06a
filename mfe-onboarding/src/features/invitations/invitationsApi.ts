import { api, ApiError } from '@qube/shared';
import type { InviteFriendResult, JointInvitationList, JointInvitationResult } from '@qube/contract/invitations';

/** Invitation calls (ON-70, ON-71). Muted: the page shows each failure; plain paths even for a household account. */
const QUIET = { mute: true, householdsOff: true } as const;

export const invitationsApi = {
  inviteFriend: async (accountId: number, body: { email: string }) =>
    (await api.post<InviteFriendResult>(`users/account/${accountId}/invite-a-friend/`, body, QUIET)).data,
  list: async () => (await api.get<JointInvitationList>('web/joint-account-invitations/me/', undefined, QUIET)).data,
  create: async (accountId: number, email: string, firstName?: string) =>
    (await api.post<JointInvitationResult>('web/joint-account-invitations/', { account_id: accountId, email, ...(firstName ? { first_name: firstName } : {}) }, QUIET)).data,
  answer: async (id: number, status: 'accepted' | 'declined', code?: string) =>
    (await api.put<JointInvitationResult>(`web/joint-account-invitations/${id}/`, { id, status, ...(code ? { code } : {}) }, QUIET)).data,
  resend: async (id: number) => (await api.post<JointInvitationResult>(`web/joint-account-invitations/${id}/resend/`, {}, QUIET)).data,
};

/** The API's sentence for a failure, or ours when it gave none. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fallbackMessage ? error.fallbackMessage : fallback;
}
