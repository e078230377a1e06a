import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@qube/contract/featureFlags';

/** Every feature flag of spec 000 section 3, as the contract lists them; all default to false (SH-17, SD-40). */
export const FEATURE_FLAG_NAMES = FEATURE_FLAGS;

/** One flag's name and every flag on or off, as the contract defines them. */
export type { FeatureFlag, FeatureFlags };

/** Flags as the client may read them: only when logged in, false unless the server says true. */
export function readFeatureFlags(isLoggedIn: boolean, fromServer: Partial<Record<string, unknown>> | undefined): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const name of FEATURE_FLAG_NAMES) {
    flags[name] = isLoggedIn && fromServer?.[name] === true;
  }
  return flags;
}
