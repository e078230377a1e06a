import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { activeOverridesStore, type RemoteOverride } from './activeOverrides';
import { effectivePublicPath, fetchCheckedManifest, UntrustedManifestError } from './manifestCheck';

type GuardDeps = {
  fetchImpl: typeof fetch;
  overrides: () => readonly RemoteOverride[];
  drop: (override: RemoteOverride) => void;
  warn: (message: string) => void;
};

const defaultDeps = (): GuardDeps => ({
  fetchImpl: (...args) => fetch(...args),
  overrides: () => activeOverridesStore.getState().active,
  // Only a page with an override in force ever drops one, and it has loaded the override code already.
  drop: (override) => void import('./overrides').then(({ dropRemoteOverride }) => dropRemoteOverride(override.name)),
  warn: console.warn,
});

const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The runtime infers publicPath 'auto' from the URL it asked for, which is the refused override's:
 * the deployed manifest that replaces it must name its own folder explicitly.
 */
function pinPublicPath(manifest: unknown, manifestUrl: string): unknown {
  if (!isJsonObject(manifest) || !isJsonObject(manifest.metaData)) return manifest;
  return { ...manifest, metaData: { ...manifest.metaData, publicPath: effectivePublicPath(manifest.metaData, manifestUrl) } };
}

/**
 * The manifest the runtime gets for `url`: checked by manifestCheck. A refused deployed manifest
 * throws (that remote fails like any load failure, its region shows the fallback); a refused
 * override is dropped with a warning and the deployed manifest of that remote answers instead.
 */
export async function guardedManifest(url: string, init: RequestInit, deps: GuardDeps): Promise<unknown> {
  try {
    return await fetchCheckedManifest(url, deps.fetchImpl, init);
  } catch (error) {
    const override = deps.overrides().find((o) => o.url === url);
    if (!(error instanceof UntrustedManifestError) || !override) throw error;
    deps.warn(`Ignoring the override of ${override.name} → ${url}: ${error.reason}; the deployed ${override.name} is used.`);
    deps.drop(override);
    if (!override.deployedUrl) throw error;
    return pinPublicPath(await fetchCheckedManifest(override.deployedUrl, deps.fetchImpl, init), override.deployedUrl);
  }
}

/** A federation runtime plugin: every manifest fetch (load, preload, retry) goes through the guard. */
export function manifestGuardPlugin(deps: GuardDeps = defaultDeps()): ModuleFederationRuntimePlugin {
  return {
    name: 'qube-manifest-guard',
    async fetch(url, init) {
      const manifest = await guardedManifest(url, init, deps);
      return new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  };
}

let installed = false;

/** Installs the guard once, before any remote is registered. */
export function installManifestGuard(): void {
  if (installed) return;
  registerPlugins([manifestGuardPlugin()]);
  installed = true;
}
