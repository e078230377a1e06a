/**
 * The guest's two ids (ON-35's uuid_1 and uuid_2), kept in this browser's localStorage rather than cookies: the session
 * itself rides in the API's HttpOnly cookie, a cookie would travel with every request for nothing, and logout clears
 * every cookie (SH-32), which would lose the playground at the first session expiry. is_registered, coupon and
 * query_params are not kept (docs/adr/0077-guests-and-financial-playground.md).
 */
const KEY = 'qube:guest';

export type GuestIds = { uuid_1: string; uuid_2: string };

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function readGuestIds(): GuestIds | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<GuestIds> | null;
    return typeof parsed?.uuid_1 === 'string' && typeof parsed.uuid_2 === 'string' ? { uuid_1: parsed.uuid_1, uuid_2: parsed.uuid_2 } : null;
  } catch {
    return null;
  }
}

export function newGuestIds(): GuestIds {
  const ids = { uuid_1: crypto.randomUUID(), uuid_2: crypto.randomUUID() };
  storage()?.setItem(KEY, JSON.stringify(ids));
  return ids;
}

/** After sign-up the ids name nobody (the API refuses them): forget them. */
export function forgetGuestIds(): void {
  storage()?.removeItem(KEY);
}
