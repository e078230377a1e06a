import { useState } from 'react';

/**
 * Whether every one of a page's first reads has answered (or failed), and stays true after: a page draws its sections
 * at once, so one arriving late does not move the ones under it (docs/adr/0016-nothing-late-moves-the-page.md). Later
 * reads keep what is shown (useLoad) until they answer, so only the first could move the page.
 */
export function useAllAnswered(reads: { status: string }[]): boolean {
  const [hasAnswered, setHasAnswered] = useState(false);
  const isAnswered = hasAnswered || reads.every((read) => read.status !== 'loading');
  // Remembered during render (React's "storing information from previous renders"): no extra effect pass.
  if (isAnswered && !hasAnswered) setHasAnswered(true);
  return isAnswered;
}
