import { webcrypto } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { registrationApi } from '../api/registrationApi';
import { location, makeForm, setup } from '../testSetup';
import { PasswordPage } from './PasswordPage';

afterEach(() => jest.restoreAllMocks());

const atPassword = makeForm({ completed_step_index: 4, current_step: 'password' });

describe('PasswordPage', () => {
  it('SD-16 ON-44 checks the spec rules and that both fields match', async () => {
    const { user } = setup('/register/password', <PasswordPage />, atPassword);
    await user.type(await screen.findByLabelText('Password'), 'tangerine kite');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password should not contain spaces')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('ON-47 sends only the password encrypted with the API\'s public key, then moves on', async () => {
    // jsdom has no Web Crypto: Node's stands in for the browser's.
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
    const keys = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
    const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    jest.spyOn(registrationApi, 'publicKey').mockResolvedValue(pem);
    const save = jest.spyOn(registrationApi, 'savePassword').mockResolvedValue(makeForm({ completed_step_index: 5, current_step: 'plans', has_password: true }));
    const { user } = setup('/register/password', <PasswordPage />, atPassword);
    await user.type(await screen.findByLabelText('Password'), 'Tangerine!Kite42');
    await user.type(screen.getByLabelText('Confirm Password'), 'Tangerine!Kite42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location(screen)).toBe('/register/plans'));
    const sent = save.mock.calls[0]?.[0] ?? '';
    expect(sent).not.toContain('Tangerine');
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, Uint8Array.from(atob(sent), (c) => c.charCodeAt(0)));
    expect(new TextDecoder().decode(plain)).toBe('Tangerine!Kite42');
  });

  it("ON-47 without Web Crypto the step fails with 'Unable to load JSEncrypt'", async () => {
    jest.spyOn(registrationApi, 'publicKey').mockResolvedValue('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      const { user } = setup('/register/password', <PasswordPage />, atPassword);
      await user.type(await screen.findByLabelText('Password'), 'Tangerine!Kite42');
      await user.type(screen.getByLabelText('Confirm Password'), 'Tangerine!Kite42');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load JSEncrypt');
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });

  it('ON-10 a person who has not reached this step is sent to the step to continue at', async () => {
    setup('/register/password', <PasswordPage />, makeForm({ completed_step_index: 2, current_step: 'delivery' }));
    await waitFor(() => expect(location(screen)).toBe('/register/delivery'));
  });
});
