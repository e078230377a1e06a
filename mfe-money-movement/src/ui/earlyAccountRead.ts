import { knownAccountVersion } from '@qube/shared';

/**
 * An account read whose first answer can be asked for before the page that shows it has arrived (render-as-you-fetch,
 * as the partner portal's `prefetchable`): the area asks for /qubes' list when it mounts on /qubes, while the page's
 * chunk is still on its way, and the page's first load takes that answer. An early answer is taken once, for the same
 * account, while fresh and while no change of the account has been noted since it was asked for (`useAccountData`
 * marks what a load covers by the version known when it starts); any other load asks the API.
 */
export function earlyAccountRead<T>(load: (accountId: number) => Promise<T>, maxAgeMs = 10_000, now: () => number = Date.now) {
  let early: { accountId: number; at: number; version: number; answer: Promise<T>; failed: boolean } | null = null;
  const isFresh = (e: NonNullable<typeof early>, accountId: number) => e.accountId === accountId && !e.failed && now() - e.at < maxAgeMs && knownAccountVersion(accountId) === e.version;
  return {
    /** Asks now, unless a fresh early answer for this account is already on its way. */
    prefetch(accountId: number): void {
      if (early && isFresh(early, accountId)) return;
      const asked = { accountId, at: now(), version: knownAccountVersion(accountId), answer: load(accountId), failed: false };
      // Nobody may take it (the person leaves first): its failure must not be reported as unhandled.
      asked.answer.catch(() => {
        asked.failed = true;
      });
      early = asked;
    },
    /** The early answer if it is still good, else a new read. */
    load(accountId: number): Promise<T> {
      const taken = early;
      early = null;
      return taken && isFresh(taken, accountId) ? taken.answer : load(accountId);
    },
  };
}
