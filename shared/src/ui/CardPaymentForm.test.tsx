import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardPaymentProvider, CardPaymentResult } from '../payments/cardPaymentProvider';
import { CardPaymentForm } from './CardPaymentForm';

jest.setTimeout(60000);

const NOW = () => new Date(2026, 10, 25);
const INTENT = { id: 'pi_abcdefgh12345678', clientSecret: 'secret' };

function setup(answers: CardPaymentResult[] = [{ status: 'succeeded', cardBrand: 'Visa', cardLast4: '4242' }], intent: typeof INTENT | null = INTENT) {
  const confirmCardPayment = jest.fn<Promise<CardPaymentResult>, Parameters<CardPaymentProvider['confirmCardPayment']>>();
  for (const answer of answers) confirmCardPayment.mockResolvedValueOnce(answer);
  const onSucceeded = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<CardPaymentForm provider={{ name: 'fake', confirmCardPayment }} intent={intent} payLabel="Pay $41.16" onSucceeded={onSucceeded} now={NOW} />);
  const fill = async (number: string, expiry: string, cvc: string) => {
    for (const [name, text] of [['Card number', number], ['Expiration date', expiry], ['Security code', cvc]] as const) {
      const field = screen.getByRole('textbox', { name });
      await user.clear(field);
      if (text) await user.type(field, text);
    }
  };
  return { user, confirmCardPayment, onSucceeded, fill };
}

describe('CardPaymentForm', () => {
  it('MM-105 pays the intent with the card through the provider (number without spaces, month and four-digit year)', async () => {
    const { user, confirmCardPayment, onSucceeded, fill } = setup();
    await fill('4242424242424242', '1230', '123');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiration date' })).toHaveValue('12 / 30');
    await user.click(screen.getByRole('button', { name: 'Pay $41.16' }));
    expect(confirmCardPayment).toHaveBeenCalledWith(INTENT, { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    expect(onSucceeded).toHaveBeenCalledWith({ status: 'succeeded', cardBrand: 'Visa', cardLast4: '4242' });
  });

  it("MM-105 checks the card before sending it: Luhn, expiry in the past, CVC, each under its field; nothing reaches the provider", async () => {
    const { user, confirmCardPayment, fill } = setup();
    await fill('4242424242424241', '1026', '12');
    await user.click(screen.getByRole('button', { name: 'Pay $41.16' }));
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
    expect(confirmCardPayment).not.toHaveBeenCalled();
  });

  it("MM-105 shows the provider's decline and lets the person pay with another card", async () => {
    const { user, confirmCardPayment, onSucceeded, fill } = setup([
      { status: 'failed', message: 'Your card was declined.' },
      { status: 'succeeded', cardBrand: 'Visa', cardLast4: '4242' },
    ]);
    await fill('4000000000000002', '1230', '123');
    await user.click(screen.getByRole('button', { name: 'Pay $41.16' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onSucceeded).not.toHaveBeenCalled();
    await fill('4242424242424242', '1230', '123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $41.16' }));
    expect(confirmCardPayment).toHaveBeenCalledTimes(2);
    expect(onSucceeded).toHaveBeenCalled();
  });

  it('MM-105 a field the provider refused shows its message under that field', async () => {
    const { user, fill } = setup([{ status: 'failed', message: "Your card's security code is invalid.", field: 'cvc' }]);
    await fill('4242424242424242', '1230', '123');
    await user.click(screen.getByRole('button', { name: 'Pay $41.16' }));
    expect(await screen.findByText("Your card's security code is invalid.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('MM-105 waits for the intent: no intent, no payment', () => {
    setup([], null);
    expect(screen.getByRole('button', { name: 'Pay $41.16' })).toBeDisabled();
  });
});
