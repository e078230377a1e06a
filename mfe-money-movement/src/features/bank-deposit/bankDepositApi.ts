import { api, type LinkedBankAccount, type Overview } from '@qube/shared';
import { loadLinkedAccounts } from '../bank-link/bankLinkApi';
import type { buildAuditLog, buildDepositPayload, ScheduledDeposit } from './depositRules';

/** What the dialog needs: the linked banks (oldest first, MM-81 preselects the first) and the Cloud balance. */
export type DepositContext = { accounts: LinkedBankAccount[]; cloudBalance: string };

export async function loadDepositContext(accountId: number): Promise<DepositContext> {
  const [accounts, overview] = await Promise.all([loadLinkedAccounts(accountId), api.get<Overview>(`accounts/${accountId}/updates/`)]);
  return { accounts, cloudBalance: overview.data.cloud_qube_total_balance };
}

/** MM-94, MM-95: a new deposit is POST deposits/ach-deposits/; muted, the dialog shows the fallback_message (MM-96). */
export async function createDeposit(payload: ReturnType<typeof buildDepositPayload>) {
  return api.post<{ amount: string }>('deposits/ach-deposits/', payload, { mute: true });
}

/** MM-93: an edit is PATCH deposits/ach-deposits/{id}/ (id = the scheduled deposit). */
export async function updateDeposit(id: number, payload: ReturnType<typeof buildDepositPayload>) {
  return api.patch<{ amount: string }>(`deposits/ach-deposits/${id}/`, payload, { mute: true });
}

/** MM-93: the scheduled deposit to edit, with its bank. */
export async function loadScheduledDeposit(accountId: number, id: number): Promise<ScheduledDeposit> {
  return (await api.get<ScheduledDeposit>(`deposits/ach-deposits/${id}/`, { account_id: accountId })).data;
}

/** MM-97: after success; a failure here is not the person's concern (the deposit went through), so it is silent. */
export async function postAuditLog(body: ReturnType<typeof buildAuditLog>): Promise<void> {
  await api.post('deposits/ach-deposits/audit-log/', body, { mute: true }).catch(() => undefined);
}
