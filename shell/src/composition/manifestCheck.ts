/**
 * A remote's mf-manifest.json names where its code loads from: the federation runtime loads
 * `metaData.publicPath` + remoteEntry and every asset. Checking the manifest's URL is therefore not
 * enough: its code must come from that same origin (ASVS 5.0 V3.6 / V13: code only from trusted
 * origins), else an allowlisted or deployed manifest could send the browser anywhere.
 */
export class UntrustedManifestError extends Error {
  constructor(
    readonly manifestUrl: string,
    readonly reason: string,
  ) {
    super(`The manifest ${manifestUrl} is refused: ${reason}.`);
    this.name = 'UntrustedManifestError';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** What the runtime does with publicPath 'auto' (sdk inferAutoPublicPath): the manifest's folder. */
export const inferredPublicPath = (manifestUrl: string): string => manifestUrl.replace(/#.*$/, '').replace(/\?.*$/, '').replace(/\/[^/]+$/, '/');

/** The public path the runtime will prefix every file of this manifest with, as it computes it. */
export function effectivePublicPath(metaData: Json, manifestUrl: string): string | null {
  const publicPath = metaData.publicPath;
  if (typeof publicPath !== 'string') return null;
  return publicPath === 'auto' || publicPath === '' ? inferredPublicPath(manifestUrl) : publicPath;
}

/** Why the manifest's code would not come from the manifest's own origin, or null when it would. */
export function manifestProblem(manifest: unknown, manifestUrl: string): string | null {
  const manifestOrigin = parse(manifestUrl)?.origin;
  if (!manifestOrigin || manifestOrigin === 'null') return 'its URL is no absolute URL';
  if (!isObject(manifest) || !isObject(manifest.metaData)) return 'it is no federation manifest';
  const { metaData } = manifest;
  // The runtime runs getPublicPath with new Function: code from a JSON file.
  if ('getPublicPath' in metaData) return 'it has a getPublicPath (code in the manifest)';
  const publicPath = effectivePublicPath(metaData, manifestUrl);
  if (publicPath === null) return 'it has no publicPath';
  const base = parse(publicPath);
  if (!base) return `its publicPath "${publicPath}" is not absolute (it would load from this page's origin)`;
  if (base.origin !== manifestOrigin || base.username || base.password) return `its publicPath ${publicPath} is not on ${manifestOrigin}`;
  // The runtime concatenates publicPath and a file's path as text: without the final '/', a path
  // starting with '@host/' would become user info and move the host.
  if (!publicPath.endsWith('/')) return `its publicPath ${publicPath} does not end in '/'`;
  const remoteEntry = metaData.remoteEntry;
  if (!isObject(remoteEntry) || typeof remoteEntry.name !== 'string') return 'it names no remoteEntry';
  const entryUrl = parse(`${publicPath}${typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/^\.?\//, '')}/` : ''}${remoteEntry.name}`);
  if (entryUrl?.origin !== manifestOrigin) return `its remoteEntry is not on ${manifestOrigin}`;
  // Remotes of this remote would be loaded on its behalf: the same origin too.
  const nested = Array.isArray(manifest.remotes) ? manifest.remotes : [];
  for (const remote of nested) {
    const entry = isObject(remote) ? remote.entry : undefined;
    if (typeof entry === 'string' && parse(entry)?.origin !== manifestOrigin) return `it names a remote at ${entry}`;
  }
  return null;
}

/**
 * Fetches a manifest and returns its JSON when its code stays on its origin; throws
 * UntrustedManifestError otherwise (the caller treats that like a remote that failed to load).
 */
export async function fetchCheckedManifest(manifestUrl: string, fetchImpl: typeof fetch = fetch, init: RequestInit = {}): Promise<unknown> {
  const response = await fetchImpl(manifestUrl, init);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest: unknown = await response.json();
  const problem = manifestProblem(manifest, manifestUrl);
  if (problem) throw new UntrustedManifestError(manifestUrl, problem);
  return manifest;
}
