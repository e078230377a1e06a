import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '@qube/shared';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string | null };

/**
 * Runs a loader when its key changes and keeps the newest answer only (an older, slower answer is
 * dropped). While a new key loads, rows already shown stay (no flash of a skeleton on every filter
 * change); a failure is not kept. `reload` asks again with the same key.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: LoadState<T> } | null>(null);
  const requestKey = `${key}#${attempt}`;

  useEffect(() => {
    let isCurrent = true;
    // An answer redraws the whole list: as a transition React renders it in interruptible slices, so the page stays
    // responsive instead of one long task (docs/adr/0019-page-budget-measured-by-the-bench.md).
    const settle = (state: LoadState<T>) => isCurrent && startTransition(() => setResult({ key: requestKey, state }));
    load().then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', message: messageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
    // The key names everything the loader depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const isFresh = result?.key === requestKey;
  const state: LoadState<T> = result && (isFresh || result.state.status === 'ready') ? result.state : { status: 'loading' };
  return { ...state, reload };
}

/** The API's own sentence for a failure, when it sent one. */
export function messageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.fallbackMessage : null;
}
