import { REMOTE_NAMES, type RemoteName } from '@qube/shared';
import { activeOverridesStore, type RemoteOverride } from './activeOverrides';
import type { Deployment } from './deployment';
import { overrideRefusal } from './overrideAllowlist';
import { OVERRIDE_PARAM, OVERRIDES_STORAGE_KEY } from './overrideRequest';

/**
 * Overriding a remote for one browser (design.md "Ports, origins and cookies"):
 * `?mf-override=<remote>=<url of its mf-manifest.json>` (repeatable; an empty URL removes that
 * override) or the localStorage key `qube:mf-overrides` (a JSON map remote → URL). An override is
 * used only when its URL passes `overrideRefusal` (exact origin on the deployment's
 * `overrideAllowlist`, https outside loopback, an mf-manifest.json); anything else is ignored with a
 * console warning. Its manifest is checked again when fetched (manifestGuard). An accepted query
 * override is remembered in localStorage, so it survives navigation and reloads until 'Clear'.
 */
export { OVERRIDE_PARAM, OVERRIDES_STORAGE_KEY } from './overrideRequest';

export type { RemoteOverride } from './activeOverrides';
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
    const refusal = overrideRefusal(url, deployment.overrideAllowlist);
    if (refusal) {
      warn(`Ignoring the override of ${name} → ${url}: ${refusal}.`);
      continue;
    }
    const deployedUrl = deployment.remotes[name];
    remotes[name] = url;
    active.push(deployedUrl ? { name, url, deployedUrl } : { name, url });
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
  activeOverridesStore.setState({ active: result.active });
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

/** A refused override (its manifest loads code from elsewhere) is forgotten, not tried on every load. */
export function dropRemoteOverride(name: RemoteName, storage: Storage | undefined = safeStorage()): void {
  activeOverridesStore.setState((s) => ({ active: s.active.filter((o) => o.name !== name) }));
  const rest = Object.fromEntries(Object.entries(readStoredOverrides(storage)).filter(([stored]) => stored !== name));
  try {
    if (Object.keys(rest).length > 0) storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(rest));
    else storage?.removeItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // No storage: nothing was remembered.
  }
}

/** 'Clear' on the badge: forget every override of this browser. */
export function clearRemoteOverrides(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
