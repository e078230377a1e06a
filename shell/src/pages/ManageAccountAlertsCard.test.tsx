import { screen, within } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ManageAccountAlertsCard } from './ManageAccountAlertsCard';

const KINDS = ['bill_short', 'qube_low', 'purchase_declined', 'payment_failed', 'deposit_landed'].map((kind) => ({ kind, enabled: true, email: true, text: false }));
const SETTINGS = { bill_days_before: 3, kinds: KINDS, texts_available: true };

const setup = (answer: unknown = SETTINGS) => {
  const get = jest.spyOn(api, 'get').mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return { status: 200, data: answer } as never;
  });
  const put = jest.spyOn(api, 'put').mockImplementation(async (_path, body) => ({ status: 200, data: { ...(body as object), texts_available: true } }) as never);
  return { get, put, ...renderWithProviders(<ManageAccountAlertsCard />, { session: { account: { id: 7 } } }) };
};

describe('notification settings (issue 25 §2)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each alert with its switches and saves the choices, by keyboard', async () => {
    const { user, get, put } = setup();
    const card = await screen.findByRole('region', { name: 'Notification settings' });
    const bill = await within(card).findByRole('group', { name: 'A bill will be short' });
    expect(get).toHaveBeenCalledWith('alerts/settings/', { account_id: 7 });
    expect(within(card).getAllByRole('group')).toHaveLength(5);
    const deposit = within(card).getByRole('group', { name: 'A deposit landed' });
    await user.click(within(deposit).getByRole('checkbox', { name: 'By e-mail' }));
    within(bill).getByRole('checkbox', { name: 'By text' }).focus();
    await user.keyboard(' ');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Tell me about a short bill' }), '7 days before it is due');
    await user.click(within(card).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(card).findByText('Notification settings saved.')).toBeInTheDocument();
    const [path, body] = put.mock.calls[0] ?? [];
    expect(path).toBe('alerts/settings/');
    expect(body).toMatchObject({ account_id: 7, bill_days_before: 7 });
    const sent = (body as { kinds: typeof KINDS }).kinds;
    expect(sent.find((k) => k.kind === 'deposit_landed')).toEqual({ kind: 'deposit_landed', enabled: true, email: false, text: false });
    expect(sent.find((k) => k.kind === 'bill_short')).toEqual({ kind: 'bill_short', enabled: true, email: true, text: true });
  });

  it('switching an alert off disables its channels; without texts the text switches are off with the reason', async () => {
    const { user } = setup({ ...SETTINGS, texts_available: false });
    const low = await screen.findByRole('group', { name: 'A qube is running low' });
    expect(within(low).getByRole('checkbox', { name: 'By text' })).toBeDisabled();
    expect(screen.getByText('Texts need a verified phone number (Phone, above).')).toBeInTheDocument();
    await user.click(within(low).getByRole('checkbox', { name: 'Alert me' }));
    expect(within(low).getByRole('checkbox', { name: 'By e-mail' })).toBeDisabled();
  });

  it('keeps every choice on screen when the save fails, with the server message', async () => {
    const { user, put } = setup();
    put.mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Choose between 1 and 14 days.' }));
    const deposit = await screen.findByRole('group', { name: 'A deposit landed' });
    await user.click(within(deposit).getByRole('checkbox', { name: 'Alert me' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose between 1 and 14 days.');
    expect(within(deposit).getByRole('checkbox', { name: 'Alert me' })).not.toBeChecked();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    const { user, get } = setup(new ApiError(503, { fallback_message: 'Try again in a minute.' }));
    expect(await screen.findByText('We could not load your notification settings.')).toBeInTheDocument();
    get.mockResolvedValue({ status: 200, data: SETTINGS } as never);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'A bill will be short' })).toBeInTheDocument();
  });
});
