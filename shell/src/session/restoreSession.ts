import { readPersistedSession, sessionStore } from '@qube/shared';
import { loadUser } from './loadUser';

/** A reload keeps the user signed in: the session cookies are read and the user reloaded. */
export async function restoreSession(): Promise<void> {
  const persisted = readPersistedSession();
  if (!persisted) return;
  sessionStore.setState({ token: persisted.token });
  try {
    const { me, account } = await loadUser(persisted.activeAccountId);
    sessionStore.getState().startSession({
      token: persisted.token,
      me,
      account,
      trustDevice: persisted.trustDevice,
      sessionStartTime: persisted.sessionStartTime,
    });
  } catch {
    // A token the API no longer accepts: the 401 handler logs out; anything else starts logged out.
    if (sessionStore.getState().token) sessionStore.getState().reset();
  }
}
