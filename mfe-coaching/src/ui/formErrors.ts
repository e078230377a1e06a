import type { FormInstance } from 'antd';
import { ApiError } from '@qube/shared';

type FieldPath = (string | number)[];

/**
 * Puts the API's per-field messages (`fields` of its error shape) on the form's own fields; `paths` maps the
 * API's field names ('pricing.power_session') to the form's. Answers the message left for the form as a whole
 * (null when every message found its field).
 */
export function applyApiErrors(form: FormInstance, error: unknown, paths: Record<string, FieldPath>): string | null {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const placed = Object.entries(error.body?.fields ?? {}).flatMap(([name, message]) => {
    const path = paths[name];
    return path ? [{ name: path, errors: [message] }] : [];
  });
  if (placed.length > 0) {
    form.setFields(placed);
    return null;
  }
  return error.fallbackMessage ?? (error.status === 0 ? 'Network error occurred.' : 'Something went wrong. Please try again.');
}
