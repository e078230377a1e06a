import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import type { AuthorizedUser } from './ManageAccountAuthorizedUsersList';
import { ManageAccountAuthorizedUsersCard } from './ManageAccountAuthorizedUsersCard';

jest.setTimeout(30_000);

const person = (id: number, first: string, status: AuthorizedUser['status']): AuthorizedUser => ({
  id, first_name: first, last_name: 'Reed', email: `${first.toLowerCase()}@example.test`, status,
  expires_at: status === 'invited' ? '2030-01-01T00:00:00.000Z' : null, created_at: '2026-01-01T00:00:00.000Z',
});

async function setup(people: AuthorizedUser[], role: 'primary' | 'authorized_user' = 'primary') {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { results: people } } as never);
  const post = jest.spyOn(api, 'post');
  const del = jest.spyOn(api, 'delete');
  const { user } = renderWithProviders(<ManageAccountAuthorizedUsersCard />, { session: { me: { account_role: role }, account: { id: 3, display_name: 'Alex Rivera' } } });
  // The list is asked for only once the owner opens the card.
  if (role === 'primary') {
    expect(get).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Manage Authorized Users' }));
  }
  return { user, get, post, del };
}

describe('Authorized users card of /manage-account', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ON-72 lists authorized users with their status (Invited, Active)', async () => {
    const { get } = await setup([person(1, 'Robin', 'invited'), person(2, 'Sam', 'active')]);
    const list = await screen.findByRole('list', { name: 'Authorized users' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Robin Reed');
    expect(first).toHaveTextContent('robin@example.test');
    expect(first).toHaveTextContent('Invited');
    expect(second).toHaveTextContent('Active');
    expect(get).toHaveBeenCalledWith('web/accounts/3/authorized-users/', undefined, { mute: true });
  });

  it('ON-72 the invite form checks its fields, sends the invitation and shows the API\'s answer', async () => {
    const { user, post, get } = await setup([]);
    post.mockResolvedValue({ status: 201, data: { authorized_user: person(5, 'Robin', 'invited'), message: 'Invitation sent to robin@example.test.' } } as never);
    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findAllByText('This Field is required!')).toHaveLength(3);
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('First Name'), 'Robin');
    await user.type(screen.getByLabelText('Last Name'), 'Reed');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'robin@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to robin@example.test.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('web/accounts/3/authorized-users/', { first_name: 'Robin', last_name: 'Reed', email: 'robin@example.test' }, { mute: true });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('ON-72 a refused invitation shows the API\'s fallback_message', async () => {
    const { user, post } = await setup([]);
    post.mockRejectedValue(new ApiError(409, { fallback_message: 'An invitation to this e-mail address is waiting to be used.', fields: { email: 'An invitation to this e-mail address is waiting to be used.' } }));
    await user.type(await screen.findByLabelText('First Name'), 'Robin');
    await user.type(screen.getByLabelText('Last Name'), 'Reed');
    await user.type(screen.getByLabelText('Email'), 'robin@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An invitation to this e-mail address is waiting to be used.');
  });

  it('ON-72 removing an active authorized user asks first, then calls DELETE', async () => {
    const { user, del } = await setup([person(2, 'Sam', 'active')]);
    del.mockResolvedValue({ status: 200, data: { message: 'Sam Reed is no longer an authorized user.' } } as never);
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Reed' }));
    expect(await screen.findByText('Remove this authorized user?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(del).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Sam Reed' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('Sam Reed is no longer an authorized user.')).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith('web/accounts/3/authorized-users/2/', undefined, { mute: true });
  });

  it('ON-72 a pending invitation can be cancelled after a confirm', async () => {
    const { user, del } = await setup([person(1, 'Robin', 'invited')]);
    del.mockResolvedValue({ status: 200, data: { message: 'The invitation to robin@example.test was cancelled.' } } as never);
    await user.click(await screen.findByRole('button', { name: 'Cancel invitation of Robin Reed' }));
    expect(await screen.findByText('The link sent to robin@example.test will stop working.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel It' }));
    expect(await screen.findByText('The invitation to robin@example.test was cancelled.')).toBeInTheDocument();
  });

  it('ON-72 an authorized user sees no invite form, only who manages the account', async () => {
    const { get } = await setup([], 'authorized_user');
    expect(await screen.findByText('You are an authorized user of Alex Rivera. Its owner manages its plan, billing and authorized users.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
