import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, startSessionWithToken } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { readGuestIds } from './guestIds';
import { TryItFirst } from './TryItFirst';

jest.mock('@qube/shared', () => ({ ...jest.requireActual('@qube/shared'), startSessionWithToken: jest.fn(async () => null) }));

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

const setup = () => {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/" element={<TryItFirst />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { route: '/', user: {} },
  );
  return { user };
};

describe('TryItFirst', () => {
  beforeEach(() => localStorage.clear());

  it('ON-34 ON-35 creates a guest on click (POST users/ with two new ids kept in this browser) and opens the playground', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { token: 'a'.repeat(64), account_id: 9 } } as never);
    const { user } = setup();
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try it first' }));
    expect(await screen.findByText('At /financial-playground')).toBeInTheDocument();
    const ids = readGuestIds();
    expect(post).toHaveBeenCalledWith('users/', { uuid_1: ids?.uuid_1, uuid_2: ids?.uuid_2, discount_code: null }, { noAuth: true, mute: true });
    expect(startSessionWithToken).toHaveBeenCalledWith('a'.repeat(64), false, 9);
    post.mockRestore();
  });

  it('ON-34 a returning guest is re-authenticated with its ids (authenticate-anonymous/)', async () => {
    localStorage.setItem('qube:guest', JSON.stringify({ uuid_1: 'u1', uuid_2: 'u2' }));
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { token: 'b'.repeat(64), account_id: 4 } } as never);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Try it first' }));
    expect(await screen.findByText('At /financial-playground')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('users/authenticate-anonymous/', { uuid_1: 'u1', uuid_2: 'u2' }, { noAuth: true, mute: true });
    post.mockRestore();
  });
});
