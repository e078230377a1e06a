import { api, type LinkedBankAccount } from '@qube/shared';

/** A bank money went to before (API-36; the contract's PreviousBankAccount). */
export type PreviousBank = { plaid_account: number; name: string; institution_name: string; account_mask: string; last_amount: string; last_transfer_datetime: string; transfer_count: number };

/** What POST orders/bank-transfers/ answers (the contract's BankTransfer). */
export type BankTransferResult = { id: number; status: 'scheduled' | 'pending' | 'completed' | 'cancelled' | 'failed'; amount: string; expected_settle_datetime: string | null; scheduled_date: string };

export type BankTransferPayload = {
  account_id: number;
  from_qube: number | 'cloud';
  plaid_account: number;
  amount: string;
  scheduled_date: string;
  title?: string;
  is_active: true;
  ach_account_number: string;
  ach_routing_number: string;
  idempotency_key: string;
};

/** The linked banks money may go to (GET plaid/accounts/) and those used before (API-36), together. */
export async function loadBanks(accountId: number): Promise<{ linked: LinkedBankAccount[]; previous: PreviousBank[] }> {
  const [linked, previous] = await Promise.all([
    api.get<{ results: LinkedBankAccount[] }>('plaid/accounts/', { account_id: accountId }),
    api.get<{ results: PreviousBank[] }>('orders/previously-transferred-accounts/', { account_id: accountId }, { mute: true }).catch(() => ({ data: { results: [] } })),
  ]);
  return { linked: linked.data.results, previous: previous.data.results };
}

/** POST orders/bank-transfers/ (API-37): pending 3-5 business days, or scheduled for a later date. */
export async function createBankTransfer(payload: BankTransferPayload): Promise<BankTransferResult> {
  return (await api.post<BankTransferResult>('orders/bank-transfers/', payload, { mute: true })).data;
}
