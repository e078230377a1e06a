import { api, bus, getApiConfig, noteAccountVersion, openSocket, resolvePath, sessionStore, type ApiConfig, type Overview, type SocketFactory, type SocketLike } from '@qube/shared';
import { liveOverviewSubject } from './liveOverviews';

/** What the live-updates socket sends (API-28): the account's overview after every change of the account. */
export type LiveUpdate = { type?: string; account_id?: number; account_version?: number; instance?: Partial<Overview> };

export { liveOverviews, type LiveOverview } from './liveOverviews';

/** Close code the API sends when the socket's session ended (logout, reset, expiry): never reconnect. */
export const SESSION_ENDED_CLOSE = 4401;

/** Reconnect delays after a dropped socket: doubling from 1 s, at most 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

/**
 * The live-updates socket URL (API-28): the updates path under the API base (households prefix included), ws(s)
 * scheme, and a single-use ticket and the company as query parameters, because a browser socket cannot send headers.
 * The session token never goes into a URL.
 */
export function liveUpdatesUrl(accountId: number, ticket: string, config: Pick<ApiConfig, 'baseURL' | 'companyId'>, pageUrl: string): string {
  const url = new URL(resolvePath(`accounts/${accountId}/updates/`), new URL(config.baseURL, pageUrl));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('company', String(config.companyId));
  return url.toString();
}

/** Asks the API for a single-use socket ticket of the signed-in session for the account. */
async function requestTicket(accountId: number): Promise<string> {
  // Muted: a failed background call shows no toast; a 401 still ends the session through the client.
  const { data } = await api.post<{ ticket: string }>(`accounts/${accountId}/updates/ticket/`, undefined, { mute: true });
  return data.ticket;
}

type Options = {
  /** Opens a WebSocket; null (no WebSocket in this browser) turns live updates off. */
  socketFactory: SocketFactory | null;
  /** Defaults to the API's ticket call. */
  getTicket?: (accountId: number) => Promise<string>;
  pageUrl?: () => string;
};

/**
 * The shell's one live-updates connection. It follows the session store: signed in (not anonymous) with an active
 * account → one socket for that account, opened with a fresh ticket; another account → the old socket closes and a
 * new one opens; signed out → closed. Each message notes the account's change version and emits `account:updated`
 * with it on the bus (areas skip a version they already have) and feeds `liveOverviews`. A dropped socket reconnects
 * with growing delays; one the API closed because its session ended (4401) stays closed. Returns a stop function.
 */
export function startLiveUpdates({ socketFactory, getTicket = requestTicket, pageUrl = () => globalThis.location?.href ?? 'http://localhost/' }: Options): () => void {
  if (!socketFactory) return () => undefined;
  // What the socket is for: the session (its user and start: a resumed session has no token in memory) and account.
  let target: { session: string; accountId: number } | null = null;
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let generation = 0;

  const closeCurrent = () => {
    generation += 1;
    if (retry) clearTimeout(retry);
    retry = null;
    const closing = socket;
    socket = null;
    if (closing) {
      closing.onclose = null;
      closing.close();
    }
  };

  const connect = (accountId: number) => {
    const mine = generation;
    getTicket(accountId).then(
      (ticket) => {
        if (mine !== generation) return;
        let opened: SocketLike;
        try {
          opened = openSocket<LiveUpdate>(liveUpdatesUrl(accountId, ticket, getApiConfig(), pageUrl()), (message) => onMessage(accountId, message), socketFactory, (event) => {
            if (mine !== generation) return;
            socket = null;
            if (event.code !== SESSION_ENDED_CLOSE) scheduleRetry(accountId);
          });
        } catch {
          return; // No socket support: the areas still reload on their own events.
        }
        const previousOpen = opened.onopen;
        opened.onopen = (event) => {
          attempt = 0;
          previousOpen?.(event);
        };
        socket = opened;
      },
      () => {
        if (mine === generation) scheduleRetry(accountId);
      },
    );
  };

  const scheduleRetry = (accountId: number) => {
    const mine = generation;
    retry = setTimeout(() => {
      retry = null;
      if (mine === generation) connect(accountId);
    }, reconnectDelay(attempt));
    attempt += 1;
  };

  const onMessage = (accountId: number, message: LiveUpdate) => {
    if (message.type !== 'overview' || (message.account_id !== undefined && message.account_id !== accountId)) return;
    const version = typeof message.account_version === 'number' ? message.account_version : undefined;
    bus.emit('account:updated', version === undefined ? { accountId } : { accountId, version });
    if (version !== undefined) noteAccountVersion(accountId, version);
    liveOverviewSubject.next({ accountId, version, overview: message.instance ?? {} });
  };

  const follow = () => {
    const state = sessionStore.getState();
    const accountId = state.active_account?.id ?? null;
    const session = state.isLoggedIn && state.me ? `${state.me.id}:${state.sessionStartTime ?? ''}` : null;
    const next = session !== null && !state.isAnonymous && accountId !== null ? { session, accountId } : null;
    if (next?.session === target?.session && next?.accountId === target?.accountId) return;
    closeCurrent();
    target = next;
    attempt = 0;
    if (next) connect(next.accountId);
  };

  follow();
  const unsubscribe = sessionStore.subscribe(follow);
  return () => {
    unsubscribe();
    closeCurrent();
    target = null;
  };
}
