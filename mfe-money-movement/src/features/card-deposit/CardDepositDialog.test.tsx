import { screen } from '@testing-library/react';
import { api, ApiError } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { CardDepositDialog } from './CardDepositDialog';
import { cardAmountError } from './cardDepositRules';

jest.setTimeout(90000);

const LIMITS = { card_deposit_minimum: '10.00', card_deposit_maximum: '2500.00' };
const intentFor = (amount: string, fee = '0.00', total = amount) => ({ id: 'pi_abcdefgh12345678', stripe_client_secret: 'pi_abcdefgh12345678_secret_s', amount, deposit_fee: fee, total_amount: total, status: 'requires_payment' });
type Answer = { status: number; data: unknown } | ApiError;

/**
 * Renders the dialog for account 1 with the API answering: limits, then `answers` per path (in order). The sandbox
 * provider's confirm is an API call too (sandbox/card-payments/…), so the whole flow runs on these answers.
 */
function setup(answers: Record<string, Answer[]>, onClose = jest.fn()) {
  jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === 'accounts/1/limits/') return { status: 200, data: LIMITS } as never;
    throw new ApiError(404, null);
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => {
    const key = Object.keys(answers).find((prefix) => path.includes(prefix));
    const next = key ? answers[key]?.shift() : undefined;
    if (!next) return { status: 200, data: { id: 'pi_abcdefgh12345678', status: 'canceled' } } as never;
    if (next instanceof ApiError) throw next;
    return next as never;
  });
  const view = renderWithProviders(<CardDepositDialog onClose={onClose} />, { session: { account: { id: 1 } }, record: ['toast:show', 'transfer:success'] });
  const { user, events } = view;
  const typeCard = async (number: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
    await user.type(screen.getByRole('textbox', { name: 'Expiration date' }), '1240');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
  };
  const pathsPosted = () => post.mock.calls.map(([path, body]) => [path, body]);
  return { user, post, events, onClose, view, typeCard, pathsPosted };
}

