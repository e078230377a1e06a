import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CHALLENGE_FIRST, sessionStore, signInChallenge } from '@qube/shared';
import { renderWithProviders, type RenderWithProvidersResult } from '@qube/shared/test-utils/render';
import { registerAltchaWorkers } from '../../../shared/src/session/altchaWidget';
import { loginLinkNotice } from '../session/loginLink';
import { signIn } from '../session/signIn';
import { SignInPage } from './SignInPage';

jest.mock('../session/signIn', () => ({ signIn: jest.fn() }));
const signInMock = jest.mocked(signIn);
// The widget's own code (a web component with workers) is the browser's; here only when it is asked for counts.
jest.mock('../../../shared/src/session/altchaWidget', () => ({ registerAltchaWorkers: jest.fn() }));
const registerMock = jest.mocked(registerAltchaWorkers);

const CHALLENGE = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyLength: 32, keyPrefix: 'cc', keySignature: 'dd', expiresAt: 2_000_000_000, data: { purpose: 'sign-in' } },
  signature: 'ee',
};
const CHALLENGE_NEEDED = 'Too many failed sign-ins. Please complete the check below, then sign in again.';

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

function setup(initialEntry = '/') {
  // userEvent's default delay (not the helper's none), as these tests were written with.
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/" element={<SignInPage companyId={1} brandName="Qube" />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { route: initialEntry, user: {} },
  );
  return { user };
}

async function fillAndSubmit(user: RenderWithProvidersResult['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  beforeEach(() => {
    signInMock.mockReset();
    registerMock.mockClear();
    signInChallenge.setState({ challenge: null });
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

  it('SH-36 SH-37 shows the security check the API asks for after failed sign-ins and sends its solution with the next attempt', async () => {
    signInMock.mockImplementationOnce(async () => {
      signInChallenge.setState({ challenge: CHALLENGE });
      return CHALLENGE_NEEDED;
    });
    signInMock.mockResolvedValueOnce(null);
    const { user } = setup();
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    expect(registerMock).not.toHaveBeenCalled();

    await fillAndSubmit(user, 'alex@demo.qube', 'Demo!2345');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHALLENGE_NEEDED);
    const check = await screen.findByRole('group', { name: 'Security check' });
    // The widget's code is fetched now, not with the page.
    await waitFor(() => expect(registerMock).toHaveBeenCalledTimes(1));

    // Not solved yet: Sign In says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHALLENGE_FIRST);
    expect(signInMock).toHaveBeenCalledTimes(1);

    // The widget reports its solution; the next attempt carries it and gets in.
    const widget = check.querySelector('altcha-widget');
    expect(widget).not.toBeNull();
    act(() => {
      widget?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }));
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('At /dashboard')).toBeInTheDocument());
    expect(signInMock).toHaveBeenLastCalledWith({ email: 'alex@demo.qube', password: 'Demo!2345', trustDevice: false, altcha: 'solved-payload' });
  });
});
