/**
 * Which URLs a developer may point a remote at (README "Override a remote for one browser"). An
 * allowlist entry is a whole origin (`https://preview.qube.example`) or a loopback host with any port
 * (`http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`). Origins are compared exactly, as the
 * URL parser normalises them, never as text: a prefix let `http://localhost.evil.test` through.
 */
export const MANIFEST_FILE = '/mf-manifest.json';

type Entry = { kind: 'origin'; origin: string } | { kind: 'any-port'; protocol: string; hostname: string };

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** localhost, 127.0.0.0/8 and [::1]: the URL parser has already turned 0x7f.1 or 2130706433 into 127.0.0.1. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

// Plain http carries code any network in between can rewrite: only a developer's own machine may use it.
const isSafeScheme = (url: URL): boolean => url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));

/**
 * One allowlist entry, or null for an entry that is no origin (ignored, so it allows nothing).
 * `http://localhost:` and `http://127.0.0.1:` are the prefixes of the first allowlists, read as any port.
 */
export function parseAllowlistEntry(raw: string): Entry | null {
  const anyPort = /^(https?):\/\/(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]):\*?$/i.exec(raw.trim());
  if (anyPort) {
    const [, scheme = '', host = ''] = anyPort;
    const url = parse(`${scheme}://${host}`);
    return url && isLoopbackHost(url.hostname) ? { kind: 'any-port', protocol: url.protocol, hostname: url.hostname } : null;
  }
  const url = parse(raw.trim());
  if (!url || !isSafeScheme(url) || url.username || url.password) return null;
  // Only a bare origin: a path, query or fragment means the entry was meant as something else.
  return url.pathname === '/' && !url.search && !url.hash ? { kind: 'origin', origin: url.origin } : null;
}

const matches = (entry: Entry, url: URL): boolean =>
  entry.kind === 'origin' ? entry.origin === url.origin : entry.protocol === url.protocol && entry.hostname === url.hostname;

/** Why an override URL is refused, or null when it may be used. */
export function overrideRefusal(url: string, allowlist: readonly string[]): string | null {
  const parsed = parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return 'it is no http(s) URL';
  if (parsed.username || parsed.password) return 'it carries user info';
  if (!isSafeScheme(parsed)) return 'plain http is for loopback hosts only';
  if (!parsed.pathname.endsWith(MANIFEST_FILE)) return `its path does not end in ${MANIFEST_FILE}`;
  const entries = allowlist.map(parseAllowlistEntry).filter((e): e is Entry => e !== null);
  return entries.some((entry) => matches(entry, parsed)) ? null : "its origin is not on the deployment's overrideAllowlist";
}

export const isAllowedOverride = (url: string, allowlist: readonly string[]): boolean => overrideRefusal(url, allowlist) === null;
