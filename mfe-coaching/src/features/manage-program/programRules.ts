import type { ProgramFormat } from '@qube/contract/partners';

/** The API's bounds (contract partners.ts). */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const FEATURE_MAX = 80;
export const FEATURES_MAX = 12;

export type ProgramValues = { name: string; description: string; format: ProgramFormat; features: string[] };
/** A message per field; `features` per feature field, `list` for the list as a whole. */
export type ProgramErrors = { name?: string; description?: string; features?: (string | undefined)[]; list?: string };

/** No two features alike (any case), as the API requires. */
export function duplicateIndex(features: string[]): number {
  const seen = new Set<string>();
  return features.findIndex((f) => {
    const key = f.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

/** The program form's checks, with the messages the antd form had (CO-22). */
export function programErrors(values: ProgramValues): ProgramErrors {
  const errors: ProgramErrors = {};
  if (!values.name.trim()) errors.name = 'Enter a program name.';
  else if (values.name.length > NAME_MAX) errors.name = `Use at most ${NAME_MAX} characters.`;
  if (values.description.length > DESCRIPTION_MAX) errors.description = `Use at most ${DESCRIPTION_MAX} characters.`;
  const features = values.features.map((f) => (!f.trim() ? 'Enter the feature or remove it.' : f.length > FEATURE_MAX ? `Use at most ${FEATURE_MAX} characters.` : undefined));
  if (features.some(Boolean)) errors.features = features;
  if (values.features.length > FEATURES_MAX) errors.list = `List at most ${FEATURES_MAX} features.`;
  else if (duplicateIndex(values.features) >= 0) errors.list = 'Each feature may be listed once.';
  return errors;
}
