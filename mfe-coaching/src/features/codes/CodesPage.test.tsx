import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@qube/shared';
import { coachProgram, mockApi, renderPage, resetPortalTest, signInPartner } from '../../testing/renderPortal';
import { CodesPage } from './CodesPage';

const code = (id: number, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  code: text,
  is_active: true,
  share_link: `http://localhost:8080/register/begin?affiliate_id=${text}`,
  sign_ups: 4,
  created_at: '2026-03-01T10:00:00Z',
  ...extra,
});

function setup() {
  let codes = [code(1, 'CORA')];
  let personalization = { affiliate_type: 'coach', message: 'Hi from Cora', image_url: null as string | null, updated_at: null };
  const api = mockApi({
    'GET affiliates/me/': () => coachProgram(),
    'GET affiliates/dashboard/codes/': () => ({ results: codes }),
    'POST affiliates/dashboard/codes': (body) => {
      if (body?.code === 'TAKEN') throw new ApiError(400, { fallback_message: 'This code is already taken.', fields: { code: 'This code is already taken.' } });
      const made = code(2, String(body?.code).toUpperCase());
      codes = [...codes, made];
      return made;
    },
    'PATCH tune/affiliate-codes/': (body) => {
      codes = codes.map((c) => (c.id === body?.id ? { ...c, code: String(body?.code), is_active: Boolean(body?.is_active) } : c));
      return codes.find((c) => c.id === body?.id);
    },
    'GET tune/affiliates/personalization/': () => personalization,
    'PATCH tune/affiliates/personalization/': (body) => {
      personalization = { ...personalization, message: String(body?.message), image_url: (body?.image_url as string | null) ?? null };
      return personalization;
    },
  });
  return { ...renderPage(<CodesPage />), api };
}

beforeEach(() => signInPartner());
afterEach(resetPortalTest);

describe('Codes and personalization', () => {
  it('CO-16 lists the codes with their share links, which copy', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Codes', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('CORA')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:8080/register/begin?affiliate_id=CORA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link for CORA' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:8080/register/begin?affiliate_id=CORA');
  });

  it('CO-16 creates a code, checking its form first and showing the API refusal at the field', async () => {
    const { user, api } = setup();
    await screen.findByText('CORA');
    const field = screen.getByLabelText('New code');
    await user.type(field, 'a!');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Use 4 to 20 letters, digits, - or _, starting with a letter or digit.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'affiliates/dashboard/codes')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'TAKEN');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('This code is already taken.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'cora2026');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code CORA2026 created.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy link for CORA2026' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'affiliates/dashboard/codes').at(-1)?.payload).toEqual({ code: 'cora2026' });
  });

  it('CO-16 edits a code: its text and whether it is on', async () => {
    const { user, api } = setup();
    await screen.findByText('CORA');
    await user.click(screen.getByRole('button', { name: 'Edit CORA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit CORA' });
    const input = within(dialog).getByLabelText('Code');
    await user.clear(input);
    await user.type(input, 'CORA-NEW');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Code saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'tune/affiliate-codes/')[0]?.payload).toEqual({ id: 1, code: 'CORA-NEW', is_active: false });
    expect(await screen.findByText('CORA-NEW')).toBeInTheDocument();
  });

  it('CO-16 personalizes the landing: message and image URL, checked, previewed and saved', async () => {
    const { user, api } = setup();
    const message = await screen.findByLabelText('Welcome message');
    expect(message).toHaveValue('Hi from Cora');
    const preview = screen.getByRole('figure', { name: 'Landing page preview' });
    await user.clear(message);
    await user.type(message, 'Join my budgeting group');
    expect(within(preview).getByText('Join my budgeting group')).toBeInTheDocument();

    const image = screen.getByLabelText('Image URL');
    await user.type(image, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save landing page' }));
    expect(await screen.findByText('Enter a valid URL starting with http:// or https://.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'tune/affiliates/personalization/')).toHaveLength(0);

    await user.clear(image);
    await user.type(image, 'https://example.com/cora.png');
    expect(within(preview).getByRole('img', { name: 'Your landing image' })).toHaveAttribute('src', 'https://example.com/cora.png');
    await user.click(screen.getByRole('button', { name: 'Save landing page' }));
    expect(await screen.findByText('Your landing page is saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PATCH', 'tune/affiliates/personalization/')[0]?.payload).toEqual({ message: 'Join my budgeting group', image_url: 'https://example.com/cora.png' }),
    );
  });
});
