import { useStore } from 'zustand';
import { sessionStore, type SessionStore } from './sessionStore';

/** Reads a slice of the one session store and re-renders when it changes. */
export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}
