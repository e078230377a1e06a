import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { logout } from '../session/logout';
import { ErrorPage } from './ErrorPage';

jest.mock('../session/logout', () => ({ logout: jest.fn().mockResolvedValue(undefined) }));
const logoutMock = jest.mocked(logout);

function setup(page: React.ReactNode) {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/broken" element={page} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/broken', user: {} },
  );
  return { user };
}

describe('ErrorPage', () => {
  beforeEach(() => {
    logoutMock.mockClear();
    sessionStore.setState({ isLoggedIn: true, token: 't' });
  });

  it("SH-65 SH-67 the 404 page reads 'Oops! Page Not Found' with 'Go to the Home Page' and 'Logout', and keeps the user signed in", async () => {
    const { user } = setup(<ErrorPage status={404} />);
    expect(screen.getByText('Oops! Page Not Found')).toBeInTheDocument();
    expect(logoutMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go to the Home Page' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('SH-66 SH-67 the 500 page shows the error message and logs the user out automatically', () => {
    setup(<ErrorPage status={500} message="The shell could not start." />);
    expect(screen.getByText('The shell could not start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(logoutMock).toHaveBeenCalledTimes(1);
  });

  it('SH-65 Logout on the 404 page logs out', async () => {
    const { user } = setup(<ErrorPage status={404} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logoutMock).toHaveBeenCalledTimes(1);
  });
});
