/**
 * A card network (the processor that carries the Qube card's swipes). A real one sends each swipe to the issuer (us)
 * as an authorization request and waits for approve or decline; it may also send advice of a swipe it declined itself
 * (a wrong PIN) and force-posted charges the merchant took without asking (transit, in-flight), which cannot be
 * declined. The API answers through one issuer function (areas/cards/purchases.ts authorizeCardPurchase), whatever the network.
 */

/** What the network sends the issuer. */
export type IssuerRequest = {
  /** The network's id (the one each authorization stores). */
  network: string;
  /** The network's id of this authorization: a repeated request carries the same one. */
  networkReference: string;
  accountId: number;
  merchant: string;
  /** Money, two decimals, positive. */
  amount: string;
  /** 'authorization': approve or decline; 'force_post': already taken; 'advice': the network declined it (reason). */
  kind: 'authorization' | 'force_post' | 'advice';
  adviceReason?: 'error_pin';
};

/** The issuer's answer, as the network needs it. */
export type IssuerAnswer = { approved: boolean; outcome: 'approved' | 'declined' | 'qubeless' };

export type Issuer<T extends IssuerAnswer> = (request: IssuerRequest) => Promise<T>;

/** A swipe at a merchant (a person at a till, or the development tool). */
export type Swipe = { accountId: number; merchant: string; amount: string; forcePost?: boolean; networkReference?: string };

export type CardNetwork = {
  id: string;
  /**
   * The ledger counterparty of card money: an approved purchase is the qube − amount and this clearing pocket
   * + amount (what the network will collect for the merchant), so every movement sums to zero.
   */
  clearingCounterparty: string;
  /** Carries a swipe through the network to the issuer and returns the issuer's answer. */
  swipe<T extends IssuerAnswer>(swipe: Swipe, issuer: Issuer<T>): Promise<T>;
};
