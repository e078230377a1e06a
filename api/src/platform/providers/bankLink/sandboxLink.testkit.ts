import type { TestApi } from '../../../test/helpers';

type Login = { token: string; accountId: number };
type Linked = { id: number; name: string; mask: string; status: string; needs_relink: boolean; institution_name: string; ach_account_number: string; ach_routing_number: string };

/**
 * Test helper: links banks the way the browser does, through the sandbox widget's calls (link token, sign-in, choice
 * of accounts) and POST plaid/accounts/. Answers the linked accounts.
 */
export const linkSandboxBank = async (
  api: TestApi,
  user: Login,
  options: { institutionId?: string; username?: string; password?: string; masks?: string[]; tokenPath?: string } = {},
): Promise<Linked[]> => {
  const token = await api.call('POST', `/api/plaid/${options.tokenPath ?? 'generate-link-token'}/`, { token: user.token, body: { account_id: user.accountId } });
  if (token.statusCode !== 200) throw new Error(`link token: ${token.statusCode} ${token.body}`);
  const linkToken = token.json().link_token as string;
  const institutionId = options.institutionId ?? 'ins_109511';
  const signIn = await api.call('POST', '/api/plaid/sandbox/sign-in/', {
    token: user.token,
    body: { link_token: linkToken, institution_id: institutionId, username: options.username ?? 'user_good', password: options.password ?? 'pass_good' },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  const session = signIn.json() as { link_session_id: string; accounts: { id: string; mask: string }[] };
  const chosen = session.accounts.filter((a) => !options.masks || options.masks.includes(a.mask)).map((a) => a.id);
  const complete = await api.call('POST', '/api/plaid/sandbox/complete/', { token: user.token, body: { link_token: linkToken, link_session_id: session.link_session_id, account_ids: chosen } });
  if (complete.statusCode !== 200) throw new Error(`complete: ${complete.statusCode} ${complete.body}`);
  const success = complete.json() as { public_token: string; metadata: { institution: { institution_id: string; name: string }; accounts: { id: string; verification_status: string }[]; link_type: string } };
  const linked = await api.call('POST', '/api/plaid/accounts/', {
    token: user.token,
    body: {
      account_id: user.accountId,
      plaid_public_token: success.public_token,
      institution_id: success.metadata.institution.institution_id,
      institution_name: success.metadata.institution.name,
      accounts: success.metadata.accounts.map((a) => ({ id: a.id, verification_status: a.verification_status })),
      link_type: success.metadata.link_type,
    },
  });
  if (linked.statusCode !== 201) throw new Error(`plaid/accounts: ${linked.statusCode} ${linked.body}`);
  return linked.json().results as Linked[];
};
