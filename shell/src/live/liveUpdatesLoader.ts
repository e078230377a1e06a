import { sessionStore, type SessionState, type SocketFactory } from '@qube/shared';

type LiveUpdatesModule = Pick<typeof import('./liveUpdates'), 'startLiveUpdates'>;

type Options = {
  /** Opens a WebSocket; null (no WebSocket in this browser) turns live updates off. */
  socketFactory: SocketFactory | null;
  /** Defaults to the module's chunk. */
  load?: () => Promise<LiveUpdatesModule>;
};

/** The socket is for a signed-in, non-anonymous session with an active account (what `startLiveUpdates` follows). */
const wantsSocket = (state: SessionState): boolean => state.isLoggedIn && !state.isAnonymous && state.active_account != null;

/**
 * Starts the page's live-updates connection (API-28) once a session needs one: its code (`liveUpdates.ts`) loads then,
 * in the areas' chunk ('remote-apps', which starts this: ADR 0095), so the sign-in page never carries it and a
 * signed-in page evaluates it after its start rather than inside it (docs/adr/0018-start-fetches-in-parallel.md). From then on `startLiveUpdates` follows the session itself.
 * Returns a stop function.
 */
export function startLiveUpdatesWhenSignedIn({ socketFactory, load = () => import(/* webpackChunkName: "remote-apps" */ './liveUpdates') }: Options): () => void {
  if (!socketFactory) return () => undefined;
  let stopSocket: (() => void) | null = null;
  let isStarted = false;
  let isStopped = false;
  const check = () => {
    if (isStarted || !wantsSocket(sessionStore.getState())) return;
    isStarted = true;
    unsubscribe();
    load().then(
      ({ startLiveUpdates }) => {
        if (!isStopped) stopSocket = startLiveUpdates({ socketFactory });
      },
      (error: unknown) => console.error('Live updates could not be loaded; the areas still reload on their own events.', error),
    );
  };
  const unsubscribe = sessionStore.subscribe(check);
  check();
  return () => {
    isStopped = true;
    unsubscribe();
    stopSocket?.();
  };
}
