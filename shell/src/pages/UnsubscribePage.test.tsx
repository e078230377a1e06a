import { configure, screen } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { UnsubscribePage } from './UnsubscribePage';

jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

const TOKEN = '42.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';

function setup(initialEntry = `/unsubscribe-from-emails?token=${encodeURIComponent(TOKEN)}`) {
  const { user } = renderWithProviders(<UnsubscribePage />, { route: initialEntry });
  return { user };
}

describe('UnsubscribePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("SH-39 posts the link's ?token= to users/unsubscribe-from-emails/ once 'Unsubscribe' is clicked and shows the API's detail", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { detail: 'You have been unsubscribed from Qube emails.' } } as never);
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from emails' })).toBeInTheDocument();
    // Opening the link alone does nothing (a mail scanner may open it): the person confirms.
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have been unsubscribed from Qube emails.');
    expect(post).toHaveBeenCalledWith('users/unsubscribe-from-emails/', { token: TOKEN }, { noAuth: true });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('SH-39 an invalid or tampered link shows the API message and lets the person try again', async () => {
    const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'This unsubscribe link is invalid.', code: 'invalid_token' }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("SH-39 without a token it asks for the link from an email and offers no button (an e-mail address is not enough)", () => {
    const post = jest.spyOn(api, 'post');
    for (const entry of ['/unsubscribe-from-emails', '/unsubscribe-from-emails?email=alex%40demo.qube', '/unsubscribe-from-emails?token=%20']) {
      const { unmount } = renderWithProviders(<UnsubscribePage />, { route: entry });
      expect(screen.getByText('Open the unsubscribe link from one of our emails.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      unmount();
    }
    expect(post).not.toHaveBeenCalled();
  });
});
