/** How many checks an instance holds at most (a bound on memory; the oldest goes first). */
export const CHECKED_SESSIONS_MAX = 10_000;

/**
 * Session checks held by this instance for guarded routes (config.authGuarded), by token digest, company and account.
 * Only a digest of the token is a key; an entry proves nothing by itself: the route's transfer runs behind
 * qube_auth_unchanged, which compares it with the database in the same transaction.
 */
export const checkedSessions = <T>(max = CHECKED_SESSIONS_MAX) => {
  const held = new Map<string, T>();
  const keyOf = (tokenHash: string, companyId: number, accountId: number) => `${tokenHash}:${companyId}:${accountId}`;
  return {
    get: (tokenHash: string, companyId: number, accountId: number): T | undefined => held.get(keyOf(tokenHash, companyId, accountId)),
    set: (tokenHash: string, companyId: number, accountId: number, value: T) => {
      const key = keyOf(tokenHash, companyId, accountId);
      held.delete(key);
      held.set(key, value);
      // A Map iterates in insertion order: the first key is the oldest.
      if (held.size > max) held.delete(held.keys().next().value as string);
    },
    delete: (tokenHash: string, companyId: number, accountId: number) => held.delete(keyOf(tokenHash, companyId, accountId)),
    get size() {
      return held.size;
    },
  };
};
