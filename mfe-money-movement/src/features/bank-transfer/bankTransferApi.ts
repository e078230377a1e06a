import type { BankTransfer, BankTransferInput, PreviousBankAccount } from '@qube/contract/bankTransfers';
import { api, type LinkedBankAccount } from '@qube/shared';

/**
 * The contract's shapes (contract/src/bankTransfers.ts), under the names this feature uses: a bank money went to
 * before (API-36), what POST orders/bank-transfers/ takes and what it answers.
 */
export type { BankTransfer as BankTransferResult, BankTransferInput as BankTransferPayload, PreviousBankAccount as PreviousBank } from '@qube/contract/bankTransfers';

/** The linked banks money may go to (GET plaid/accounts/) and those used before (API-36), together. */
export async function loadBanks(accountId: number): Promise<{ linked: LinkedBankAccount[]; previous: PreviousBankAccount[] }> {
  const [linked, previous] = await Promise.all([
    api.get<{ results: LinkedBankAccount[] }>('plaid/accounts/', { account_id: accountId }),
    api.get<{ results: PreviousBankAccount[] }>('orders/previously-transferred-accounts/', { account_id: accountId }, { mute: true }).catch(() => ({ data: { results: [] } })),
  ]);
  return { linked: linked.data.results, previous: previous.data.results };
}

/** POST orders/bank-transfers/ (API-37): pending 3-5 business days, or scheduled for a later date. */
export async function createBankTransfer(payload: BankTransferInput): Promise<BankTransfer> {
  return (await api.post<BankTransfer>('orders/bank-transfers/', payload, { mute: true })).data;
}
