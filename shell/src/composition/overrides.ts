import { REMOTE_NAMES, type RemoteName } from '@qube/shared';
import type { Deployment } from './deployment';

/**
 * Overriding a remote for one browser (design.md "Ports, origins and cookies"):
 * `?mf-override=<remote>=<url of its mf-manifest.json>` (repeatable; an empty URL removes that
 * override) or the localStorage key `qube:mf-overrides` (a JSON map remote → URL). An override is
 * used only when the URL's origin starts with an entry of the deployment's `overrideAllowlist`;
 * anything else is ignored with a console warning. An accepted query override is remembered in
 * localStorage, so it survives navigation and reloads until 'Clear'.
 */
export const OVERRIDE_PARAM = 'mf-override';
export const OVERRIDES_STORAGE_KEY = 'qube:mf-overrides';

export type RemoteOverride = { name: RemoteName; url: string };
type Requested = Record<string, string>;
type Warn = (message: string) => void;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** `?mf-override=planning=http://…&mf-override=statements=http://…` → { planning: 'http://…', … }. */
export function parseOverrideParams(search: string): Requested {
  const requested: Requested = {};
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const separator = value.indexOf('=');
    if (separator <= 0) continue;
    requested[value.slice(0, separator).trim()] = value.slice(separator + 1).trim();
  }
  return requested;
}

export function readStoredOverrides(storage: Storage | undefined): Requested {
  try {
    const raw = storage?.getItem(OVERRIDES_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The URL's origin (never its text: 'http://localhost:1@evil.test' is evil.test) must start with an entry. */
export function isAllowedOverride(url: string, allowlist: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const origin = parsed.origin;
  return allowlist.some((entry) => entry.length > 0 && origin.startsWith(entry));
}

/** The deployment with the allowed overrides applied, and the overrides in force (for the badge). */
export function resolveOverrides(deployment: Deployment, requested: Requested, warn: Warn = console.warn): { deployment: Deployment; active: RemoteOverride[] } {
  const remotes = { ...deployment.remotes };
  const active: RemoteOverride[] = [];
  for (const [name, url] of Object.entries(requested)) {
    if (!url) continue;
    if (!isRemoteName(name)) {
      warn(`Ignoring the override of "${name}": there is no such remote.`);
      continue;
    }
    if (!isAllowedOverride(url, deployment.overrideAllowlist)) {
      warn(`Ignoring the override of ${name} → ${url}: its origin is not on the deployment's overrideAllowlist.`);
      continue;
    }
    remotes[name] = url;
    active.push({ name, url });
  }
  return { deployment: { ...deployment, remotes }, active };
}

type Env = { location: Pick<Location, 'search' | 'pathname' | 'hash'>; history: Pick<History, 'replaceState' | 'state'>; storage: Storage | undefined; warn?: Warn };

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const defaultEnv = (): Env => ({ location: globalThis.location, history: globalThis.history, storage: safeStorage() });

/**
 * Reads the overrides of this browser (query first, then localStorage), keeps the accepted query
 * ones in localStorage, takes the parameter out of the URL and returns the deployment to register.
 */
export function applyRemoteOverrides(deployment: Deployment, env: Env = defaultEnv()): { deployment: Deployment; active: RemoteOverride[] } {
  const warn = env.warn ?? console.warn;
  const fromQuery = parseOverrideParams(env.location.search);
  const stored = readStoredOverrides(env.storage);
  const hasQuery = Object.keys(fromQuery).length > 0;
  const requested: Requested = { ...stored, ...fromQuery };
  const result = resolveOverrides(deployment, requested, warn);
  if (hasQuery) {
    // Remember what is in force (an empty URL or a refused one drops that remote's entry).
    const remembered = Object.fromEntries(result.active.map((o) => [o.name, o.url]));
    try {
      if (Object.keys(remembered).length > 0) env.storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(remembered));
      else env.storage?.removeItem(OVERRIDES_STORAGE_KEY);
    } catch {
      // No storage (private mode): the override holds for this page only.
    }
    const params = new URLSearchParams(env.location.search);
    params.delete(OVERRIDE_PARAM);
    const rest = params.toString();
    env.history.replaceState(env.history.state, '', `${env.location.pathname}${rest ? `?${rest}` : ''}${env.location.hash}`);
  }
  return result;
}

/** 'Clear' on the badge: forget every override of this browser. */
export function clearRemoteOverrides(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
