import { REMOTE_NAMES, type RemoteName } from '@qube/shared';
import type { MonitoringConfig } from '../monitoring/monitor';

/** The deployment manifest, read at run time from /deployment.json (never compiled into the shell). */
export type Deployment = {
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Host name → company id; other hosts are company 1. */
  companyByHost: Record<string, number>;
  /** How long a remote may take to load before its region shows the fallback. */
  remoteLoadTimeoutMs: number;
  /** Origins a developer may point a remote at for one browser. */
  overrideAllowlist: string[];
  /** Where client errors are reported (SH-72). */
  monitoring: MonitoringConfig;
};

export const DEFAULT_DEPLOYMENT: Deployment = {
  remotes: {},
  companyByHost: { '127.0.0.2': 2 },
  remoteLoadTimeoutMs: 8000,
  overrideAllowlist: [],
  monitoring: { provider: 'local', sampleRate: 100 },
};

const MAX_TIMEOUT_MS = 10000;

/** Parses the manifest defensively: a broken file must not blank the site. */
export function parseDeployment(raw: unknown): Deployment {
  if (!raw || typeof raw !== 'object') return DEFAULT_DEPLOYMENT;
  const input = raw as Partial<Deployment>;
  const remotes: Deployment['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const url = input.remotes?.[name];
    if (typeof url === 'string' && url.length > 0) remotes[name] = url;
  }
  const timeout = Number(input.remoteLoadTimeoutMs);
  return {
    remotes,
    companyByHost: input.companyByHost && typeof input.companyByHost === 'object' ? input.companyByHost : DEFAULT_DEPLOYMENT.companyByHost,
    remoteLoadTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, MAX_TIMEOUT_MS) : DEFAULT_DEPLOYMENT.remoteLoadTimeoutMs,
    overrideAllowlist: Array.isArray(input.overrideAllowlist) ? input.overrideAllowlist.filter((o) => typeof o === 'string') : [],
    monitoring: parseMonitoring(input.monitoring),
  };
}

function parseMonitoring(raw: unknown): MonitoringConfig {
  if (!raw || typeof raw !== 'object') return DEFAULT_DEPLOYMENT.monitoring;
  const input = raw as Partial<MonitoringConfig>;
  const provider = input.provider === 'http' || input.provider === 'off' ? input.provider : 'local';
  const sampleRate = Number(input.sampleRate);
  return {
    provider,
    endpoint: typeof input.endpoint === 'string' ? input.endpoint : undefined,
    sampleRate: Number.isFinite(sampleRate) ? Math.min(100, Math.max(0, sampleRate)) : 100,
  };
}

export async function loadDeployment(fetchImpl: typeof fetch = fetch): Promise<{ deployment: Deployment; failed: boolean }> {
  try {
    // The page preloads it (index.html); a cache mode here would not match the preload. The server's no-cache keeps it fresh.
    const response = await fetchImpl('/deployment.json');
    if (!response.ok) throw new Error(`deployment.json answered ${response.status}`);
    return { deployment: parseDeployment(await response.json()), failed: false };
  } catch (error) {
    console.error('The deployment manifest could not be read; remote areas are unavailable.', error);
    return { deployment: DEFAULT_DEPLOYMENT, failed: true };
  }
}
