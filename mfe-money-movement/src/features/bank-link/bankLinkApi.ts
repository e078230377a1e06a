import { api, type LinkedBankAccount } from '@qube/shared';

/** The link types of MM-137. */
export type LinkType = 'default' | 'dda' | 'credit_card';

/** What the provider widget's onSuccess receives (spec 000 "Bank-link result"). */
export type LinkSuccess = {
  publicToken: string;
  institution: { id: string; name: string };
  accounts: { id: string; name: string; mask: string; verification_status: string | null }[];
  linkType: LinkType;
};

const TOKEN_PATHS: Record<LinkType, string> = {
  default: 'plaid/generate-link-token/',
  dda: 'plaid/generate-dda-token/',
  credit_card: 'plaid/generate-credit-card-token/',
};

/** MM-137: a link token by link type (body account_id → link_token). Muted: the launcher shows its own failure. */
export async function requestLinkToken(accountId: number, linkType: LinkType): Promise<string> {
  return (await api.post<{ link_token: string }>(TOKEN_PATHS[linkType], { account_id: accountId }, { mute: true })).data.link_token;
}

/** MM-140: an update-mode link token for a linked account's bank sign-in. */
export async function requestRelinkToken(accountId: number, linkedAccountId: number): Promise<string> {
  const answer = (await api.post<{ link_token?: string }>(`plaid/accounts/${linkedAccountId}/relink/`, { account_id: accountId }, { mute: true })).data;
  if (!answer.link_token) throw new Error('no link token');
  return answer.link_token;
}

/** MM-139: POST plaid/accounts/ with the widget's public token and metadata; answers the linked accounts. */
export async function saveLinkedAccounts(accountId: number, success: LinkSuccess): Promise<LinkedBankAccount[]> {
  const body = {
    account_id: accountId,
    plaid_public_token: success.publicToken,
    institution_id: success.institution.id,
    institution_name: success.institution.name,
    accounts: success.accounts.map((a) => ({ id: a.id, verification_status: a.verification_status })),
    link_type: success.linkType,
  };
  return (await api.post<{ results: LinkedBankAccount[] }>('plaid/accounts/', body, { mute: true })).data.results;
}

/** MM-140: finishes a relink with the widget's public token; answers the relinked account. */
export async function finishRelink(accountId: number, linkedAccountId: number, publicToken: string): Promise<LinkedBankAccount> {
  const answer = (await api.post<{ account?: LinkedBankAccount }>(`plaid/accounts/${linkedAccountId}/relink/`, { account_id: accountId, plaid_public_token: publicToken }, { mute: true })).data;
  if (!answer.account) throw new Error('no relinked account');
  return answer.account;
}

/** GET plaid/accounts/ (MM-83): the account's linked banks, oldest first. */
export async function loadLinkedAccounts(accountId: number): Promise<LinkedBankAccount[]> {
  return (await api.get<{ results: LinkedBankAccount[] }>('plaid/accounts/', { account_id: accountId })).data.results;
}
