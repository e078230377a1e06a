// Imported by index.ts before the async boundary: it must import nothing shared (no @qube/shared, no react),
// or federation would load those before it has negotiated them.

let pendingCode: string | null = null;

/** Pages whose `token` is their own: the password-reset token and the signed unsubscribe token. */
const PAGES_WITH_OWN_TOKEN = new Set(['/new-password', '/unsubscribe-from-emails']);

/**
 * Takes a sign-in link's one-time code (`?token=`, SH-19) out of the address bar and keeps it for the
 * session start, before any other code of the shell runs: error reports (the monitor sends the page URL),
 * the Referer of the page's own requests and the history entry never see it. On /new-password `token` is
 * the password-reset token and on /unsubscribe-from-emails the signed unsubscribe token: they stay for those pages.
 */
export function takeLoginCodeFromUrl(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location, hist: Pick<History, 'state' | 'replaceState'> = history): void {
  if (PAGES_WITH_OWN_TOKEN.has(loc.pathname)) return;
  const params = new URLSearchParams(loc.search);
  const code = params.get('token');
  if (code === null) return;
  params.delete('token');
  const rest = params.toString();
  hist.replaceState(hist.state, '', `${loc.pathname}${rest ? `?${rest}` : ''}${loc.hash}`);
  pendingCode = code || null;
}

/** The code taken from the address bar, once (the session start spends it). */
export function takePendingLoginCode(): string | null {
  const code = pendingCode;
  pendingCode = null;
  return code;
}
