import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { MoveMoneyHost } from '../internal-transfer/MoveMoneyHost';
import { BUILT_MOVE_MONEY_OPTIONS } from '../move-money/moveMoneyChoices';
import { DirectDepositHost } from './DirectDepositHost';
import { chooseTransferType, completedFormPayload, EMPTY_FORM, formErrors } from './directDepositRules';

jest.setTimeout(90000);

const ALL = { web_move_money_internal: true, web_move_money_ach_in: true, web_move_money_ach_out: true, web_move_money_p2p: true };

const AVAILABLE = { available: true, fallback_message: null };

function setup(userType: 'regular_user' | 'limited_user' = 'regular_user', availability: () => Promise<unknown> = async () => AVAILABLE) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path !== 'direct/availability/') throw new Error(`unexpected GET ${path}`);
    return { status: 200, data: await availability() } as never;
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => ({ status: 201, data: { id: 1, account_id: 7, kind: path.includes('blank') ? 'blank' : 'completed', sent_to: 'alex@demo.qube' } }) as never);
  const { user, payloads } = renderWithProviders(<DirectDepositHost />, { session: { me: { user_type: userType, feature_flags: ALL }, account: { id: 7, account_number: '400121000042', routing_number: '084106768', bank_name: 'Evolve Bank & Trust', has_banking_features: true } }, record: ['toast:show', 'command:open-get-debit-card'] });
  return { user, get, post, toasts: () => payloads('toast:show'), prompts: () => payloads('command:open-get-debit-card') };
}

