import { createStore } from 'zustand/vanilla';
import type { RemoteName } from '@qube/shared';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';
export type RemoteFailure = 'not-deployed' | 'load-failed' | 'timeout' | 'crashed' | 'version-skew';

type State = {
  status: Partial<Record<RemoteName, RemoteStatus>>;
  failure: Partial<Record<RemoteName, RemoteFailure>>;
  setStatus(name: RemoteName, status: RemoteStatus, failure?: RemoteFailure): void;
};

/** Per-remote load state, read by the region that shows loading or the fallback. */
export const remoteStatusStore = createStore<State>()((set) => ({
  status: {},
  failure: {},
  setStatus(name, status, failure) {
    set((s) => ({ status: { ...s.status, [name]: status }, failure: { ...s.failure, [name]: failure } }));
  },
}));

/** Names users know each area by. */
export const AREA_LABELS: Record<RemoteName, string> = {
  money_movement: 'Overview',
  onboarding: 'Registration',
  planning: 'Planning',
  coaching: 'Partner Portal',
  statements: 'Statements',
};
