import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { api } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { isPaletteKey, PaletteHost } from './PaletteHost';

// cmdk scrolls the chosen option into view; jsdom has no layout to scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});

const QUBES = [{ id: 1, name: 'Groceries', type: 'spending' }, { id: 3, name: 'Rent', type: 'billing' }];
const FLAGS = { web_move_money_internal: true, web_spend_qubes: true, planning_screen: true };

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

const setup = () => {
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { count: QUBES.length, next: null, results: QUBES } } as never);
  return renderWithProviders(
    <>
      <button type="button">Before</button>
      <PaletteHost />
      <Where />
    </>,
    { session: { me: { feature_flags: FLAGS }, account: { id: 10 } }, route: '/activity', record: ['command:open-move-money'] },
  );
};

describe('the command palette (issue 25 §6)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('knows Ctrl+K and ⌘K, and nothing else', () => {
    const key = (over: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over });
    expect(isPaletteKey(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteKey(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isPaletteKey(key({}))).toBe(false);
    expect(isPaletteKey(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('opens on Ctrl+K, goes to a page with the keyboard alone, and gives focus back when closed', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('combobox', { name: 'Command palette' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('overview');
    expect(await screen.findByRole('option', { name: 'Go to Overview' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('At /dashboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Command palette' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus());
  });

  it('"move 50 to groceries" opens the internal transfer from Cloud into Groceries with $50.00', async () => {
    const { user, payloads } = setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Command palette' });
    await screen.findByRole('option', { name: 'Open Groceries' });
    await user.keyboard('move 50 to groceries');
    const suggestion = await screen.findByRole('option', { name: 'Move $50.00 from Cloud to Groceries' });
    expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(payloads('command:open-move-money')).toEqual([{ kind: 'internal', presetQubeId: 1, presetAmount: '50.00' }]);
  });

  it('jumps to a qube, and opens a Move Money dialog by name', async () => {
    const { user, payloads } = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.click(await screen.findByRole('option', { name: 'Open Rent' }));
    expect(await screen.findByText('At /qubes?qube=3&isOpen=true')).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('internal');
    await user.click(await screen.findByRole('option', { name: 'Internal Transfer' }));
    expect(payloads('command:open-move-money')).toEqual([{ kind: 'internal', presetQubeId: undefined, presetAmount: undefined }]);
  });
});
