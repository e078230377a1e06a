import { screen, waitFor } from '@testing-library/react';
import { ApiError, loadUser, sessionStore } from '@qube/shared';
import { makeMe } from '@qube/shared/test-utils';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { JointInvitation } from '@qube/contract/invitations';
import { invitationsApi } from './invitationsApi';
import { InviteFriendPage } from './InviteFriendPage';

jest.mock('@qube/shared', () => ({
  ...jest.requireActual('@qube/shared'),
  loadUser: jest.fn(),
}));

// /invite/friend draws in plain markup (docs/adr/0015-plain-markup-first-views.md): any antd import on its path
// fails here.
jest.mock('antd', () => {
  throw new Error('antd is not part of /invite/friend');
});

jest.setTimeout(60000);

const invitation = (overrides: Partial<JointInvitation> = {}): JointInvitation => ({
  id: 41, account_id: 90, account_name: 'Parker Household', inviter_name: 'Pat Parker', email: 'lee@example.com', first_name: 'Lee',
  status: 'pending', send_count: 1, last_sent_at: '2026-03-01T10:00:00.000Z', responded_at: null, created_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const setup = (account: Record<string, unknown> = {}) => {
  const { user } = renderWithProviders(<InviteFriendPage />, { session: { me: { primary_account: { id: 7 } as never }, account: { id: 7, ...account } } });
  return { user };
};

afterEach(() => jest.restoreAllMocks());

describe('/invite/friend', () => {
  it('ON-70 sends the invite-a-friend form and says to whom it went', async () => {
    jest.spyOn(invitationsApi, 'list').mockResolvedValue({ sent: [], received: [] });
    const send = jest.spyOn(invitationsApi, 'inviteFriend').mockResolvedValue({ email: 'sam@example.com', referral_code: 'FABCDEFGHJK', message: 'Invitation sent to sam@example.com.' });
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Invite a Friend' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('This Field is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText("Friend's e-mail"), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Friend's e-mail"));
    await user.type(screen.getByLabelText("Friend's e-mail"), 'sam@example.com');
    // Nothing the sender writes goes into the mail: the friend's address is the only field.
    expect(screen.queryByLabelText(/Message/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(7, { email: 'sam@example.com' }));
    expect(await screen.findByText('Invitation sent to sam@example.com.')).toBeInTheDocument();
  });

  it("ON-70 a refused invitation shows the API's message", async () => {
    jest.spyOn(invitationsApi, 'list').mockResolvedValue({ sent: [], received: [] });
    jest.spyOn(invitationsApi, 'inviteFriend').mockRejectedValue(new ApiError(400, { fallback_message: 'You cannot invite yourself.' }));
    const { user } = setup();
    await user.type(screen.getByLabelText("Friend's e-mail"), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('You cannot invite yourself.')).toBeInTheDocument();
  });

  it('ON-71 the invited person accepts an invitation; the user is reloaded so the household joins the switcher', async () => {
    const list = jest.spyOn(invitationsApi, 'list')
      .mockResolvedValueOnce({ sent: [], received: [invitation()] })
      .mockResolvedValue({ sent: [], received: [invitation({ status: 'accepted' })] });
    const answer = jest.spyOn(invitationsApi, 'answer').mockResolvedValue({ invitation: invitation({ status: 'accepted' }), message: 'You joined Parker Household. Switch to it from the account menu.' });
    const me = makeMe({ households: [{ id: 90 } as never] });
    jest.mocked(loadUser).mockResolvedValue({ me, account: me.primary_account });
    const { user } = setup();
    expect(await screen.findByText('Pat Parker invited you to Parker Household')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline the invitation to Parker Household' })).toBeInTheDocument();
    // The code mailed with the invitation proves the address: without it nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Parker Household' }));
    expect(await screen.findByText('Enter the code from the invitation e-mail.')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Code for the invitation to Parker Household' }), 'K7M2-QX9P');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation to Parker Household' }));
    expect(answer).toHaveBeenCalledWith(41, 'accepted', 'K7M2-QX9P');
    expect(await screen.findByText('You joined Parker Household. Switch to it from the account menu.')).toBeInTheDocument();
    expect(sessionStore.getState().me?.households.map((h) => h.id)).toEqual([90]);
    expect(list).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept the invitation/ })).not.toBeInTheDocument();
  });

  it('ON-71 the code in the invitation link is filled in, so following the mail is one click', async () => {
    window.history.pushState({}, '', '/invite/friend?invitation_code=K7M2-QX9P');
    try {
      jest.spyOn(invitationsApi, 'list').mockResolvedValue({ sent: [], received: [invitation()] });
      const answer = jest.spyOn(invitationsApi, 'answer').mockResolvedValue({ invitation: invitation({ status: 'accepted' }), message: 'You joined Parker Household. Switch to it from the account menu.' });
      const me = makeMe({ households: [{ id: 90 } as never] });
      jest.mocked(loadUser).mockResolvedValue({ me, account: me.primary_account });
      const { user } = setup();
      expect(await screen.findByRole('textbox', { name: 'Code for the invitation to Parker Household' })).toHaveValue('K7M2-QX9P');
      await user.click(screen.getByRole('button', { name: 'Accept the invitation to Parker Household' }));
      expect(answer).toHaveBeenCalledWith(41, 'accepted', 'K7M2-QX9P');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('ON-71 on a household account the member invites someone, and resends what waits', async () => {
    jest.spyOn(invitationsApi, 'list').mockResolvedValue({ sent: [invitation({ send_count: 2 })], received: [] });
    const create = jest.spyOn(invitationsApi, 'create').mockResolvedValue({ invitation: invitation({ id: 42, email: 'kim@example.com' }), message: 'Invitation sent to kim@example.com.' });
    const resend = jest.spyOn(invitationsApi, 'resend').mockRejectedValue(new ApiError(429, { fallback_message: 'This invitation was just sent. Please wait a minute before sending it again.' }));
    const { user } = setup({ id: 90, is_aggregate: true, display_name: 'Parker Household' });
    expect(await screen.findByRole('heading', { name: 'Invite someone to Parker Household' })).toBeInTheDocument();
    expect(await screen.findByText('Sent 2 times')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Joint Invitation' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(90, 'kim@example.com', undefined));
    expect(await screen.findByText('Invitation sent to kim@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to lee@example.com' }));
    expect(resend).toHaveBeenCalledWith(41);
    expect(await screen.findByText('This invitation was just sent. Please wait a minute before sending it again.')).toBeInTheDocument();
  });

  it('ON-71 a normal account shows no joint invitation form', async () => {
    jest.spyOn(invitationsApi, 'list').mockResolvedValue({ sent: [], received: [] });
    setup();
    expect(await screen.findByText('No one has invited you to a joint account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Joint Invitation' })).not.toBeInTheDocument();
  });
});
