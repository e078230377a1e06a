import { screen, waitFor } from '@testing-library/react';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { ManageProgramPage } from './ManageProgramPage';

function setup() {
  let program = { id: 1, name: 'Money Mindset', description: 'Eight weeks', format: 'group', features: ['Weekly group call'], program_type: 'coach', affiliate_features: ['dashboard', 'leads'], updated_at: null };
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(),
    'GET coaching/program/': () => program,
    'PATCH coaching/program/': (body) => {
      program = { ...program, ...(body as object) };
      return program;
    },
  });
  return { ...renderPage(<ManageProgramPage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Manage Program', () => {
  it("CO-22 shows the program's name, type and features and Qube's partnership read-only", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Manage Program', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Program name')).toHaveValue('Money Mindset');
    expect(screen.getByLabelText('Feature 1')).toHaveValue('Weekly group call');
    expect(screen.getByText('Dashboard, Leads')).toBeInTheDocument();
    expect(screen.getByText('Group')).toBeInTheDocument();
  });

  it('CO-22 edits name and features, refusing an empty name and a repeated feature', async () => {
    const { user, api } = setup();
    const name = await screen.findByLabelText('Program name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Enter a program name.')).toBeInTheDocument();
    await user.type(name, 'Debt-Free Path');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.type(screen.getByLabelText('Feature 2'), 'weekly group call');
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Each feature may be listed once.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'coaching/program/')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Feature 2'));
    await user.type(screen.getByLabelText('Feature 2'), 'Monthly 1:1 check-in');
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Your program is saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PATCH', 'coaching/program/')[0]?.payload).toEqual({ name: 'Debt-Free Path', description: 'Eight weeks', format: 'group', features: ['Weekly group call', 'Monthly 1:1 check-in'] }),
    );
  });
});
