import type { RemoteOverride } from './activeOverrides';
import type { Deployment } from './deployment';

/**
 * Whether this browser asks for a remote override at all, in a few lines the start always runs: the override code
 * itself (parsing, the allowlist, the badge) loads only when it does, since almost no visit has one
 * (docs/adr/0018-start-fetches-in-parallel.md). The names are README's "Override a remote for one browser".
 */
export const OVERRIDE_PARAM = 'mf-override';
export const OVERRIDES_STORAGE_KEY = 'qube:mf-overrides';

type Env = { search: string; storage: Pick<Storage, 'getItem'> | undefined };

const defaultEnv = (): Env => {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined; // No storage (private mode): only the query can ask.
  }
  return { search: globalThis.location?.search ?? '', storage };
};

/** An `?mf-override=` parameter or a remembered override in localStorage (valid or not: the override code decides). */
export function hasRequestedOverrides(env: Env = defaultEnv()): boolean {
  if (new URLSearchParams(env.search).has(OVERRIDE_PARAM)) return true;
  try {
    return env.storage?.getItem(OVERRIDES_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** `applyRemoteOverrides` when this browser asks for one (its code loaded then); otherwise the deployment as it is. */
export async function applyRequestedOverrides(deployment: Deployment): Promise<{ deployment: Deployment; active: RemoteOverride[] }> {
  if (!hasRequestedOverrides()) return { deployment, active: [] };
  const { applyRemoteOverrides } = await import('./overrides');
  return applyRemoteOverrides(deployment);
}

/** The override badge, loaded only when an override is in force. */
export function showOverrideBadgeIfAny(active: RemoteOverride[]): void {
  if (active.length === 0) return;
  void import('./OverrideBadge').then(({ showOverrideBadge }) => showOverrideBadge(active));
}
