import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StandaloneContext } from '@qube/shared';
import { CoachingApp } from '../../CoachingApp';
import { coachProgram, mockApi, resetPortalTest, signInPartner } from '../../testing/renderPortal';

const METRICS = { landing: 1, checkout: 1, basic: 1, premium: 0, family: 0, commission: '1.00', pending: 0, pending_premium: 0, pending_family: 0, pending_commission: '0.00' };
const site = (): StandaloneContext => ({ personalViewUrl: 'http://localhost:8080/dashboard', signOut: jest.fn().mockResolvedValue(undefined) });

function openApp(path: string, program = coachProgram(), standalone?: StandaloneContext) {
  history.replaceState(null, '', path);
  const api = mockApi({
    'GET affiliates/me/': () => program,
    'GET affiliates/metrics/': () => METRICS,
    'GET coaching/clients/': () => ({ count: 0, next: null, results: [] }),
    'GET coaching/program/': () => ({ id: 1, name: 'P', description: '', format: 'group', features: [], program_type: 'coach', affiliate_features: [], updated_at: null }),
  });
  const user = userEvent.setup();
  render(<CoachingApp name="coaching" standalone={standalone} />);
  return { user, api };
}

afterEach(resetPortalTest);

describe('tab bar and routes', () => {
  it('CO-05 a coach gets every tab of a coach, as links, the current one marked', async () => {
    signInPartner();
    openApp('/coaching/dashboard');
    const tabs = await screen.findByRole('navigation', { name: 'Partner portal' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Revenue', 'Leads', 'Clients', 'Payouts', 'Codes', 'Coach Profile', 'Manage Program']);
    expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Coach Profile' })).toHaveAttribute('href', '/coaching/profile');
  });

  it('CO-05 a rewards affiliate gets Node Sales and no coach tabs', async () => {
    signInPartner({ is_coach: false, is_affiliate: true, is_rewards_affiliate: true, feature_flags: {} });
    openApp('/coaching/dashboard', coachProgram(['dashboard'], 'rewards'));
    const tabs = await screen.findByRole('navigation', { name: 'Partner portal' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Node Sales', 'Payouts', 'Codes']);
  });

  it('CO-01 CO-02 CO-22 the tabs open /coaching/clients and /coaching/manage-program', async () => {
    signInPartner();
    const { user } = openApp('/coaching/dashboard');
    const tabs = await screen.findByRole('navigation', { name: 'Partner portal' });
    await user.click(within(tabs).getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    expect(location.pathname).toBe('/coaching/clients');
    await user.click(within(tabs).getByRole('link', { name: 'Manage Program' }));
    expect(await screen.findByRole('heading', { name: 'Manage Program', level: 1 })).toBeInTheDocument();
    expect(location.pathname).toBe('/coaching/manage-program');
  });

  it('CO-03 the mobile drawer holds the same pages and closes on a choice', async () => {
    signInPartner();
    const { user } = openApp('/coaching/dashboard', coachProgram(), site());
    await screen.findByRole('navigation', { name: 'Partner portal' });
    // jsdom applies no media query, so the narrow-screen button is there as well.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Partner portal menu' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(8);
    await user.click(within(drawer).getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Partner portal menu' })).not.toBeInTheDocument());
  });
});

describe('coaching guard in the app', () => {
  it('CO-08 a page the program lacks opens the first enabled page instead', async () => {
    signInPartner({ is_coach: false, is_affiliate: true });
    openApp('/coaching/leads', coachProgram(['dashboard', 'revenue'], 'affiliate'));
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeInTheDocument();
    expect(location.pathname).toBe('/coaching/dashboard');
  });

  it('CO-08 CO-11 with web_partner_revenue off, Revenue is no tab and its page opens the first enabled one', async () => {
    signInPartner({ is_coach: false, is_affiliate: true, feature_flags: {} });
    openApp('/coaching/revenue', coachProgram(['dashboard', 'revenue'], 'affiliate'));
    expect(await screen.findByRole('heading', { name: 'Partner Dashboard', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Partner portal' })).queryByRole('link', { name: 'Revenue' })).not.toBeInTheDocument();
  });

  it('CO-07 inside the shell a user who is not a partner is sent to /dashboard', async () => {
    signInPartner({ is_coach: false, is_affiliate: false });
    openApp('/coaching/dashboard', coachProgram());
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
  });

  it('CO-07 a partner with no active feature is sent to /dashboard', async () => {
    signInPartner();
    openApp('/coaching/payouts', coachProgram([]));
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
  });
});
