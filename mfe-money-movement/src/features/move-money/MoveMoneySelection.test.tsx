import { act, screen, within } from '@testing-library/react';
import { api, bus } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { MoveMoneyHost } from '../internal-transfer/MoveMoneyHost';
import { BUILT_MOVE_MONEY_OPTIONS, visibleMoveMoneyOptions } from './moveMoneyChoices';

jest.setTimeout(60000);

const ALL = { web_move_money_internal: true, web_move_money_ach_in: true, web_move_money_card_deposit: true, web_move_money_ach_out: true, web_move_money_p2p: true, card_fund: true };

function setup(userType: 'regular_user' | 'limited_user' | 'anonymous_user' = 'regular_user') {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) =>
    (path === 'plaid/accounts/' ? { status: 200, data: { count: 0, next: null, results: [] } } : { status: 200, data: { cloud_qube_total_balance: '10.00', count: 0, next: null, results: [] } }) as never,
  );
  const { user, payloads } = renderWithProviders(<MoveMoneyHost />, {
    session: { me: { user_type: userType, feature_flags: ALL }, account: { id: 1, has_banking_features: true } },
    record: ['command:open-get-debit-card'],
  });
  return { user, prompts: () => payloads('command:open-get-debit-card') };
}

const options = async () => within(await screen.findByRole('list', { name: 'Ways to move money' })).getAllByRole('button').map((b) => b.textContent);

describe('Move Money selection (issue 10 section 1)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-35 MM-36 the built options the person may use; Deposit from Bank opens the Bank Deposit dialog', async () => {
    expect(BUILT_MOVE_MONEY_OPTIONS).toContain('from_bank');
    expect(visibleMoveMoneyOptions(['internal', 'to_friend', 'direct_deposit', 'to_bank', 'from_bank', 'from_card'], ['internal', 'from_bank'])).toEqual(['internal', 'from_bank']);
    const { user } = setup();
    act(() => bus.emit('command:open-move-money', {}));
    expect((await options()).some((text) => text?.includes('Deposit from Bank'))).toBe(true);
    await user.click(screen.getByRole('button', { name: /Deposit from Bank/ }));
    expect(await screen.findByText('No Bank Account Linked')).toBeInTheDocument();
  });

  it('MM-38 a guest (anonymous user) sees no transfer in or out', async () => {
    setup('anonymous_user');
    act(() => bus.emit('command:open-move-money', {}));
    const shown = await options();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('Internal Transfer');
  });

  it("MM-39 a limited user choosing Deposit from Bank gets the shell's Get Debit Card prompt instead of the dialog; so does a direct command", async () => {
    const { user, prompts } = setup('limited_user');
    act(() => bus.emit('command:open-move-money', {}));
    await user.click(within(await screen.findByRole('list', { name: 'Ways to move money' })).getByRole('button', { name: /Deposit from Bank/ }));
    expect(prompts()).toEqual([{ action: 'from_bank' }]);
    expect(screen.queryByText('No Bank Account Linked')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ways to move money' })).not.toBeInTheDocument();
    act(() => bus.emit('command:open-move-money', { kind: 'from_bank' }));
    expect(prompts()).toEqual([{ action: 'from_bank' }, { action: 'from_bank' }]);
    // The internal transfer stays theirs.
    act(() => bus.emit('command:open-move-money', { kind: 'internal' }));
    expect(await screen.findByText('Move Money From')).toBeInTheDocument();
  });
});
