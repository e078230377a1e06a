import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@qube/shared';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { CoachProfilePage } from './CoachProfilePage';

const PROFILE = {
  active_clients: 12,
  pricing: { power_session: '150.00', group_pricing: null, individual_pricing: '95.50' },
  links: { discovery_calendar: 'https://cal.example.com/cora', power_user_webinar: null, group_calendar: null, individual_calendar: null },
  is_taking_new_clients: true,
  phone_number: '5550100001',
  email: 'coach@demo.qube',
  tune_affiliate_code: 'CORA',
};

function setup(patch: (body: Record<string, unknown> | undefined) => unknown = (body) => ({ ...PROFILE, ...(body as object) })) {
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(),
    'GET coaching/profile/me/': () => PROFILE,
    'PATCH coaching/profile/me/': patch,
    'GET affiliates/dashboard/codes/': () => ({ results: [{ id: 1, code: 'CORA', is_active: true, share_link: 'x', sign_ups: 0, created_at: '2026-01-01T00:00:00Z' }] }),
  });
  return { ...renderPage(<CoachProfilePage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Coach Profile', () => {
  it('CO-21 loads every field of coaching/profile/me/', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Coach Profile', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveValue('coach@demo.qube');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 010-0001');
    expect(screen.getByLabelText('Active clients')).toHaveValue('12');
    expect(screen.getByRole('switch', { name: 'Taking new clients' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Power session' })).toHaveValue('$150.00');
    expect(screen.getByRole('textbox', { name: 'Group coaching' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Individual coaching' })).toHaveValue('$95.50');
    expect(screen.getByLabelText('Discovery call calendar')).toHaveValue('https://cal.example.com/cora');
    expect(screen.getByText('CORA')).toBeInTheDocument();
  });

  it('CO-21 checks URLs, phone, e-mail and prices with clear messages before saving', async () => {
    const { user, api } = setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '555');
    await user.type(screen.getByLabelText('Group session calendar'), 'ftp://files.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Group coaching' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please Enter a valid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid URL starting with http:// or https://.')).toBeInTheDocument();
    expect(screen.getByText('Enter a price from 0.00 to 10000.00.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'coaching/profile/me/')).toHaveLength(0);
  });

  it('CO-21 saves with PATCH: prices as money strings, links, phone; empties as null', async () => {
    const { user, api } = setup();
    const group = await screen.findByRole('textbox', { name: 'Group coaching' });
    await user.type(group, '49.99');
    await user.clear(screen.getByRole('textbox', { name: 'Individual coaching' }));
    await user.type(screen.getByLabelText('Power user webinar'), 'https://webinar.example.com/power');
    await user.click(screen.getByRole('switch', { name: 'Taking new clients' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', 'coaching/profile/me/')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'coaching/profile/me/')[0]?.payload).toEqual({
      active_clients: 12,
      pricing: { power_session: '150.00', group_pricing: '49.99', individual_pricing: null },
      links: { discovery_calendar: 'https://cal.example.com/cora', power_user_webinar: 'https://webinar.example.com/power', group_calendar: null, individual_calendar: null },
      is_taking_new_clients: false,
      phone_number: '(555) 010-0001',
      email: 'coach@demo.qube',
      tune_affiliate_code: 'CORA',
    });
  });

  it("CO-21 puts the API's field messages at their fields", async () => {
    const { user } = setup(() => {
      throw new ApiError(400, { fallback_message: 'Enter a valid URL starting with http:// or https://.', fields: { 'links.group_calendar': 'Enter a valid URL starting with http:// or https://.' } });
    });
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const message = await screen.findByText('Enter a valid URL starting with http:// or https://.');
    expect(screen.getByLabelText('Group session calendar')).toHaveAttribute('aria-invalid', 'true');
    expect(message).toBeInTheDocument();
  });
});