/** Opens the dialog and waits for its check of direct deposit to settle. */
const open = async () => {
  act(() => bus.emit('command:open-direct-deposit', {}));
  const dialog = await screen.findByRole('dialog', { name: 'Direct Deposit' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Checking direct deposit' })).not.toBeInTheDocument());
  return dialog;
};

const fillForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Fill Out Form' }));
  await screen.findByRole('dialog', { name: 'Direct Deposit Form' });
  await user.type(screen.getByLabelText('Employer or payer name'), 'Acme Corp');
  await user.type(screen.getByLabelText('Signature'), 'Alex Rivera');
};

describe('Direct Deposit dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it("MM-112 MM-113 MM-116 three steps: the account's numbers, the form promising early pay, then \"You've Got Mail!\" after a 201", async () => {
    const { user, post } = setup();
    const step1 = await open();
    expect(within(step1).getByText('Evolve Bank & Trust')).toBeInTheDocument();
    expect(within(step1).getByText('400121000042')).toBeInTheDocument();
    expect(within(step1).getByText('084106768')).toBeInTheDocument();
    await fillForm(user);
    expect(screen.getByText('Get paid up to 2 days early (subject to employer terms).')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A percent of my paycheck' }));
    await user.type(screen.getByLabelText('Percent of paycheck'), '25');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('dialog', { name: "You've Got Mail!" });
    expect(within(done).getByText('alex@demo.qube')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('direct/completed-form-request/', {
      account_id: 7, idempotency_key: expect.any(String), transfer_type: 2, deposit_entire_paycheck: false, deposit_percent_paycheck: 25,
      deposit_amount_paycheck: null, employer_name: 'Acme Corp', is_employer: true, signature: 'Alex Rivera',
    }, { mute: true });
  });

  it("MM-118 copying the account or routing number puts it on the clipboard and shows 'Copied to clipboard!'", async () => {
    const { user, toasts } = setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('400121000042');
    await user.click(screen.getByRole('button', { name: 'Copy routing number' }));
    expect(await navigator.clipboard.readText()).toBe('084106768');
    expect(toasts()).toEqual([{ type: 'success', message: 'Copied to clipboard!' }, { type: 'success', message: 'Copied to clipboard!' }]);
  });

  it('MM-115 choosing a type clears the other amount fields; the percent is at most 100; errors show after Submit and nothing is sent', async () => {
    const { user, post } = setup();
    await open();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This Field is required!')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A percent of my paycheck' }));
    await user.type(screen.getByLabelText('Percent of paycheck'), '101');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a percent from 1 to 100.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A partial amount' }));
    expect(screen.queryByLabelText('Percent of paycheck')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A percent of my paycheck' }));
    expect(screen.getByLabelText('Percent of paycheck')).toHaveValue('');
    expect(post).not.toHaveBeenCalled();
    // The rules themselves.
    const typed = { ...EMPTY_FORM, transferType: 3 as const, amount: '12.00', percent: '5' };
    expect(chooseTransferType(typed, 1)).toEqual({ ...typed, transferType: 1, amount: '0.00', percent: '' });
    expect(formErrors({ ...EMPTY_FORM, transferType: 3, amount: '50000.01', employerName: 'A', signature: 'S' })).toEqual({ amount: 'Amount cannot be more than $50,000.00.' });
    expect(formErrors({ ...EMPTY_FORM, transferType: 2, percent: '100', employerName: 'A', signature: 'S' })).toEqual({});
    expect(completedFormPayload({ ...EMPTY_FORM, transferType: 3, amount: '250.00', employerName: ' A ', signature: 'S' }, 1, 'k')).toMatchObject({
      transfer_type: 3, deposit_entire_paycheck: false, deposit_percent_paycheck: null, deposit_amount_paycheck: '250.00', employer_name: 'A',
    });
  });

  it("MM-116 a failure shows the API's fallback_message inline and keeps the form", async () => {
    const { user, post } = setup();
    post.mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Enter a percent from 1 to 100.' }));
    await open();
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: 'Entire paycheck' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a percent from 1 to 100.');
    expect(screen.getByRole('dialog', { name: 'Direct Deposit Form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Employer or payer name')).toHaveValue('Acme Corp');
  });

  it('MM-114 each open starts from an empty form with a new idempotency_key', async () => {
    const { user, post } = setup();
    const keys: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await open();
      await fillForm(user);
      await user.click(screen.getByRole('radio', { name: 'Entire paycheck' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('dialog', { name: "You've Got Mail!" });
      keys.push((post.mock.calls.at(-1)?.[1] as { idempotency_key: string }).idempotency_key);
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(new Set(keys).size).toBe(2);
    await open();
    await user.click(screen.getByRole('button', { name: 'Fill Out Form' }));
    expect(screen.getByLabelText('Employer or payer name')).toHaveValue('');
  });

  it('MM-117 Email Me a Blank Form sends POST /direct/blank-form-request/ and confirms by mail', async () => {
    const { user, post } = setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Email Me a Blank Form' }));
    const done = await screen.findByRole('dialog', { name: "You've Got Mail!" });
    expect(within(done).getByText(/We sent a blank direct deposit form/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('direct/blank-form-request/', { account_id: 7 }, { mute: true });
  });

  it("SH-22 MM-39 the command opens Direct Deposit; a limited user gets the shell's Get Debit Card prompt instead", async () => {
    const { prompts } = setup('limited_user');
    act(() => bus.emit('command:open-direct-deposit', {}));
    expect(prompts()).toEqual([{ action: 'direct_deposit' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('MM-35 SH-22 Direct Deposit is a built option of the Move Money selection, and choosing it opens the dialog', async () => {
    expect(BUILT_MOVE_MONEY_OPTIONS).toContain('direct_deposit');
    const { user } = setup();
    render(<MoveMoneyHost />);
    act(() => bus.emit('command:open-move-money', {}));
    await user.click(within(await screen.findByRole('list', { name: 'Ways to move money' })).getByRole('button', { name: /Direct Deposit/ }));
    expect(await screen.findByRole('dialog', { name: 'Direct Deposit' })).toBeInTheDocument();
  });

  it('MM-112 without a direct-deposit network the dialog says so and shows no numbers to hand an employer, nor a form to send', async () => {
    const { user, post } = setup('regular_user', async () => ({ available: false, fallback_message: 'Direct deposit is not available right now.' }));
    const dialog = await open();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Direct deposit is not available right now.');
    expect(within(dialog).queryByText('400121000042')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('084106768')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Fill Out Form' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Email Me a Blank Form' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it('MM-112 while the check runs nothing is shown; a failed check says so, shows no numbers, and Retry asks again', async () => {
    let answer: () => Promise<unknown> = () => Promise.reject(new ApiError(0, null));
    const { user, get } = setup('regular_user', () => answer());
    const dialog = await open();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not check whether direct deposit is available.Please try again.');
    expect(within(dialog).queryByText('400121000042')).not.toBeInTheDocument();
    let release: (value: unknown) => void = () => undefined;
    answer = () => new Promise((resolve) => { release = resolve; });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('status', { name: 'Checking direct deposit' })).toBeInTheDocument();
    expect(within(dialog).queryByText('400121000042')).not.toBeInTheDocument();
    act(() => release(AVAILABLE));
    expect(await within(dialog).findByText('400121000042')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith('direct/availability/', undefined, { mute: true });
  });
});
