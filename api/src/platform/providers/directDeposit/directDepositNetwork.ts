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

/**
 * One line of a network's report, as it sends it: the fields of a webhook delivery, each a string, not yet checked (the
 * reconciliation checks each line as it checks a delivery).
 */
export type ReportedCredit = {
  deposit_id: string;
  routing_number: string;
  account_number: string;
  payer_name: string;
  amount: string;
  effective_date: string;
};

/**
 * The network's own account of the credits it took for our accounts (ADR 0105): what the reconciliation compares with
 * what landed, so a delivery that never arrived (our servers down longer than the partner retries, a lost request)
 * still lands, once, and a landed credit the network does not list is found.
 */
export type CreditReport = {
  /** The network's id (the `provider` of its landed deposits). */
  network: string;
  /** Every credit for our accounts with an effective date in [from, to] (YYYY-MM-DD), delivered or not, not returned. */
  creditsBetween(from: string, to: string): Promise<ReportedCredit[]>;
};
