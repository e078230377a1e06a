import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import { checkCard, formatCardNumber, formatExpiry, cardDigits, parseExpiry, type CardFormValues } from '../payments/cardChecks';
import type { CardField, CardPaymentProvider, PaymentIntentRef } from '../payments/cardPaymentProvider';

/**
 * The card entry of a payment (our stand-in for the provider's payment element): card number, expiration date and
 * security code, checked as the provider's element checks them, then paid with `provider.confirmCardPayment`. The card
 * goes only to the provider, never to our money calls. Used by the card deposit (MM-105) and, later, by onboarding.
 * A refused card shows the provider's message and the form stays open for another try.
 * @public
 */
export function CardPaymentForm({ provider, intent, payLabel, isDisabled = false, onSucceeded, now = () => new Date() }: Props) {
  const [values, setValues] = useState<CardFormValues>({ number: '', expiry: '', cvc: '' });
  const [isChecked, setIsChecked] = useState(false);
  const [isPaying, setIsPaying] = useState(false);
  const [providerError, setProviderError] = useState<{ message: string; field?: CardField } | null>(null);
  const ids = { number: useId(), expiry: useId(), cvc: useId() };

  const fieldErrors = isChecked ? checkCard(values, now()) : {};
  const messageOf = (field: CardField) => fieldErrors[field] ?? (providerError?.field === field ? providerError.message : undefined);

  const change = (field: CardField, text: string) => {
    const shown = field === 'number' ? formatCardNumber(text) : field === 'expiry' ? formatExpiry(text) : cardDigits(text).slice(0, 4);
    setValues((last) => ({ ...last, [field]: shown }));
    setProviderError(null);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (!intent || isPaying || Object.keys(checkCard(values, now())).length > 0) return;
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    setIsPaying(true);
    setProviderError(null);
    const result = await provider.confirmCardPayment(intent, { number: cardDigits(values.number), expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc });
    setIsPaying(false);
    if (result.status === 'succeeded') onSucceeded(result);
    else setProviderError({ message: result.message, ...(result.field ? { field: result.field } : {}) });
  };

  const field = (name: CardField, label: string, props: { placeholder: string; autoComplete: string; maxLength: number }) => {
    const message = messageOf(name);
    return (
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={ids[name]}>{label}</label>
        <Input
          id={ids[name]}
          inputMode="numeric"
          value={values[name]}
          status={message ? 'error' : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${ids[name]}-error` : undefined}
          disabled={isDisabled || isPaying}
          onChange={(event) => change(name, event.target.value)}
          {...props}
        />
        {message && (
          <Typography.Text id={`${ids[name]}-error`} type="danger">
            {message}
          </Typography.Text>
        )}
      </div>
    );
  };

  // A decline or an intent's state is about the whole card: shown above the button.
  const generalError = providerError && !providerError.field ? providerError.message : null;
  return (
    <form aria-label="Card payment" noValidate onSubmit={(event) => void pay(event)} style={{ display: 'grid', gap: 12 }}>
      {field('number', 'Card number', { placeholder: '1234 1234 1234 1234', autoComplete: 'cc-number', maxLength: 23 })}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        {field('expiry', 'Expiration date', { placeholder: 'MM / YY', autoComplete: 'cc-exp', maxLength: 7 })}
        {field('cvc', 'Security code', { placeholder: 'CVC', autoComplete: 'cc-csc', maxLength: 4 })}
      </div>
      <div aria-live="polite">{generalError && <Alert type="error" showIcon title={generalError} role="alert" />}</div>
      <Button type="primary" htmlType="submit" block loading={isPaying} disabled={isDisabled || !intent}>
        {payLabel}
      </Button>
    </form>
  );
}

type Props = {
  /** The browser side of the card-payment provider (the sandbox's, or a real one's). */
  provider: CardPaymentProvider;
  /** The intent to pay; null while it is being made or changed (the button waits). */
  intent: PaymentIntentRef | null;
  /** The button's text, e.g. 'Pay $41.16'. */
  payLabel: string;
  isDisabled?: boolean;
  onSucceeded: (result: { cardBrand: string; cardLast4: string }) => void;
  /** The clock the expiry is checked against (tests pass one). */
  now?: () => Date;
};
