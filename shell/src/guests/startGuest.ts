import { api, ApiError, startSessionWithToken } from '@qube/shared';
import { newGuestIds, readGuestIds } from './guestIds';

type AnonymousSession = { token: string; account_id: number };

/**
 * ON-34: starts a guest's session. This browser's guest comes back to its own playground (authenticate-anonymous/);
 * without one, or when the API no longer knows it (signed up, or removed after 30 days), a new guest is created with
 * the landing's discount code. Returns null on success, else the message to show.
 */
export async function startGuest(discountCode: string | null = null): Promise<string | null> {
  try {
    const known = readGuestIds();
    let session: AnonymousSession | null = null;
    if (known) {
      session = await api
        .post<AnonymousSession>('users/authenticate-anonymous/', known, { noAuth: true, mute: true })
        .then((res) => res.data)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        });
    }
    if (!session) {
      const created = await api.post<AnonymousSession>('users/', { ...newGuestIds(), discount_code: discountCode }, { noAuth: true, mute: true });
      // ON-34: anonymous creation proceeds on 200 or 201.
      if (created.status !== 200 && created.status !== 201) return 'We could not open the Financial Playground. Please try again.';
      session = created.data;
    }
    return await startSessionWithToken(session.token, false, session.account_id);
  } catch (error) {
    if (error instanceof ApiError && error.fallbackMessage) return error.fallbackMessage;
    return 'We could not open the Financial Playground. Please try again.';
  }
}
