import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, sessionStore } from '@qube/shared';
import { makeAccount, makeMe } from '@qube/shared/test-utils';
import { CardNumberDialog } from './CardNumberDialog';
import { DisplayCardPage } from './DisplayCardPage';
import type { CardImage } from './cardApi';

jest.setTimeout(60000);

const IMAGE: CardImage = {
  card_id: 3,
  config: { card_image_url: '/api/v2/artwork/1/background/?layer=face', background_image_url: '/api/v2/artwork/1/background/', invert_text_color: false },
  last_four: '0035',
  name_on_card: 'Alex Rivera',
};
const DETAILS = { card_id: 3, card_number: '4000000000000035', expiration_month: 4, expiration_year: 2030, cvv: '123', name_on_card: 'Alex Rivera' };

function signIn(image: CardImage = IMAGE) {
  const account = makeAccount({ id: 9 });
  sessionStore.getState().startSession({ token: 't', me: makeMe({ primary_account: account }), account, trustDevice: false });
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'accounts/9/card-image/') return { status: 200, data: image } as never;
    if (path === 'v2/cards/3/account/') return { status: 200, data: { card_id: 3, account_id: 9, name_on_card: 'Alex Rivera', last_four: '0035', kind: 'virtual', status: 'active', artwork_id: 1 } } as never;
    if (path === 'v2/accounts/9/card-iframe/') return { status: 200, data: DETAILS } as never;
    throw new ApiError(404, { fallback_message: 'Not found.' });
  });
  return { get, user: userEvent.setup({ delay: null }) };
}

describe('Qube Card Number dialog and /display-card', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
  });

  it('MM-135 shows the card image (card_image_url over background_image_url) with the number masked to its last four', async () => {
    signIn();
    render(<CardNumberDialog onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Qube Card Number' });
    const card = await within(dialog).findByRole('figure', { name: 'Qube card' });
    expect(within(card).getByRole('img', { name: 'Qube card design' })).toHaveAttribute('src', '/api/v2/artwork/1/background/?layer=face');
    expect(within(card).getByText('•••• •••• •••• 0035')).toBeInTheDocument();
    expect(within(card).getByText('Alex Rivera')).toBeInTheDocument();
    expect(within(card).queryByText(/4000 0000/)).not.toBeInTheDocument();
  });

  it("MM-135 with no active card it shows 'This account has no active card!'", async () => {
    signIn({ card_id: null, config: null, last_four: null, name_on_card: null });
    render(<CardNumberDialog onClose={jest.fn()} />);
    expect(await screen.findByText('This account has no active card!')).toBeInTheDocument();
  });

  it("MM-136 /display-card shows the card with the number hidden until 'Show card details', and stores nothing in the browser", async () => {
    const { get, user } = signIn();
    localStorage.clear();
    sessionStorage.clear();
    render(<DisplayCardPage />);
    const card = await screen.findByRole('figure', { name: 'Qube card' });
    expect(within(card).getByText('•••• •••• •••• 0035')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show card details' }));
    expect(await within(card).findByText('4000 0000 0000 0035')).toBeInTheDocument();
    expect(within(card).getByText('04/30')).toBeInTheDocument();
    expect(within(card).getByText('CVV 123')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('v2/accounts/9/card-iframe/', { card_id: 3, show_cvv: true }, { mute: true });
    expect(get).toHaveBeenCalledWith('v2/cards/3/account/', undefined, { mute: true, householdsOff: true });
    const stored = [...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage })].join(' ');
    expect(stored).not.toContain('4000000000000035');
    expect(stored).not.toContain('123');
    await user.click(screen.getByRole('button', { name: 'Hide card details' }));
    expect(within(card).queryByText('4000 0000 0000 0035')).not.toBeInTheDocument();
  });

  it("MM-136 a refused reveal shows the API's message; a visitor who is not signed in is asked to sign in", async () => {
    const { get, user } = signIn();
    render(<DisplayCardPage />);
    await screen.findByRole('figure', { name: 'Qube card' });
    get.mockRejectedValueOnce(new ApiError(403, { fallback_message: 'Only the cardholder can see the card details.' }));
    await user.click(screen.getByRole('button', { name: 'Show card details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the cardholder can see the card details.');
    act(() => sessionStore.getState().reset());
    expect(await screen.findByText(/Sign in to see your card/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
