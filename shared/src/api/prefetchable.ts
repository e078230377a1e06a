type Options<K> = {
  /** How long an early answer stays good. */
  maxAgeMs?: number;
  now?: () => number;
  /**
   * What the answer depends on besides its key's value (an account's known version, say): an early answer is taken
   * only when this is the same at the load as it was when the answer was asked for.
   */
  stampOf?: (key: K) => string;
  /** Whether the load takes an early failure (and so shows it) or asks again. */
  takesFailed?: boolean;
};

/**
 * A read whose first answer can be asked for ahead of its first use (render-as-you-fetch): an area asks for a page's
 * data while the page's code is still arriving, and the page's first load takes that answer. An early answer is taken
 * once, and only while fresh and for the same key and stamp; any later load asks the API again.
 */
export function prefetchable<T, K = void>(load: (key: K) => Promise<T>, { maxAgeMs = 10_000, now = Date.now, stampOf = (key) => String(key), takesFailed = true }: Options<K> = {}) {
  let early: { stamp: string; at: number; answer: Promise<T>; failed: boolean } | null = null;
  const isFresh = (e: NonNullable<typeof early>, key: K) => now() - e.at < maxAgeMs && e.stamp === stampOf(key);
  return {
    /** Asks now, unless a fresh early answer for this key is already on its way (a failed one is asked again). */
    prefetch(key: K): void {
      if (early && !early.failed && isFresh(early, key)) return;
      const asked = { stamp: stampOf(key), at: now(), answer: load(key), failed: false };
      // Nobody may take it (the person leaves first): its failure must not be reported as unhandled.
      asked.answer.catch(() => {
        asked.failed = true;
      });
      early = asked;
    },
    /** The early answer if it is still good, else a new read. */
    load(key: K): Promise<T> {
      const taken = early;
      early = null;
      return taken && isFresh(taken, key) && (takesFailed || !taken.failed) ? taken.answer : load(key);
    },
  };
}
