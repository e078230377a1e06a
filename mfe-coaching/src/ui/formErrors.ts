import type { FormInstance } from 'antd';
import { splitApiErrors } from './apiErrors';

type FieldPath = (string | number)[];

/**
 * Puts the API's per-field messages (`fields` of its error shape) on an antd form's own fields; `paths` maps the
 * API's field names ('pricing.power_session') to the form's. Answers the message left for the form as a whole
 * (null when every message found its field).
 */
export function applyApiErrors(form: FormInstance, error: unknown, paths: Record<string, FieldPath>): string | null {
  const { fields, message } = splitApiErrors(error, paths);
  if (fields.length > 0) form.setFields(fields.map(({ name, message: text }) => ({ name, errors: [text] })));
  return message;
}