describe('CardDepositDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('MM-105 MM-106 MM-107 MM-111 two steps: the amount within the limits, then the summary (amount, fee, total) and the card; paid → success, toast and transfer:success', async () => {
    const { user, events, typeCard, pathsPosted } = setup({
      'deposits/stripe-deposits/': [{ status: 201, data: intentFor('40.00') }],
      'sandbox/card-payments/': [{ status: 200, data: { id: 'pi_abcdefgh12345678', status: 'succeeded', amount: '40.00', card_brand: 'Visa', card_last4: '4242' } }],
    });
    expect(await screen.findByText('Add between $10.00 and $2,500.00 to Cloud with your debit card. It arrives at once.')).toBeInTheDocument();
    expect(screen.getByText('Add Money From Card')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2: Amount')).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '40');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(await screen.findByText('Step 2 of 2: Summary and payment')).toBeInTheDocument();
    const [[createPath, createBody]] = pathsPosted() as [[string, Record<string, unknown>]];
    expect(createPath).toBe('deposits/stripe-deposits/');
    expect(createBody).toEqual({ account_id: 1, idempotency_key: expect.any(String), amount: '40.00' });
    expect(screen.getByText('Amount').closest('tr')).toHaveTextContent('$40.00');
    expect(screen.getByText('Fee').closest('tr')).toHaveTextContent('$0.00');
    expect(screen.getByText('Total').closest('tr')).toHaveTextContent('$40.00');
    expect(screen.getByText(/No fee on your first card deposit\./)).toBeInTheDocument();
    await typeCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $40.00' }));

    expect(await screen.findByText('Money Added')).toBeInTheDocument();
    expect(screen.getByText('$40.00 from your Visa ••4242 is in Cloud.')).toBeInTheDocument();
    const [, [confirmPath, confirmBody]] = pathsPosted() as [unknown, [string, Record<string, unknown>]];
    expect(confirmPath).toBe('sandbox/card-payments/pi_abcdefgh12345678/confirm/');
    expect(confirmBody).toEqual({ client_secret: 'pi_abcdefgh12345678_secret_s', card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } });
    expect(events).toEqual([
      { name: 'toast:show', payload: { type: 'success', message: 'Deposit Successful!' } },
      { name: 'transfer:success', payload: { kind: 'card_deposit', toQubeId: 'cloud', amount: '40.00' } },
    ]);
  });

  it('MM-106 an amount outside card_deposit_minimum and card_deposit_maximum keeps Continue disabled with its message', async () => {
    const { user } = setup({});
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '9.99');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum card deposit is $10.00.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '2500.01');
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum card deposit is $2,500.00.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(cardAmountError('2500.00', { card_deposit_minimum: '10.00', card_deposit_maximum: '2500.00' })).toBeNull();
    expect(cardAmountError('10.00', { card_deposit_minimum: '10.00', card_deposit_maximum: '2500.00' })).toBeNull();
  });

  it('MM-110 a 400 disables Continue and shows the fallback_message, or "Unable to process request" without one; changing the amount allows another try', async () => {
    const { user } = setup({
      'deposits/stripe-deposits/': [new ApiError(400, { fallback_message: 'Moving money is not available right now.' }), new ApiError(400, null)],
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Moving money is not available right now.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(amount, '1');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to process request');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('MM-108 going back and changing the amount updates the intent (update-amount), and the summary shows the new fee and total', async () => {
    const { user, pathsPosted } = setup({
      'deposits/stripe-deposits/pi_': [{ status: 200, data: intentFor('60.00', '1.74', '61.74') }],
      'deposits/stripe-deposits/': [{ status: 201, data: intentFor('40.00', '1.16', '41.16') }],
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Pay $41.16' })).toBeInTheDocument();
    expect(screen.queryByText(/No fee on your first card deposit/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Back and on again with the same amount: the intent is kept as it is.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(field);
    await user.type(field, '60');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Pay $61.74' })).toBeInTheDocument();
    expect(screen.getByText('Fee').closest('tr')).toHaveTextContent('$1.74');
    expect(pathsPosted()).toEqual([
      ['deposits/stripe-deposits/', expect.objectContaining({ amount: '40.00' })],
      ['deposits/stripe-deposits/pi_abcdefgh12345678/update-amount/', { account_id: 1, payment_intent_id: 'pi_abcdefgh12345678', amount: '60.00' }],
    ]);
  });

  it("MM-109 closing the dialog (Cancel, confirmed) cancels the unpaid intent as 'abandoned'", async () => {
    const { user, onClose, pathsPosted } = setup({ 'deposits/stripe-deposits/': [{ status: 201, data: intentFor('40.00') }] });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Pay $40.00' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Are you sure you want to cancel?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(pathsPosted()[1]).toEqual(['deposits/stripe-deposits/pi_abcdefgh12345678/cancel-request/', { account_id: 1, payment_intent_id: 'pi_abcdefgh12345678', stripe_cancellation_reason: 'abandoned' }]);
  });

  it('MM-109 leaving without an intent cancels nothing; a paid deposit is never cancelled, even when the dialog goes away', async () => {
    const { user, view, pathsPosted, typeCard } = setup({
      'deposits/stripe-deposits/': [{ status: 201, data: intentFor('40.00') }],
      'sandbox/card-payments/': [
        new ApiError(402, { fallback_message: 'Your card was declined.', code: 'card_declined' }),
        { status: 200, data: { id: 'pi_abcdefgh12345678', status: 'succeeded', amount: '40.00', card_brand: 'Visa', card_last4: '4242' } },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $40.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $40.00' }));
    expect(await screen.findByText('Money Added')).toBeInTheDocument();
    view.unmount();
    expect(pathsPosted().map(([path]) => path)).not.toContain('deposits/stripe-deposits/pi_abcdefgh12345678/cancel-request/');
  });
});
