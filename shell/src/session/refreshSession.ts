import { api, bus, sessionStore } from '@qube/shared';

/** 'Stay Logged In' (SH-30): refresh the session with the token; the response moves the end time. */
export async function refreshSession(): Promise<boolean> {
  try {
    await api.post('users/refresh-session/', {});
    const { sessionEndTime } = sessionStore.getState();
    if (sessionEndTime !== null) bus.emit('session:refreshed', { sessionEndTime });
    return true;
  } catch {
    return false;
  }
}
