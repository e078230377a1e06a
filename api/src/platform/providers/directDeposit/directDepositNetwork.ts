/**
 * The direct-deposit network (ADR 0096): the bank partner that receives ACH credits addressed to an account's routing
 * and account number (an employer's payroll, a benefit) and tells us, in production by a webhook, one delivery per
 * credit. A delivery may be repeated (a webhook retried): it carries the same deposit id, and the API lands it once.
 * The API answers every delivery through one receiver (areas/funding/directDeposits.ts landDirectDeposit), whatever
 * the network.
 */

/** One ACH credit as the network delivers it. */
export type IncomingCredit = {
  /** The network's id (the one each landed deposit stores). */
  network: string;
  /** The network's id of this credit: a repeated delivery carries the same one. */
  depositId: string;
  routingNumber: string;
  accountNumber: string;
  /** The originator's name (the company that pays), as the ACH entry carries it. */
  payerName: string;
  /** Money, two decimals, positive. */
  amount: string;
  /** The entry's effective date (YYYY-MM-DD). */
  effectiveDate: string;
};

/** What the receiver answers the network: landed now, or a repeat of one that landed before. */
export type CreditAnswer = { status: 'landed' | 'already_landed' };

export type CreditReceiver<T extends CreditAnswer> = (credit: IncomingCredit) => Promise<T>;

/** A credit the sandbox is asked to send (the development route, a test). */
export type CreditOrder = { routingNumber: string; accountNumber: string; payerName: string; amount: string; effectiveDate: string; depositId?: string };

export type DirectDepositNetwork = {
  id: string;
  /**
   * The ledger counterparty of a landed credit: Cloud + amount and this clearing pocket − amount (what the network
   * owes us until its settlement), so every movement sums to zero.
   */
  clearingCounterparty: string;
};

/** A network we ask to send a credit (the sandbox); a real one sends by itself, to the webhook. */
export type SendingNetwork = DirectDepositNetwork & {
  /** Delivers one credit to the receiver. */
  deliver<T extends CreditAnswer>(order: CreditOrder, receiver: CreditReceiver<T>): Promise<T>;
};
