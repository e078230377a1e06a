import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@qube/shared';
import { fetchAvailability } from './directDepositApi';

/** The API's sentence when no direct-deposit network is configured; used if an answer ever comes without one. */
export const DIRECT_DEPOSIT_UNAVAILABLE = 'Direct deposit is not available right now.';
/** A check that failed (no answer): nothing is shown that might not receive money. */
export const AVAILABILITY_CHECK_FAILED = 'We could not check whether direct deposit is available.';

export type DirectDepositAvailabilityState =
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'unavailable'; message: string }
  | { state: 'failed'; error: ApiError };

/**
 * Whether the account's numbers may be shown: only with a direct-deposit network, or money paid to them would never
 * arrive. Asked once per dialog; `retry` asks again after a failed check. An answer for an earlier ask is dropped.
 */
export function useDirectDepositAvailability(): [DirectDepositAvailabilityState, () => void] {
  const [availability, setAvailability] = useState<DirectDepositAvailabilityState>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    fetchAvailability().then(
      (answer) => {
        if (!isCurrent) return;
        setAvailability(answer.available ? { state: 'available' } : { state: 'unavailable', message: answer.fallback_message ?? DIRECT_DEPOSIT_UNAVAILABLE });
      },
      (error: unknown) => {
        if (isCurrent) setAvailability({ state: 'failed', error: error instanceof ApiError ? error : new ApiError(0, null) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  // Back to 'checking' here rather than in the effect: one render for the retry, not two.
  const retry = useCallback(() => {
    setAvailability({ state: 'checking' });
    setAttempt((n) => n + 1);
  }, []);
  return [availability, retry];
}
