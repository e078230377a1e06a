import { ApiError } from '@qube/shared';

/**
 * The API's per-field messages (`fields` of its error shape) for the form's own fields (`paths` maps the API's names
 * to the form's), and the message left for the form as a whole: null when every message found its field.
 */
export function splitApiErrors<Path>(error: unknown, paths: Record<string, Path>): { fields: { name: Path; message: string }[]; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: [], message: 'Something went wrong. Please try again.' };
  const fields = Object.entries(error.body?.fields ?? {}).flatMap(([name, message]) => {
    const path = paths[name];
    return path === undefined ? [] : [{ name: path, message }];
  });
  if (fields.length > 0) return { fields, message: null };
  return { fields, message: error.fallbackMessage ?? (error.status === 0 ? 'Network error occurred.' : 'Something went wrong. Please try again.') };
}
