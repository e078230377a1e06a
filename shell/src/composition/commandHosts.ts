import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import type { Subscription } from 'rxjs';
import { bus, sessionStore, type BusEventName, type RemoteName } from '@qube/shared';
import type { Deployment } from './deployment';
import { assertSharedContract } from './sharedContract';
import { withTimeout } from './withTimeout';

/**
 * Which area answers which command: its `./dialogs` expose is a single-spa parcel that holds the
 * dialogs any page may open (move money from the top bar on /planning, Transaction Details from a
 * notification). The parcel is fetched the first time one of its commands is issued, so pages of
 * other areas pay nothing until then (docs/adr/0031-dialogs-of-an-area-on-any-page.md).
 */
export const COMMAND_HOSTS: Partial<Record<BusEventName, RemoteName>> = {
  'command:open-move-money': 'money_movement',
  'command:open-activity': 'money_movement',
  'command:open-cancel-auto-allocation': 'money_movement',
  'command:open-direct-deposit': 'money_movement',
  'command:open-bank-link': 'money_movement',
  'command:open-sign-up': 'onboarding',
};

type ParcelModule = ParcelConfigObject & { sharedContract?: unknown };
type MountedParcel = { unmount(): Promise<unknown>; mountPromise: Promise<unknown> };

export type CommandHostDeps = {
  load: (id: string) => Promise<ParcelModule | null>;
  mount: (config: ParcelConfig, props: { domElement: HTMLElement }) => MountedParcel;
};

// single-spa loads with the first parcel (ADR 0089): `load` always runs before `mount`.
let singleSpa: typeof import('single-spa') | null = null;

const defaultDeps: CommandHostDeps = {
  load: async (id) => {
    singleSpa ??= await import('single-spa');
    return loadRemote<ParcelModule>(id);
  },
  mount: (config, props) => {
    if (!singleSpa) throw new Error('single-spa is loaded with the parcel');
    return singleSpa.mountRootParcel(config, props);
  },
};

function hostElementFor(name: RemoteName): HTMLElement {
  const id = `qube-dialogs-${name}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    document.body.appendChild(element);
  }
  return element;
}

/**
 * Mounts an area's dialogs parcel when one of its commands waits for a consumer; the parcel's
 * subscription then takes the waiting command. Logout unmounts every parcel (its state goes).
 * Returns a stop function.
 */
export function startCommandHosts(deployment: Deployment, deps: CommandHostDeps = defaultDeps): () => void {
  const parcels = new Map<RemoteName, Promise<MountedParcel>>();

  const ensureParcel = (name: RemoteName): void => {
    if (parcels.has(name) || !deployment.remotes[name]) return;
    const mounting = withTimeout(deps.load(`${name}/dialogs`), deployment.remoteLoadTimeoutMs, `${name}/dialogs did not answer`).then(async (module) => {
      if (!module || typeof module.mount !== 'function') throw new Error(`${name}/dialogs exposes no parcel`);
      assertSharedContract(`${name}/dialogs`, module);
      const parcel = deps.mount(module, { domElement: hostElementFor(name) });
      await parcel.mountPromise;
      return parcel;
    });
    parcels.set(name, mounting);
    mounting.catch((error: unknown) => {
      console.error(`The dialogs of ${name} could not be loaded`, error);
      // Forget the failure so the next request tries again.
      parcels.delete(name);
      bus.emit('toast:show', { type: 'error', message: 'This part of Qube is not available right now. Please try again.' });
    });
  };

  const subscriptions: Subscription[] = [
    bus.unhandledCommands().subscribe((command) => {
      const owner = COMMAND_HOSTS[command];
      if (owner && sessionStore.getState().isLoggedIn) ensureParcel(owner);
    }),
    bus.on('session:logout').subscribe(() => {
      const mounted = [...parcels.values()];
      parcels.clear();
      for (const parcel of mounted) void parcel.then((p) => p.unmount()).catch(() => undefined);
    }),
  ];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
