// The federation runtime's side of the remotes (where each lives, which to fetch early): no single-spa here, so the
// start of a page of the shell's own does not load it (ADR 0089).
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, matchRoute } from '@qube/shared';
import type { Deployment } from './deployment';
import { installManifestGuard } from './manifestGuard';

export function federationRemotes(deployment: Deployment) {
  return REMOTE_NAMES.flatMap((name) => {
    const entry = deployment.remotes[name];
    return entry ? [{ name, entry }] : [];
  });
}

/**
 * Tells the federation runtime where each deployed remote lives (no network yet). Each manifest is
 * checked when fetched: its code must come from its own origin (manifestGuard).
 */
export function registerFederationRemotes(deployment: Deployment): void {
  installManifestGuard();
  registerRemotes(federationRemotes(deployment));
}

/**
 * Starts fetching the remote of the page being opened while the session is still being restored,
 * so a signed-in reload of /dashboard does not wait for the session calls before asking for the
 * remote (it is this route's first visit, so remotes stay lazy). Only the exposed module's own
 * chunks ('sync'): its lazy chunks (money movement's antd pages) would compete on a slow network.
 */
export function preloadRemoteForPath(pathname: string, deployment: Deployment): void {
  const owner = matchRoute(pathname)?.owner;
  if (!owner || owner === 'shell' || !deployment.remotes[owner]) return;
  void preloadRemote([{ nameOrAlias: owner, exposes: ['./app'], resourceCategory: 'sync' }]).catch(() => undefined);
}
