import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore, type RemoteName } from '@qube/shared';
import type { Deployment } from './deployment';
import { assertSharedContract } from './sharedContract';
import { withTimeout } from './withTimeout';

type BannersModule = { start(): Promise<() => void> | (() => void); sharedContract?: unknown };

/** Areas whose banners show on every page (onboarding's Qube+ banner, ON-51), each through its `./banners` expose. */
const BANNER_AREAS: readonly RemoteName[] = ['onboarding'];

export type RemoteBannerDeps = { load: (id: string) => Promise<BannersModule | null>; whenIdle: (run: () => void) => void };

const defaultDeps: RemoteBannerDeps = {
  load: (id) => loadRemote<BannersModule>(id),
  // After the page's first work: a banner is never worth delaying the page it sits on.
  whenIdle: (run) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => run(), { timeout: 3000 }) : setTimeout(run, 1000)),
};

/**
 * Starts the banner controllers of other areas for a signed-in customer (not a guest), once the page is idle, with the
 * same timeout and `@qube/shared` contract check as an app; stops them at logout. A failure only loses the banner.
 * docs/adr/0078-migration-to-qube-plus.md.
 */
export function startRemoteBanners(deployment: Deployment, deps: RemoteBannerDeps = defaultDeps): () => void {
  const stops = new Map<RemoteName, Promise<(() => void) | null>>();
  const startAll = () => {
    for (const name of BANNER_AREAS) {
      if (stops.has(name) || !deployment.remotes[name]) continue;
      const started = withTimeout(deps.load(`${name}/banners`), deployment.remoteLoadTimeoutMs, `${name}/banners did not answer`)
        .then(async (module) => {
          if (!module || typeof module.start !== 'function') return null;
          assertSharedContract(`${name}/banners`, module);
          return module.start();
        })
        .catch((error: unknown) => {
          console.error(`The banners of ${name} could not be loaded`, error);
          return null;
        });
      stops.set(name, started);
    }
  };
  const follow = () => {
    const s = sessionStore.getState();
    if (s.isLoggedIn && !s.isAnonymous) {
      if (stops.size === 0) deps.whenIdle(startAll);
      return;
    }
    for (const stop of stops.values()) void stop.then((fn) => fn?.());
    stops.clear();
  };
  follow();
  return sessionStore.subscribe(follow);
}
