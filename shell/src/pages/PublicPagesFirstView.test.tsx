import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { SHELL_PAGES } from './shellPages';

// The small public pages draw without antd (docs/adr/0015-plain-markup-first-views.md): an import of it fails here.
jest.mock('antd', () => {
  throw new Error('antd is not part of the public password and policy pages');
});

const show = (path: string, url = path) => renderWithProviders(<>{SHELL_PAGES[path]?.({ companyId: 1, brandName: 'Qube' })}</>, { route: url });

it('SH-38 SD-14 /forgot-password without antd: the form checks the email with the shared messages', async () => {
  show('/forgot-password');
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This Field is required!');
});

it('SH-38 SD-15 /new-password without antd: the form, its rule list, and the invalid-link page', async () => {
  const { unmount } = show('/new-password', '/new-password?token=abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-describedby', 'password-rules');
  expect(screen.getByRole('list', { name: 'Password rules' })).toBeInTheDocument();
  unmount();
  show('/new-password');
  expect(await screen.findByRole('heading', { level: 1, name: 'This password reset link is invalid or has expired.' })).toBeInTheDocument();
});

it.each([
  ['/terms', 'Terms & Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
])('SH-40 %s without antd', async (path, title) => {
  show(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
});

it.each([
  ['/500', 'Something went wrong'],
  ['/unsubscribe-from-emails', 'Unsubscribe from emails'],
])('SH-39 SH-67 %s without antd', async (path, title) => {
  show(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
