import type { AccountLimits, CardDepositIntent } from '@qube/contract/cardDeposits';

/** A card deposit's payment intent (MM-107), as POST deposits/stripe-deposits/ answers it. @public */
export type CardDepositIntentAnswer = CardDepositIntent;

/** The card deposit limits of an account (MM-106), as GET accounts/{id}/limits/ answers them. @public */
export type CardDepositLimits = AccountLimits;
