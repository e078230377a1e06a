import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore, type StandaloneContext } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { CoachingApp } from './CoachingApp';

// The portal's frame and /coaching/dashboard draw without antd (ARCHITECTURE.md "Page budget"): an import of it
// on their path fails here. The other pages bring antd in chunks of their own.
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of /coaching/dashboard');
});

const METRICS = { landing: 340, checkout: 58, basic: 12, premium: 21, family: 7, commission: '1425.50', pending: 4, pending_premium: 3, pending_family: 1, pending_commission: '187.25' };
const PROGRAM = { id: 1, current_subscription: { program: { program_type: 'coach', affiliate_features: ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'] } } };
const site = (): StandaloneContext => ({ personalViewUrl: 'http://localhost:8080/dashboard', signOut: jest.fn().mockResolvedValue(undefined) });

function openPortal(context = site()) {
  history.replaceState(null, '', '/coaching/dashboard');
  // testing/renderPortal brings antd's App: this file signs in and answers the two reads itself.
  startTestSession({ id: 3, first_name: 'Cora', is_coach: true, is_affiliate: false, is_rewards_affiliate: false, feature_flags: { web_partner_revenue: true } });
  jest.spyOn(api, 'get').mockImplementation((async (path: string) => ({ status: 200, data: path === 'affiliates/metrics/' ? METRICS : PROGRAM })) as never);
  const user = userEvent.setup();
  render(<CoachingApp name="coaching" standalone={context} />);
  return { user, context };
}

afterEach(() => {
  sessionStore.getState().reset();
  jest.restoreAllMocks();
});

it('CO-03 CO-05 CO-12 the standalone portal, its tab bar and the dashboard with its charts need no antd', async () => {
  openPortal();
  expect(await screen.findByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Landing page visits')).toBeInTheDocument();
  expect(screen.getAllByText('$1,425.50').length).toBeGreaterThan(0);
  expect(screen.getByRole('figure', { name: 'Funnel: landing → checkout → plans' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sign-ups', level: 2 })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Partner portal' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Qube Partner Portal home' })).toBeInTheDocument();
});

it('CO-03 CO-04 the profile menu works from the keyboard: arrows move, Escape closes back to the button, Enter chooses', async () => {
  const { user, context } = openPortal();
  const button = await screen.findByRole('button', { name: 'Cora profile menu' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu', { name: 'Cora profile menu' });
  expect(within(menu).getByRole('menuitem', { name: 'Go to Personal View' })).toHaveFocus();
  expect(within(menu).getByRole('link', { name: 'Go to Personal View' })).toHaveAttribute('href', 'http://localhost:8080/dashboard');
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Go to Personal View' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  await user.keyboard('{End}{Enter}');
  expect(context.signOut).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('CO-03 a click outside closes the profile menu', async () => {
  const { user } = openPortal();
  await user.click(await screen.findByRole('button', { name: 'Cora profile menu' }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await user.click(screen.getByRole('main'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('CO-03 the narrow-screen drawer is a named dialog: focus goes in and stays, Escape closes it back to Menu', async () => {
  const { user } = openPortal();
  const menuButton = await screen.findByRole('button', { name: 'Menu' });
  await user.click(menuButton);
  const drawer = screen.getByRole('dialog', { name: 'Partner Portal' });
  expect(drawer).toHaveAttribute('aria-modal', 'true');
  expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(drawer).toHaveFocus();
  const links = within(within(drawer).getByRole('navigation', { name: 'Partner portal menu' })).getAllByRole('link');
  expect(links).toHaveLength(8);
  // Tab goes round inside: Close, the eight links, back to Close.
  await user.tab();
  expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  for (let i = 0; i < 8; i += 1) await user.tab();
  expect(links[7]).toHaveFocus();
  await user.tab();
  expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(links[7]).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(menuButton).toHaveFocus();
  expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await user.click(menuButton);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
