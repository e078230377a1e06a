import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@qube/contract/featureFlags';

/** The spec's flags (spec 000 section 3) are the contract's, which the browser reads too. */
export { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags };

/** Every flag as a boolean, missing ones false. */
export const completeFlags = (stored: Record<string, boolean> | null | undefined): FeatureFlags =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, stored?.[flag] === true])) as FeatureFlags;

export const allFlags = (): Record<string, boolean> => Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true]));
export const flagsOf = (...flags: FeatureFlag[]): Record<string, boolean> => Object.fromEntries(flags.map((f) => [f, true]));
