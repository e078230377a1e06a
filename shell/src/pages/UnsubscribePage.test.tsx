import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api, ApiError } from '@qube/shared';
import { UnsubscribePage } from './UnsubscribePage';

// Typing into antd forms is slow in jsdom, slower on a busy machine.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });

function setup(initialEntry = '/unsubscribe-from-emails?email=alex%40demo.qube') {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <UnsubscribePage />
    </MemoryRouter>,
  );
  return { user };
}

describe('UnsubscribePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("SH-39 prefills the email from ?email=, posts users/unsubscribe-from-emails/ and shows the API's detail", async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { detail: 'You will no longer receive marketing emails.' } } as never);
    const { user } = setup();
    expect(screen.getByLabelText('Email')).toHaveValue('alex@demo.qube');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer receive marketing emails.');
    expect(post).toHaveBeenCalledWith('users/unsubscribe-from-emails/', { email: 'alex@demo.qube' }, { noAuth: true });
  });

  it('SH-39 SD-14 SD-19 checks the email first and shows a failure', async () => {
    const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, { fallback_message: 'Enter a valid email.' }));
    const { user } = setup('/unsubscribe-from-emails');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This Field is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody@demo.qube');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email.');
    expect(post).toHaveBeenCalledTimes(1);
  });
});
