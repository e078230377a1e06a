import { SHARED_CONTRACT_VERSION } from '@qube/shared';

/** A remote built against another major of `@qube/shared` than the page runs (issue 3, version skew). */
export class VersionSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly remoteContract: unknown,
    readonly pageContract: number,
  ) {
    super(`${remote} was built for @qube/shared ${String(remoteContract)}.x; this page runs ${pageContract}.x`);
    this.name = 'VersionSkewError';
  }
}

/**
 * Checks the `sharedContract` a remote's `./app` exports (the `@qube/shared` major it was built
 * with) against the `@qube/shared` singleton on the page. A remote built before the export existed
 * is let through with a warning; any other value that differs throws `VersionSkewError`.
 */
export function assertSharedContract(remote: string, module: { sharedContract?: unknown }, pageContract: number = SHARED_CONTRACT_VERSION): void {
  const { sharedContract } = module;
  if (sharedContract === undefined) {
    console.warn(`${remote}/app does not say which @qube/shared it was built for; mounting it anyway.`);
    return;
  }
  if (sharedContract !== pageContract) throw new VersionSkewError(remote, sharedContract, pageContract);
}
