import { api } from '@qube/shared';
import type { LinkType } from './bankLinkApi';

/**
 * The sandbox provider's own calls, which only its widget makes (a real provider's widget talks to the provider):
 * the banks, the sign-in at one, and the choice of accounts that yields the public token.
 */
export type SandboxInstitution = { institution_id: string; name: string };
export type SandboxAccount = { id: string; name: string; mask: string; type: string; subtype: string; verification_status: string };
export type SandboxSession = { link_session_id: string; institution: SandboxInstitution; accounts: SandboxAccount[] };
export type SandboxSuccess = {
  public_token: string;
  metadata: { link_session_id: string; institution: SandboxInstitution; accounts: SandboxAccount[]; link_type: LinkType };
};

export async function loadInstitutions(): Promise<SandboxInstitution[]> {
  return (await api.get<{ results: SandboxInstitution[] }>('plaid/sandbox/institutions/', undefined, { mute: true })).data.results;
}

/** Answers the bank's accounts, or throws an ApiError whose fallback_message is the provider's own message. */
export async function signInToBank(input: { linkToken: string; institutionId: string; username: string; password: string }): Promise<SandboxSession> {
  const body = { link_token: input.linkToken, institution_id: input.institutionId, username: input.username, password: input.password };
  return (await api.post<SandboxSession>('plaid/sandbox/sign-in/', body, { mute: true })).data;
}

export async function completeLink(input: { linkToken: string; linkSessionId: string; accountIds: string[] }): Promise<SandboxSuccess> {
  const body = { link_token: input.linkToken, link_session_id: input.linkSessionId, account_ids: input.accountIds };
  return (await api.post<SandboxSuccess>('plaid/sandbox/complete/', body, { mute: true })).data;
}
