import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, sessionStore, type StandaloneContext } from '@qube/shared';
import { startTestSession } from '@qube/shared/test-utils';
import { CoachingApp } from './CoachingApp';

// The portal's frame and its pages' first views draw without antd (docs/adr/0015-plain-markup-first-views.md): an
// import of it on their path fails here. The dialogs and the date fields' calendar bring antd in chunks of their own.
jest.mock('antd', () => {
  throw new Error('antd is not part of the first view of the partner portal');
});

const METRICS = { landing: 340, checkout: 58, basic: 12, premium: 21, family: 7, commission: '1425.50', pending: 4, pending_premium: 3, pending_family: 1, pending_commission: '187.25' };
const PROGRAM = { id: 1, current_subscription: { program: { program_type: 'coach', affiliate_features: ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'] } } };
const site = (): StandaloneContext => ({ personalViewUrl: 'http://localhost:8080/dashboard', signOut: jest.fn().mockResolvedValue(undefined) });

function openPortal(context = site(), path = '/coaching/dashboard', answers: Record<string, (query: Record<string, unknown> | undefined) => unknown> = {}) {
  history.replaceState(null, '', path);
  // testing/renderPortal brings antd's App: this file signs in and answers the reads itself.
  startTestSession({ id: 3, first_name: 'Cora', is_coach: true, is_affiliate: false, is_rewards_affiliate: false, feature_flags: { web_partner_revenue: true } });
  const reads: Record<string, (query: Record<string, unknown> | undefined) => unknown> = { 'affiliates/metrics/': () => METRICS, 'affiliates/me/': () => PROGRAM, ...answers };
  jest.spyOn(api, 'get').mockImplementation((async (read: string, query?: Record<string, unknown>) => {
    const answer = reads[read];
    if (!answer) throw new Error(`No answer for ${read}`);
    return { status: 200, data: answer(query) };
  }) as never);
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

const lead = (id: number) => ({ id, name: `Lead ${id}`, email: `lead${id}@example.com`, phone_number: null, code: 'CORA', signed_up_at: '2026-11-02T09:00:00Z' });
const leadPage = (query: Record<string, unknown> | undefined) => {
  const offset = Number(query?.offset ?? 0);
  return { count: 45, next: null, results: Array.from({ length: Math.min(20, 45 - offset) }, (_, i) => lead(offset + i + 1)) };
};
const lastQuery = (read: string) => (jest.mocked(api.get).mock.calls.filter(([path]) => path === read).at(-1)?.[1] ?? {}) as Record<string, unknown>;

it('CO-20 CO-13 /coaching/leads needs no antd: a real table, headers that sort from the keyboard, named page buttons', async () => {
  const { user } = openPortal(site(), '/coaching/leads', { 'coaching/leads/': leadPage });
  expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
  const table = (await screen.findByText('Lead 1')).closest('table') as HTMLTableElement;
  const name = within(table).getByRole('columnheader', { name: 'Name' });
  expect(name).toHaveAttribute('scope', 'col');
  expect(name).toHaveAttribute('aria-sort', 'none');
  expect(within(table).getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');

  within(name).getByRole('button', { name: 'Name' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(lastQuery('coaching/leads/')).toMatchObject({ ordering: 'name', offset: 0 }));
  await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
  await user.keyboard(' ');
  await waitFor(() => expect(lastQuery('coaching/leads/')).toMatchObject({ ordering: '-name' }));
  await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending'));

  // Looked up anew each time: the list may draw the page buttons again while a page loads.
  const pages = () => screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pages()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(within(pages()).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery('coaching/leads/')).toMatchObject({ offset: 20, limit: 20 }));
  expect(await screen.findByText('Lead 21')).toBeInTheDocument();
  await waitFor(() => expect(within(pages()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
  await user.click(within(pages()).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Lead 45')).toBeInTheDocument();
  await waitFor(() => expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeDisabled());
});

it('CO-22 /coaching/clients needs no antd: its plan filter is a native select', async () => {
  const { user } = openPortal(site(), '/coaching/clients', {
    'coaching/clients/': (query) => ({ count: 1, next: null, results: [{ id: 1, name: query?.plan === 'family' ? 'Fran Family' : 'Casey Client', email: null, plan: 'premium', client_since: '2025-12-01T10:00:00Z', active: true }] }),
  });
  expect(await screen.findByText('Casey Client')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search clients' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Family');
  expect(await screen.findByText('Fran Family')).toBeInTheDocument();
  expect(lastQuery('coaching/clients/')).toMatchObject({ plan: 'family', offset: 0 });
});

it('CO-15 /coaching/payouts needs no antd until the confirm opens, and draws once all three reads have answered', async () => {
  let answerPrograms: (value: unknown) => void = () => undefined;
  const programs = new Promise((resolve) => {
    answerPrograms = resolve;
  });
  openPortal(site(), '/coaching/payouts', {
    'affiliates/commission-earned/': () => ({ total_earned: '1425.50', total_paid: '900.00', collectable: '250.00', pending: '187.25', last_payout_at: null }),
    'affiliates/payment-history/': () => ({ count: 1, next: null, results: [{ id: 1, paid_at: '2026-09-30T12:00:00Z', amount: '900.00', status: 'paid', destination: 'Cloud', account_id: 7, activity_id: null }] }),
    'affiliates/programs/': () => programs,
  });
  expect(await screen.findByRole('heading', { name: 'Payouts', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('status', { name: 'Loading your payouts' })).toBeInTheDocument();
  // Commission and history have answered, the programs not yet: nothing of the page is drawn, so nothing moves later.
  await waitFor(() => expect(lastQuery('affiliates/payment-history/')).toMatchObject({ limit: 20 }));
  expect(screen.queryByText('Ready to collect')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Programs' })).not.toBeInTheDocument();
  answerPrograms({ results: [{ id: 1, name: 'Qube Coach Program', program_type: 'coach', affiliate_features: ['dashboard'], commission_rate: '20.00', hold_days: 30, is_current: true, joined_at: '2025-01-10T00:00:00Z' }] });
  expect(await screen.findByText('Qube Coach Program')).toBeInTheDocument();
  expect(screen.getByText('Ready to collect')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByText('$900.00')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Programs', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Collect payment' })).toBeEnabled();
});

it('CO-16 /coaching/codes needs no antd until a code is edited: its table and both forms are plain', async () => {
  const { user } = openPortal(site(), '/coaching/codes', {
    'affiliates/dashboard/codes/': () => ({ results: [{ id: 1, code: 'CORA', is_active: true, share_link: 'http://localhost:8080/register/begin?affiliate_id=CORA', sign_ups: 4, created_at: '2026-03-01T10:00:00Z' }] }),
    'tune/affiliates/personalization/': () => ({ affiliate_type: 'coach', message: 'Hi from Cora', image_url: null, updated_at: null }),
  });
  expect(await screen.findByRole('heading', { name: 'Codes', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('columnheader', { name: 'Share link' })).toHaveAttribute('scope', 'col');
  expect(screen.getByRole('button', { name: 'Edit CORA' })).toBeInTheDocument();
  const field = screen.getByLabelText('New code');
  await user.type(field, 'a!');
  await user.tab();
  expect(field).toHaveAccessibleDescription('Use 4 to 20 letters, digits, - or _, starting with a letter or digit.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = await screen.findByLabelText('Welcome message');
  expect(message).toHaveValue('Hi from Cora');
  expect(message).toHaveAccessibleDescription('Shown on the sign-up page to people who come with your code.');
  await user.type(screen.getByLabelText('Image URL'), 'ftp://x{Tab}');
  expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription('Enter a valid URL starting with http:// or https://.');
});

it('CO-21 /coaching/profile needs no antd: a native form with the same checks and messages, its switch and money fields', async () => {
  const { user } = openPortal(site(), '/coaching/profile', {
    'coaching/profile/me/': () => ({
      active_clients: 12,
      pricing: { power_session: '150.00', group_pricing: null, individual_pricing: null },
      links: { discovery_calendar: null, power_user_webinar: null, group_calendar: null, individual_calendar: null },
      is_taking_new_clients: true,
      phone_number: null,
      email: 'coach@demo.qube',
      tune_affiliate_code: 'CORA',
    }),
    'affiliates/dashboard/codes/': () => ({ results: [{ id: 1, code: 'CORA', is_active: true, share_link: 'x', sign_ups: 0, created_at: '2026-01-01T00:00:00Z' }] }),
  });
  expect(await screen.findByRole('heading', { name: 'Coach Profile', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Power session' })).toHaveValue('$150.00');
  expect(screen.getByRole('combobox', { name: 'Code shown to prospects' })).toHaveValue('CORA');
  const taking = screen.getByRole('switch', { name: 'Taking new clients' });
  await user.click(taking);
  expect(taking).not.toBeChecked();
  const active = screen.getByLabelText('Active clients');
  await user.clear(active);
  await user.type(active, '12.5');
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the fields marked below.');
  expect(active).toHaveAccessibleDescription('Enter a whole number from 0 to 10000.');
  await waitFor(() => expect(active).toHaveFocus());
});

it('CO-22 /coaching/manage-program needs no antd: features are added and removed, the list is checked on save', async () => {
  const { user } = openPortal(site(), '/coaching/manage-program', {
    'coaching/program/': () => ({ id: 1, name: 'Money Mindset', description: 'Eight weeks', format: 'group', features: ['Weekly group call'], program_type: 'coach', affiliate_features: ['dashboard', 'leads'], updated_at: null }),
  });
  expect(await screen.findByRole('heading', { name: 'Manage Program', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Program type' })).toHaveValue('group');
  expect(screen.getByText('Dashboard, Leads')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add feature' }));
  await user.click(screen.getByRole('button', { name: 'Save program' }));
  expect(screen.getByLabelText('Feature 2')).toHaveAccessibleDescription('Enter the feature or remove it.');
  await user.click(screen.getByRole('button', { name: 'Remove feature 2' }));
  expect(screen.queryByLabelText('Feature 2')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Feature 1')).toHaveValue('Weekly group call');
});

const conversion = (id: number) => ({ id, customer: `Customer ${id}`, account_created: '2026-10-05T15:00:00Z', product: 'premium', earned: '120.00', commission: '24.00', active: true, pending: false, basic: false });

it('CO-13 CO-14 /coaching/revenue needs no antd: native month and product choices, plain date fields, table and chart', async () => {
  const { user } = openPortal(site(), '/coaching/revenue', {
    'affiliates/conversions/': (query) => ({ count: 1, next: null, results: [conversion(query?.product === 'family' ? 2 : 1)], total_earned: '120.00', total_commission: '24.00' }),
    'affiliates/conversions/monthly/': () => ({ results: [{ month: '2026-10', conversions: 1, earned: '120.00', commission: '24.00' }] }),
  });
  expect(await screen.findByRole('heading', { name: 'Revenue', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Customer 1')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('scope', 'col');
  expect(within(screen.getByRole('figure', { name: 'Commission per month' })).getByText('Oct 2026: $24.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Any month');
  expect(screen.getByRole('textbox', { name: 'Account created from' })).toBeInTheDocument();
  const to = screen.getByRole('textbox', { name: 'Account created to' });
  await user.type(to, '01/01/2020{Enter}');
  await user.type(screen.getByRole('textbox', { name: 'Account created from' }), '02/01/2020{Enter}');
  expect(to).toHaveAccessibleDescription('The end date must be on or after the start date.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'Family');
  expect(await screen.findByText('Customer 2')).toBeInTheDocument();
  expect(lastQuery('affiliates/conversions/')).toMatchObject({ product: 'family', offset: 0 });
});

it('CO-17 CO-18 CO-19 /coaching/node-sales needs no antd: summary, share link, sales with filters, pending sales', async () => {
  openPortal(site(), '/coaching/node-sales', {
    'affiliates/me/': () => ({ id: 1, current_subscription: { program: { program_type: 'rewards', affiliate_features: ['dashboard'] } } }),
    'rewards/dashboard/summary/': () => ({ landing_page: 88, checkout_page: 12, basic: 5, smart: 3, commission: '145.00' }),
    'rewards/dashboard/get-link/': () => ({ link: 'http://localhost:8080/register/begin?affiliate_id=REMY', code: 'REMY' }),
    'rewards/dashboard/list/': () => ({ count: 1, next: null, results: [{ id: 1, customer: 'Buyer 1', referred_by: 'REMY', date_sold: '2026-10-12T10:00:00Z', product: 'smart', earned: '500.00', commission: '50.00' }] }),
    'rewards/dashboard/list-pending/': () => ({ count: 1, next: null, results: [{ id: 9, customer: 'Pat Pending', referred_by: 'REMY', basic_nodes: 2, smart_nodes: 1, date_reserved: '2026-11-20T10:00:00Z', commission: '30.00' }] }),
  });
  expect(await screen.findByRole('heading', { name: 'Node Sales', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Buyer 1')).toBeInTheDocument();
  expect(screen.getByText('Landing page visits')).toBeInTheDocument();
  expect(screen.getByText('$145.00')).toBeInTheDocument();
  expect(screen.getByLabelText('Your share link')).toHaveValue('http://localhost:8080/register/begin?affiliate_id=REMY');
  expect(screen.getByRole('button', { name: 'Copy link: Your share link' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sales', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Product' })).toHaveDisplayValue('All products');
  expect(screen.getByRole('textbox', { name: 'Date sold from' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pending sales', level: 2 })).toBeInTheDocument();
  expect(within(screen.getByText('Pat Pending').closest('table') as HTMLTableElement).getByRole('columnheader', { name: 'Date reserved' })).toHaveAttribute('scope', 'col');
});
