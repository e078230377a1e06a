import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; `restart(n)` starts it again (ON-42). */
export function useCountdown(initialSeconds: number) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, restart };
}

/** 00:NN, as the spec shows the resend countdown. */
export const formatCountdown = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
