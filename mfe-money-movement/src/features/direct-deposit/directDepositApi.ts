import { api } from '@qube/shared';

/*
 * The shapes of contract/src/directDeposit.ts. This remote does not depend on @qube/contract (only on @qube/shared,
 * which does not re-export these): written out here until it does.
 */
export type TransferType = 1 | 2 | 3;
export type CompletedFormPayload = {
  account_id: number;
  idempotency_key: string;
  transfer_type: TransferType;
  deposit_entire_paycheck: boolean;
  deposit_percent_paycheck: number | null;
  deposit_amount_paycheck: string | null;
  employer_name: string;
  is_employer: boolean;
  signature: string;
};
export type DirectDepositRequest = { id: number; account_id: number; kind: 'blank' | 'completed'; sent_to: string };

/** POST /direct/completed-form-request/ (MM-116): 201, the form is mailed as a PDF. Failures are shown inline. */
export async function sendCompletedForm(payload: CompletedFormPayload): Promise<DirectDepositRequest> {
  return (await api.post<DirectDepositRequest>('direct/completed-form-request/', payload, { mute: true })).data;
}

/** POST /direct/blank-form-request/ (MM-117): a blank form by e-mail. */
export async function sendBlankForm(accountId: number): Promise<DirectDepositRequest> {
  return (await api.post<DirectDepositRequest>('direct/blank-form-request/', { account_id: accountId }, { mute: true })).data;
}
