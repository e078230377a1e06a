// single-spa and the remotes' registration: loaded by remoteApps.ts with the first page that shows an area (ADR 0089).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppStatus, registerApplication, start, triggerAppChange, unloadApplication, unregisterApplication, type LifeCycles } from 'single-spa';
import { REMOTE_NAMES, isAppActive, sessionStore, type CompanyId, type RemoteName } from '@qube/shared';
import type { Deployment } from './deployment';
import { federationRemotes } from './federationRemotes';
import { AREA_LABELS, remoteStatusStore } from './remoteStatus';
import { withTimeout } from './withTimeout';
import { isGuestAllowedPath } from '../guests/guestRules';
import { assertSharedContract, VersionSkewError } from './sharedContract';

const setStatus = (...args: Parameters<ReturnType<typeof remoteStatusStore.getState>['setStatus']>) =>
  remoteStatusStore.getState().setStatus(...args);

/** The element a remote mounts into: one per remote, inside the static main region. */
export function mountElementFor(name: RemoteName): HTMLElement {
  const id = `qube-app-${name}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    document.getElementById('qube-remotes')?.appendChild(element);
  }
  return element;
}

export async function loadLifecycles(name: RemoteName, deployment: Deployment): Promise<LifeCycles> {
  if (!deployment.remotes[name]) {
    setStatus(name, 'error', 'not-deployed');
    throw new Error(`${name} is not in the deployment manifest`);
  }
  setStatus(name, 'loading');
  try {
    const module = await withTimeout(
      loadRemote<LifeCycles & { sharedContract?: unknown }>(`${name}/app`),
      deployment.remoteLoadTimeoutMs,
      `${name} did not answer within ${deployment.remoteLoadTimeoutMs} ms`,
    );
    if (!module || typeof module.mount !== 'function') throw new Error(`${name}/app exposes no single-spa lifecycles`);
    // A remote built for another @qube/shared is never mounted: it shows its fallback (version skew).
    assertSharedContract(name, module);
    setStatus(name, 'ready');
    return module;
  } catch (error) {
    const isTimeout = error instanceof Error && error.message.includes('did not answer');
    setStatus(name, 'error', error instanceof VersionSkewError ? 'version-skew' : isTimeout ? 'timeout' : 'load-failed');
    throw error;
  }
}

/**
 * Registers each remote with the federation runtime and with single-spa. A remote's code is
 * fetched on the first visit to one of its routes, decided by the one route table.
 */
function registerRemoteApp(name: RemoteName, deployment: Deployment, companyId: CompanyId): void {
  registerApplication({
    name,
    app: () => loadLifecycles(name, deployment),
    activeWhen: (location) => {
      const session = sessionStore.getState();
      // A guest's areas run only on its pages: a page it is sent away from never loads (SH-11 to SH-13).
      if (session.isAnonymous && !isGuestAllowedPath(location.pathname)) return false;
      return isAppActive(name, {
        pathname: location.pathname,
        search: location.search,
        isLoggedIn: session.isLoggedIn,
        me: session.me,
        companyId,
      });
    },
    customProps: () => ({ domElement: mountElementFor(name), areaLabel: AREA_LABELS[name] }),
  });
}

/** Registers every remote with single-spa and starts it (its first reroute mounts the areas of the current page). */
export function startRemoteApps(deployment: Deployment, companyId: CompanyId): void {
  registerRemoteApps(deployment, companyId);
  start({ urlRerouteOnly: true });
}

/** single-spa checks again which areas are active (the session changed). */
export function rerouteRemoteApps(): Promise<unknown> {
  return triggerAppChange();
}

export function registerRemoteApps(deployment: Deployment, companyId: CompanyId): void {
  for (const name of REMOTE_NAMES) registerRemoteApp(name, deployment, companyId);
  addErrorHandler((error) => {
    const name = error.appOrParcelName as RemoteName;
    if (!REMOTE_NAMES.includes(name)) return;
    console.error(`Remote ${name} failed`, error);
    const current = remoteStatusStore.getState().status[name];
    if (current !== 'error') setStatus(name, 'error', current === 'ready' ? 'crashed' : 'load-failed');
  });
}

/** Tries a failed remote again without a page reload. */
export async function retryRemote(name: RemoteName, deployment: Deployment, companyId: CompanyId): Promise<void> {
  setStatus(name, 'loading');
  // Forget a cached failure or a request still hanging, then let single-spa load it again now
  // (on its own it waits 200 ms after a load error, and never retries an app that threw).
  registerRemotes(federationRemotes(deployment).filter((r) => r.name === name), { force: true });
  const status = getAppStatus(name);
  if (status === 'LOAD_ERROR') {
    await unloadApplication(name, { waitForUnmount: false });
  } else if (status === 'SKIP_BECAUSE_BROKEN') {
    await unregisterApplication(name).catch(() => undefined);
    mountElementFor(name).replaceChildren();
    registerRemoteApp(name, deployment, companyId);
  }
  await triggerAppChange();
}
