/**
 * A loader whose first answer can be asked for ahead of its first use (render-as-you-fetch): the portal asks for the
 * partner's program and the page's data while its code is still arriving, and the first load takes that answer.
 * An early answer is taken once, and only while fresh; any later load asks the API again.
 */
export function prefetchable<T>(load: () => Promise<T>, maxAgeMs = 10_000, now: () => number = Date.now) {
  let early: { at: number; answer: Promise<T> } | null = null;
  return {
    prefetch(): void {
      const answer = load();
      // Nobody may take it (the page changes first): its failure must not be reported as unhandled.
      answer.catch(() => undefined);
      early = { at: now(), answer };
    },
    load(): Promise<T> {
      const taken = early;
      early = null;
      return taken && now() - taken.at < maxAgeMs ? taken.answer : load();
    },
  };
}
