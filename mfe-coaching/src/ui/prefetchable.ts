/**
 * A loader whose first answer can be asked for ahead of its first use (render-as-you-fetch): the portal asks for the
 * partner's program and the page's data while its code is still arriving, and the first load takes that answer.
 * An early answer is taken once, and only while fresh; any later load asks the API again.
 */
export function prefetchable<T>(load: () => Promise<T>, maxAgeMs = 10_000, now: () => number = Date.now) {
  let early: { at: number; answer: Promise<T>; failed: boolean } | null = null;
  return {
    /** Asks now, unless a fresh early answer is already on its way (a failed one is asked again). */
    prefetch(): void {
      if (early && !early.failed && now() - early.at < maxAgeMs) return;
      const asked = { at: now(), answer: load(), failed: false };
      // Nobody may take it (the page changes first): its failure must not be reported as unhandled.
      asked.answer.catch(() => {
        asked.failed = true;
      });
      early = asked;
    },
    load(): Promise<T> {
      const taken = early;
      early = null;
      return taken && now() - taken.at < maxAgeMs ? taken.answer : load();
    },
  };
}
