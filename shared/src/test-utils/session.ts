import { sessionStore } from '../session/sessionStore';
import type { Account, Me } from '../domain/types';
import { makeAccount, makeMe } from './fixtures';

/** Signs a test user in (the session store only, no API): returns the user and the active account. */
export function startTestSession(me: Partial<Me> = {}, account: Partial<Account> = {}) {
  const active = makeAccount(account);
  const user = makeMe({ primary_account: active, ...me });
  sessionStore.getState().startSession({ token: 't', me: user, account: active, trustDevice: false });
  return { me: user, account: active };
}
