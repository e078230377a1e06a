import type { CompletedFormRequestInput, DirectDepositAvailability, DirectDepositRequest } from '@qube/contract/directDeposit';
import { api } from '@qube/shared';

/** The contract's shapes (contract/src/directDeposit.ts), under the names this feature uses. */
export type { CompletedFormRequestInput as CompletedFormPayload, DirectDepositRequest, DirectDepositTransferType as TransferType } from '@qube/contract/directDeposit';

/** POST /direct/completed-form-request/ (MM-116): 201, the form is mailed as a PDF. Failures are shown inline. */
export async function sendCompletedForm(payload: CompletedFormRequestInput): Promise<DirectDepositRequest> {
  return (await api.post<DirectDepositRequest>('direct/completed-form-request/', payload, { mute: true })).data;
}

/** POST /direct/blank-form-request/ (MM-117): a blank form by e-mail. */
export async function sendBlankForm(accountId: number): Promise<DirectDepositRequest> {
  return (await api.post<DirectDepositRequest>('direct/blank-form-request/', { account_id: accountId }, { mute: true })).data;
}

/**
 * GET /direct/availability/: whether a direct-deposit network is configured. Muted: the dialog shows the answer (or a
 * failed check) itself.
 */
export async function fetchAvailability(): Promise<DirectDepositAvailability> {
  return (await api.get<DirectDepositAvailability>('direct/availability/', undefined, { mute: true })).data;
}
