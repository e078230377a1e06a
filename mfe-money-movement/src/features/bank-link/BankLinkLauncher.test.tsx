import { act, render, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, bus } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { BankLinkHost } from './BankLinkHost';
import { BankLinkLauncher } from './BankLinkLauncher';

jest.setTimeout(60000);

const ACCOUNTS = [
  { id: 'acc-1-ins_109511-2222', name: 'Tartan Checking', mask: '2222', type: 'depository', subtype: 'checking', verification_status: 'automatically_verified' },
];
const LINKED = { id: 12, name: 'Tartan Checking', nickname: null, institution_id: 'ins_109511', institution_name: 'Tartan Bank', mask: '2222', ach_account_number: '****2222', ach_routing_number: '021000021', status: 'automatically_verified', needs_relink: false, link_type: 'default', account_type: 'checking', creation_datetime: '2026-01-01T00:00:00Z' };

function setup(element: React.ReactElement) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'plaid/sandbox/institutions/') return { status: 200, data: { results: [{ institution_id: 'ins_109508', name: 'First Platypus Bank' }, { institution_id: 'ins_109511', name: 'Tartan Bank' }] } } as never;
    return { status: 200, data: { results: [{ ...LINKED, needs_relink: true }] } } as never;
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path.startsWith('plaid/generate-') || (path.endsWith('/relink/') && !(body as { plaid_public_token?: string }).plaid_public_token)) return { status: 200, data: { link_token: 'link-sandbox-1', expiration: '' } } as never;
    if (path === 'plaid/sandbox/sign-in/') {
      if ((body as { password: string }).password !== 'pass_good') throw new ApiError(400, { fallback_message: 'The provided credentials were not correct. Please try again.' });
      return { status: 200, data: { link_session_id: 'session-1', institution: { institution_id: 'ins_109511', name: 'Tartan Bank' }, accounts: ACCOUNTS } } as never;
    }
    if (path === 'plaid/sandbox/complete/') return { status: 200, data: { public_token: 'public-sandbox-1', metadata: { link_session_id: 'session-1', institution: { institution_id: 'ins_109511', name: 'Tartan Bank' }, accounts: ACCOUNTS, link_type: 'default' } } } as never;
    if (path.endsWith('/relink/')) return { status: 200, data: { account: LINKED } } as never;
    return { status: 201, data: { count: 1, next: null, results: [LINKED] } } as never;
  });
  const { user, payloads } = renderWithProviders(element, { session: { account: { id: 1 } }, record: ['bank-link:success'] });
  return { user, post, events: () => payloads('bank-link:success') };
}

describe('bank link', () => {
  afterEach(() => jest.restoreAllMocks());

  it("MM-137 MM-139 the widget: choose a bank, the provider's message for a wrong pair, choose accounts; the public token goes to POST plaid/accounts/ and bank-link:success is announced", async () => {
    const onLinked = jest.fn();
    const onClose = jest.fn();
    const { user, post, events } = setup(<BankLinkLauncher onLinked={onLinked} onClose={onClose} />);
    expect(post).toHaveBeenCalledWith('plaid/generate-link-token/', { account_id: 1 }, { mute: true });
    await user.click(within(await screen.findByRole('list', { name: 'Banks' })).getByRole('button', { name: 'Tartan Bank' }));
    expect(screen.getByText('Sign in to Tartan Bank')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'user_good');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provided credentials were not correct. Please try again.');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'pass_good');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('checkbox', { name: 'Tartan Checking ••2222' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onLinked).toHaveBeenCalledWith([LINKED]));
    expect(post).toHaveBeenCalledWith('plaid/accounts/', {
      account_id: 1, plaid_public_token: 'public-sandbox-1', institution_id: 'ins_109511', institution_name: 'Tartan Bank',
      accounts: [{ id: 'acc-1-ins_109511-2222', verification_status: 'automatically_verified' }], link_type: 'default',
    }, { mute: true });
    expect(events()).toEqual([{ accountIds: [12] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("MM-138 a link-token failure shows 'Failed to initialize Plaid Link' with the provider's message and a Retry that asks again", async () => {
    const { user, post } = setup(<div />);
    post.mockReset();
    post.mockRejectedValueOnce(new ApiError(503, { fallback_message: 'The bank-link provider is not reachable.' }));
    post.mockResolvedValue({ status: 200, data: { link_token: 'link-sandbox-2' } } as never);
    render(<BankLinkLauncher onClose={jest.fn()} />);
    expect(await screen.findByText('Failed to initialize Plaid Link')).toBeInTheDocument();
    expect(screen.getByText('The bank-link provider is not reachable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('list', { name: 'Banks' })).toBeInTheDocument();
  });

  it("MM-138 without the provider's own message the toast reads 'Plaid Link initialization failed'", async () => {
    const { post } = setup(<div />);
    post.mockRejectedValue(new Error('boom'));
    render(<BankLinkLauncher onClose={jest.fn()} />);
    expect(await screen.findByText('Failed to initialize Plaid Link')).toBeInTheDocument();
    expect(screen.getByText('Plaid Link initialization failed')).toBeInTheDocument();
  });

  it('MM-140 command:open-bank-link with relinkAccountId opens the widget in update mode at that bank and finishes with relink/', async () => {
    const { user, post, events } = setup(<BankLinkHost />);
    act(() => bus.emit('command:open-bank-link', { relinkAccountId: 12 }));
    expect(await screen.findByText('Sign in to Tartan Bank')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('plaid/accounts/12/relink/', { account_id: 1 }, { mute: true });
    await user.type(screen.getByLabelText('Username'), 'user_good');
    await user.type(screen.getByLabelText('Password'), 'pass_good');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('plaid/accounts/12/relink/', { account_id: 1, plaid_public_token: 'public-sandbox-1' }, { mute: true }));
    await waitFor(() => expect(events()).toEqual([{ accountIds: [12] }]));
  });
});
