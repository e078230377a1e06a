/**
 * The browser side of a card-payment provider (Stripe's role): the provider's element takes the card and confirms a
 * payment intent our API made, straight with the provider; our own money calls never see the card. Screens use this
 * type only, so a real provider's element replaces the sandbox's without touching them.
 * @public
 */
export type CardPaymentProvider = {
  /** The provider's name, for messages and tests. */
  name: string;
  /** Pays the intent with the card (Stripe's confirmCardPayment); never throws for a refused card. */
  confirmCardPayment: (intent: PaymentIntentRef, card: CardDetails) => Promise<CardPaymentResult>;
};

/** The intent to pay: its id and client secret, as POST deposits/stripe-deposits/ answered them. @public */
export type PaymentIntentRef = { id: string; clientSecret: string };

/** The card as the person typed it. @public */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

/** The card field a message is about. @public */
export type CardField = 'number' | 'expiry' | 'cvc';

/**
 * What the provider answered: paid (with the card's brand and last 4 digits), or refused with its message (a decline,
 * a card field it found wrong, or the intent's state); `field` names the field to fix when there is one.
 * @public
 */
export type CardPaymentResult =
  | { status: 'succeeded'; cardBrand: string; cardLast4: string }
  | { status: 'failed'; message: string; field?: CardField };
