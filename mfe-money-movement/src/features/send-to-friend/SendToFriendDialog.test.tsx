import { screen, within } from '@testing-library/react';
import { api, ApiError, type Qube } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { SendToFriendDialog } from './SendToFriendDialog';
import { isSearchable, validateSend } from './sendToFriendRules';

// antd renders slowly in jsdom and these tests walk whole dialogs.
jest.setTimeout(90000);

const q = (id: number, name: string, balance: string) =>
  ({ id, name, type: 'spending', balance, color: null, goalqube: null, billqube: null, spendingqube: null, merchant_group: null, current_cycle_budget: null, toFund: false }) as Qube;
const QUBES = [q(1, 'Groceries', '100.00'), q(2, 'Fun Money', '0.00')];
const LEE = { id: 7, full_name: 'Lee Light', primary_account: 70, accounts: [70] };

function setup(element = <SendToFriendDialog onClose={jest.fn()} />) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'users/search/') return { status: 200, data: { count: params?.search === 'lee@demo.qube' ? 1 : 0, results: params?.search === 'lee@demo.qube' ? [LEE] : [] } } as never;
    if (path === 'qubes/') return { status: 200, data: { count: QUBES.length, next: null, results: QUBES } } as never;
    return { status: 200, data: { cloud_qube_total_balance: '500.00' } } as never;
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { id: 9, amount: '10.00', recipient_name: 'Lee Light', new_balance: '490.00' } } as never);
  const { user, events } = renderWithProviders(element, { session: { account: { id: 1 } }, record: ['toast:show', 'transfer:success'] });
  return { user, get, post, events };
}

const searches = (get: jest.SpyInstance) => get.mock.calls.filter(([path]) => path === 'users/search/');
const searchField = () => screen.getByRole('searchbox', { name: "Friend's e-mail or phone number" });

describe('SendToFriendDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-98 MM-100 MM-101 sends money in five steps: person, source, details, confirm, success', async () => {
    const onClose = jest.fn();
    const { user, post, events } = setup(<SendToFriendDialog onClose={onClose} />);
    expect(screen.getByText('Send to Friend')).toBeInTheDocument();
    await user.type(searchField(), 'lee@demo.qube');
    await user.click(await screen.findByRole('button', { name: /Lee Light/ }, { timeout: 3000 }));

    expect(await screen.findByText('Send From')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Cloud \$500\.00/ }));

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Pizza');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    const review = screen.getByRole('dialog');
    expect(within(review).getByText('Review Transfer')).toBeInTheDocument();
    expect(within(review).getByText('$10.00')).toBeInTheDocument();
    expect(within(review).getByText('Pizza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Money Sent')).toBeInTheDocument();
    expect(screen.getByText('$10.00 sent from Cloud to Lee Light.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      'orders/send-to-person/',
      { account_id: 1, from_qube: 'cloud', to_account: 70, amount: '10.00', title: 'Pizza', idempotency_key: expect.any(String) },
      { mute: true },
    );
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Transfer Successful!' } },
      { name: 'transfer:success', payload: { kind: 'to_friend', fromQubeId: 'cloud', amount: '10.00' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('MM-98 skips the source step when a qube is preset, and keeps that source', async () => {
    const { user } = setup(<SendToFriendDialog presetQubeId={1} onClose={jest.fn()} />);
    await user.type(searchField(), 'lee@demo.qube');
    await user.click(await screen.findByRole('button', { name: /Lee Light/ }, { timeout: 3000 }));
    expect(await screen.findByRole('button', { name: /From Groceries \$100\.00/ })).toBeDisabled();
    expect(screen.queryByText('Send From')).not.toBeInTheDocument();
  });

  it('MM-99 searches 500 ms after typing stops, only whole e-mail addresses or phone numbers; an empty search clears the results', async () => {
    const { user, get } = setup();
    await user.type(searchField(), 'lee');
    expect(screen.getByText("Enter your friend's whole e-mail address or phone number.")).toBeInTheDocument();
    await user.type(searchField(), '@demo.qube');
    // Nothing is asked before 500 ms pass without typing.
    expect(searches(get)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /Lee Light/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(searches(get)).toEqual([['users/search/', { search: 'lee@demo.qube' }, { mute: true, householdsOff: true }]]);
    await user.clear(searchField());
    expect(screen.queryByRole('button', { name: /Lee Light/ })).not.toBeInTheDocument();
    await user.type(searchField(), 'nobody@demo.qube');
    expect(await screen.findByText('No one was found with that e-mail address or phone number.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(isSearchable('(512) 555-0199')).toBe(true);
    expect(isSearchable('+1 512 555 0199')).toBe(true);
    expect(isSearchable('512555')).toBe(false);
    expect(isSearchable('lee@demo')).toBe(false);
  });

  it('MM-100 shows "Insufficient funds" when the source is empty or below the amount, and keeps Continue disabled', async () => {
    const { user } = setup(<SendToFriendDialog presetQubeId={2} onClose={jest.fn()} />);
    await user.type(searchField(), 'lee@demo.qube');
    await user.click(await screen.findByRole('button', { name: /Lee Light/ }, { timeout: 3000 }));
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '5');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(validateSend({ hasSource: true, hasRecipient: true, amount: '100.01', sourceBalance: '100.00' }).error).toBe('Insufficient funds');
    expect(validateSend({ hasSource: true, hasRecipient: true, amount: '100.00', sourceBalance: '100.00' })).toEqual({ isValid: true, error: null });
    expect(validateSend({ hasSource: true, hasRecipient: false, amount: '1.00', sourceBalance: '100.00' }).isValid).toBe(false);
  });

  it('MM-101 shows the API\'s fallback_message when the send fails, and a retry sends the same idempotency key', async () => {
    const { user, post } = setup(<SendToFriendDialog presetQubeId={1} onClose={jest.fn()} />);
    post.mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Insufficient funds' }));
    await user.type(searchField(), 'lee@demo.qube');
    await user.click(await screen.findByRole('button', { name: /Lee Light/ }, { timeout: 3000 }));
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient funds');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Money Sent')).toBeInTheDocument();
    const keys = post.mock.calls.map(([, body]) => (body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
