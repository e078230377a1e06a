import { REMOTE_NAMES, isAppActive, type CompanyId, type GuardContext, type RemoteName } from '@qube/shared';
import { areasReady } from './areasLoader';
import type { Deployment } from './deployment';
import { remoteStatusStore } from './remoteStatus';

type RemoteAppsModule = typeof import('./registerRemoteApps');
type AreaLocation = Omit<GuardContext, 'hash'>;

/**
 * single-spa (and the remotes' registration with it) loads with the first page that shows an area, not with the
 * shell: the sign-in page and the shell's own pages mount no remote, and single-spa was about 6 KB of their first
 * view's JS and a share of its start-up work (ADR 0089). bootstrap configures it; the first area page starts it.
 */
let context: { deployment: Deployment; companyId: CompanyId } | null = null;
let loading: Promise<RemoteAppsModule> | null = null;
let started: Promise<RemoteAppsModule | null> | null = null;

function load(): Promise<RemoteAppsModule> {
  // The remotes are registered with federation (areas.ts) before single-spa asks for one.
  loading ??= Promise.all([areasReady(), import(/* webpackChunkName: "remote-apps" */ './registerRemoteApps')]).then(([, module]) => module).catch((error: unknown) => {
    // The next area page asks again.
    loading = null;
    throw error;
  });
  return loading;
}

/** Fetches the module early (a signed-in visit will need it) without starting single-spa. */
export function preloadRemoteApps(): void {
  load().catch(() => undefined);
}

export function configureRemoteApps(deployment: Deployment, companyId: CompanyId): void {
  context = { deployment, companyId };
}

/** Whether some area is active for this location and session: then single-spa must run. */
export function needsRemoteApps(location: AreaLocation): boolean {
  return REMOTE_NAMES.some((name) => isAppActive(name, location));
}

/**
 * Registers the remotes with single-spa and starts it, once (after configureRemoteApps; before it, nothing). When its
 * code does not arrive, the areas active now show their fallback with Retry, as a remote that fails to load does.
 */
export function startRemoteApps(location?: AreaLocation): Promise<RemoteAppsModule | null> {
  if (!context) return Promise.resolve(null);
  const { deployment, companyId } = context;
  started ??= load()
    .then((module) => {
      module.startRemoteApps(deployment, companyId);
      return module;
    })
    .catch((error: unknown) => {
      started = null;
      console.error('The areas could not be started', error);
      for (const name of REMOTE_NAMES) if (location && isAppActive(name, location)) remoteStatusStore.getState().setStatus(name, 'error', 'load-failed');
      return null;
    });
  return started;
}

/** single-spa checks its areas again (the session changed); nothing to check before it has started. */
export function rerouteRemoteApps(): void {
  void started?.then((module) => module?.rerouteRemoteApps());
}

/** Tries a failed remote again without a page reload. */
export function retryRemoteApp(name: RemoteName): void {
  if (!context) return;
  const { deployment, companyId } = context;
  void startRemoteApps().then((module) => module?.retryRemote(name, deployment, companyId));
}
