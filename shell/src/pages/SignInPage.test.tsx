import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@qube/shared';
import { loginLinkNotice } from '../session/loginLink';
import { signIn } from '../session/signIn';
import { SignInPage } from './SignInPage';

jest.mock('../session/signIn', () => ({ signIn: jest.fn() }));
const signInMock = jest.mocked(signIn);

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

function setup(initialEntry = '/') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes>
        <Route path="/" element={<SignInPage companyId={1} brandName="Qube" />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  beforeEach(() => {
    signInMock.mockReset();
    sessionStore.getState().setRequestUrl(null);
  });

  it('offers a stranger the way to register from the sign-in page', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(screen.getByText('At /register/begin')).toBeInTheDocument();
  });

  it("SH-36 requires email and password with 'This Field is required!'", async () => {
    const { user } = setup();
    await fillAndSubmit(user, '', '');
    expect(await screen.findAllByText('This Field is required!')).toHaveLength(2);
    expect(signInMock).not.toHaveBeenCalled();
  });

  it("SH-36 rejects a malformed email with 'Please Enter a valid Email'", async () => {
    const { user } = setup();
    await fillAndSubmit(user, 'alex@', 'Demo!2345');
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('SH-36 shows the API message for wrong credentials and keeps the input', async () => {
    signInMock.mockResolvedValue('Incorrect email or password.');
    const { user } = setup();
    await fillAndSubmit(user, 'alex@demo.qube', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByLabelText('Email')).toHaveValue('alex@demo.qube');
  });

  it("SH-36 sends 'trust this device' and goes home after sign-in", async () => {
    signInMock.mockResolvedValue(null);
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Trust this device' }));
    await fillAndSubmit(user, 'alex@demo.qube', 'Demo!2345');
    await waitFor(() => expect(screen.getByText('At /dashboard')).toBeInTheDocument());
    expect(signInMock).toHaveBeenCalledWith({ email: 'alex@demo.qube', password: 'Demo!2345', trustDevice: true });
  });

  it('SH-08 returns to the remembered URL after sign-in', async () => {
    signInMock.mockResolvedValue(null);
    sessionStore.getState().setRequestUrl('/planning');
    const { user } = setup();
    await fillAndSubmit(user, 'alex@demo.qube', 'Demo!2345');
    await waitFor(() => expect(screen.getByText('At /planning')).toBeInTheDocument());
    expect(sessionStore.getState().requestUrl).toBeNull();
  });

  it("SH-33 shows 'Your session has expired. Please log in again!' after an expiry and returns to the referrer", async () => {
    signInMock.mockResolvedValue(null);
    const { user } = setup('/?expired=true&referrer=%2Fstatements');
    expect(screen.getByText('Your session has expired. Please log in again!')).toBeInTheDocument();
    await fillAndSubmit(user, 'alex@demo.qube', 'Demo!2345');
    await waitFor(() => expect(screen.getByText('At /statements')).toBeInTheDocument());
  });

  it("SH-19 a sign-in link that did not work says 'This sign-in link is invalid or has expired.' until the next attempt", async () => {
    signInMock.mockResolvedValue('Incorrect email or password.');
    loginLinkNotice.setState({ message: 'This sign-in link is invalid or has expired.' });
    const { user } = setup('/');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
    await fillAndSubmit(user, 'alex@demo.qube', 'wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password.'));
    expect(loginLinkNotice.getState().message).toBeNull();
  });
});
