import { sessionStore } from '@qube/shared';
import type { Deployment } from './deployment';

/**
 * The areas' composition (areas.ts) loads with the first moment someone is signed in or the first page that shows an
 * area, never with the sign-in page: it was about 2 KB of that page's JS (ADR 0095). A signed-in visit fetches it
 * alongside deployment.json, so it costs that visit no round trip. It is one chunk with single-spa's registration
 * (the same chunk name): both share the manifest checks, which two chunks would each carry.
 */
type AreasModule = typeof import('./areas');

let deployment: Deployment | null = null;
let chunk: Promise<AreasModule> | null = null;
let ready: Promise<AreasModule> | null = null;

const importAreas = (): Promise<AreasModule> => {
  chunk ??= import(/* webpackChunkName: "remote-apps" */ './areas').catch((error: unknown) => {
    // The next caller asks again.
    chunk = null;
    throw error;
  });
  return chunk;
};

/** Starts fetching the chunk before the deployment is known (a signed-in visit will need it). */
export function prefetchAreas(): void {
  importAreas().catch(() => undefined);
}

/** The areas' composition, started once with the deployment (configureAreas first; before it, a refusal). */
export function areasReady(): Promise<AreasModule> {
  const known = deployment;
  if (!known) return Promise.reject(new Error('The areas were asked for before the deployment was read'));
  ready ??= importAreas()
    .then((module) => {
      module.startAreas(known);
      return module;
    })
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

/** Keeps the deployment and starts the areas as soon as someone is signed in (now or later). Returns the unsubscribe. */
export function configureAreas(known: Deployment): () => void {
  deployment = known;
  const follow = () => {
    if (sessionStore.getState().isLoggedIn) areasReady().catch((error: unknown) => console.error('The areas could not be started', error));
  };
  follow();
  return sessionStore.subscribe(follow);
}
