import { createStore } from 'zustand/vanilla';
import type { RemoteName } from '@qube/shared';

/** One remote pointed elsewhere for this browser, and the deployed manifest it replaces (if any). */
export type RemoteOverride = { name: RemoteName; url: string; deployedUrl?: string };

type State = { active: RemoteOverride[] };

/**
 * The overrides in force on this page: set once at start, shrunk when the manifest guard refuses one
 * (its code would come from elsewhere), so the badge never names a remote that is not overridden.
 */
export const activeOverridesStore = createStore<State>()(() => ({ active: [] }));
