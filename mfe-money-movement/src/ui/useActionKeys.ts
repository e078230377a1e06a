import { useRef } from 'react';

/**
 * Idempotency keys for actions on items (Run now of a scheduled item): one key per item until the action succeeds, so
 * pressing it again after a failure or a lost answer retries the same action (the API replays its first answer instead
 * of running the order twice); after a success the next press is a new action with a new key.
 */
export function useActionKeys(): { keyFor: (id: number) => string; succeeded: (id: number) => void } {
  const keys = useRef(new Map<number, string>());
  const keyFor = (id: number): string => {
    const existing = keys.current.get(id);
    if (existing) return existing;
    const key = crypto.randomUUID();
    keys.current.set(id, key);
    return key;
  };
  return { keyFor, succeeded: (id) => keys.current.delete(id) };
}
